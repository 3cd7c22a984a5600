import { z } from 'zod';
import { WEBHOOK_EVENTS, type WebhookEvent } from '../events/event-catalog';
import { idSchema, pageQuery, queryText, timestamp, typeError, uuid } from '../http/schemas';

/** Subscribing to `*` means every event a webhook may receive, including ones added later. */
export const ALL_WEBHOOK_EVENTS = '*';
export const WEBHOOK_SUBSCRIPTIONS = [ALL_WEBHOOK_EVENTS, ...WEBHOOK_EVENTS] as const;
export type WebhookSubscription = typeof ALL_WEBHOOK_EVENTS | WebhookEvent;

/** Bounds of the webhook fields (docs/decisions.md, "Webhooks"). */
export const WEBHOOK_LIMITS = {
  description: 500,
  /** Longer URLs are almost always a mistake (and would bloat every log entry). */
  url: 2_048,
} as const;

/** Both lists of the dispatcher: webhooks and delivery logs. */
export const WEBHOOK_PAGE_LIMITS = { defaultPerPage: 25, maxPerPage: 100 } as const;

/** Fields a client reads but never writes: naming them "read-only" says why a write of them was refused. */
export const WEBHOOK_READ_ONLY_FIELDS = ['id', 'created_at', 'updated_at', 'secret', 'disabled_reason'] as const;

const subscription = z.enum(WEBHOOK_SUBSCRIPTIONS, {
  error: (issue) =>
    typeof issue.input === 'string' ? `unknown event name ${issue.input}; use names of the event catalog or "*"` : 'must be an event name of the catalog or "*"',
});

/** Known names only; `*` absorbs the rest, and a repeated name is kept once. */
const eventsField = z
  .array(subscription, { error: 'must be an array of event names' })
  .min(1, { error: 'must name at least one event (or "*")' })
  .max(WEBHOOK_SUBSCRIPTIONS.length, { error: `must name at most ${WEBHOOK_SUBSCRIPTIONS.length} events` })
  .transform((events): WebhookSubscription[] => (events.includes(ALL_WEBHOOK_EVENTS) ? [ALL_WEBHOOK_EVENTS] : [...new Set(events)]))
  .meta({ description: 'Event types to receive; `*` for every event, including types added later.' });

/**
 * Only its type is checked here: a URL that is not https, carries credentials
 * or resolves to a non-public address is 400 invalid_url, which the dispatcher
 * decides (the address check needs DNS).
 */
const urlField = z.string({ error: typeError('must be a string') }).meta({
  format: 'uri',
  description: `An absolute https:// URL of at most ${WEBHOOK_LIMITS.url} characters, without credentials, whose host resolves only to public addresses; anything else is 400 invalid_url.`,
});

const descriptionField = z
  .string({ error: typeError('must be a string') })
  .max(WEBHOOK_LIMITS.description, { error: `must be at most ${WEBHOOK_LIMITS.description} characters` });

/** POST /v1/webhooks. */
export const webhookCreateBody = z
  .strictObject({
    url: urlField,
    events: eventsField,
    description: descriptionField.nullish(),
  })
  .meta({ id: 'WebhookCreate' });
export type WebhookCreateInput = z.output<typeof webhookCreateBody>;

/** PATCH /v1/webhooks/{id}: at least one field, which the dispatcher checks. */
export const webhookUpdateBody = z
  .strictObject({
    url: urlField.optional(),
    events: eventsField.optional(),
    description: descriptionField.nullable().optional().meta({ description: 'null clears it.' }),
    enabled: z
      .boolean({ error: typeError('must be true or false') })
      .optional()
      .meta({ description: 'false stops deliveries; true resumes them and starts a fresh failure streak (clears `disabled_reason`).' }),
  })
  .meta({ id: 'WebhookUpdate' });
export type WebhookUpdateInput = z.output<typeof webhookUpdateBody>;
export const WEBHOOK_UPDATABLE_FIELDS = Object.keys(webhookUpdateBody.shape) as Array<keyof WebhookUpdateInput>;

const instant = (description: string, example: string) => z.iso.datetime({ offset: true, error: 'must be an ISO 8601 timestamp' }).meta({ description, example });

/** POST /v1/webhooks/{id}/replay: the window's order and its reach into the archive are the dispatcher's checks. */
export const webhookReplayBody = z
  .strictObject({
    since: instant('Start of the window, inclusive; must be before `until` and no older than the archive keeps events (30 days).', '2026-11-24T08:00:00Z'),
    until: instant('End of the window, exclusive.', '2026-11-24T10:00:00Z'),
  })
  .meta({ id: 'WebhookReplay' });
export type WebhookReplayInput = z.output<typeof webhookReplayBody>;

export const webhookRecordShape = {
  id: uuid,
  url: z.string().meta({ format: 'uri' }),
  events: z.array(z.enum(WEBHOOK_SUBSCRIPTIONS)),
  description: z.string().nullable(),
  enabled: z.boolean(),
  disabled_reason: z
    .string()
    .nullable()
    .meta({ description: 'Why the dispatcher disabled the endpoint itself (every delivery failing for 5 days); null otherwise, and cleared on re-enable.' }),
  created_at: timestamp,
  updated_at: timestamp,
};

