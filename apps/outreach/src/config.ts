import { env, loadConfigOrExit, opsSettings, planeSettings, requirePlaneCredentials, shutdownSettings } from '@wbk/platform';
import { requireMongoUrl, storeSettings } from '@wbk/store';
import { z } from 'zod';
import { tracingSettings } from '@wbk/telemetry';
import { reportSecretsOf } from './domain/provider-report';

/** The only reader of process.env in this app, so every setting is validated once, at start. */
export const configSchema = z
  .object({
    GRPC_HOST: z.string().min(1).default('127.0.0.1'),
    GRPC_PORT: env.port(50055),
    /** The inbound listener: providers' signed delivery, bounce and reply reports. */
    HTTP_HOST: z.string().min(1).default('127.0.0.1'),
    HTTP_PORT: env.port(8095),
    NATS_URL: env.natsUrl(),
    ...planeSettings('outreach'),
    ...storeSettings({ database: 'outreach', dataDir: '.data/outreach' }),
    LOG_LEVEL: env.logLevel(),
    ...opsSettings(9465),
    ...shutdownSettings(),
    ...tracingSettings('outreach'),
    /** Where the .proto files are; found by walking up from the bundle when unset. */
    PROTO_DIR: z.string().min(1).optional(),
    WORKSPACE_URL: z.string().min(1).default('127.0.0.1:50051'),
    CRM_URL: z.string().min(1).default('127.0.0.1:50052'),
    /** Base URL of the providers' HTTP API (apps/provider-sim locally). */
    PROVIDERS_URL: z.string().url().default('http://127.0.0.1:8090'),
    /**
     * Each provider's secret for its signed reports to the inbound listener, `<provider>=<secret>`
     * pairs (a provider twice while its secret is rotated); a provider without one has its reports refused.
     */
    PROVIDER_REPORT_SECRETS: env.namedSecrets().transform((pairs, ctx) => {
      const secrets = reportSecretsOf(pairs);
      if (typeof secrets !== 'string') return secrets;
      ctx.addIssue({ code: 'custom', message: secrets });
      return z.NEVER;
    }),
    /** Base of the unsubscribe links in campaign mail (the public address of this service's listener). */
    PUBLIC_URL: z.string().url().default('http://127.0.0.1:8095'),
    /**
     * Encrypt unsubscribe links: `<key id>=<secret>` pairs, the first makes new links, the others
     * still open links made with them (rotation: put a new key first, drop the old one later).
     */
    UNSUBSCRIBE_KEYS: env.namedSecrets().refine((pairs) => new Set(pairs.map((p) => p.name)).size === pairs.length, { error: 'each key id may appear once' }),
    /** Only to honour links of the earlier signed-token format already in mailboxes; new links never use it. */
    UNSUBSCRIBE_SECRET: z.string().min(16, { error: 'must be at least 16 characters' }).optional(),
    /**
     * The sender address of mail the service sends (the providers send it from the
     * workspace's connected account; this names the address on it).
     */
    MAIL_FROM: z.string().email().default('outreach@wbk.invalid'),
    /** Sends per second per workspace and provider, shared by every replica (below the providers' own limits). */
    OUTREACH_PROVIDER_RATE_PER_SECOND: z.coerce.number().int().min(1).max(10_000).default(20),
    /** Deadline of one provider call. */
    PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
    /** Deadline of fetching one attachment URL. */
    ATTACHMENT_FETCH_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
    /**
     * The platform's other public base URLs (the API gateway's), comma-separated; attachment
     * URLs on these hosts, or on PUBLIC_URL's, are refused, by name and by resolved address.
     */
    PLATFORM_PUBLIC_URLS: z
      .string()
      .default('')
      .transform((text) => text.split(',').map((url) => url.trim()).filter((url) => url !== ''))
      .pipe(z.array(z.url({ error: 'must be comma-separated absolute URLs' }))),
    /**
     * Bytes of send requests (and what their URL attachments may fetch) one process holds at once;
     * past it a send is refused as rate_limited. Each costs about six times its size in
     * memory while in flight (docs/operations.md, "Request bodies in memory").
     */
    OUTREACH_INFLIGHT_BODY_BYTES: z.coerce.number().int().min(1024 * 1024).default(48 * 1024 * 1024),
    /** Loopback/private attachment URLs; only tests turn this on. */
    ATTACHMENT_ALLOW_PRIVATE_TARGETS: env.bool(false),
    /** How long a workspace's provider connections are trusted without asking again (ctl.workspace.changed drops them sooner). */
    PROVIDER_STATUS_TTL_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
    /** The sequencer: how often it looks for due steps, how many it takes at once, how long it holds one. */
    SEQUENCER_TICK_MS: z.coerce.number().int().min(50).max(3_600_000).default(5_000),
    SEQUENCER_BATCH: z.coerce.number().int().min(1).max(10_000).default(100),
    SEQUENCER_LEASE_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(60_000),
    /** Active campaigns a workspace may run at once; one more start or resume is 409 quota_exceeded. */
    OUTREACH_MAX_ACTIVE_CAMPAIGNS_PER_WORKSPACE: z.coerce.number().int().min(1).max(100_000).default(100),
  })
  .superRefine(requireMongoUrl)
  .superRefine(requirePlaneCredentials);

export type OutreachConfig = z.infer<typeof configSchema>;

export function loadConfig(source: Record<string, string | undefined> = process.env): OutreachConfig {
  return loadConfigOrExit(configSchema, source);
}
