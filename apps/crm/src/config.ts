import { env, loadConfigOrExit } from '@wbk/platform';
import { z } from 'zod';

/** The only reader of process.env in this app (DESIGN.md section 6). */
export const configSchema = z
  .object({
    GRPC_HOST: z.string().min(1).default('127.0.0.1'),
    GRPC_PORT: env.port(50052),
    NATS_URL: env.natsUrl(),
    STORE: env.store(),
    MONGO_URL: z.string().min(1).optional(),
    MONGO_DATABASE: z.string().min(1).default('crm'),
    DATA_DIR: z.string().min(1).default('.data/crm'),
    LOG_LEVEL: env.logLevel(),
    /** Where the .proto files are; found by walking up from the bundle when unset. */
    PROTO_DIR: z.string().min(1).optional(),
  })
  .superRefine((cfg, ctx) => {
    if (cfg.STORE === 'mongo' && cfg.MONGO_URL === undefined) {
      ctx.addIssue({ code: 'custom', path: ['MONGO_URL'], message: 'required when STORE=mongo' });
    }
  });

export type CrmConfig = z.infer<typeof configSchema>;

export function loadConfig(source: Record<string, string | undefined> = process.env): CrmConfig {
  return loadConfigOrExit(configSchema, source);
}
