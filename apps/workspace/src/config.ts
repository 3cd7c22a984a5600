import { env, loadConfigOrExit, opsSettings, planeSettings, requirePlaneCredentials, shutdownSettings } from '@wbk/platform';
import { requireMongoUrl, storeSettings } from '@wbk/store';
import { z } from 'zod';
import { tracingSettings } from '@wbk/telemetry';

/** The only reader of process.env in this app, so every setting is validated once, at start. */
const schema = z
  .object({
    GRPC_HOST: z.string().min(1).default('127.0.0.1'),
    GRPC_PORT: env.port(50051),
    NATS_URL: env.natsUrl(),
    ...planeSettings('workspace'),
    ...storeSettings({ database: 'workspace', dataDir: '.data/workspace' }),
    LOG_LEVEL: env.logLevel(),
    ...opsSettings(9461),
    ...shutdownSettings(),
    ...tracingSettings('workspace'),
    PROTO_DIR: z.string().min(1).optional(),
    /** The listAuditLogs operation promises entries are kept 365 days. */
    AUDIT_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(365),
    /** How long a key revocation waits for more gateway replies after the last one, and at most. */
    REVOCATION_STALL_MS: env.millis(50),
    REVOCATION_MAX_WAIT_MS: env.millis(1000),
    /** A credit hold not captured or released within this time is given back (a crashed lookup keeps nothing). */
    CREDIT_HOLD_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
    CREDIT_SWEEP_INTERVAL_MS: env.millis(15_000),
  })
  .superRefine(requireMongoUrl)
  .superRefine(requirePlaneCredentials);

export type WorkspaceConfig = z.infer<typeof schema>;

export function loadConfig(): WorkspaceConfig {
  return loadConfigOrExit(schema, process.env);
}
