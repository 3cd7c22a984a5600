import type { Clock } from '@wbk/platform';
import { parseContactGetQuery, parseContactListQuery } from '../domain/contact-query';
import { parseCreateContact, parsePatchContact } from '../domain/contact.schema';
import { contactNotFound } from '../domain/refusals';
import type { ContactRepository } from '../store/contact.repository';
import type { DealRepository } from '../store/deal.repository';
import type { NoteRepository } from '../store/note.repository';
import type { TaskRepository } from '../store/task.repository';
import { CreateContact } from '../app/create-contact.use-case';
import { DeleteContact } from '../app/delete-contact.use-case';
import { GetContact } from '../app/get-contact.use-case';
import { ListContacts } from '../app/list-contacts.use-case';
import { UpdateContact } from '../app/update-contact.use-case';
import { type ApiReply, auditFor, decodeApiRequest, keyedApiCreate, parseBodyJson, pathId, rejectUnknownQuery, reply } from '@wbk/rpc';

const RESOURCE = 'contacts';

export interface ContactsHandlerDeps {
  contacts: ContactRepository;
  notes: NoteRepository;
  tasks: TaskRepository;
  deals: DealRepository;
  clock: Clock;
  /** Runs after every write that carried events (OutboxRelay.kick). */
  afterWrite: () => void;
  newId?: () => string;
}

type Handler = (request: unknown) => Promise<ApiReply>;

const audit = auditFor(RESOURCE);

export function createContactsHandlers(deps: ContactsHandlerDeps): Record<'CreateContact' | 'ListContacts' | 'GetContact' | 'UpdateContact' | 'DeleteContact', Handler> {
  const createContact = new CreateContact(deps);
  const getContact = new GetContact(deps);
  const listContacts = new ListContacts(deps);
  const updateContact = new UpdateContact(deps);
  const deleteContact = new DeleteContact(deps);

  return {
    async CreateContact(request) {
      const call = decodeApiRequest(request);
      rejectUnknownQuery(call.query);
      const input = parseCreateContact(parseBodyJson(call.bodyJson));
      const view = await createContact.execute(call, input, keyedApiCreate(call, 'CreateContact'));
      return reply(view, { created: true, audit: audit('create', view.id) });
    },

    async ListContacts(request) {
      const call = decodeApiRequest(request);
      const query = parseContactListQuery(call.query);
      const { items, total } = await listContacts.execute(call.workspaceId, {
        ...(query.email !== undefined ? { email: query.email } : {}),
        ...(query.tag !== undefined ? { tag: query.tag } : {}),
        skip: query.skip,
        limit: query.perPage,
      });
      return reply(items, {
        meta: { page: query.page, per_page: query.perPage, total },
        has_meta: true,
        audit: audit('api_access', ''),
      });
    },

    async GetContact(request) {
      const call = decodeApiRequest(request);
      const id = pathId(call, 'id', contactNotFound);
      const includes = parseContactGetQuery(call.query);
      return reply(await getContact.execute(call.workspaceId, id, includes), { audit: audit('api_access', id) });
    },

    async UpdateContact(request) {
      const call = decodeApiRequest(request);
      rejectUnknownQuery(call.query);
      const id = pathId(call, 'id', contactNotFound);
      const patch = parsePatchContact(parseBodyJson(call.bodyJson));
      const { contact, diff } = await updateContact.execute(call, id, () => patch);
      return reply(contact, { audit: audit('update', id, diff) });
    },

    async DeleteContact(request) {
      const call = decodeApiRequest(request);
      rejectUnknownQuery(call.query);
      const id = pathId(call, 'id', contactNotFound);
      await deleteContact.execute(call, id);
      return reply({ id, deleted: true }, { audit: audit('delete', id) });
    },
  };
}
