import type { CrmAutomationRpc } from '@wbk/contracts';
import { type Clock } from '@wbk/platform';
import { decodeCallerContext, recordId, type RpcHandlers } from '@wbk/rpc';
import { toContactView, type ContactState } from '../domain/contact';
import { ListContacts } from '../app/list-contacts.use-case';
import { foldName } from '../domain/contact-names';
import { parsePatchContact } from '../domain/contact.schema';
import type { ContactRepository } from '../store/contact.repository';
import { contactNotFound } from '../domain/refusals';
import { UpdateContact } from '../app/update-contact.use-case';
import { contactMessage, requiredText } from './automation-records';

/** Lookups answer at most this many contacts (with the count of all matches): automation only needs to tell one from several. */
export const CONTACT_MATCH_LIMIT = 10;

export interface AutomationContactsDeps {
  contacts: ContactRepository;
  clock: Clock;
  afterWrite: () => void;
}

type ContactHandlers = Pick<RpcHandlers<CrmAutomationRpc>, 'GetContact' | 'FindContactsByEmail' | 'FindContactsByName' | 'UpdateContact'>;
type UpdateContactFields = CrmAutomationRpc['UpdateContact']['serverRequest'];

/**
 * The assistant's contact_update as a PATCH body: only the fields the request
 * carries, and tags_add merged into the tags stored at this attempt (the
 * contact schema keeps tags a set, in first-seen order).
 */
function contactPatchBody(request: UpdateContactFields, stored: ContactState): Record<string, unknown> {
  // With only_if_empty the decision is taken here, on the state this attempt writes over.
  const writable = (field: 'job_title' | 'phone' | 'company' | 'linkedin_url') => request[field] !== undefined && (!request.only_if_empty || isBlank(stored[field]));
  return {
    ...(request.priority !== undefined ? { priority: request.priority } : {}),
    ...(writable('job_title') ? { job_title: request.job_title } : {}),
    ...(writable('phone') ? { phone: request.phone } : {}),
    ...(writable('company') ? { company: request.company } : {}),
    ...(writable('linkedin_url') ? { linkedin_url: request.linkedin_url } : {}),
    ...(request.tags_add.length > 0 ? { tags: [...stored.tags, ...request.tags_add] } : {}),
  };
}

const isBlank = (value: string | null): boolean => value === null || value.trim() === '';

export function createAutomationContactsHandlers(deps: AutomationContactsDeps): ContactHandlers {
  const updateContact = new UpdateContact(deps);
  const listContacts = new ListContacts(deps);
  return {
    async GetContact(request) {
      const scope = decodeCallerContext(request.context);
      const stored = await deps.contacts.findLive(scope.workspaceId, recordId(request.id, contactNotFound));
      if (!stored) throw contactNotFound();
      return contactMessage(toContactView(stored.state));
    },

    async FindContactsByEmail(request) {
      const scope = decodeCallerContext(request.context);
      // Emails are stored lower-cased (the contact schema), as the public ?email= filter reads them.
      const email = requiredText('email', request.email).toLowerCase();
      const { items, total } = await listContacts.execute(scope.workspaceId, { email, skip: 0, limit: CONTACT_MATCH_LIMIT });
      return { contacts: items.map(contactMessage), total };
    },

    async FindContactsByName(request) {
      const scope = decodeCallerContext(request.context);
      const key = foldName(requiredText('full_name', request.full_name));
      const { items, total } = await deps.contacts.findByNameKey(scope.workspaceId, key, CONTACT_MATCH_LIMIT);
      return { contacts: items.map((state) => contactMessage(toContactView(state))), total };
    },

    async UpdateContact(request) {
      const scope = decodeCallerContext(request.context);
      const id = recordId(request.id, contactNotFound);
      const { contact } = await updateContact.execute(scope, id, (stored) => {
        const body = contactPatchBody(request, stored);
        // A fill whose fields were all set meanwhile writes nothing (answered as an unchanged PATCH).
        return request.only_if_empty && Object.keys(body).length === 0 ? {} : parsePatchContact(body);
      });
      return contactMessage(contact);
    },
  };
}
