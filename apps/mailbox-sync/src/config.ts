import { env, loadConfigOrExit, opsSettings, planeSettings, requirePlaneCredentials, shutdownSettings } from '@wbk/platform';
import { requireMongoUrl, storeSettings } from '@wbk/store';
import { z } from 'zod';
import { tracingSettings } from '@wbk/telemetry';

/** The only reader of process.env in this app, so every setting is validated once, at start. */
export const configSchema = z
  .object({
    GRPC_HOST: z.string().min(1).default('127.0.0.1'),
    GRPC_PORT: env.port(50057),
    NATS_URL: env.natsUrl(),
    ...planeSettings('mailbox-sync'),
    ...storeSettings({ database: 'mailbox_sync', dataDir: '.data/mailbox-sync' }),
    LOG_LEVEL: env.logLevel(),
    ...opsSettings(9467),
    ...shutdownSettings(),
    ...tracingSettings('mailbox-sync'),
    /** Where the .proto files are; found by walking up from the bundle when unset. */
    PROTO_DIR: z.string().min(1).optional(),
    WORKSPACE_URL: z.string().min(1).default('127.0.0.1:50051'),
    CRM_URL: z.string().min(1).default('127.0.0.1:50052'),
    /** Base URL of the mail and calendar providers' read APIs (apps/provider-sim locally). */
    PROVIDERS_URL: z.string().url().default('http://127.0.0.1:8090'),
    /** Deadline of one provider call. */
    PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
    /** Messages asked per provider page (the providers answer at most 500). */
    SYNC_PAGE_SIZE: z.coerce.number().int().min(1).max(500).default(500),
    /** Scheduled syncs of every known mailbox and calendar; 0 turns them off. */
    SYNC_SCHEDULE_INTERVAL_MS: z.coerce.number().int().min(0).max(86_400_000).default(900_000),
    /** How often the job runner looks for queued work (a new job also wakes it at once). */
    SYNC_POLL_MS: z.coerce.number().int().min(20).max(60_000).default(1_000),
    /** Jobs run at once by one replica. */
    SYNC_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
    /** Of those, jobs of one workspace at most, so one tenant's long syncs leave slots for the others. */
    SYNC_CONCURRENCY_PER_WORKSPACE: z.coerce.number().int().min(1).max(64).default(2),
    /** A running job whose runner stopped renewing its lease this long is resumed by another runner. */
    SYNC_LEASE_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(60_000),
    /** Failed provider calls (5xx, timeouts) retried per page before the job fails. */
    SYNC_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(5),
    /** The longest wait a provider's Retry-After is honoured for in one go (longer ones are waited in steps). */
    SYNC_MAX_BACKOFF_MS: z.coerce.number().int().min(10).max(600_000).default(30_000),
    /** The calendar window synced and expanded, around now. */
    CALENDAR_PAST_DAYS: z.coerce.number().int().min(0).max(3_650).default(90),
    CALENDAR_FUTURE_DAYS: z.coerce.number().int().min(1).max(3_650).default(365),
    /** How long a workspace's connections are trusted without asking again (ctl.workspace.changed drops them sooner). */
    PROFILE_TTL_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
  })
  .superRefine(requireMongoUrl)
  .superRefine(requirePlaneCredentials);

export type MailboxSyncConfig = z.infer<typeof configSchema>;

export function loadConfig(source: Record<string, string | undefined> = process.env): MailboxSyncConfig {
  return loadConfigOrExit(configSchema, source);
}
