import { toContactView, type ContactView } from '../domain/contact';
import type { ContactListFilter, ContactRepository } from '../store/contact.repository';

/** GET /v1/contacts (newest first, by email or tag) and the automation FindContactsByEmail. */
export class ListContacts {
  constructor(private readonly deps: { contacts: ContactRepository }) {}

  async execute(workspaceId: string, filter: ContactListFilter): Promise<{ items: ContactView[]; total: number }> {
    const { items, total } = await this.deps.contacts.list(workspaceId, filter);
    return { items: items.map(toContactView), total };
  }
}
