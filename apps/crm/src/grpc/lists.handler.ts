import type { ListContactsAdded, ListContactsRemoved } from '@wbk/contracts';
import { AppError, isUuid, newId, type Clock } from '@wbk/platform';
import { isDuplicateKeyError } from '@wbk/store';
import { newListState, toListView, type ListState } from '../domain/list';
import { parseContactIds, parseCreateList, parseListListQuery } from '../domain/list.schema';
import type { ContactEventContext } from '../events/contact-events';
import { listCreated, listDeleted } from '../events/list-events';
import type { ListMemberRepository } from '../store/list-member.repository';
import type { ListRepository } from '../store/list.repository';
import { decodeApiRequest, keyedApiCreate, parseBodyJson, rejectUnknownQuery, reply, type ApiCall, type ApiReply, type AuditInfo } from '@wbk/rpc';
import { ListMembership } from '../app/list-membership';

const RESOURCE = 'lists';
const WRITE_ATTEMPTS = 3;

export interface ListsHandlerDeps {
  lists: ListRepository;
  members: ListMemberRepository;
  clock: Clock;
  /** Runs after every write that carried events (OutboxRelay.kick). */
  afterWrite: () => void;
  newId?: () => string;
  /**
   * The membership writer; main passes the instance whose recoverStale() it
   * runs on an interval. Built from the other deps when absent.
   */
  membership?: ListMembership;
}

export type ListsHandlers = Record<'CreateList' | 'ListLists' | 'GetList' | 'DeleteList' | 'AddListContacts' | 'RemoveListContacts', (request: unknown) => Promise<ApiReply>>;

function audit(action: AuditInfo['action'], resourceId: string, diff?: Record<string, unknown>): AuditInfo {
  return { action, resource_type: RESOURCE, resource_id: resourceId, diff_json: diff ? JSON.stringify(diff) : '' };
}

function listNotFound(): AppError {
  return new AppError('not_found', 'List not found');
}

function listId(call: ApiCall): string {
  const id = call.path['id'];
  if (id === undefined || !isUuid(id)) throw listNotFound();
  return id.toLowerCase();
}

export function createListsHandlers(deps: ListsHandlerDeps): ListsHandlers {
  const makeId = deps.newId ?? newId;
  const membership = deps.membership ?? new ListMembership({ lists: deps.lists, members: deps.members, clock: deps.clock, afterWrite: deps.afterWrite, newId: makeId });
  const eventContext = (call: ApiCall): ContactEventContext => ({
    workspaceId: call.workspaceId,
    clock: deps.clock,
    ...(call.cause ? { cause: call.cause } : {}),
  });

  async function changeMembers(request: unknown, kind: 'add' | 'remove'): Promise<ApiReply> {
    const call = decodeApiRequest(request);
    const id = listId(call);
    rejectUnknownQuery(call.query);
    const contactIds = parseContactIds(parseBodyJson(call.bodyJson));
    const { changed, contactCount } = await membership.change(eventContext(call), id, kind, contactIds);
    const data: ListContactsAdded | ListContactsRemoved =
      kind === 'add' ? { added: changed.length, list_id: id, contact_count: contactCount } : { removed: changed.length, list_id: id, contact_count: contactCount };
    const diff = { contact_count: { from: contactCount - (kind === 'add' ? changed.length : -changed.length), to: contactCount }, [kind === 'add' ? 'contacts_added' : 'contacts_removed']: { from: null, to: changed } };
    return reply(data, { audit: audit('update', id, diff) });
  }

  return {
    async CreateList(request) {
      const call = decodeApiRequest(request);
      rejectUnknownQuery(call.query);
      const input = parseCreateList(parseBodyJson(call.bodyJson));
      const keyed = keyedApiCreate(call, 'CreateList');
      const state = newListState(input, keyed?.id ?? makeId(), deps.clock.now());
      let stored: { state: ListState; created: boolean };
      try {
        stored = await deps.lists.insert(call.workspaceId, state, [listCreated(eventContext(call), toListView(state))], keyed?.stamp);
      } catch (err) {
        if (isDuplicateKeyError(err)) throw new AppError('duplicate_name', `A list named "${state.name}" already exists in this workspace; choose another name`);
        throw err;
      }
      if (stored.created) deps.afterWrite();
      const view = toListView(stored.state);
      return reply(view, { created: true, audit: audit('create', view.id) });
    },

    async ListLists(request) {
      const call = decodeApiRequest(request);
      const query = parseListListQuery(call.query);
      const { items, total } = await deps.lists.list(call.workspaceId, { skip: query.skip, limit: query.perPage });
      return reply(items.map(toListView), { meta: { page: query.page, per_page: query.perPage, total }, has_meta: true, audit: audit('api_access', '') });
    },

    async GetList(request) {
      const call = decodeApiRequest(request);
      const id = listId(call);
      rejectUnknownQuery(call.query);
      const stored = await deps.lists.findLive(call.workspaceId, id);
      if (!stored) throw listNotFound();
      return reply(toListView(stored.state), { audit: audit('api_access', id) });
    },

    async DeleteList(request) {
      const call = decodeApiRequest(request);
      const id = listId(call);
      rejectUnknownQuery(call.query);
      for (let attempt = 0; attempt < WRITE_ATTEMPTS; attempt++) {
        const stored = await membership.unlocked(call.workspaceId, id);
        const deletedAt = deps.clock.now().toISOString();
        const written = await deps.lists.tombstone(call.workspaceId, id, stored.version, deletedAt, [listDeleted(eventContext(call), toListView(stored.state))]);
        if (!written) continue;
        deps.afterWrite();
        // Members of a tombstoned list are unreachable; dropping them is housekeeping, so a failure here must not fail the delete.
        await deps.members.removeList(call.workspaceId, id).catch(() => 0);
        return reply({ id, deleted: true }, { audit: audit('delete', id) });
      }
      throw new AppError('version_conflict', 'The list was changed by another request at the same moment; retry the request');
    },

    AddListContacts: (request) => changeMembers(request, 'add'),
    RemoveListContacts: (request) => changeMembers(request, 'remove'),
  };
}
