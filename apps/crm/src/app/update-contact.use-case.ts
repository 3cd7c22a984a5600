import { applyContactPatch, toContactView, type ContactState, type ContactView } from '../domain/contact';
import { diffContacts } from '../domain/contact-diff';
import type { ContactInput } from '../domain/contact.schema';
import { changedMeanwhile, contactNotFound } from '../domain/refusals';
import { contactUpdated } from '../events/contact-events';
import type { ContactRepository } from '../store/contact.repository';
import { eventContextOf, type WriteDeps, type WriteScope } from './write-scope';

/**
 * Attempts of a read-modify-write before answering 409 version_conflict: a
 * retry re-reads and re-applies the request, so only sustained contention on
 * one contact reaches the caller.
 */
export const CONTACT_WRITE_ATTEMPTS = 3;

export interface ContactWriteDeps extends WriteDeps {
  contacts: ContactRepository;
}

export interface ContactUpdate {
  contact: ContactView;
  /** field -> {from, to} for the audit record; {} when nothing changed. */
  diff: Record<string, unknown>;
  changed: boolean;
}

/**
 * A PATCH of one contact: PATCH /v1/contacts/{id}, and the automation
 * UpdateContact and SetField, so all answer with the same rules, events and
 * version guards. `patchOf` builds the (parsed) patch from the stored contact
 * at every attempt, so a change that depends on the stored value (one custom
 * field merged into custom_fields, tags added to the tags) is made against the
 * very version it is written over.
 */
export class UpdateContact {
  constructor(private readonly deps: ContactWriteDeps) {}

  async execute(scope: WriteScope, id: string, patchOf: (stored: ContactState) => ContactInput): Promise<ContactUpdate> {
    const { contacts, clock } = this.deps;
    for (let attempt = 0; attempt < CONTACT_WRITE_ATTEMPTS; attempt++) {
      const stored = await contacts.findLive(scope.workspaceId, id);
      if (!stored) throw contactNotFound();
      const before = toContactView(stored.state);
      const next = applyContactPatch(stored.state, patchOf(stored.state));
      const { changes, diff } = diffContacts(before, toContactView(next));
      // A PATCH that changes nothing is answered as a success without a write or an event (docs/decisions.md).
      if (Object.keys(changes).length === 0) return { contact: before, diff: {}, changed: false };
      next.updated_date = clock.now().toISOString();
      const after = toContactView(next);
      if (await contacts.update(scope.workspaceId, next, stored.version, [contactUpdated(eventContextOf(scope, clock), after, changes)])) {
        this.deps.afterWrite();
        return { contact: after, diff, changed: true };
      }
    }
    throw changedMeanwhile('contact');
  }
}
