import { env, loadConfigOrExit, opsSettings, shutdownSettings } from '@wbk/platform';
import { z } from 'zod';
import { SEED_CALENDAR_MAX, SEED_CALENDAR_MIN, SEED_MAIL_MAX, SEED_MAIL_MIN } from './domain/account-seeds';
import { MAX_DATASET_PEOPLE } from './domain/enrichment-dataset';
import { PROVIDERS } from './domain/providers';
import { reportSecretsOf } from './domain/report-signer';

/** The only reader of process.env in this app (docs/architecture.md, "The rooms of a service"). Local runs and tests only, never production. */
/** 0 (accounts start empty) or a size from `min` to `max`. */
function seedSize(min: number, max: number, fallback: number) {
  const error = `must be 0 (accounts start empty) or a whole number from ${min} to ${max}`;
  return z.coerce
    .number({ error })
    .int({ error })
    .refine((n) => n === 0 || (n >= min && n <= max), { error })
    .default(fallback);
}

export const configSchema = z.object({
  HTTP_HOST: z.string().min(1).default('127.0.0.1'),
  HTTP_PORT: env.port(8090),
  LOG_LEVEL: env.logLevel(),
  ...opsSettings(9469),
  ...shutdownSettings(),
  /** People in the enrichment vendors' and the prospector's dataset (companies: about one per 20 people); the bench uses 100000. */
  SIM_PEOPLE: z.coerce.number().int().min(0).max(MAX_DATASET_PEOPLE).default(10_000),
  /** Seed of that dataset: the same seed and size give the same people, companies, coverage and confidences. */
  SIM_DATASET_SEED: z.coerce.number().int().min(0).max(0xffff_ffff).default(1),
  /** Share of send requests answered 500/503 without sending (0 = none, 1 = all), to exercise callers' retries and breakers. */
  SIM_FAIL_RATE: z.coerce.number().min(0).max(1).default(0),
  /** Where delivery reports go (`<url>/<provider>`, outreach's inbound listener); unset: reports are not sent. */
  SIM_WEBHOOK_URL: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v === '' ? undefined : v))
    .pipe(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional()),
  /**
   * Each provider's report secret, `<provider>=<secret>` pairs naming every provider (X-Sim-Signature);
   * outreach's PROVIDER_REPORT_SECRETS must hold the same. Fixed defaults: the sim never runs in production.
   */
  SIM_REPORT_SECRETS: z
    .string()
    .default(PROVIDERS.map((provider) => `${provider}=provider-sim-local-${provider}-report-secret`).join(','))
    .pipe(env.namedSecrets())
    .transform((pairs, ctx) => {
      const secrets = reportSecretsOf(pairs);
      if (typeof secrets === 'string') {
        ctx.addIssue({ code: 'custom', message: secrets });
        return z.NEVER;
      }
      return secrets;
    }),
  /** Time from an accepted send to its delivered / bounced / failed report. */
  SIM_DELIVERY_DELAY_MS: env.millis(200),
  /** Sends per second per provider and account (token bucket, burst the same); above: 429 with Retry-After. */
  SIM_RATE_LIMIT_PER_SECOND: z.coerce.number().positive().default(50),
  /** Mailbox and calendar read calls per second per account (token bucket, burst the same); above: 429 with Retry-After. */
  SIM_MAIL_QUOTA_PER_SECOND: z.coerce.number().positive().default(50),
  /** Changes a mailbox remembers: a history id or delta token further behind is expired (Gmail 404, Graph 410). */
  SIM_MAIL_HISTORY_RETAIN: z.coerce.number().int().positive().default(100_000),
  /** Messages a mail account holds when first seen (deterministic per provider and account id, with the people of GET /control/people). */
  SIM_SEED_MAIL_MESSAGES: seedSize(SEED_MAIL_MIN, SEED_MAIL_MAX, 300),
  /** Events a calendar account holds when first seen: a weekly series, an all-day event, then single meetings. */
  SIM_SEED_CALENDAR_EVENTS: seedSize(SEED_CALENDAR_MIN, SEED_CALENDAR_MAX, 40),
});

export type ProviderSimConfig = z.infer<typeof configSchema>;

export function loadConfig(source: Record<string, string | undefined> = process.env): ProviderSimConfig {
  return loadConfigOrExit(configSchema, source);
}
