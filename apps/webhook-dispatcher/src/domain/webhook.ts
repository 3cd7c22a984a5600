import { randomBytes } from 'node:crypto';
import type { ActingKey, WebhookRecord, WebhookSubscription, WebhookWithSecretRecord } from '@wbk/contracts';

/** A webhook as stored (minus storage fields). */
export interface WebhookState {
  id: string;
  url: string;
  /** Checked against the catalog when written. */
  events: WebhookSubscription[];
  description: string | null;
  enabled: boolean;
  /** Set when the dispatcher disabled the endpoint itself; cleared on re-enable. */
  disabled_reason: string | null;
  secret: string;
  /** First failure after the last success (auto-disable streak); null while healthy. */
  failing_since: string | null;
  created_at: string;
  updated_at: string;
  /** The key that last saved the webhook; it receives only what that key may read. Null on webhooks saved before this was recorded. */
  acting_key: ActingKey | null;
}

/** The public read shape (`webhookRecord` in libs/contracts): never the secret. */
export type WebhookView = WebhookRecord;

export function toWebhookView(state: WebhookState): WebhookView {
  return {
    id: state.id,
    url: state.url,
    events: state.events,
    description: state.description,
    enabled: state.enabled,
    disabled_reason: state.disabled_reason,
    created_at: state.created_at,
    updated_at: state.updated_at,
  };
}

/** The creation answer: the only one that shows the secret, so it cannot leak from a later read. */
export function toCreatedWebhook(state: WebhookState): WebhookWithSecretRecord {
  return { ...toWebhookView(state), secret: state.secret };
}

/** 256 random bits, prefixed so a leaked secret is recognisable in a scan. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

/** Field -> {from, to} for the audit record of a PATCH. */
export function diffWebhooks(before: WebhookView, after: WebhookView): Record<string, { from: unknown; to: unknown }> {
  const diff: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of ['url', 'events', 'description', 'enabled', 'disabled_reason'] as const) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) diff[key] = { from: before[key], to: after[key] };
  }
  return diff;
}
