import { readFileSync } from 'node:fs';
import path from 'node:path';
import { WEBHOOK_EVENTS } from '../events/event-catalog';
import { WEBHOOK_EVENT_BODIES } from '../events/webhook-event-types';
import { buildOpenApiDocument, serializeOpenApiDocument } from './openapi';
import { PUBLIC_ROUTES } from './public-routes';

const COMMITTED = path.resolve(__dirname, '../../../../docs/openapi.json');

describe('the OpenAPI document', () => {
  const document = buildOpenApiDocument(PUBLIC_ROUTES);

  it('is committed as generated (run `npx nx run contracts:openapi` after changing a route)', () => {
    expect(readFileSync(COMMITTED, 'utf8') === serializeOpenApiDocument(document)).toBe(true);
  });

  it('is OpenAPI 3.1 with one operation per route, each with an id, a tag and examples', () => {
    expect(document.openapi).toBe('3.1.0');
    const operations = Object.values(document.paths ?? {}).flatMap((item) => Object.values(item as Record<string, { operationId?: string; tags?: string[] }>));
    // Every declared route plus GET /v1/openapi.json, which the gateway answers itself.
    expect(operations).toHaveLength(PUBLIC_ROUTES.length + 1);
    for (const operation of operations) {
      expect(operation.operationId).toEqual(expect.any(String));
      expect(operation.tags).toHaveLength(1);
    }
  });

  it('shows the rate-limit and request-id headers on every answer of every route', () => {
    for (const route of PUBLIC_ROUTES) {
      const operation = (document.paths?.[route.path] as Record<string, { responses: Record<string, { headers?: object; $ref?: string }> }>)[route.method.toLowerCase()]!;
      for (const [status, response] of Object.entries(operation.responses)) {
        const resolved = response.$ref === undefined ? response : document.components?.responses?.[response.$ref.split('/').pop()!];
        expect({ route: route.operationId, status, headers: Object.keys((resolved as { headers?: object }).headers ?? {}) }).toEqual({
          route: route.operationId,
          status,
          headers: expect.arrayContaining(['X-Request-ID', 'X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset']),
        });
      }
    }
  });

  it('shows every permission an operation needs, and what a body value adds', () => {
    type Operation = { description: string; 'x-permission': string; 'x-permissions': string[]; 'x-permissions-when'?: unknown };
    const operation = (p: string, method: string) => (document.paths?.[p] as Record<string, Operation>)[method]!;
    const enrich = operation('/v1/contacts/{id}/enrich', 'post');
    expect(enrich['x-permissions']).toEqual(['write:enrich', 'read:contacts', 'write:contacts']);
    expect(enrich.description).toContain('Permissions: `write:enrich`, `read:contacts`, `write:contacts` (all required).');
    const reveal = operation('/v1/prospector/reveal', 'post');
    expect(reveal['x-permissions']).toEqual(['write:enrich']);
    expect(reveal['x-permissions-when']).toEqual([{ field: 'save_as_contact', equals: true, permissions: ['read:contacts', 'write:contacts'] }]);
    expect(reveal.description).toContain('With `save_as_contact: true` also `read:contacts`, `write:contacts`.');
    for (const route of PUBLIC_ROUTES) expect(operation(route.path, route.method.toLowerCase())['x-permissions'][0]).toBe(route.permission);
  });

  it('describes one webhook per public event type: a POST of the delivered body, signed, with a valid example', () => {
    const webhooks = (document.webhooks ?? {}) as Record<string, { post: { operationId: string; parameters: Array<{ name: string; in: string }>; requestBody: { content: Record<string, { schema: { $ref: string }; example: unknown }> } } }>;
    expect(Object.keys(webhooks)).toEqual([...WEBHOOK_EVENTS]);
    for (const type of WEBHOOK_EVENTS) {
      const { post } = webhooks[type]!;
      expect(post.parameters.map((p) => `${p.in}:${p.name}`)).toEqual(['header:X-Service-Signature', 'header:X-Service-Timestamp', 'header:X-Service-Delivery-ID', 'header:User-Agent']);
      const { schema, example } = post.requestBody.content['application/json']!;
      const component = schema.$ref.split('/').pop()!;
      expect(document.components?.schemas?.[component]).toBeDefined();
      expect(WEBHOOK_EVENT_BODIES[type].parse(example)).toEqual(example);
    }
  });
});
