import { newEvent } from '@wbk/bus';
import type { Causation, EventEnvelope } from '@wbk/contracts';
import type { Clock } from '@wbk/platform';
import type { ContactView } from '../domain/contact';

/**
 * contact.* events, written to the contact's outbox in the same write as the
 * change (OutboxRelay publishes them). `contact` is the public read shape
 * without includes plus `created_at`, which the spec's payload envelope names
 * for a contact; `changes` is field -> previous value (DESIGN.md section 4).
 */
export interface ContactEventContext {
  workspaceId: string;
  /** Present when the change was caused by automation; bounds event chains. */
  cause?: Causation;
  clock: Clock;
}

function build(type: 'contact.created' | 'contact.updated' | 'contact.deleted', ctx: ContactEventContext, data: Record<string, unknown>): EventEnvelope {
  return newEvent({ type, workspaceId: ctx.workspaceId, data, clock: ctx.clock, ...(ctx.cause ? { cause: ctx.cause } : {}) });
}

function eventContact(contact: ContactView): ContactView & { created_at: string } {
  return { ...contact, created_at: contact.created_date };
}

export function contactCreated(ctx: ContactEventContext, contact: ContactView): EventEnvelope {
  return build('contact.created', ctx, { contact: eventContact(contact) });
}

export function contactUpdated(ctx: ContactEventContext, contact: ContactView, changes: Record<string, unknown>): EventEnvelope {
  return build('contact.updated', ctx, { contact: eventContact(contact), changes });
}

export function contactDeleted(ctx: ContactEventContext, contact: ContactView): EventEnvelope {
  return build('contact.deleted', ctx, { contact: eventContact(contact) });
}
