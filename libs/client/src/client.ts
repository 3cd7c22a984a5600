import createClient, { type Client, type ClientPathsWithMethod, type MaybeOptionalInit, type Middleware } from 'openapi-fetch';
import type { paths } from './generated/openapi';
import { rateLimitRetryingFetch, type RetryOptions } from './rate-limit-retry';

export type Method = 'get' | 'post' | 'patch' | 'delete';

/** The openapi-fetch client over this API's generated types. */
export type RawClient = Client<paths, 'application/json'>;

/** The API paths that have an operation for `M`. */
export type ApiPath<M extends Method> = ClientPathsWithMethod<RawClient, M>;

export type Operation<P extends keyof paths, M extends Method> = paths[P][M];

type ResponsesOf<O> = O extends { responses: infer R } ? R : never;
type JsonOf<R> = R extends { content: { 'application/json': infer B } } ? B : never;

/**
 * Every answer an operation documents, as one union keyed by status: after
 * `if (result.status === 404)`, `result.body` is that status's body, and its
 * `error.code` the codes the operation sends with it.
 */
export type ApiResult<O> = {
  [S in keyof ResponsesOf<O>]: { status: S; body: JsonOf<ResponsesOf<O>[S]>; headers: Headers };
}[keyof ResponsesOf<O>];

/** The body of one status of an operation, e.g. `ApiBody<'/v1/contacts', 'post', 201>`. */
export type ApiBody<P extends keyof paths, M extends Method, S extends keyof ResponsesOf<Operation<P, M>>> = JsonOf<ResponsesOf<Operation<P, M>>[S]>;

type Init<P extends keyof paths, M extends Method> = MaybeOptionalInit<paths[P], M>;
/** The request's params/body argument: required when the operation has required params or a body. */
type InitArgs<P extends keyof paths, M extends Method> = undefined extends Init<P, M> ? [init?: Init<P, M>] : [init: Init<P, M>];

export interface WbkClientOptions extends RetryOptions {
  /** Where the gateway is, e.g. `https://api.example.com`. */
  baseUrl: string;
  /** A key of the workspace (`wbk_...`). */
  apiKey: string;
  /** Makes the Idempotency-Key of a POST or PATCH that has none (default: a random UUID). */
  newIdempotencyKey?: () => string;
  /** The transport (default: the global fetch). */
  fetch?: (request: Request) => Promise<Response>;
}

const IDEMPOTENT_METHODS = new Set(['POST', 'PATCH']);

/**
 * The key and, on every POST and PATCH, an Idempotency-Key unless the caller
 * set one: set once per call before any retry, so a retried write (after a 429,
 * or by the caller with the same key) is the same write, never a second one.
 */
function authAndIdempotency(apiKey: string, newKey: () => string): Middleware {
  return {
    onRequest({ request }) {
      request.headers.set('Authorization', `Bearer ${apiKey}`);
      if (IDEMPOTENT_METHODS.has(request.method) && !request.headers.has('Idempotency-Key')) request.headers.set('Idempotency-Key', newKey());
      return request;
    },
  };
}

/**
 * A typed client of the API: paths, parameters, bodies and answers come from
 * the OpenAPI document, so a wrong field or a misspelt path does not compile.
 */
export class WbkClient {
  /** The underlying openapi-fetch client (`{ data, error, response }` answers), for what this class does not cover. */
  readonly raw: RawClient;

  constructor(options: WbkClientOptions) {
    const transport = options.fetch ?? ((request: Request) => fetch(request));
    this.raw = createClient<paths, 'application/json'>({ baseUrl: options.baseUrl.replace(/\/+$/, ''), fetch: rateLimitRetryingFetch(transport, options) });
    this.raw.use(authAndIdempotency(options.apiKey, options.newIdempotencyKey ?? (() => globalThis.crypto.randomUUID())));
  }

  /** Calls one operation; never throws for an HTTP status (only when the server cannot be reached). */
  async request<M extends Method, P extends ApiPath<M>>(method: M, path: P, ...[init]: InitArgs<P, M>): Promise<ApiResult<Operation<P, M>>> {
    const call = this.raw.request as unknown as (method: string, path: string, init?: object) => Promise<{ data?: unknown; error?: unknown; response: Response }>;
    const { data, error, response } = await call(method.toUpperCase(), path, init as object | undefined);
    return { status: response.status, body: response.ok ? data : error, headers: response.headers } as ApiResult<Operation<P, M>>;
  }

  get<P extends ApiPath<'get'>>(path: P, ...init: InitArgs<P, 'get'>): Promise<ApiResult<Operation<P, 'get'>>> {
    return this.request('get', path, ...init);
  }

  post<P extends ApiPath<'post'>>(path: P, ...init: InitArgs<P, 'post'>): Promise<ApiResult<Operation<P, 'post'>>> {
    return this.request('post', path, ...init);
  }

  patch<P extends ApiPath<'patch'>>(path: P, ...init: InitArgs<P, 'patch'>): Promise<ApiResult<Operation<P, 'patch'>>> {
    return this.request('patch', path, ...init);
  }

  delete<P extends ApiPath<'delete'>>(path: P, ...init: InitArgs<P, 'delete'>): Promise<ApiResult<Operation<P, 'delete'>>> {
    return this.request('delete', path, ...init);
  }
}

export function createWbkClient(options: WbkClientOptions): WbkClient {
  return new WbkClient(options);
}
