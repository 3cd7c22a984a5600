import type { WorkspaceSettingsRecord } from '@wbk/contracts';
import { effectiveLimits } from './plans';
import type { Workspace } from './workspace';

/** GET /v1/settings: exactly the fields of the getSettings operation's record (`workspaceSettingsRecord` in libs/contracts). */
export function renderSettings(ws: Workspace): WorkspaceSettingsRecord {
  return {
    workspace_id: ws.id,
    name: ws.name,
    slug: ws.slug,
    timezone: ws.timezone,
    locale: ws.locale,
    currency: ws.currency,
    jurisdiction: ws.jurisdiction,
    billing: {
      plan: ws.plan,
      seats: ws.billing.seats,
      credits_balance: ws.billing.credits_balance,
      trial_ends_at: ws.billing.trial_ends_at,
    },
    features: { ...ws.features },
    branding: { ...ws.branding },
    retention: { ...ws.retention },
    created_at: ws.created_at,
  };
}

/** The admin (dashboard / CLI) view: the settings plus what operators manage. */
export function renderWorkspaceAdmin(ws: Workspace) {
  return {
    id: ws.id,
    ...renderSettings(ws),
    plan: ws.plan,
    limits: effectiveLimits(ws.plan, ws.rate_limit_override),
    rate_limit_override: ws.rate_limit_override,
    updated_at: ws.updated_at,
  };
}
