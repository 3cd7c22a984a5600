import { z } from 'zod';
import { timestamp, uuid } from '../http/schemas';

/** Plans a workspace can be on; their rate limits are the workspace service's (apps/workspace/src/domain/plans.ts). */
export const WORKSPACE_PLANS = ['starter', 'pro', 'org'] as const;
export type WorkspacePlan = (typeof WORKSPACE_PLANS)[number];

/** The categories of the integrations the listProviders operation answers. */
export const PROVIDER_CATEGORIES = ['email', 'calendar', 'channels', 'identity', 'storage', 'billing'] as const;
export type ProviderCategory = (typeof PROVIDER_CATEGORIES)[number];

export const PROVIDER_STATUSES = ['healthy', 'degraded', 'needs_reauth', 'disconnected'] as const;
export type ProviderStatusValue = (typeof PROVIDER_STATUSES)[number];

const nullableText = z.string().nullable();

/** What the getSettings operation answers, exactly these fields. */
export const workspaceSettingsRecord = z
  .strictObject({
    workspace_id: uuid,
    name: z.string(),
    slug: z.string().meta({ description: 'Derived from the name when the workspace was created: lowercase words joined by hyphens.' }),
    timezone: z.string().meta({ description: 'IANA time zone, e.g. `Europe/London`.' }),
    locale: z.string().meta({ description: 'BCP 47 language tag, e.g. `en-GB`.' }),
    currency: z.string().meta({ description: 'ISO 4217 code, e.g. `GBP`.' }),
    jurisdiction: z.string().meta({ description: 'ISO 3166-1 alpha-2 code, e.g. `GB`.' }),
    billing: z.strictObject({
      plan: z.enum(WORKSPACE_PLANS),
      seats: z.number().int().min(0),
      credits_balance: z.number().int().min(0).meta({ description: 'Whole credits left.' }),
      trial_ends_at: timestamp.nullable().meta({ description: 'Only a Starter workspace has a trial; null on other plans.' }),
    }),
    features: z.record(z.string(), z.boolean()).meta({ description: 'Feature flag name to whether it is on.' }),
    branding: z.strictObject({
      primary_color: nullableText.meta({ description: 'CSS colour, e.g. `#1f3a5f`.' }),
      logo_url: nullableText,
      accent_color: nullableText,
    }),
    retention: z.strictObject({
      audit_log_days: z.number().int().min(0).meta({ description: 'Days an audit log entry is kept.' }),
      soft_delete_days: z.number().int().min(0),
    }),
    created_at: timestamp,
  })
  .meta({ id: 'WorkspaceSettings' });
export type WorkspaceSettingsRecord = z.infer<typeof workspaceSettingsRecord>;

/** GET /v1/settings takes no parameters; declared empty so that one sent is a documented 400 naming it. */
export const settingsQuery = z.strictObject({});

/** One integration of the catalogue (listProviders); never-connected ones are `disconnected` with null fields. */
export const providerStatusRecord = z
  .strictObject({
    category: z.enum(PROVIDER_CATEGORIES),
    name: z.string().meta({ description: 'The provider, e.g. `mail_provider_a`.' }),
    connected: z.boolean(),
    account_id: nullableText,
    display_name: nullableText,
    scopes: z.array(z.string()).meta({ description: 'OAuth scopes granted; empty while disconnected.' }),
    connected_at: timestamp.nullable(),
    last_sync_at: timestamp.nullable(),
    status: z.enum(PROVIDER_STATUSES),
    error_message: nullableText.meta({ description: 'What the provider last reported wrong; null while healthy.' }),
  })
  .meta({ id: 'ProviderStatus' });
export type ProviderStatusRecord = z.infer<typeof providerStatusRecord>;

/** GET /v1/settings/providers answers `data.providers`. */
export const providerStatusList = z.strictObject({ providers: z.array(providerStatusRecord) });
export type ProviderStatusList = z.infer<typeof providerStatusList>;

export const providerListQuery = z.strictObject({
  category: z
    .enum(PROVIDER_CATEGORIES, { error: `must be one of ${PROVIDER_CATEGORIES.join(', ')}` })
    .optional()
    .meta({ description: 'Only the providers of this category; all of them when absent.' }),
});
