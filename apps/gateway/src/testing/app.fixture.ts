import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AuditEntry } from '@wbk/contracts';
import { type Logger, createLogger } from '@wbk/platform';
import { InMemoryKv, ManualClock } from '@wbk/testing';
import type { ApiDocsOptions } from '../http/api-docs.handler';
import type { TrustedProxies } from '../http/trust-proxy';
import { createApp } from '../http/app';
import type { BodyAdmissionLimits } from '../domain/body-admission';
import { type IdempotencyStore, KvIdempotencyStore } from '../store/kv-idempotency.store';
import { KvRateLimiter } from '../store/kv-rate-limiter';
import type { HealthReport } from '../http/health.handler';
import { CachedKeyVerifier, hashKey } from '../upstreams/cached-key-verifier';
import type { ApiReplyMessage, ApiRequestMessage, VerifyKeyReplyMessage } from '../upstreams/upstream.port';

/** The owner key of the fixture's workspace: every permission. */
export const OWNER_KEY = 'wbk_owner_00000000000000000';

export interface AppFixture {
  url: string;
  forwarded: ApiRequestMessage[];
  /** Each forwarded call with the RPC it went to. */
  calls: Array<{ rpc: string; request: ApiRequestMessage }>;
  audits: AuditEntry[];
  close(): Promise<void>;
}

export interface AppFixtureOptions {
  trustProxy?: TrustedProxies;
  /** The services' answer (default: `{}` with 200). */
  upstream?: (rpc: string, request: ApiRequestMessage) => Promise<ApiReplyMessage>;
  idempotencyStore?: (defaults: { clock: ManualClock; logger: Logger }) => IdempotencyStore;
  logger?: Logger;
  /** Who a key hash is (default: only OWNER_KEY exists). */
  keyLookup?: (hash: string) => Promise<VerifyKeyReplyMessage>;
  health?: () => Promise<HealthReport>;
  draining?: () => boolean;
  unauthLimitPerMinute?: number;
  /** What request bodies may hold at once (default: the gateway's defaults). */
  bodyLimits?: BodyAdmissionLimits;
  /** The OpenAPI document and docs page (default: none served). */
  docs?: ApiDocsOptions;
}

export const ALL_SERVING: HealthReport = { upstreams: { workspace: 'SERVING', crm: 'SERVING', 'webhook-dispatcher': 'SERVING', 'workflow-engine': 'SERVING', outreach: 'SERVING', enrichment: 'SERVING', 'mailbox-sync': 'SERVING' }, nats: 'connected' };

export const emptyReply = (extra: Partial<ApiReplyMessage> = {}): ApiReplyMessage => ({ data_json: '{}', has_meta: false, created: false, meta: null, audit: null, ...extra });

/** The real Express app on a loopback port, with in-memory stores and a fake upstream that records what reached it. */
export async function startAppFixture(options: AppFixtureOptions = {}): Promise<AppFixture> {
  const clock = new ManualClock('2026-03-09T13:07:30.000Z');
  const logger = options.logger ?? createLogger({ service: 'gateway-test', level: 'silent' });
  const forwarded: ApiRequestMessage[] = [];
  const calls: AppFixture['calls'] = [];
  const audits: AuditEntry[] = [];
  const owner: VerifyKeyReplyMessage = { found: true, key_id: 'key-owner', workspace_id: '6f1c1b9e-3c44-4e0b-9d7a-3f1f7b0a2c11', permissions: ['admin'], expires_at: '', revoked: false, plan: 'org', daily_limit: 1_000_000, minute_limit: 100_000, key_name: 'owner' };
  const upstream = options.upstream ?? (async () => emptyReply());
  const app = createApp({
    logger,
    clock,
    keyVerifier: new CachedKeyVerifier({ lookup: options.keyLookup ?? (async (hash) => (hash === hashKey(OWNER_KEY) ? owner : { ...owner, found: false })), clock, ttlMs: 30_000, isNotified: () => true }),
    rateLimiter: new KvRateLimiter({ kv: new InMemoryKv(), clock, logger, leaseMax: 20 }),
    idempotencyStore: options.idempotencyStore?.({ clock, logger }) ?? new KvIdempotencyStore(new InMemoryKv(), clock, logger),
    auditSink: {
      record: (_ws, entry) => void audits.push(entry),
      commit: async (_ws, entry) => {
        audits.push(entry);
        return true;
      },
    },
    upstreams: {
      call: (_upstream, rpc, request) => {
        forwarded.push(request);
        calls.push({ rpc, request });
        return upstream(rpc, request);
      },
    },
    health: options.health ?? (async () => ALL_SERVING),
    ...(options.draining ? { draining: options.draining } : {}),
    trustProxy: options.trustProxy ?? false,
    unauthLimitPerMinute: options.unauthLimitPerMinute ?? 3,
    ...(options.bodyLimits === undefined ? {} : { bodyLimits: options.bodyLimits }),
    ...(options.docs === undefined ? {} : { docs: options.docs }),
  });
  const server: Server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    forwarded,
    calls,
    audits,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
