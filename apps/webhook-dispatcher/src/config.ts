import { env, loadConfigOrExit, opsSettings, planeSettings, requirePlaneCredentials, shutdownSettings } from '@wbk/platform';
import { requireMongoUrl, storeSettings } from '@wbk/store';
import { z } from 'zod';
import { tracingSettings } from '@wbk/telemetry';

/** The public retry schedule: +30 s, +2 min, +10 min, +1 h, +6 h after attempts 1-5 (6 attempts). */
export const SPEC_RETRY_SCHEDULE_MS = [30_000, 120_000, 600_000, 3_600_000, 21_600_000];

/** The only reader of process.env in this app, so every setting is validated once, at start. */
export const configSchema = z
  .object({
    GRPC_HOST: z.string().min(1).default('127.0.0.1'),
    GRPC_PORT: env.port(50053),
    NATS_URL: env.natsUrl(),
    ...planeSettings('webhook-dispatcher'),
    ...storeSettings({ database: 'webhooks', dataDir: '.data/webhook-dispatcher' }),
    LOG_LEVEL: env.logLevel(),
    ...opsSettings(9463),
    ...shutdownSettings(),
    ...tracingSettings('webhook-dispatcher'),
    /** Where the .proto files are; found by walking up from the bundle when unset. */
    PROTO_DIR: z.string().min(1).optional(),
    /**
     * `all`: API, fan-out, delivery workers and the data. `worker`: delivery
     * workers only, reaching the data through an `all` replica at WEBHOOK_DISPATCHER_URL.
     */
    ROLE: z.enum(['all', 'worker']).default('all'),
    WEBHOOK_DISPATCHER_URL: z.string().min(1).optional(),
    /** Delay before attempt 2, 3, ...; its length + 1 is the number of attempts. */
    WEBHOOK_RETRY_SCHEDULE_MS: env.millisList(SPEC_RETRY_SCHEDULE_MS),
    /** A receiver answers 2xx within 10 s or the attempt fails (the public delivery timeout). */
    WEBHOOK_TIMEOUT_MS: env.millis(10_000),
    /** An endpoint failing every delivery this long is disabled; 5 days by default (docs/decisions.md, Webhooks, auto-disable). */
    WEBHOOK_DISABLE_AFTER_MS: env.millis(5 * 24 * 3_600_000),
    /** Loopback/private targets; only tests turn this on. */
    WEBHOOK_ALLOW_PRIVATE_TARGETS: env.bool(false),
    WEBHOOK_MAX_CONCURRENT_PER_ENDPOINT: z.coerce.number().int().min(1).max(1_000).default(8),
    /**
     * PEM file of extra trusted CAs for receivers (the tests' self-signed
     * receiver); certificate verification itself can never be turned off.
     */
    WEBHOOK_CA_FILE: z.string().min(1).optional(),
    /** How long events are kept for replay. */
    WEBHOOK_ARCHIVE_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    /** Attempts in flight per replica. */
    WEBHOOK_WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(10_000).default(64),
    /**
     * First attempts the fan-out makes itself at once (ROLE=all); beyond this,
     * new deliveries go through delivery jobs. 0 sends every delivery through a job.
     */
    WEBHOOK_FIRST_ATTEMPTS_IN_FLIGHT: z.coerce.number().int().min(0).max(10_000).default(256),
    /** Live webhooks a workspace may register; one more is refused with 409 quota_exceeded. */
    WEBHOOK_MAX_PER_WORKSPACE: z.coerce.number().int().min(1).max(100_000).default(100),
    /**
     * Deliveries of one workspace waiting for an automatic retry; a failure
     * past it ends its delivery as failed (logged why) instead of queueing one more retry.
     */
    WEBHOOK_MAX_PENDING_RETRIES_PER_WORKSPACE: z.coerce.number().int().min(1).max(10_000_000).default(10_000),
    /** Events one replay job may send; a larger window is refused (split it). */
    WEBHOOK_REPLAY_MAX_EVENTS: z.coerce.number().int().min(1).max(1_000_000).default(10_000),
    /** Deliveries a replay job creates per batch before it records its progress (its resume point). */
    WEBHOOK_REPLAY_BATCH_SIZE: z.coerce.number().int().min(1).max(10_000).default(200),
    /**
     * Attempts of one workspace in flight in a replica; its jobs past this come
     * back shortly, so the other workspaces' due jobs are attempted meanwhile.
     */
    WEBHOOK_MAX_IN_FLIGHT_PER_WORKSPACE: z.coerce.number().int().min(1).max(10_000).default(16),
  })
  .superRefine((cfg, ctx) => {
    requireMongoUrl(cfg, ctx);
    if (cfg.ROLE === 'worker' && cfg.WEBHOOK_DISPATCHER_URL === undefined) {
      ctx.addIssue({ code: 'custom', path: ['WEBHOOK_DISPATCHER_URL'], message: 'required when ROLE=worker (address of an ROLE=all replica)' });
    }
    if (cfg.WEBHOOK_RETRY_SCHEDULE_MS.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['WEBHOOK_RETRY_SCHEDULE_MS'], message: 'needs at least one delay' });
    }
  })
  .superRefine(requirePlaneCredentials);

export type WebhookDispatcherConfig = z.infer<typeof configSchema>;

export function loadConfig(source: Record<string, string | undefined> = process.env): WebhookDispatcherConfig {
  return loadConfigOrExit(configSchema, source);
}
