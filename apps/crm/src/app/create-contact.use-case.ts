import { newId, type KeyedCreate } from '@wbk/platform';
import { newContactState, toContactView, type ContactView } from '../domain/contact';
import type { ContactInput } from '../domain/contact.schema';
import { contactCreated } from '../events/contact-events';
import type { ContactRepository } from '../store/contact.repository';
import { eventContextOf, type WriteDeps, type WriteScope } from './write-scope';

export interface CreateContactDeps extends WriteDeps {
  contacts: ContactRepository;
}

/**
 * POST /v1/contacts and the automation CreateContact (enrichment's reveals,
 * the assistant's prospect_search). A create made under a key gets the same
 * contact id on every retry, so a retry answers the contact as stored and
 * never creates a second one.
 */
export class CreateContact {
  constructor(private readonly deps: CreateContactDeps) {}

  async execute(scope: WriteScope, input: ContactInput, keyed: KeyedCreate | undefined): Promise<ContactView> {
    const { contacts, clock } = this.deps;
    const state = newContactState(input, keyed?.id ?? (this.deps.newId ?? newId)(), clock.now());
    const stored = await contacts.insert(scope.workspaceId, state, [contactCreated(eventContextOf(scope, clock), toContactView(state))], keyed?.stamp);
    if (stored.created) this.deps.afterWrite();
    return toContactView(stored.state);
  }
}
