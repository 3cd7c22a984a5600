import { apiConformance, type OpenApiConformance } from './openapi-conformance';

/** What a caller of the public API sees: status, lowercased headers, parsed body. */
export interface ApiResponse<T = unknown> {
  status: number;
  headers: Record<string, string>;
  /** Parsed JSON when the body is JSON, else the raw text ('' when empty). */
  body: T;
}

export interface RawRequest {
  /** An object is sent as JSON; a string is sent byte for byte (bad JSON, wrong content types). */
  body?: string | object;
  headers?: Record<string, string>;
}

/** The response body shape tests read most: `{ data }`, `{ data, meta }` or `{ error }`. */
export interface Envelope {
  data?: unknown;
  meta?: { page: number; per_page: number; total: number };
  error?: { code: string; message: string; details?: Record<string, unknown> };
  // Fields are read by tests after narrowing; unknown keeps payloads honest.
  [key: string]: unknown;
}

/**
 * A small fetch wrapper acting as a key holder with curl would: it adds the
 * bearer key and JSON content type, and never throws on an HTTP error status.
 * Every answer is checked against the OpenAPI document (status, body schema,
 * headers); one that does not conform fails the test that received it.
 */
export class ApiClient {
  constructor(
    readonly baseUrl: string,
    readonly key?: string,
    private readonly conformance: OpenApiConformance | null = apiConformance(),
  ) {}

  get<T = Envelope>(path: string, headers?: Record<string, string>): Promise<ApiResponse<T>> {
    return this.request<T>('GET', path, { headers });
  }

  post<T = Envelope>(path: string, body?: object, headers?: Record<string, string>): Promise<ApiResponse<T>> {
    return this.request<T>('POST', path, { body, headers });
  }

  patch<T = Envelope>(path: string, body?: object, headers?: Record<string, string>): Promise<ApiResponse<T>> {
    return this.request<T>('PATCH', path, { body, headers });
  }

  delete<T = Envelope>(path: string, headers?: Record<string, string>): Promise<ApiResponse<T>> {
    return this.request<T>('DELETE', path, { headers });
  }

  /** Another client for the same key on another base URL (e.g. the second gateway replica). */
  on(baseUrl: string): ApiClient {
    return new ApiClient(baseUrl, this.key, this.conformance);
  }

  async request<T = Envelope>(method: string, path: string, init: RawRequest = {}): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = {};
    if (this.key !== undefined) headers.authorization = `Bearer ${this.key}`;
    let body: string | undefined;
    if (init.body !== undefined) {
      body = typeof init.body === 'string' ? init.body : JSON.stringify(init.body);
      headers['content-type'] = 'application/json';
    }
    for (const [name, value] of Object.entries(init.headers ?? {})) headers[name.toLowerCase()] = value;
    const response = await fetch(new URL(path, this.baseUrl), { method, headers, body });
    const responseHeaders: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      responseHeaders[name.toLowerCase()] = value;
    });
    const text = await response.text();
    const parsed = parseBody(text, responseHeaders['content-type']);
    this.conformance?.assert(method, path, response.status, responseHeaders, parsed);
    return { status: response.status, headers: responseHeaders, body: parsed as T };
  }
}

function parseBody(text: string, contentType: string | undefined): unknown {
  if (text === '' || !contentType?.includes('json')) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
