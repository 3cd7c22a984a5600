import { newEvent } from '@wbk/bus';
import type { Causation, EventContact, EventOf, EventPayload, EventType } from '@wbk/contracts';
import type { Clock } from '@wbk/platform';
import type { ContactView } from '../domain/contact';
import { chunkForEvents } from './event-chunks';

/**
 * contact.* events, written to the contact's outbox in the same write as the
 * change (OutboxRelay publishes them). `contact` is the public read shape
 * without includes plus `created_at`, which the public event payload names
 * for a contact; `changes` is field -> previous value, which workflows'
 * `changed` conditions read (docs/decisions.md "Typed events").
 * Payloads are the catalog's (CONTACT_EVENT_PAYLOADS in libs/contracts).
 */
export interface ContactEventContext {
  workspaceId: string;
  /** Present when the change was caused by automation; bounds event chains. */
  cause?: Causation;
  clock: Clock;
}

/** One CRM event of `type`, caused by the context's automation cause when there is one. */
export function crmEvent<T extends EventType>(type: T, ctx: ContactEventContext, data: EventPayload<T>): EventOf<T> {
  return newEvent({ type, workspaceId: ctx.workspaceId, data, clock: ctx.clock, ...(ctx.cause ? { cause: ctx.cause } : {}) });
}

/** A contact as every contact event carries it, bulk events included. */
export function eventContact(contact: ContactView): EventContact {
  return { ...contact, created_at: contact.created_date };
}

export function contactCreated(ctx: ContactEventContext, contact: ContactView): EventOf<'contact.created'> {
  return crmEvent('contact.created', ctx, { contact: eventContact(contact) });
}

export function contactUpdated(ctx: ContactEventContext, contact: ContactView, changes: Record<string, unknown>): EventOf<'contact.updated'> {
  return crmEvent('contact.updated', ctx, { contact: eventContact(contact), changes });
}

export function contactDeleted(ctx: ContactEventContext, contact: ContactView): EventOf<'contact.deleted'> {
  return crmEvent('contact.deleted', ctx, { contact: eventContact(contact) });
}

/**
 * The catalog's bulk event shape (libs/contracts): an array plus `count`; split when one event
 * would be too big for NATS. Each contact reads as in the single-contact events.
 */
export function contactsBulkCreated(ctx: ContactEventContext, contacts: readonly ContactView[]): Array<EventOf<'contact.bulk_created'>> {
  return chunkForEvents(contacts.map(eventContact)).map((chunk) => crmEvent('contact.bulk_created', ctx, { contacts: chunk, count: chunk.length }));
}
