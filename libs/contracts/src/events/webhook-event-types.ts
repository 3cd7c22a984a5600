import { z } from 'zod';
import { jsonObject, timestamp, uuid } from '../http/schemas';
import { EVENT_DOCS, EVENT_GROUPS, WEBHOOK_EVENTS, type WebhookEvent } from './event-catalog';
import { EVENT_PAYLOADS } from './event-payloads';

/** `contact.bulk_created` -> `ContactBulkCreatedEvent`: the component name of its delivered body. */
function componentName(type: WebhookEvent): string {
  return `${type
    .split(/[._]/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('')}Event`;
}

function deliveredBody<T extends WebhookEvent>(type: T) {
  return z
    .strictObject({
      event: z.literal(type),
      delivery_id: uuid.meta({ description: 'Stable across the retries of this delivery (also in `X-Service-Delivery-ID`); deduplicate on it.' }),
      occurred_at: timestamp.meta({ description: 'When the change happened.' }),
      workspace_id: z.string(),
      data: EVENT_PAYLOADS[type],
    })
    .meta({ id: componentName(type), description: EVENT_DOCS[type].description });
}

type DeliveredBodies = { [K in WebhookEvent]: ReturnType<typeof deliveredBody<K>> };

/**
 * What a webhook receives for each public type (the payload envelope:
 * event, delivery_id, occurred_at, workspace_id, data), built once: each body
 * is registered under its component name.
 */
export const WEBHOOK_EVENT_BODIES = Object.fromEntries(WEBHOOK_EVENTS.map((type) => [type, deliveredBody(type)])) as DeliveredBodies;

export const webhookEventTypeRecord = z
  .strictObject({
    type: z.enum(WEBHOOK_EVENTS),
    group: z.enum(EVENT_GROUPS).meta({ description: "The spec's group of the catalog, or `Operational` for the alerts." }),
    description: z.string().meta({ description: 'What happened and what emits it.' }),
    schema: jsonObject.meta({ description: 'JSON Schema (draft 2020-12) of the whole body a webhook receives for this type, `data` included.' }),
  })
  .meta({ id: 'WebhookEventType' });
export type WebhookEventTypeRecord = z.infer<typeof webhookEventTypeRecord>;

/** The JSON Schema of a delivered body: self-contained (records under `$defs`), without zod's registry ids. */
export function webhookEventJsonSchema(type: WebhookEvent): Record<string, unknown> {
  const schema = z.toJSONSchema(WEBHOOK_EVENT_BODIES[type], { io: 'output' }) as Record<string, unknown> & { $defs?: Record<string, Record<string, unknown>> };
  delete schema['id'];
  for (const definition of Object.values(schema.$defs ?? {})) delete definition['id'];
  return schema;
}

/** Every public event type with its description and schema, in catalog order (what GET /v1/webhooks/event-types answers). */
export function webhookEventTypes(): WebhookEventTypeRecord[] {
  return WEBHOOK_EVENTS.map((type) => ({ type, group: EVENT_DOCS[type].group, description: EVENT_DOCS[type].description, schema: webhookEventJsonSchema(type) }));
}
