import { ENRICH_VENDORS, type EnrichVendor } from '@wbk/contracts';
import { env, loadConfigOrExit, opsSettings, planeSettings, requirePlaneCredentials, shutdownSettings } from '@wbk/platform';
import { requireMongoUrl, storeSettings } from '@wbk/store';
import { z } from 'zod';
import { tracingSettings } from '@wbk/telemetry';

const vendorOrder = z
  .string()
  .default(ENRICH_VENDORS.join(','))
  .transform((value, ctx) => {
    const names = value.split(',').map((name) => name.trim()).filter((name) => name !== '');
    const unknown = names.filter((name) => !(ENRICH_VENDORS as readonly string[]).includes(name));
    if (names.length === 0 || unknown.length > 0 || new Set(names).size !== names.length) {
      ctx.addIssue({ code: 'custom', message: `must list distinct vendors among ${ENRICH_VENDORS.join(', ')}, comma-separated` });
      return z.NEVER;
    }
    return names as EnrichVendor[];
  });

/** The only reader of process.env in this app, so every setting is validated once, at start. */
export const configSchema = z
  .object({
    GRPC_HOST: z.string().min(1).default('127.0.0.1'),
    GRPC_PORT: env.port(50056),
    ...planeSettings('enrichment'),
    ...storeSettings({ database: 'enrichment', dataDir: '.data/enrichment' }),
    LOG_LEVEL: env.logLevel(),
    ...opsSettings(9466),
    ...shutdownSettings(),
    ...tracingSettings('enrichment'),
    PROTO_DIR: z.string().min(1).optional(),
    WORKSPACE_URL: z.string().min(1).default('127.0.0.1:50051'),
    CRM_URL: z.string().min(1).default('127.0.0.1:50052'),
    /** Base URL of the enrichment vendors' HTTP API (apps/provider-sim locally). */
    ENRICH_VENDORS_URL: z.string().url().default('http://127.0.0.1:8090'),
    /** The waterfall: vendors asked in this order. */
    ENRICH_VENDOR_ORDER: vendorOrder,
    /** The first answer at or above this confidence ends the waterfall. */
    ENRICH_CONFIDENCE_FLOOR: z.coerce.number().min(0).max(1).default(0.6),
    /** Deadline of one vendor call. */
    ENRICH_VENDOR_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(3_000),
    /** How long a found answer, and a "nobody has data", are answered from the cache. */
    ENRICH_CACHE_HIT_TTL_SECONDS: z.coerce.number().int().min(0).max(90 * 86_400).default(7 * 86_400),
    ENRICH_CACHE_MISS_TTL_SECONDS: z.coerce.number().int().min(0).max(90 * 86_400).default(86_400),
    /** Base URL of the prospector vendor; unset or empty = no prospector (search and reveal answer 503). */
    PROSPECTOR_URL: z.preprocess((value) => (value === '' ? undefined : value), z.string().url().optional()),
    PROSPECTOR_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(5_000),
  })
  .superRefine(requireMongoUrl)
  .superRefine(requirePlaneCredentials);

export type EnrichmentConfig = z.infer<typeof configSchema>;

export function loadConfig(source: Record<string, string | undefined> = process.env): EnrichmentConfig {
  return loadConfigOrExit(configSchema, source);
}
