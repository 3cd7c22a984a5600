import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type { AuditEntry } from '@wbk/contracts';
import { AppError, ManualClock, createLogger, sampleValue } from '@wbk/platform';
import { KvIdempotencyStore } from '../store/kv-idempotency.store';
import { KvRateLimiter } from '../store/kv-rate-limiter';
import { InMemoryKv } from '@wbk/testing';
import { CachedKeyVerifier, hashKey } from '../upstreams/cached-key-verifier';
import type { ApiReplyMessage, ApiRequestMessage, VerifyKeyReplyMessage } from '../upstreams/upstream.port';
import { createApp } from './app';
import type { HealthReport } from './health.handler';

const WS = '6f1c1b9e-3c44-4e0b-9d7a-3f1f7b0a2c11';
const CONTACT = 'c5b1f0a4-8a53-4b8e-9d0b-0d7f1e2a3b4c';
const KEYS = {
  reader: 'wbk_reader_0000000000000000',
  writer: 'wbk_writer_0000000000000000',
  admin: 'wbk_admin_00000000000000000',
  expired: 'wbk_expired_000000000000000',
  revoked: 'wbk_revoked_000000000000000',
  tight: 'wbk_tight_00000000000000000',
};

function keyReply(overrides: Partial<VerifyKeyReplyMessage>): VerifyKeyReplyMessage {
  return { found: true, key_id: 'key-1', workspace_id: WS, permissions: ['read'], expires_at: '', revoked: false, plan: 'pro', daily_limit: 1000, minute_limit: 50, key_name: 'test', ...overrides };
}

const KEY_TABLE = new Map<string, VerifyKeyReplyMessage>([
  [hashKey(KEYS.reader), keyReply({ key_id: 'key-reader' })],
  [hashKey(KEYS.writer), keyReply({ key_id: 'key-writer', permissions: ['read', 'write'] })],
  [hashKey(KEYS.admin), keyReply({ key_id: 'key-admin', permissions: ['admin'] })],
  [hashKey(KEYS.expired), keyReply({ expires_at: '2025-01-01T00:00:00.000Z' })],
  [hashKey(KEYS.revoked), keyReply({ revoked: true })],
  [hashKey(KEYS.tight), keyReply({ key_id: 'key-tight', workspace_id: '7a1c1b9e-3c44-4e0b-9d7a-3f1f7b0a2c11', minute_limit: 2, daily_limit: 100 })],
]);

type UpstreamHandler = (rpc: string, request: ApiRequestMessage) => Promise<ApiReplyMessage>;

interface Harness {
  url: string;
  calls: Array<{ rpc: string; request: ApiRequestMessage }>;
  audits: AuditEntry[];
  health: { report: HealthReport; draining: boolean };
  setUpstream(handler: UpstreamHandler): void;
}

const reply = (data: unknown, extra: Partial<ApiReplyMessage> = {}): ApiReplyMessage => ({ data_json: JSON.stringify(data), has_meta: false, created: false, meta: null, audit: null, ...extra });

let server: Server;
let h: Harness;

