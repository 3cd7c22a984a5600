import { env, loadConfigOrExit, opsSettings } from '@wbk/platform';
import { z } from 'zod';

/** The only reader of process.env in this app (DESIGN.md section 6). Local runs and tests only, never production. */
export const configSchema = z.object({
  HTTP_HOST: z.string().min(1).default('127.0.0.1'),
  HTTP_PORT: env.port(8090),
  LOG_LEVEL: env.logLevel(),
  ...opsSettings(9469),
  /** Share of send requests answered 500 without sending (0 = none, 1 = all), to exercise callers' retries and breakers. */
  SIM_FAIL_RATE: z.coerce.number().min(0).max(1).default(0),
});

export type ProviderSimConfig = z.infer<typeof configSchema>;

export function loadConfig(source: Record<string, string | undefined> = process.env): ProviderSimConfig {
  return loadConfigOrExit(configSchema, source);
}
