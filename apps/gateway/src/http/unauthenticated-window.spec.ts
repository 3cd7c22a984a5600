import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLogger } from '@wbk/platform';
import { KvIdempotencyStore } from '../store/kv-idempotency.store';
import { InMemoryKv, ManualClock } from '@wbk/testing';
import { KvRateLimiter } from '../store/kv-rate-limiter';
import { CachedKeyVerifier, hashKey } from '../upstreams/cached-key-verifier';
import type { VerifyKeyReplyMessage } from '../upstreams/upstream.port';
import { createApp } from './app';

const GOOD = 'wbk_good_000000000000000000';
const reply: VerifyKeyReplyMessage = { found: true, key_id: 'k', workspace_id: 'w', permissions: ['read'], expires_at: '', revoked: false, plan: 'pro', daily_limit: 1000, minute_limit: 50, key_name: 'n' };

let server: Server;
let base: string;
const lookups: string[] = [];

beforeAll(async () => {
  const clock = new ManualClock('2026-03-09T13:07:45.000Z');
  const logger = createLogger({ service: 'gateway-test', level: 'silent' });
  const app = createApp({
    logger,
    clock,
    keyVerifier: new CachedKeyVerifier({
      lookup: async (hash) => {
        lookups.push(hash);
        return hash === hashKey(GOOD) ? reply : { ...reply, found: false };
      },
      clock,
      ttlMs: 30_000,
      isNotified: () => true,
    }),
    rateLimiter: new KvRateLimiter({ kv: new InMemoryKv(), clock, logger, leaseMax: 20 }),
    idempotencyStore: new KvIdempotencyStore(new InMemoryKv(), clock, logger),
    auditSink: { record: () => undefined, commit: async () => true },
    upstreams: { call: async () => ({ data_json: '[]', meta: null, has_meta: false, created: false, audit: null }) },
    health: async () => ({ upstreams: { workspace: 'SERVING', crm: 'SERVING', 'webhook-dispatcher': 'SERVING', 'workflow-engine': 'SERVING', outreach: 'SERVING', enrichment: 'SERVING', 'mailbox-sync': 'SERVING' }, nats: 'connected' }),
    trustProxy: false,
    unauthLimitPerMinute: 3,
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const get = (path: string, key?: string) => fetch(`${base}${path}`, key === undefined ? {} : { headers: { authorization: `Bearer ${key}` } });

describe('the per-IP window of callers without a workspace', () => {
  it('shows its numbers, throttles failed auth with 429, and stops key lookups once spent', async () => {
    expect((await get('/v1/contacts', GOOD)).status).toBe(200);
    const health = await get('/healthz');
    expect(health.headers.get('x-ratelimit-limit')).toBe('3');
    expect(health.headers.get('x-ratelimit-remaining')).toBe('3');
    const first = await get('/v1/contacts');
    expect(first.status).toBe(401);
    expect(first.headers.get('x-ratelimit-remaining')).toBe('2');
    expect(first.headers.get('x-ratelimit-reset')).toBe(String(Date.parse('2026-03-09T13:08:00Z') / 1000));
    expect((await get('/v1/contacts', 'wbk_guess_1_000000000000')).status).toBe(401);
    expect((await get('/nowhere')).status).toBe(404);
    const lookupsBefore = lookups.length;
    const throttled = await get('/v1/contacts', 'wbk_guess_2_000000000000');
    expect(throttled.status).toBe(429);
    expect(throttled.headers.get('retry-after')).toBe('15');
    expect(throttled.headers.get('x-ratelimit-remaining')).toBe('0');
    expect(((await throttled.json()) as { error: { code: string } }).error.code).toBe('rate_limited');
    expect(lookups.length).toBe(lookupsBefore);
    // A key this replica already verified still works from the same address.
    expect((await get('/v1/contacts', GOOD)).status).toBe(200);
    // Health probes only show the window, they do not spend or hit it.
    expect((await get('/healthz')).status).toBe(200);
  });
});