beforeAll(async () => {
  const clock = new ManualClock('2026-03-09T13:07:30.000Z');
  const logger = createLogger({ service: 'gateway-test', level: 'silent' });
  const calls: Harness['calls'] = [];
  const audits: AuditEntry[] = [];
  const health = { report: { upstreams: { workspace: 'SERVING', crm: 'SERVING', webhooks: 'SERVING', workflows: 'SERVING', outreach: 'SERVING', enrichment: 'SERVING', mailbox: 'SERVING' }, nats: 'connected' } as HealthReport, draining: false };
  let handler: UpstreamHandler = async () => reply({});
  const app = createApp({
    logger,
    clock,
    keyVerifier: new CachedKeyVerifier({ lookup: async (hash) => KEY_TABLE.get(hash) ?? keyReply({ found: false }), clock, ttlMs: 30_000, isNotified: () => true }),
    rateLimiter: new KvRateLimiter({ kv: new InMemoryKv(), clock, logger, leaseMax: 20 }),
    idempotencyStore: new KvIdempotencyStore(new InMemoryKv(), clock, logger),
    auditSink: {
      record: (_ws, entry) => void audits.push(entry),
      commit: async (_ws, entry) => {
        audits.push(entry);
        return true;
      },
    },
    upstreams: {
      call: (_upstream, rpc, request) => {
        calls.push({ rpc, request });
        return handler(rpc, request);
      },
    },
    health: async () => health.report,
    draining: () => health.draining,
    trustProxy: false,
    unauthLimitPerMinute: 1000,
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  h = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    audits,
    health,
    setUpstream: (next) => {
      handler = next;
    },
  };
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  h.calls.length = 0;
  h.audits.length = 0;
  h.setUpstream(async () => reply({}));
});

async function call(method: string, path: string, options: { key?: string; body?: string; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { ...options.headers };
  if (options.key !== undefined) headers['authorization'] = `Bearer ${options.key}`;
  if (options.body !== undefined && headers['content-type'] === undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${h.url}${path}`, { method, headers, ...(options.body === undefined ? {} : { body: options.body }) });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text === '' ? undefined : (JSON.parse(text) as { data?: unknown; meta?: unknown; error?: { code: string; message: string; details?: unknown } }) };
}

function expectCommonHeaders(res: { headers: Headers }): void {
  expect(res.headers.get('x-request-id')).toMatch(/^[A-Za-z0-9._-]{1,128}$/);
  for (const name of ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset']) expect(res.headers.get(name)).toMatch(/^\d+$/);
  expect(res.headers.get('x-powered-by')).toBeNull();
}

describe('health', () => {
  it('answers ok with headers when everything is up, degraded otherwise', async () => {
    const ok = await call('GET', '/healthz');
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ data: { status: 'ok', upstreams: { workspace: 'SERVING', crm: 'SERVING', webhooks: 'SERVING', workflows: 'SERVING', outreach: 'SERVING', enrichment: 'SERVING', mailbox: 'SERVING' }, nats: 'connected' } });
    expectCommonHeaders(ok);
    h.health.report = { upstreams: { workspace: 'SERVING', crm: 'UNKNOWN', webhooks: 'SERVING', workflows: 'SERVING', outreach: 'SERVING', enrichment: 'SERVING', mailbox: 'SERVING' }, nats: 'connected' };
    await new Promise((resolve) => setTimeout(resolve, 600));
    const degraded = await call('GET', '/healthz');
    expect(degraded.status).toBe(503);
    expect(degraded.body).toMatchObject({ data: { status: 'degraded', upstreams: { crm: 'UNKNOWN' } } });
    h.health.report = { upstreams: { workspace: 'SERVING', crm: 'SERVING', webhooks: 'SERVING', workflows: 'SERVING', outreach: 'SERVING', enrichment: 'SERVING', mailbox: 'SERVING' }, nats: 'connected' };
  });

  it('answers 503 draining once the gateway is shutting down, however healthy the upstreams', async () => {
    h.health.draining = true;
    try {
      const draining = await call('GET', '/healthz');
      expect(draining.status).toBe(503);
      expect(draining.body).toEqual({ data: { status: 'draining' } });
    } finally {
      h.health.draining = false;
    }
  });
});

describe('request id', () => {
  it('echoes a safe inbound id and replaces an unsafe one', async () => {
    expect((await call('GET', '/healthz', { headers: { 'x-request-id': 'abc.DEF-1_2' } })).headers.get('x-request-id')).toBe('abc.DEF-1_2');
    expect((await call('GET', '/healthz', { headers: { 'x-request-id': 'bad id!' } })).headers.get('x-request-id')).not.toBe('bad id!');
  });
});

describe('authentication', () => {
  it.each([
    ['no header', undefined, 'missing_auth'],
    ['not a wbk_ key', 'Bearer sk_live_1234567890', 'missing_auth'],
    ['unknown key', `Bearer wbk_unknown_000000000000`, 'invalid_key'],
    ['expired key', `Bearer ${KEYS.expired}`, 'invalid_key'],
    ['revoked key', `Bearer ${KEYS.revoked}`, 'revoked_key'],
  ])('%s -> 401 %s with headers', async (_name, authorization, code) => {
    const res = await call('GET', '/v1/contacts', { headers: authorization === undefined ? {} : { authorization } });
    expect(res.status).toBe(401);
    expect(res.body?.error?.code).toBe(code);
    expectCommonHeaders(res);
    expect(res.headers.get('x-ratelimit-limit')).toBe('1000');
    expect(h.calls).toHaveLength(0);
  });

  it('says when a key expired', async () => {
    const res = await call('GET', '/v1/contacts', { key: KEYS.expired });
    expect(res.body?.error?.message).toMatch(/expired at 2025-01-01T00:00:00.000Z/);
  });

  it('authenticates before routing, so unknown routes are hidden from callers without a key', async () => {
    expect((await call('GET', '/v1/nothing-here')).body?.error?.code).toBe('missing_auth');
    const res = await call('GET', '/v1/nothing-here', { key: KEYS.reader });
    expect(res.status).toBe(404);
    expect(res.body?.error).toMatchObject({ code: 'route_not_found', message: expect.stringContaining('GET /v1/nothing-here') });
    expectCommonHeaders(res);
    const outside = await call('GET', '/elsewhere');
    expect(outside.status).toBe(404);
    expectCommonHeaders(outside);
  });
});

describe('permissions', () => {
  it('names the missing permission', async () => {
    const res = await call('POST', '/v1/contacts', { key: KEYS.reader, body: '{"email":"a@b.co"}' });
    expect(res.status).toBe(403);
    expect(res.body?.error).toEqual({ code: 'insufficient_permissions', message: 'This key lacks the permission write:contacts', details: { required: 'write:contacts' } });
  });

  it('asks for an admin key on audit logs, and lets admin keys through everywhere', async () => {
    const res = await call('GET', '/v1/audit-logs', { key: KEYS.writer });
    expect(res.status).toBe(403);
    expect(res.body?.error?.code).toBe('admin_key_required');
    expect((await call('GET', '/v1/audit-logs', { key: KEYS.admin })).status).toBe(200);
    expect((await call('GET', `/v1/contacts/${CONTACT}`, { key: KEYS.admin })).status).toBe(200);
  });
});

describe('request checks', () => {
  it('refuses a path id that is not a UUID, naming it', async () => {
    const res = await call('GET', '/v1/contacts/123', { key: KEYS.reader });
    expect(res.status).toBe(400);
    expect(res.body?.error).toMatchObject({ code: 'validation_error', details: { fields: [{ field: 'id', message: 'must be a UUID' }] } });
  });

  it('refuses a non-JSON content type with 415', async () => {
    const res = await call('POST', '/v1/contacts', { key: KEYS.writer, body: 'a=b', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(res.status).toBe(415);
    expect(res.body?.error?.code).toBe('unsupported_media_type');
  });

  it('accepts a charset parameter', async () => {
    const res = await call('POST', '/v1/contacts', { key: KEYS.writer, body: '{}', headers: { 'content-type': 'application/json; charset=utf-8' } });
    expect(res.status).toBe(200);
  });

  it('refuses a body over 1 MiB with 413', async () => {
    const res = await call('POST', '/v1/contacts', { key: KEYS.writer, body: JSON.stringify({ x: 'a'.repeat(1024 * 1024) }) });
    expect(res.status).toBe(413);
    expect(res.body?.error?.code).toBe('payload_too_large');
    expectCommonHeaders(res);
  });

  it('refuses malformed JSON with invalid_json saying what is wrong, without a stack', async () => {
    const res = await call('POST', '/v1/contacts', { key: KEYS.writer, body: '{"email": ' });
    expect(res.status).toBe(400);
    expect(res.body?.error?.code).toBe('invalid_json');
    expect(res.body?.error?.message).toMatch(/not valid JSON: .+/);
    expect(res.body?.error?.message).not.toMatch(/\n\s+at /);
  });

  it('refuses a JSON body that is not an object on POST', async () => {
    const res = await call('POST', '/v1/contacts', { key: KEYS.writer, body: '[1,2]' });
    expect(res.status).toBe(400);
    expect(res.body?.error).toMatchObject({ code: 'validation_error', details: { fields: [{ field: 'body' }] } });
  });
});

describe('forwarding', () => {
  it('answers a deprecated route with Deprecation and a Link to its successor, also when it refuses the call', async () => {
    const ok = await call('POST', '/v1/prospects/search', { key: KEYS.reader, body: '{"query":"partner"}' });
    expect(ok.status).toBe(200);
    expect(h.calls[0]!.rpc).toBe('SearchProspectsLegacy');
    expect(ok.headers.get('deprecation')).toBe('true');
    expect(ok.headers.get('link')).toBe('</v1/prospector/search>; rel="successor-version"');
    const refused = await call('POST', '/v1/prospects/search?x=1', { key: KEYS.reader, body: '{}' });
    expect(refused.status).toBe(400);
    expect(refused.headers.get('link')).toBe('</v1/prospector/search>; rel="successor-version"');
    const current = await call('POST', '/v1/prospector/search', { key: KEYS.reader, body: '{"titles":["partner"]}' });
    expect(current.headers.get('deprecation')).toBeNull();
  });

  it('passes context, path params, joined query and the raw body, and wraps the answer', async () => {
    h.setUpstream(async () => reply({ id: CONTACT }, { audit: { action: 'api_access', resource_type: 'contacts', resource_id: CONTACT, diff_json: '' } }));
    const res = await call('GET', `/v1/contacts/${CONTACT}?include=notes&include=tasks`, { key: KEYS.reader, headers: { 'x-request-id': 'req-42' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { id: CONTACT } });
    expectCommonHeaders(res);
    expect(h.calls[0]).toEqual({
      rpc: 'GetContact',
      request: {
        context: { workspace_id: WS, request_id: 'req-42', api_key_id: 'key-reader', user_id: '', idempotency_key: '', causation_root_id: '', causation_depth: 0, causation_workflow_id: '', permissions: ['read'] },
        path: { id: CONTACT },
        query: { include: 'notes,tasks' },
        body_json: '',
      },
    });
  });

  it('refuses a query parameter the route does not declare, before calling the service', async () => {
    const res = await call('GET', `/v1/contacts/${CONTACT}?include=notes&expand=deals`, { key: KEYS.reader });
    expect(res.status).toBe(400);
    expect(res.body?.error).toMatchObject({ code: 'validation_error', details: { fields: [{ field: 'expand', message: 'is not a known query parameter (accepted: include)' }] } });
    expect(h.calls).toHaveLength(0);
  });

  it('answers 201 for creations and adds meta for lists', async () => {
    h.setUpstream(async (rpc) => (rpc === 'CreateContact' ? reply({ id: CONTACT }, { created: true }) : reply([], { has_meta: true, meta: { page: 1, per_page: 50, total: 0 } })));
    const created = await call('POST', '/v1/contacts', { key: KEYS.writer, body: '{"email":"a@b.co"}' });
    expect(created.status).toBe(201);
    expect(h.calls[0]?.request.body_json).toBe('{"email":"a@b.co"}');
    const list = await call('GET', '/v1/contacts', { key: KEYS.reader });
    expect(list.body).toEqual({ data: [], meta: { page: 1, per_page: 50, total: 0 } });
  });

  it('maps upstream errors through the one error table', async () => {
    h.setUpstream(async () => {
      throw new AppError('not_found', 'Contact not found');
    });
    expect((await call('GET', `/v1/contacts/${CONTACT}`, { key: KEYS.reader })).body?.error).toEqual({ code: 'not_found', message: 'Contact not found' });
    h.setUpstream(async () => {
      throw new AppError('service_unavailable', 'crm service is unavailable, try again shortly');
    });
    const unavailable = await call('GET', `/v1/contacts/${CONTACT}`, { key: KEYS.reader });
    expect(unavailable.status).toBe(503);
    // Nothing reached a service: the client may send it again shortly.
    expect(unavailable.headers.get('retry-after')).toBe('1');
    h.setUpstream(async () => {
      throw new AppError('upstream_timeout', 'crm service did not answer in time');
    });
    expect((await call('GET', `/v1/contacts/${CONTACT}`, { key: KEYS.reader })).status).toBe(504);
    h.setUpstream(async () => {
      throw new Error('secret internals');
    });
    const res = await call('GET', `/v1/contacts/${CONTACT}`, { key: KEYS.reader, headers: { 'x-request-id': 'req-500' } });
    expect(res.status).toBe(500);
    expect(res.body?.error).toEqual({ code: 'internal_error', message: 'An unexpected error occurred (request id req-500)' });
  });
});

describe('audit', () => {
  it('records one entry per authenticated call, with the upstream audit on success', async () => {
    h.setUpstream(async () => reply({ id: CONTACT }, { audit: { action: 'update', resource_type: 'contacts', resource_id: CONTACT, diff_json: '{"first_name":{"from":"A","to":"B"}}' } }));
    await call('PATCH', `/v1/contacts/${CONTACT}`, { key: KEYS.writer, body: '{"first_name":"B"}', headers: { 'user-agent': 'test-agent' } });
    await call('GET', '/v1/contacts', { key: 'wbk_unknown_000000000000' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(h.audits).toHaveLength(1);
    expect(h.audits[0]).toMatchObject({
      user: { id: null, email: null, type: 'api_key' },
      action: 'update',
      resource_type: 'contacts',
      resource_id: CONTACT,
      details: { method: 'PATCH', path: `/v1/contacts/${CONTACT}`, status_code: 200, api_key_id: 'key-writer', diff: { first_name: { from: 'A', to: 'B' } } },
      ip_address: '127.0.0.1',
      user_agent: 'test-agent',
      api_key_id: 'key-writer',
    });
  });

  it('records failed calls after auth as api_access', async () => {
    await call('GET', '/v1/audit-logs', { key: KEYS.reader });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(h.audits).toEqual([expect.objectContaining({ action: 'api_access', resource_type: 'audit_logs', details: expect.objectContaining({ status_code: 403 }) })]);
  });
});

describe('rate limits', () => {
  it('refuses the call past the minute limit with 429 and Retry-After', async () => {
    expect((await call('GET', '/v1/contacts', { key: KEYS.tight })).status).toBe(200);
    const second = await call('GET', '/v1/contacts', { key: KEYS.tight });
    expect(second.headers.get('x-ratelimit-limit')).toBe('100');
    expect(second.headers.get('x-ratelimit-remaining')).toBe('98');
    expect(second.headers.get('x-ratelimit-reset')).toBe(String(Date.parse('2026-03-10T00:00:00Z') / 1000));
    const third = await call('GET', '/v1/contacts', { key: KEYS.tight });
    expect(third.status).toBe(429);
    expect(third.headers.get('retry-after')).toBe('30');
    expect(third.body?.error?.code).toBe('rate_limited');
    expect(third.body?.error?.message).toContain('2026-03-09T13:08:00.000Z');
    expectCommonHeaders(third);
    expect(h.calls).toHaveLength(2);
    expect(await sampleValue('wbk_rate_limit_rejections_total', { plan: 'pro' })).toBe(1);
  });
});

describe('idempotency', () => {
  const KEY = '0e7b2a3c-5d4f-4a6b-8c9d-0e1f2a3b4c5d';

  it('replays a finished request without calling the service again', async () => {
    h.setUpstream(async () => reply({ id: CONTACT }, { created: true }));
    const first = await call('POST', '/v1/contacts', { key: KEYS.writer, body: '{"email":"x@y.co","a":1}', headers: { 'idempotency-key': KEY } });
    const again = await call('POST', '/v1/contacts', { key: KEYS.writer, body: '{"a":1,"email":"x@y.co"}', headers: { 'idempotency-key': KEY } });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(h.calls).toHaveLength(1);
    expect(h.calls[0]?.request.context.idempotency_key).toBe(KEY);
    const conflict = await call('POST', '/v1/contacts', { key: KEYS.writer, body: '{"email":"other@y.co"}', headers: { 'idempotency-key': KEY } });
    expect(conflict.status).toBe(409);
    expect(conflict.body?.error?.code).toBe('idempotency_conflict');
  });

  it('refuses a twin still in flight, and frees the key after a failure', async () => {
    const key = '1e7b2a3c-5d4f-4a6b-8c9d-0e1f2a3b4c5d';
    let release: () => void = () => undefined;
    h.setUpstream(() => new Promise((resolve) => (release = () => resolve(reply({}, { created: true })))));
    const slow = call('POST', '/v1/contacts', { key: KEYS.writer, body: '{}', headers: { 'idempotency-key': key } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const twin = await call('POST', '/v1/contacts', { key: KEYS.writer, body: '{}', headers: { 'idempotency-key': key } });
    expect(twin.status).toBe(409);
    expect(twin.body?.error?.message).toMatch(/still being processed/);
    release();
    expect((await slow).status).toBe(201);

    const failing = '2e7b2a3c-5d4f-4a6b-8c9d-0e1f2a3b4c5d';
    h.setUpstream(async () => {
      throw new AppError('validation_error', 'email: required');
    });
    expect((await call('POST', '/v1/contacts', { key: KEYS.writer, body: '{}', headers: { 'idempotency-key': failing } })).status).toBe(400);
    h.setUpstream(async () => reply({}, { created: true }));
    const retried = await call('POST', '/v1/contacts', { key: KEYS.writer, body: '{}', headers: { 'idempotency-key': failing } });
    expect(retried.status).toBe(201);
    expect(retried.headers.get('idempotent-replayed')).toBeNull();
  });

  it('refuses a key that is not a UUID, naming the header', async () => {
    const res = await call('POST', '/v1/contacts', { key: KEYS.writer, body: '{}', headers: { 'idempotency-key': 'nope' } });
    expect(res.status).toBe(400);
    expect(res.body?.error?.details).toEqual({ fields: [{ field: 'Idempotency-Key', message: 'must be a UUID' }] });
  });
});
