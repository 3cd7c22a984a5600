import type { z } from 'zod';
import { ACTIVITY_TASK_EVENT_PAYLOADS } from './activity-task.events';
import { AUTOMATION_EVENT_PAYLOADS } from './automation.events';
import { CAMPAIGN_EVENT_PAYLOADS } from './campaign.events';
import { COMPANY_EVENT_PAYLOADS } from './company.events';
import { CONTACT_EVENT_PAYLOADS } from './contact.events';
import { DEAL_EVENT_PAYLOADS } from './deal.events';
import { isEventType, type EventType } from './event-catalog';
import type { EventEnvelope } from './event-envelope';
import { INTERNAL_EVENT_PAYLOADS } from './internal.events';
import { LIST_EVENT_PAYLOADS } from './list.events';
import { MAILBOX_EVENT_PAYLOADS } from './mailbox.events';
import { tolerant } from './tolerant-reader';

/**
 * The payload (`data`) schema of every event type, public and internal. A
 * publisher can only build an event whose data has its type's shape
 * (`newEvent` in libs/bus), and every consumer gets the data parsed with the
 * same schema, so a payload change breaks the compile of whoever reads a
 * field it removed.
 */
export const EVENT_PAYLOADS = {
  ...CONTACT_EVENT_PAYLOADS,
  ...COMPANY_EVENT_PAYLOADS,
  ...DEAL_EVENT_PAYLOADS,
  ...LIST_EVENT_PAYLOADS,
  ...CAMPAIGN_EVENT_PAYLOADS,
  ...ACTIVITY_TASK_EVENT_PAYLOADS,
  ...MAILBOX_EVENT_PAYLOADS,
  ...AUTOMATION_EVENT_PAYLOADS,
  ...INTERNAL_EVENT_PAYLOADS,
} as const satisfies { [K in EventType]: z.ZodType };

type Payloads = typeof EVENT_PAYLOADS;

/**
 * Consumers hand handlers the data as it arrived once it parsed (the webhook
 * fan-out must forward the publisher's exact bytes, and zod's output would
 * reorder keys), which is sound only while no payload schema transforms or
 * defaults anything: then what parses is exactly what the type says. This
 * fails to compile for a type whose schema's input and output differ.
 */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Transforming = { [K in EventType]: Same<z.input<Payloads[K]>, z.output<Payloads[K]>> extends true ? never : K }[EventType];
const _noPayloadTransforms: [Transforming] extends [never] ? true : Transforming = true;

/** The `data` of an event of type T. */
export type EventPayload<T extends EventType> = z.output<Payloads[T]>;

/** The envelope of an event of type T; for a union of types, the union of their envelopes (discriminated on `event`). */
export type EventOf<T extends EventType> = { [K in T]: Omit<EventEnvelope, 'event' | 'data'> & { event: K; data: EventPayload<K> } }[T];

/** Any event of the catalog, public or internal. */
export type AnyEvent = EventOf<EventType>;

export type PayloadCheck<T extends EventType> = { ok: true; event: EventOf<T> } | { ok: false; error: string };

/** How many schema issues a dead letter's log line names: enough to find the field, short enough to read. */
const ISSUES_SHOWN = 3;

/** What consumers check: every declared field, but not the absence of others (see tolerant()). */
const CONSUMER_PAYLOADS = Object.fromEntries(Object.entries(EVENT_PAYLOADS).map(([type, schema]) => [type, tolerant(schema)])) as Record<EventType, z.ZodType>;

/**
 * Whether an envelope's data has its type's shape; on success the envelope
 * itself is returned, typed (see above why not zod's copy), otherwise the
 * first issues as `path: message` text. A key the schema does not declare is
 * not an issue: a publisher may be a release ahead of its consumers.
 */
export function checkEventPayload<T extends EventType>(envelope: EventEnvelope, accepted: readonly T[]): PayloadCheck<T> {
  const type = envelope.event;
  if (!isEventType(type)) return { ok: false, error: `unknown event type ${JSON.stringify(type)}` };
  if (!(accepted as readonly string[]).includes(type)) return { ok: false, error: `event type ${type} is not one this consumer takes (${accepted.join(', ')})` };
  const result = CONSUMER_PAYLOADS[type].safeParse(envelope.data);
  if (!result.success) {
    const issues = result.error.issues.slice(0, ISSUES_SHOWN).map((issue) => `${['data', ...issue.path.map(String)].join('.')}: ${issue.message}`);
    const more = result.error.issues.length > ISSUES_SHOWN ? ` (+${result.error.issues.length - ISSUES_SHOWN} more)` : '';
    return { ok: false, error: `${type} payload does not match its schema: ${issues.join('; ')}${more}` };
  }
  return { ok: true, event: envelope as EventOf<T> };
}
