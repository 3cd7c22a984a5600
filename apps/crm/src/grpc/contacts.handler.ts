import { AppError, isUuid, newId, type Clock } from '@wbk/platform';
import { newContactState, toContactView, type ContactView } from '../domain/contact';
import { parseContactGetQuery, parseContactListQuery, type ContactInclude } from '../domain/contact-query';
import { parseCreateContact, parsePatchContact } from '../domain/contact.schema';
import { contactCreated, contactDeleted, type ContactEventContext } from '../events/contact-events';
import type { ContactRepository } from '../store/contact.repository';
import type { DealRepository } from '../store/deal.repository';
import type { NoteRepository } from '../store/note.repository';
import type { TaskRepository } from '../store/task.repository';
import { decodeApiRequest, keyedApiCreate, parseBodyJson, rejectUnknownQuery, reply, type ApiCall, type ApiReply, type AuditInfo } from '@wbk/rpc';
import { CONTACT_WRITE_ATTEMPTS as WRITE_ATTEMPTS, contactNotFound, updateContact } from './contact-writes';

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

function audit(action: AuditInfo['action'], resourceId: string, diff?: Record<string, unknown>): AuditInfo {
  return { action, resource_type: RESOURCE, resource_id: resourceId, diff_json: diff ? JSON.stringify(diff) : '' };
}

/** The `{id}` path parameter; the gateway checks the UUID form, an odd one here cannot match a contact anyway. */
function contactId(call: ApiCall): string {
  const id = call.path['id'];
  if (id === undefined || !isUuid(id)) throw contactNotFound();
  return id.toLowerCase();
}

function conflict(): AppError {
  return new AppError('version_conflict', 'The contact was changed by another request at the same moment; retry the request');
}

export function createContactsHandlers(deps: ContactsHandlerDeps): Record<'CreateContact' | 'ListContacts' | 'GetContact' | 'UpdateContact' | 'DeleteContact', Handler> {
  const makeId = deps.newId ?? newId;
  const eventContext = (call: ApiCall): ContactEventContext => ({
    workspaceId: call.workspaceId,
    clock: deps.clock,
    ...(call.cause ? { cause: call.cause } : {}),
  });

  async function withIncludes(call: ApiCall, view: ContactView, includes: Set<ContactInclude>): Promise<Record<string, unknown>> {
    const [notes, tasks, deals] = await Promise.all([
      includes.has('notes') ? deps.notes.recentForContact(call.workspaceId, view.id) : undefined,
      includes.has('tasks') ? deps.tasks.openForContact(call.workspaceId, view.id) : undefined,
      includes.has('deals') ? deps.deals.recentForContact(call.workspaceId, view.id) : undefined,
    ]);
    return {
      ...view,
      ...(notes ? { recent_notes: notes } : {}),
      ...(tasks ? { open_tasks: tasks } : {}),
      ...(deals ? { open_deals: deals } : {}),
    };
  }

  return {
    async CreateContact(request) {
      const call = decodeApiRequest(request);
      rejectUnknownQuery(call.query);
      const input = parseCreateContact(parseBodyJson(call.bodyJson));
      const keyed = keyedApiCreate(call, 'CreateContact');
      const state = newContactState(input, keyed?.id ?? makeId(), deps.clock.now());
      const stored = await deps.contacts.insert(call.workspaceId, state, [contactCreated(eventContext(call), toContactView(state))], keyed?.stamp);
      if (stored.created) deps.afterWrite();
      const view = toContactView(stored.state);
      return reply(view, { created: true, audit: audit('create', view.id) });
    },

    async ListContacts(request) {
      const call = decodeApiRequest(request);
      const query = parseContactListQuery(call.query);
      const { items, total } = await deps.contacts.list(call.workspaceId, {
        ...(query.email !== undefined ? { email: query.email } : {}),
        ...(query.tag !== undefined ? { tag: query.tag } : {}),
        skip: query.skip,
        limit: query.perPage,
      });
      return reply(items.map(toContactView), {
        meta: { page: query.page, per_page: query.perPage, total },
        has_meta: true,
        audit: audit('api_access', ''),
      });
    },

    async GetContact(request) {
      const call = decodeApiRequest(request);
      const id = contactId(call);
      const includes = parseContactGetQuery(call.query);
      const stored = await deps.contacts.findLive(call.workspaceId, id);
      if (!stored) throw contactNotFound();
      const data = await withIncludes(call, toContactView(stored.state), includes);
      return reply(data, { audit: audit('api_access', id) });
    },

    async UpdateContact(request) {
      const call = decodeApiRequest(request);
      rejectUnknownQuery(call.query);
      const id = contactId(call);
      const patch = parsePatchContact(parseBodyJson(call.bodyJson));
      const { contact, diff } = await updateContact(deps, eventContext(call), id, () => patch);
      return reply(contact, { audit: audit('update', id, diff) });
    },

    async DeleteContact(request) {
      const call = decodeApiRequest(request);
      rejectUnknownQuery(call.query);
      const id = contactId(call);
      for (let attempt = 0; attempt < WRITE_ATTEMPTS; attempt++) {
        const stored = await deps.contacts.findLive(call.workspaceId, id);
        if (!stored) throw contactNotFound();
        const view = toContactView(stored.state);
        const deletedAt = deps.clock.now().toISOString();
        const written = await deps.contacts.tombstone(call.workspaceId, id, stored.version, deletedAt, [contactDeleted(eventContext(call), view)]);
        if (written) {
          deps.afterWrite();
          return reply({ id, deleted: true }, { audit: audit('delete', id) });
        }
      }
      throw conflict();
    },
  };
}
