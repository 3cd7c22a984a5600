import { OpenAPIRegistry, OpenApiGeneratorV31, type ResponseConfig, type RouteConfig } from '@asteasolutions/zod-to-openapi';
import { ERROR_TABLE, type ErrorCode } from '@wbk/platform';
import { z } from 'zod';
import { API_GUIDE } from './api-guide';
import { registerEventWebhooks } from './openapi-webhooks';
import { acceptsIdempotencyKey, API_TAGS, routePermissions, type RouteContract } from './route-contract';
import { errorBody, uuid } from './schemas';

/** The OpenAPI 3.1 document, as served at GET /v1/openapi.json and committed as docs/openapi.json. */
export type OpenApiDocument = ReturnType<OpenApiGeneratorV31['generateDocument']>;

export const OPENAPI_PATH = '/v1/openapi.json';
export const API_VERSION = '1.0.0';
const BEARER = 'bearerAuth';

/**
 * Codes any authenticated route may answer, whatever it does: the gateway's
 * checks before the route runs, and the failures of the call to its service.
 */
const EVERY_ROUTE: readonly ErrorCode[] = ['missing_auth', 'invalid_key', 'revoked_key', 'rate_limited', 'internal_error', 'service_unavailable', 'upstream_timeout'];

/** The error codes a route can answer: its own, plus what its shape implies. */
export function errorCodesOf(route: RouteContract): ErrorCode[] {
  const codes = new Set<ErrorCode>(EVERY_ROUTE);
  codes.add(route.permission === 'admin' ? 'admin_key_required' : 'insufficient_permissions');
  // Every route refuses a query parameter it does not declare, so every route can answer validation_error.
  codes.add('validation_error');
  // The gateway reads (and checks) a body sent to any route but GET, declared or not.
  if (route.body !== undefined || route.method !== 'GET') ['invalid_json', 'payload_too_large', 'unsupported_media_type'].forEach((c) => codes.add(c as ErrorCode));
  if (acceptsIdempotencyKey(route)) codes.add('idempotency_conflict');
  for (const code of route.errors) codes.add(code);
  return [...codes];
}

const HEADERS: Record<string, { description: string; schema: { type: 'string' | 'integer'; enum?: string[] } }> = {
  'X-Request-ID': { description: 'Identifies this request in logs and support tickets.', schema: { type: 'string' } },
  'X-RateLimit-Limit': {
    description: "With a valid key, the workspace's daily call limit. On an answer without one (401, GET /v1/openapi.json), the per-minute limit of calls without a key from the caller's address.",
    schema: { type: 'integer' },
  },
  'X-RateLimit-Remaining': { description: 'Calls left today; on an answer without a valid key, calls without a key left this minute.', schema: { type: 'integer' } },
  'X-RateLimit-Reset': {
    description: 'When the window resets (Unix time, seconds): 00:00 UTC for the daily window; the start of the next minute on an answer without a valid key.',
    schema: { type: 'integer' },
  },
  'Retry-After': { description: 'Seconds to wait before the next call.', schema: { type: 'integer' } },
  Deprecation: { description: '`true`: this route is deprecated; `Link` names its successor (RFC 8594 style).', schema: { type: 'string', enum: ['true'] } },
  Link: { description: 'On a deprecated route: `<successor path>; rel="successor-version"`.', schema: { type: 'string' } },
  'Idempotent-Replayed': { description: '`true` when this answer is the stored answer of an earlier call with the same Idempotency-Key.', schema: { type: 'string', enum: ['true'] } },
  'Idempotent-Stored': {
    description: '`false` when the call carried an Idempotency-Key and was applied, but its answer could not be stored for replay: do not retry it with that key.',
    schema: { type: 'string', enum: ['false'] },
  },
  'Cache-Control': { description: 'The document changes only with a new release of the gateway; revalidate before reuse.', schema: { type: 'string' } },
  'Access-Control-Allow-Origin': { description: '`*`: any web page may read the document.', schema: { type: 'string', enum: ['*'] } },
};

const ref = (name: keyof typeof HEADERS) => ({ $ref: `#/components/headers/${name}` });
const COMMON_HEADERS = { 'X-Request-ID': ref('X-Request-ID'), 'X-RateLimit-Limit': ref('X-RateLimit-Limit'), 'X-RateLimit-Remaining': ref('X-RateLimit-Remaining'), 'X-RateLimit-Reset': ref('X-RateLimit-Reset') };

const STATUS_TEXT: Record<number, string> = {
  400: 'The request is invalid; `error.details.fields` names each problem.',
  401: 'No valid API key.',
  402: 'Not enough credits.',
  403: 'The key may not do this, or the integration it needs is not connected.',
  404: 'Not found (records of other workspaces are not found either).',
  409: 'Conflicts with the current state.',
  413: 'The body is larger than allowed.',
  415: 'The body is not `application/json`.',
  429: 'A rate limit was reached; retry after `Retry-After` seconds.',
  500: 'An unexpected error; the message carries the request id.',
  502: 'An upstream provider failed.',
  503: 'A service is unavailable; retry with backoff.',
  504: 'A service did not answer in time; retry with the same Idempotency-Key.',
};

