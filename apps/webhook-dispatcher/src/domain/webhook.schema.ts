import { parseBody, WEBHOOK_LIMITS, WEBHOOK_READ_ONLY_FIELDS, WEBHOOK_UPDATABLE_FIELDS, webhookCreateBody, webhookUpdateBody, type WebhookSubscription } from '@wbk/contracts';
import { AppError, bodyError } from '@wbk/platform';

/**
 * The webhook body rules beyond its shape: the shape itself (field types,
 * known event names, the description's length) is the public contract's
 * (`webhookCreateBody` / `webhookUpdateBody` in libs/contracts). The URL's
 * syntax is checked here because a bad URL is 400 invalid_url, not a
 * validation error; whether its host resolves to a public address is checked
 * separately because it needs DNS.
 */
export const MAX_DESCRIPTION_LENGTH = WEBHOOK_LIMITS.description;
export const MAX_URL_LENGTH = WEBHOOK_LIMITS.url;

/** Fields a client may read but never write: naming them "read-only" says why they were refused. */
const READ_ONLY_FIELDS: ReadonlySet<string> = new Set(WEBHOOK_READ_ONLY_FIELDS);

export interface CreateWebhookInput {
  url: string;
  events: WebhookSubscription[];
  description: string | null;
}

export interface PatchWebhookInput {
  url?: string;
  events?: WebhookSubscription[];
  description?: string | null;
  enabled?: boolean;
}

/** https only: a delivery carries workspace data and its signature. */
export function checkUrlSyntax(raw: string): string {
  if (raw.length > MAX_URL_LENGTH) throw new AppError('invalid_url', `url must be at most ${MAX_URL_LENGTH} characters`);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new AppError('invalid_url', 'url is not a valid absolute URL');
  }
  if (url.protocol !== 'https:') throw new AppError('invalid_url', 'url must start with https:// (plain http is refused)');
  if (url.username !== '' || url.password !== '') throw new AppError('invalid_url', 'url must not contain credentials; authenticate deliveries with the signature');
  return url.toString();
}

export function parseCreateWebhook(body: unknown): CreateWebhookInput {
  const input = parseBody(webhookCreateBody, body, { readOnlyFields: READ_ONLY_FIELDS });
  return { url: checkUrlSyntax(input.url), events: input.events, description: input.description ?? null };
}

export function parsePatchWebhook(body: unknown): PatchWebhookInput {
  const input = parseBody(webhookUpdateBody, body, { readOnlyFields: READ_ONLY_FIELDS });
  if (Object.keys(input).length === 0) throw bodyError(`name at least one of ${WEBHOOK_UPDATABLE_FIELDS.join(', ')}`);
  return {
    ...(input.url !== undefined ? { url: checkUrlSyntax(input.url) } : {}),
    ...(input.events !== undefined ? { events: input.events } : {}),
    ...(input.description !== undefined ? { description: input.description } : {}),
    ...(input.enabled !== undefined ? { enabled: input.enabled } : {}),
  };
}
