import { randomUUID } from 'node:crypto';
import { buildOpenApiDocument, declaredResponseHeaders, PUBLIC_ROUTES, serializeOpenApiDocument } from '@wbk/contracts';
import { createLogger } from '@wbk/platform';
import { InMemoryKv } from '@wbk/testing';
import { KvIdempotencyStore } from '../store/kv-idempotency.store';
import { emptyReply, OWNER_KEY, startAppFixture, type AppFixture } from '../testing/app.fixture';

/** Headers of HTTP itself, which no operation declares. */
const TRANSPORT_HEADERS = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive', 'transfer-encoding']);

const document = buildOpenApiDocument(PUBLIC_ROUTES);

/** What the gateway sent that the document does not declare for this answer (a missing answer is reported as such). */
function undeclared(path: string, method: string, res: Response): { status: number; undeclared: string[] | 'no such answer' } {
  const declared = declaredResponseHeaders(document, path, method, res.status);
  if (declared === null) return { status: res.status, undeclared: 'no such answer' };
  const sent = [...res.headers.keys()].filter((name) => !TRANSPORT_HEADERS.has(name));
  return { status: res.status, undeclared: sent.filter((name) => !declared.includes(name)).sort() };
}

describe('every header the gateway sends is declared in the OpenAPI document', () => {
  let app: AppFixture;
  let storing = true;

  beforeAll(async () => {
    const logger = createLogger({ service: 'gateway-test', level: 'silent' });
    app = await startAppFixture({
      logger,
      upstream: async (rpc) => emptyReply({ created: rpc === 'CreateContact' }),
      docs: { documentJson: serializeOpenApiDocument(document), redocBundlePath: undefined },
      unauthLimitPerMinute: 100,
      idempotencyStore: ({ clock }) => {
        const store = new KvIdempotencyStore(new InMemoryKv(), clock, logger);
        const complete = store.complete.bind(store);
        store.complete = async (...args) => {
          if (!storing) throw new Error('nats: timeout');
          await complete(...args);
        };
        return store;
      },
    });
  });
  afterAll(() => app.close());

  const send = (path: string, init: { method?: string; key?: string; body?: unknown; idempotencyKey?: string } = {}) =>
    fetch(`${app.url}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        ...(init.key === undefined ? {} : { authorization: `Bearer ${init.key}` }),
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(init.idempotencyKey === undefined ? {} : { 'idempotency-key': init.idempotencyKey }),
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });

  it('on GET /v1/openapi.json, which needs no key: the rate-limit headers of the per-IP window too', async () => {
    const res = await send('/v1/openapi.json');
    expect(res.headers.get('x-ratelimit-limit')).toBe('100');
    expect(undeclared('/v1/openapi.json', 'get', res)).toEqual({ status: 200, undeclared: [] });
  });

  it('on an answer without a key (401)', async () => {
    const res = await send('/v1/contacts');
    expect(undeclared('/v1/contacts', 'get', res)).toEqual({ status: 401, undeclared: [] });
  });

  it('on the deprecated route: Deprecation and Link on its errors as on its successes', async () => {
    const refused = await send('/v1/prospects/search?unknown=1', { method: 'POST', key: OWNER_KEY, body: { query: 'partner' } });
    expect(refused.headers.get('deprecation')).toBe('true');
    expect(undeclared('/v1/prospects/search', 'post', refused)).toEqual({ status: 400, undeclared: [] });
    const answered = await send('/v1/prospects/search', { method: 'POST', key: OWNER_KEY, body: { query: 'partner' } });
    expect(undeclared('/v1/prospects/search', 'post', answered)).toEqual({ status: 200, undeclared: [] });
  });

  it('on an idempotent create: Idempotent-Stored when the answer could not be kept, Idempotent-Replayed on a replay', async () => {
    storing = false;
    const unstored = await send('/v1/contacts', { method: 'POST', key: OWNER_KEY, body: { email: 'a@example.com' }, idempotencyKey: randomUUID() });
    storing = true;
    expect(unstored.headers.get('idempotent-stored')).toBe('false');
    expect(undeclared('/v1/contacts', 'post', unstored)).toEqual({ status: 201, undeclared: [] });

    const key = randomUUID();
    await send('/v1/contacts', { method: 'POST', key: OWNER_KEY, body: { email: 'b@example.com' }, idempotencyKey: key });
    const replayed = await send('/v1/contacts', { method: 'POST', key: OWNER_KEY, body: { email: 'b@example.com' }, idempotencyKey: key });
    expect(replayed.headers.get('idempotent-replayed')).toBe('true');
    expect(undeclared('/v1/contacts', 'post', replayed)).toEqual({ status: 201, undeclared: [] });
  });
});
