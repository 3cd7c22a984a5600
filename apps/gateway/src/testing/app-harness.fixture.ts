/**
 * The gateway's Express app in process (the app fixture) with a table of keys of every
 * kind, a scripted upstream and switchable health. Importing this file registers the jest
 * hooks that start it once per spec file and reset what each test recorded.
 */
import type { AuditEntry } from '@wbk/contracts';
import { hashKey } from '../upstreams/cached-key-verifier';
import type { ApiReplyMessage, ApiRequestMessage, VerifyKeyReplyMessage } from '../upstreams/upstream.port';
import type { HealthReport } from '../http/health.handler';
import { ALL_SERVING, startAppFixture, type AppFixture } from './app.fixture';

export const WS = '6f1c1b9e-3c44-4e0b-9d7a-3f1f7b0a2c11';
export const CONTACT = 'c5b1f0a4-8a53-4b8e-9d0b-0d7f1e2a3b4c';
export const KEYS = {
  reader: 'wbk_reader_0000000000000000',
  writer: 'wbk_writer_0000000000000000',
  admin: 'wbk_admin_00000000000000000',
  expired: 'wbk_expired_000000000000000',
  revoked: 'wbk_revoked_000000000000000',
  tight: 'wbk_tight_00000000000000000',
  /** Enrichment lookups only: no contact permission. */
  enricher: 'wbk_enricher_00000000000000',
  /** Enrichment lookups plus contact reads and writes. */
  enricherOfContacts: 'wbk_enricher_contacts_00000',
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
  [hashKey(KEYS.enricher), keyReply({ key_id: 'key-enricher', permissions: ['write:enrich'] })],
  [hashKey(KEYS.enricherOfContacts), keyReply({ key_id: 'key-enricher-contacts', permissions: ['write:enrich', 'read:contacts', 'contacts:write'] })],
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

export const reply = (data: unknown, extra: Partial<ApiReplyMessage> = {}): ApiReplyMessage => ({ data_json: JSON.stringify(data), has_meta: false, created: false, meta: null, audit: null, ...extra });

let fixture: AppFixture;
export let h: Harness;

beforeAll(async () => {
  const health = { report: ALL_SERVING, draining: false };
  let handler: UpstreamHandler = async () => reply({});
  fixture = await startAppFixture({
    keyLookup: async (hash) => KEY_TABLE.get(hash) ?? keyReply({ found: false }),
    upstream: (rpc, request) => handler(rpc, request),
    health: async () => health.report,
    draining: () => health.draining,
    unauthLimitPerMinute: 1000,
  });
  h = {
    url: fixture.url,
    calls: fixture.calls,
    audits: fixture.audits,
    health,
    setUpstream: (next) => {
      handler = next;
    },
  };
});

afterAll(() => fixture.close());

beforeEach(() => {
  h.calls.length = 0;
  h.audits.length = 0;
  h.setUpstream(async () => reply({}));
});

export async function call(method: string, path: string, options: { key?: string; body?: string; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { ...options.headers };
  if (options.key !== undefined) headers['authorization'] = `Bearer ${options.key}`;
  if (options.body !== undefined && headers['content-type'] === undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${h.url}${path}`, { method, headers, ...(options.body === undefined ? {} : { body: options.body }) });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text === '' ? undefined : (JSON.parse(text) as { data?: unknown; meta?: unknown; error?: { code: string; message: string; details?: unknown } }) };
}

export function expectCommonHeaders(res: { headers: Headers }): void {
  expect(res.headers.get('x-request-id')).toMatch(/^[A-Za-z0-9._-]{1,128}$/);
  for (const name of ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset']) expect(res.headers.get(name)).toMatch(/^\d+$/);
  expect(res.headers.get('x-powered-by')).toBeNull();
}

