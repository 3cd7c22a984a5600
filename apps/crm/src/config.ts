import { env, loadConfigOrExit, opsSettings, planeSettings, requirePlaneCredentials, shutdownSettings } from '@wbk/platform';
import { requireMongoUrl, storeSettings } from '@wbk/store';
import { z } from 'zod';
import { tracingSettings } from '@wbk/telemetry';

/** The only reader of process.env in this app: every setting is named, typed and defaulted here. */
export const configSchema = z
  .object({
    GRPC_HOST: z.string().min(1).default('127.0.0.1'),
    GRPC_PORT: env.port(50052),
    NATS_URL: env.natsUrl(),
    ...planeSettings('crm'),
    ...storeSettings({ database: 'crm', dataDir: '.data/crm' }),
    LOG_LEVEL: env.logLevel(),
    ...opsSettings(9462),
    ...shutdownSettings(),
    ...tracingSettings('crm'),
    /** Where the .proto files are; found by walking up from the bundle when unset. */
    PROTO_DIR: z.string().min(1).optional(),
  })
  .superRefine(requireMongoUrl)
  .superRefine(requirePlaneCredentials);

export type CrmConfig = z.infer<typeof configSchema>;

export function loadConfig(source: Record<string, string | undefined> = process.env): CrmConfig {
  return loadConfigOrExit(configSchema, source);
}
