import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AuditEntry } from '@wbk/contracts';
import { ManualClock, createLogger } from '@wbk/platform';
import { InMemoryKv } from '@wbk/testing';
import { MAX_BODY_DEPTH } from '../domain/json-depth';
import type { TrustedProxies } from '../domain/trust-proxy';
import { ROUTES, type RouteDef } from '../routes/route-table';
import { KvIdempotencyStore } from '../store/kv-idempotency.store';
import { KvRateLimiter } from '../store/kv-rate-limiter';
import { CachedKeyVerifier, hashKey } from '../upstreams/cached-key-verifier';
import type { ApiRequestMessage } from '../upstreams/upstream.port';
import { createApp } from './app';

const KEY = 'wbk_owner_00000000000000000';
const ID = 'c5b1f0a4-8a53-4b8e-9d0b-0d7f1e2a3b4c';
const BODY_ROUTES = ROUTES.filter((route) => route.method === 'POST' || route.method === 'PATCH');

interface Harness {
  url: string;
  forwarded: ApiRequestMessage[];
  audits: AuditEntry[];
  close(): Promise<void>;
}

async function startApp(trustProxy: TrustedProxies): Promise<Harness> {
  const clock = new ManualClock('2026-03-09T13:07:30.000Z');
  const logger = createLogger({ service: 'gateway-test', level: 'silent' });
  const forwarded: ApiRequestMessage[] = [];
  const audits: AuditEntry[] = [];
  const owner = { found: true, key_id: 'key-owner', workspace_id: '6f1c1b9e-3c44-4e0b-9d7a-3f1f7b0a2c11', permissions: ['admin'], expires_at: '', revoked: false, plan: 'org', daily_limit: 1_000_000, minute_limit: 100_000, key_name: 'owner' };
  const app = createApp({
    logger,
    clock,
    keyVerifier: new CachedKeyVerifier({ lookup: async (hash) => (hash === hashKey(KEY) ? owner : { ...owner, found: false }), clock, ttlMs: 30_000, isNotified: () => true }),
    rateLimiter: new KvRateLimiter({ kv: new InMemoryKv(), clock, logger, leaseMax: 20 }),
    idempotencyStore: new KvIdempotencyStore(new InMemoryKv(), clock, logger),
    auditSink: { record: (_ws, entry) => audits.push(entry) },
    upstreams: {
      call: async (_upstream, _rpc, request) => {
        forwarded.push(request);
        return { data_json: '{}', has_meta: false, created: false, meta: null, audit: null };
      },
    },
    health: async () => ({ upstreams: {}, nats: 'connected' }),
    trustProxy,
    unauthLimitPerMinute: 3,
  });
  const server: Server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    forwarded,
    audits,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

function pathOf(route: RouteDef): string {
  return route.path.replace(/\{[^}]+\}/g, ID);
}

/** Sends the body in chunks without Content-Length, as a streaming client would; resolves with the answer or the socket error. */
function sendChunked(url: string, method: string, path: string, totalBytes: number): Promise<{ status: number; body: string } | { error: string }> {
  return new Promise((resolve) => {
    const req = httpRequest(`${url}${path}`, { method, headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json', 'transfer-encoding': 'chunked' } });
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      res.on('error', (err) => resolve({ error: err.message }));
    });
    req.on('error', (err) => resolve({ error: err.message }));
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    let sent = 0;
    const pump = (): void => {
      while (sent < totalBytes) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      req.end();
    };
    req.write('{"padding":"');
    pump();
  });
}

describe('hostile bodies on every route that takes one', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startApp(false);
  });
  afterAll(() => h.close());

  const deep = `{"a":${'['.repeat(5_000)}${']'.repeat(5_000)}}`;

  it.each(BODY_ROUTES.map((route) => [`${route.method} ${route.path}`, route] as const))('%s: thousands of nested levels get 400 naming the limit, and reach no service', async (_name, route) => {
    const headers: Record<string, string> = { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' };
    if (route.acceptsIdempotencyKey) headers['idempotency-key'] = '0b6f1c1b-3c44-4e0b-9d7a-3f1f7b0a2c11';
    const before = h.forwarded.length;
    const res = await fetch(`${h.url}${pathOf(route)}`, { method: route.method, headers, body: deep });
    const body = (await res.json()) as { error?: { code: string; message: string } };
    expect(res.status).toBe(400);
    expect(body.error?.code).toBe('validation_error');
    expect(body.error?.message).toContain(`${MAX_BODY_DEPTH} levels`);
    expect(h.forwarded.length).toBe(before);
  });

  it('accepts nesting up to the limit', async () => {
    const atLimit = `{"a":${'['.repeat(MAX_BODY_DEPTH - 1)}${']'.repeat(MAX_BODY_DEPTH - 1)}}`;
    const res = await fetch(`${h.url}/v1/contacts`, { method: 'POST', headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' }, body: atLimit });
    expect(res.status).toBe(200);
  });

  it.each(BODY_ROUTES.map((route) => [`${route.method} ${route.path}`, route] as const))('%s: a chunked body over the route limit gets 413, not a dropped connection', async (_name, route) => {
    const answer = await sendChunked(h.url, route.method, pathOf(route), route.maxBodyBytes + 8 * 1024 * 1024);
    expect(answer).toMatchObject({ status: 413 });
    expect(JSON.parse((answer as { body: string }).body)).toMatchObject({ error: { code: 'payload_too_large' } });
  });
});

describe('client address behind proxies', () => {
  async function failedAuthFrom(h: Harness, forwardedFor: string): Promise<Response> {
    return fetch(`${h.url}/v1/contacts`, { headers: { authorization: 'Bearer wbk_nobody_000000000000000', 'x-forwarded-for': forwardedFor } });
  }

  it('with one trusted hop, a forged leftmost X-Forwarded-For entry neither names the audited address nor escapes the per-IP throttle', async () => {
    const h = await startApp(1);
    try {
      await fetch(`${h.url}/v1/contacts`, { headers: { authorization: `Bearer ${KEY}`, 'x-forwarded-for': '6.6.6.6, 203.0.113.9' } });
      expect(h.audits.at(-1)?.ip_address).toBe('203.0.113.9');
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await failedAuthFrom(h, `6.6.6.${i}, 198.51.100.7`)).status);
      expect(statuses).toEqual([401, 401, 401, 429]);
    } finally {
      await h.close();
    }
  });

  it('with trusted CIDRs, the client is the rightmost address outside them', async () => {
    const h = await startApp(['127.0.0.0/8', '10.0.0.0/8']);
    try {
      await fetch(`${h.url}/v1/contacts`, { headers: { authorization: `Bearer ${KEY}`, 'x-forwarded-for': '6.6.6.6, 203.0.113.9, 10.1.2.3' } });
      expect(h.audits.at(-1)?.ip_address).toBe('203.0.113.9');
    } finally {
      await h.close();
    }
  });
});