/** The webhook as every read answers it: never the secret. */
export const webhookRecord = z.strictObject(webhookRecordShape).meta({ id: 'Webhook' });
export type WebhookRecord = z.infer<typeof webhookRecord>;

/** The creation answer: the record plus its signing secret, shown this once. */
export const webhookWithSecret = z
  .strictObject({
    ...webhookRecordShape,
    secret: z.string().meta({
      description: 'Signs every delivery (`X-Service-Signature: sha256=<HMAC-SHA256 of the body>`). Shown only here; to rotate it, delete and recreate the webhook.',
    }),
  })
  .meta({ id: 'WebhookWithSecret' });
export type WebhookWithSecretRecord = z.infer<typeof webhookWithSecret>;

export const WEBHOOK_ATTEMPT_STATUSES = ['succeeded', 'failed'] as const;

/** One HTTP attempt of a delivery, as listWebhookLogs answers it (docs/decisions.md "Webhooks"). */
export const webhookDeliveryLogRecord = z
  .strictObject({
    id: uuid,
    delivery_id: uuid.meta({ description: 'The delivery, stable across its retries; sent as `X-Service-Delivery-ID`.' }),
    event: z.string().meta({ description: 'The event type delivered, e.g. `contact.created`.' }),
    attempt: z.number().int().min(1).meta({ description: '1 to 6 on the schedule; a manual retry adds one more (7 and up).' }),
    status: z.enum(WEBHOOK_ATTEMPT_STATUSES).meta({ description: '`succeeded` for a 2xx answer within the time-out.' }),
    status_code: z.number().int().nullable().meta({ description: "The receiver's HTTP status; null when no answer arrived." }),
    duration_ms: z.number().int().min(0),
    error: z.string().nullable().meta({ description: 'What went wrong, e.g. `timeout`, `http_status: 500`, `redirect_not_followed`, `blocked_address: ...`; null on success.' }),
    response_excerpt: z.string().meta({ description: 'The first 1 KiB of the answer body.' }),
    created_at: timestamp,
    next_attempt_at: timestamp.nullable().meta({ description: 'When the next attempt is due; null when none is scheduled (after a success, the last attempt or a manual retry).' }),
  })
  .meta({ id: 'WebhookDeliveryLog' });
export type WebhookDeliveryLogRecord = z.infer<typeof webhookDeliveryLogRecord>;

/** POST /v1/webhooks/{id}/deliveries/{delivery_id}/retry. */
export const webhookRetryResult = z
  .strictObject({
    delivery_id: uuid,
    webhook_id: uuid,
    event: z.string(),
    status: z.literal('queued').meta({ description: 'The attempt is queued; its outcome appears in the logs.' }),
  })
  .meta({ id: 'WebhookRetry' });
export type WebhookRetryRecord = z.infer<typeof webhookRetryResult>;

export const WEBHOOK_REPLAY_STATUSES = ['queued', 'running', 'completed', 'failed'] as const;
export type WebhookReplayStatus = (typeof WEBHOOK_REPLAY_STATUSES)[number];

/** POST /v1/webhooks/{id}/replay (202) and GET /v1/webhooks/{id}/replays/{replay_id}: a replay job. */
export const webhookReplayJob = z
  .strictObject({
    id: uuid,
    webhook_id: uuid,
    status: z.enum(WEBHOOK_REPLAY_STATUSES).meta({ description: '`queued -> running -> completed | failed`.' }),
    since: timestamp,
    until: timestamp,
    total: z.number().int().min(0).meta({ description: 'Archived events of the window this webhook subscribes to, counted when the replay was queued.' }),
    replayed: z.number().int().min(0).meta({ description: 'Events sent so far, each as a new delivery (their attempts appear in the logs).' }),
    error: z.string().nullable().meta({ description: 'Why a failed replay stopped (the webhook was deleted or disabled meanwhile); null otherwise.' }),
    created_at: timestamp,
    started_at: timestamp.nullable(),
    finished_at: timestamp.nullable(),
  })
  .meta({ id: 'WebhookReplayJob' });
export type WebhookReplayJobRecord = z.infer<typeof webhookReplayJob>;

/** `{id}` and `{replay_id}` in a path. */
export const webhookReplayParams = z.strictObject({
  id: idSchema.meta({ description: 'The webhook id.' }),
  replay_id: idSchema.meta({ description: 'The replay id (`id` of the 202 answer).' }),
});

/** `{id}` and `{delivery_id}` in a path. */
export const webhookDeliveryParams = z.strictObject({
  id: idSchema.meta({ description: 'The webhook id.' }),
  delivery_id: idSchema.meta({ description: 'The delivery id (`delivery_id` of a log entry).' }),
});

export const webhookListQuery = z.strictObject({ ...pageQuery(WEBHOOK_PAGE_LIMITS) });

export const webhookLogListQuery = z.strictObject({
  ...pageQuery(WEBHOOK_PAGE_LIMITS),
  delivery_id: idSchema.optional().meta({ description: 'Only the attempts of this delivery.' }),
  event: queryText(100, 'Only attempts delivering this event type, e.g. `contact.created`.'),
  status: z
    .enum(WEBHOOK_ATTEMPT_STATUSES, { error: 'must be succeeded or failed' })
    .optional()
    .meta({ description: 'Only attempts with this outcome.' }),
});
export type WebhookLogListQuery = z.output<typeof webhookLogListQuery>;
