import { changedMeanwhile, contactNotFound } from '../domain/refusals';
import { toContactView } from '../domain/contact';
import { contactDeleted } from '../events/contact-events';
import { CONTACT_WRITE_ATTEMPTS, type ContactWriteDeps } from './update-contact.use-case';
import { eventContextOf, type WriteScope } from './write-scope';

/**
 * DELETE /v1/contacts/{id}: a tombstone carrying contact.deleted, written
 * over the version read (the contact-deleted consumer then takes the contact
 * out of its lists).
 */
export class DeleteContact {
  constructor(private readonly deps: ContactWriteDeps) {}

  async execute(scope: WriteScope, id: string): Promise<void> {
    const { contacts, clock } = this.deps;
    for (let attempt = 0; attempt < CONTACT_WRITE_ATTEMPTS; attempt++) {
      const stored = await contacts.findLive(scope.workspaceId, id);
      if (!stored) throw contactNotFound();
      const view = toContactView(stored.state);
      const deletedAt = clock.now().toISOString();
      if (await contacts.tombstone(scope.workspaceId, id, stored.version, deletedAt, [contactDeleted(eventContextOf(scope, clock), view)])) {
        this.deps.afterWrite();
        return;
      }
    }
    throw changedMeanwhile('contact');
  }
}
