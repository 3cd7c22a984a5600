import { WEBHOOK_EVENTS, isWebhookEvent } from '@wbk/contracts';
import { AppError, validationError } from '@wbk/platform';
import { z } from 'zod';
import { ALL_EVENTS } from './event-match';
import { bodyError, parseOrThrow } from './zod-issues';

export const MAX_DESCRIPTION_LENGTH = 500;
/** Longer URLs are almost always a mistake (and would bloat every log entry). */
export const MAX_URL_LENGTH = 2_048;

const eventsField = z.array(z.string()).min(1, 'must name at least one event (or "*")').max(WEBHOOK_EVENTS.length + 1);
const descriptionField = z.string().max(MAX_DESCRIPTION_LENGTH, `must be at most ${MAX_DESCRIPTION_LENGTH} characters`);

const createSchema = z
  .object({
    url: z.string(),
    events: eventsField,
    description: descriptionField.nullish(),
  })
  .strict();

const patchSchema = z
  .object({
    url: z.string().optional(),
    events: eventsField.optional(),
    description: descriptionField.nullable().optional(),
    enabled: z.boolean().optional(),
  })
  .strict();

export interface CreateWebhookInput {
  url: string;
  events: string[];
  description: string | null;
}

export interface PatchWebhookInput {
  url?: string;
  events?: string[];
  description?: string | null;
  enabled?: boolean;
}

/**
 * Syntax only (spec "Events" rule 6: https only); whether the host resolves to
 * a public address is checked separately because it needs DNS.
 */
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

/** Known names only; `*` subscribes to everything and absorbs the rest. */
export function normalizeEvents(events: string[]): string[] {
  const unknown = events.filter((name) => name !== ALL_EVENTS && !isWebhookEvent(name));
  if (unknown.length > 0) {
    throw validationError(
      [{ field: 'events', message: `unknown event names: ${unknown.join(', ')}; use names of the event catalog or "*"` }],
      `events: unknown event names: ${unknown.join(', ')}`,
    );
  }
  if (events.includes(ALL_EVENTS)) return [ALL_EVENTS];
  return [...new Set(events)];
}

function requireObject(body: unknown): void {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw bodyError('must be a JSON object');
}

export function parseCreateWebhook(body: unknown): CreateWebhookInput {
  requireObject(body);
  const input = parseOrThrow(createSchema, body);
  return { url: checkUrlSyntax(input.url), events: normalizeEvents(input.events), description: input.description ?? null };
}

export function parsePatchWebhook(body: unknown): PatchWebhookInput {
  requireObject(body);
  const input = parseOrThrow(patchSchema, body);
  if (Object.keys(input).length === 0) throw bodyError('name at least one of url, events, description, enabled');
  return {
    ...(input.url !== undefined ? { url: checkUrlSyntax(input.url) } : {}),
    ...(input.events !== undefined ? { events: normalizeEvents(input.events) } : {}),
    ...(input.description !== undefined ? { description: input.description } : {}),
    ...(input.enabled !== undefined ? { enabled: input.enabled } : {}),
  };
}
