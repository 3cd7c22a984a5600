import { buildOpenApiDocument, declaredResponseHeaders } from './openapi';
import { PUBLIC_ROUTES } from './public-routes';
import { API_TAGS, acceptsIdempotencyKey } from './route-contract';

const document = buildOpenApiDocument(PUBLIC_ROUTES);
type Schema = { properties?: Record<string, { default?: unknown; enum?: string[]; $ref?: string }>; anyOf?: Array<{ required?: string[] }>; description?: string };
const schema = (name: string) => document.components?.schemas?.[name] as Schema;

/** Every operation of the document with the statuses it answers. */
function operations(): Array<{ path: string; method: string; statuses: number[] }> {
  return Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    Object.entries(item as Record<string, { responses: Record<string, unknown> }>).map(([method, op]) => ({ path, method, statuses: Object.keys(op.responses).map(Number) })),
  );
}

describe('the OpenAPI document says what the spec says', () => {
  it('names every capability in the first paragraph of its description', () => {
    const intro = document.info.description!.split('\n\n')[0]!.toLowerCase();
    const capabilities = ['contacts', 'companies', 'deals', 'lists', 'tasks', 'outreach', 'campaigns', 'enrichment', 'prospector', 'mailbox', 'calendar', 'workflows', 'assistant', 'settings', 'audit', 'webhooks'];
    const tags = API_TAGS.map((tag) => tag.name.toLowerCase()).filter((tag) => tag !== 'meta' && tag !== 'workspace');
    for (const name of [...capabilities, ...tags]) expect({ name, named: intro.includes(name.replace(/s$/, '')) }).toEqual({ name, named: true });
  });

  it('does not claim every list is newest first', () => {
    expect(document.info.description).not.toMatch(/Lists are newest first/);
    expect(document.info.description).toMatch(/calendar events are soonest first/);
  });

  it('declares the defaults the service applies: note_type general, enrichment include all', () => {
    expect(schema('CompanyNoteCreate').properties?.['note_type']?.default).toBe('general');
    expect(schema('ContactNoteCreate').properties?.['note_type']?.default).toBe('general');
    expect(schema('EnrichRequest').properties?.['include']?.default).toEqual(['person', 'company', 'social']);
    expect(schema('ContactEnrichRequest').properties?.['include']?.default).toEqual(['person', 'company', 'social']);
  });

  it('declares that an enrichment needs at least one of email or domain', () => {
    expect(schema('EnrichRequest').anyOf).toEqual([{ required: ['email'] }, { required: ['domain'] }]);
    expect(schema('EnrichRequest').description).toMatch(/At least one of `email` or `domain`/);
  });

  it('answers a channel send with the statuses of a channel message result only', () => {
    const send = (document.paths?.['/v1/channels/send'] as Record<string, { responses: Record<string, { content: Record<string, { schema: Schema }> }> }>)['post']!;
    const data = send.responses['200']!.content['application/json']!.schema.properties!['data']!;
    expect(schema(data.$ref!.split('/').pop()!).properties?.['status']?.enum).toEqual(['queued', 'sent', 'failed']);
  });

  it('declares the rate-limit and request-id headers on every answer of every operation, GET /v1/openapi.json included', () => {
    for (const { path, method, statuses } of operations()) {
      for (const status of statuses) {
        expect({ path, method, status, headers: declaredResponseHeaders(document, path, method, status) }).toEqual({
          path,
          method,
          status,
          headers: expect.arrayContaining(['x-request-id', 'x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset']),
        });
      }
    }
  });

  it('declares Idempotent-Stored and Idempotent-Replayed on the successes of routes that take an Idempotency-Key', () => {
    for (const route of PUBLIC_ROUTES.filter(acceptsIdempotencyKey)) {
      for (const status of Object.keys(route.responses).map(Number)) {
        expect({ route: route.operationId, headers: declaredResponseHeaders(document, route.path, route.method, status) }).toEqual({
          route: route.operationId,
          headers: expect.arrayContaining(['idempotent-stored', 'idempotent-replayed']),
        });
      }
    }
  });

  it('declares Deprecation and Link on every answer of a deprecated route, errors included', () => {
    const deprecated = PUBLIC_ROUTES.filter((route) => route.successorPath !== undefined);
    expect(deprecated.map((route) => route.path)).toEqual(['/v1/prospects/search']);
    for (const route of deprecated) {
      const { statuses } = operations().find((op) => op.path === route.path && op.method === route.method.toLowerCase())!;
      expect(statuses).toEqual(expect.arrayContaining([200, 400, 401, 429]));
      for (const status of statuses) {
        expect({ status, headers: declaredResponseHeaders(document, route.path, route.method, status) }).toEqual({ status, headers: expect.arrayContaining(['deprecation', 'link']) });
      }
    }
  });

  it('says when the rate-limit headers show the per-minute window of calls without a key', () => {
    const limit = document.components?.headers?.['X-RateLimit-Limit'] as { description: string };
    expect(limit.description).toMatch(/daily call limit/);
    expect(limit.description).toMatch(/per-minute limit of calls without a key/);
  });
});