/**
 * Each distinct error answer (a status and the codes a route can send with it)
 * is written once under components/responses, named by its codes, and
 * referenced by the operations that send it. The codes are narrowed per
 * answer, so a client can switch on exactly what a route sends, while the
 * document stays small.
 */
function errorResponseName(codes: readonly ErrorCode[]): string {
  if (codes.length === 3 && ['missing_auth', 'invalid_key', 'revoked_key'].every((c) => codes.includes(c as ErrorCode))) return 'Unauthenticated';
  return codes.map((code) => code.replace(/(^|_)([a-z])/g, (_m, _sep: string, ch: string) => ch.toUpperCase())).join('Or');
}

function errorResponseComponent(status: number, codes: ErrorCode[]) {
  const narrowed = z.strictObject({ error: errorBody.shape.error.extend({ code: z.enum(codes as [ErrorCode, ...ErrorCode[]]) }) });
  const { $schema: _dialect, ...schema } = z.toJSONSchema(narrowed, { io: 'output' }) as Record<string, unknown>;
  return {
    description: `${STATUS_TEXT[status] ?? 'Error.'} Codes: ${codes.map((c) => `\`${c}\``).join(', ')}.`,
    headers: status === 429 || status === 503 ? { ...COMMON_HEADERS, 'Retry-After': ref('Retry-After') } : COMMON_HEADERS,
    content: { 'application/json': { schema, example: { error: { code: codes[0], message: exampleMessage(codes[0]!) } } } },
  };
}

/** The headers a deprecated route adds to every answer, errors included. */
const DEPRECATION_HEADERS = { Deprecation: ref('Deprecation'), Link: ref('Link') };

/**
 * The error answers of a route by status, as references to the components
 * `components` collects; a deprecated route's are written out with its
 * deprecation headers, which the gateway sends on its errors too.
 */
function errorResponses(route: RouteContract, components: Map<string, { status: number; codes: ErrorCode[] }>): Record<string, ResponseConfig | { $ref: string }> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of errorCodesOf(route)) {
    const status = ERROR_TABLE[code].http;
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  const responses: Record<string, ResponseConfig | { $ref: string }> = {};
  for (const [status, codes] of [...byStatus].sort(([a], [b]) => a - b)) {
    if (route.successorPath !== undefined) {
      const component = errorResponseComponent(status, codes);
      responses[String(status)] = { ...component, headers: { ...component.headers, ...DEPRECATION_HEADERS } };
      continue;
    }
    const name = errorResponseName(codes);
    components.set(name, { status, codes });
    responses[String(status)] = { $ref: `#/components/responses/${name}` };
  }
  return responses;
}

function exampleMessage(code: ErrorCode): string {
  switch (code) {
    case 'validation_error':
      return 'email: must be a valid email address';
    case 'not_found':
      return 'Record not found';
    case 'rate_limited':
      return 'Rate limit exceeded: 10 calls per minute; the window resets at 2026-11-24T09:31:00.000Z';
    case 'insufficient_permissions':
      return 'This key lacks the permission write:contacts';
    default:
      return code.replace(/_/g, ' ');
  }
}

const code = (names: readonly string[]) => names.map((name) => `\`${name}\``).join(', ');

/** The permission line of an operation's description: every permission it needs, and what a body value adds. */
function permissionText(route: RouteContract): string {
  const always = routePermissions(route);
  const lines = [always.length === 1 ? `Permission: \`${route.permission}\`.` : `Permissions: ${code(always)} (all required).`];
  for (const rule of route.requiresWhen ?? []) lines.push(`With \`${rule.field}: ${JSON.stringify(rule.equals)}\` also ${code(rule.permissions)}.`);
  return lines.join(' ');
}

