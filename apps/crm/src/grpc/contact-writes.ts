import { AppError, type Clock } from '@wbk/platform';
import { applyContactPatch, toContactView, type ContactState, type ContactView } from '../domain/contact';
import { diffContacts } from '../domain/contact-diff';
import type { ContactInput } from '../domain/contact.schema';
import { contactUpdated, type ContactEventContext } from '../events/contact-events';
import type { ContactRepository } from '../store/contact.repository';

/**
 * The contact writes shared by the public handlers and the automation ones,
 * so both answer with the same rules, events and version guards.
 *
 * Attempts of a read-modify-write before answering 409 version_conflict: a
 * retry re-reads and re-applies the request, so only sustained contention on
 * one contact reaches the caller.
 */
export const CONTACT_WRITE_ATTEMPTS = 3;

export interface ContactWriteDeps {
  contacts: ContactRepository;
  clock: Clock;
  /** Runs after every write that carried events (OutboxRelay.kick). */
  afterWrite: () => void;
}

export interface ContactUpdate {
  contact: ContactView;
  /** field -> {from, to} for the audit record; {} when nothing changed. */
  diff: Record<string, unknown>;
  changed: boolean;
}

export function contactNotFound(): AppError {
  return new AppError('not_found', 'Contact not found');
}

function conflict(): AppError {
  return new AppError('version_conflict', 'The contact was changed by another request at the same moment; retry the request');
}

/**
 * A PATCH of one contact. `patchOf` builds the (parsed) patch from the stored
 * contact at every attempt, so a change that depends on the stored value (one
 * custom field merged into custom_fields, tags added to the tags) is made
 * against the very version it is written over.
 */
export async function updateContact(deps: ContactWriteDeps, ctx: ContactEventContext, id: string, patchOf: (stored: ContactState) => ContactInput): Promise<ContactUpdate> {
  for (let attempt = 0; attempt < CONTACT_WRITE_ATTEMPTS; attempt++) {
    const stored = await deps.contacts.findLive(ctx.workspaceId, id);
    if (!stored) throw contactNotFound();
    const before = toContactView(stored.state);
    const next = applyContactPatch(stored.state, patchOf(stored.state));
    const { changes, diff } = diffContacts(before, toContactView(next));
    // A PATCH that changes nothing is answered as a success without a write or an event (docs/decisions.md).
    if (Object.keys(changes).length === 0) return { contact: before, diff: {}, changed: false };
    next.updated_date = deps.clock.now().toISOString();
    const after = toContactView(next);
    if (await deps.contacts.update(ctx.workspaceId, next, stored.version, [contactUpdated(ctx, after, changes)])) {
      deps.afterWrite();
      return { contact: after, diff, changed: true };
    }
  }
  throw conflict();
}