function toRouteConfig(route: RouteContract, errorComponents: Map<string, { status: number; codes: ErrorCode[] }>): RouteConfig {
  const success: Record<string, ResponseConfig> = {};
  for (const [status, schema] of Object.entries(route.responses)) {
    success[status] = {
      description: status === '201' ? 'Created.' : status === '202' ? 'Accepted.' : 'OK.',
      headers: {
        ...COMMON_HEADERS,
        ...(acceptsIdempotencyKey(route) ? { 'Idempotent-Replayed': ref('Idempotent-Replayed'), 'Idempotent-Stored': ref('Idempotent-Stored') } : {}),
        ...(route.successorPath !== undefined ? DEPRECATION_HEADERS : {}),
      },
      content: { 'application/json': { schema, example: route.example.response } },
    };
  }
  const idempotencyHeader = z.strictObject({
    'Idempotency-Key': uuid.optional().meta({
      description:
        'A UUID that makes a retry safe for 24 hours: the same key and body answer the stored result; another body is 409 idempotency_conflict. After a 504 or 500 the outcome is unknown and the key stays claimed: a retry with it is 409 idempotency_conflict with `details.outcome: "unknown"`; read the resource back, then send it again with a new key if it was not applied. A 2xx answer with `Idempotent-Stored: false` was applied but could not be stored for replay.',
    }),
  });
  return {
    method: route.method.toLowerCase() as RouteConfig['method'],
    path: route.path,
    operationId: route.operationId,
    tags: [route.tag],
    summary: route.summary,
    description: [route.description, permissionText(route)].filter(Boolean).join('\n\n'),
    ...(route.deprecated ? { deprecated: true } : {}),
    'x-permission': route.permission,
    'x-permissions': routePermissions(route),
    ...(route.requiresWhen !== undefined ? { 'x-permissions-when': route.requiresWhen.map(({ field, equals, permissions }) => ({ field, equals, permissions: [...permissions] })) } : {}),
    request: {
      ...(route.params ? { params: route.params } : {}),
      ...(route.query ? { query: route.query } : {}),
      ...(acceptsIdempotencyKey(route) ? { headers: idempotencyHeader } : {}),
      ...(route.body
        ? { body: { required: true, content: { 'application/json': { schema: route.body, ...(route.example.body !== undefined ? { example: route.example.body } : {}) } } } }
        : {}),
    },
    responses: { ...success, ...errorResponses(route, errorComponents) },
  };
}

/** Routes the gateway answers itself, without a key: the document and the page rendered from it. */
function metaRoute(): RouteConfig {
  return {
    method: 'get',
    path: OPENAPI_PATH,
    operationId: 'getOpenApiDocument',
    tags: ['Meta'],
    summary: 'This API as an OpenAPI 3.1 document',
    description:
      "Needs no key. The page at `/docs` renders it. Each call spends the caller address's per-minute window for calls without a key, which the rate-limit headers show.",
    security: [],
    responses: {
      '200': {
        description: 'The document.',
        headers: { ...COMMON_HEADERS, 'Cache-Control': ref('Cache-Control'), 'Access-Control-Allow-Origin': ref('Access-Control-Allow-Origin') },
        content: { 'application/json': { schema: z.record(z.string(), z.unknown()), example: { openapi: '3.1.0' } } },
      },
      '429': {
        description: STATUS_TEXT[429]!,
        headers: { ...COMMON_HEADERS, 'Retry-After': ref('Retry-After') },
        content: { 'application/json': { schema: errorBody, example: { error: { code: 'rate_limited', message: exampleMessage('rate_limited') } } } },
      },
    },
  };
}

export function buildOpenApiDocument(routes: readonly RouteContract[]): OpenApiDocument {
  const registry = new OpenAPIRegistry();
  registry.registerComponent('securitySchemes', BEARER, {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'wbk_...',
    description: 'An API key of the workspace: `Authorization: Bearer wbk_...`.',
  });
  for (const [name, header] of Object.entries(HEADERS)) registry.registerComponent('headers', name, header);
  registry.registerPath(metaRoute());
  const errorComponents = new Map<string, { status: number; codes: ErrorCode[] }>();
  for (const route of routes) registry.registerPath(toRouteConfig(route, errorComponents));
  registerEventWebhooks(registry);
  for (const [name, { status, codes }] of [...errorComponents].sort(([a], [b]) => a.localeCompare(b))) {
    registry.registerComponent('responses', name, errorResponseComponent(status, codes));
  }

  const generator = new OpenApiGeneratorV31(registry.definitions);
  const document = generator.generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'wbk: workspace sales and outreach API',
      version: API_VERSION,
      description: API_GUIDE,
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      contact: { name: 'API support', email: 'api-support@example.org' },
    },
    servers: [{ url: '{base_url}', description: 'Your deployment', variables: { base_url: { default: 'http://127.0.0.1:8080', description: 'Where the gateway is reachable.' } } }],
    security: [{ [BEARER]: [] }],
    tags: API_TAGS.map((tag) => ({ ...tag })),
  });
  // The generator lists components before it walks the webhooks, so the schemas only webhooks use would be
  // missing: collect the components again, now that every schema has been seen.
  return { ...document, components: generator.generateComponents().components };
}

/**
 * The response headers the document declares for one answer of one operation
 * (its response or the shared component it refers to), lower-cased as HTTP
 * clients read them; null when the document has no such answer.
 */
export function declaredResponseHeaders(document: OpenApiDocument, path: string, method: string, status: number): string[] | null {
  const operation = (document.paths?.[path] as Record<string, { responses?: Record<string, { $ref?: string; headers?: object }> }> | undefined)?.[method.toLowerCase()];
  const response = operation?.responses?.[String(status)];
  if (response === undefined) return null;
  const resolved = response.$ref === undefined ? response : (document.components?.responses?.[response.$ref.split('/').pop()!] as { headers?: object } | undefined);
  return Object.keys(resolved?.headers ?? {}).map((name) => name.toLowerCase());
}

/** The committed form of the document (docs/openapi.json): two-space JSON and a final newline, so diffs read well. */
export function serializeOpenApiDocument(document: OpenApiDocument): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}
