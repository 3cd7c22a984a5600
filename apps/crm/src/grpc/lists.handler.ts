import type { ListContactsAdded, ListContactsRemoved } from '@wbk/contracts';
import { newId, type Clock } from '@wbk/platform';
import { parseContactIds, parseCreateList, parseListListQuery } from '../domain/list.schema';
import { listNotFound } from '../domain/refusals';
import type { ListMemberRepository } from '../store/list-member.repository';
import type { ListRepository } from '../store/list.repository';
import { AddListContacts } from '../app/add-list-contacts.use-case';
import { CreateList } from '../app/create-list.use-case';
import { DeleteList } from '../app/delete-list.use-case';
import { GetList } from '../app/get-list.use-case';
import { ListLists } from '../app/list-lists.use-case';
import { ListMembership } from '../app/list-membership';
import { RemoveListContacts } from '../app/remove-list-contacts.use-case';
import { type ApiReply, auditFor, decodeApiRequest, keyedApiCreate, parseBodyJson, pathId, rejectUnknownQuery, reply } from '@wbk/rpc';

const RESOURCE = 'lists';

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

const audit = auditFor(RESOURCE);

export function createListsHandlers(deps: ListsHandlerDeps): ListsHandlers {
  const makeId = deps.newId ?? newId;
  const membership = deps.membership ?? new ListMembership({ lists: deps.lists, members: deps.members, clock: deps.clock, afterWrite: deps.afterWrite, newId: makeId });
  const createList = new CreateList({ ...deps, newId: makeId });
  const deleteList = new DeleteList({ ...deps, membership });
  const getList = new GetList(deps);
  const listLists = new ListLists(deps);
  const changes = { add: new AddListContacts({ membership, clock: deps.clock }), remove: new RemoveListContacts({ membership, clock: deps.clock }) };

  async function changeMembers(request: unknown, kind: 'add' | 'remove'): Promise<ApiReply> {
    const call = decodeApiRequest(request);
    const id = pathId(call, 'id', listNotFound);
    rejectUnknownQuery(call.query);
    const contactIds = parseContactIds(parseBodyJson(call.bodyJson));
    const { changed, contactCount } = await changes[kind].execute(call, id, contactIds);
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
      const view = await createList.execute(call, input, keyedApiCreate(call, 'CreateList'));
      return reply(view, { created: true, audit: audit('create', view.id) });
    },

    async ListLists(request) {
      const call = decodeApiRequest(request);
      const query = parseListListQuery(call.query);
      const { items, total } = await listLists.execute(call.workspaceId, { skip: query.skip, limit: query.perPage });
      return reply(items, { meta: { page: query.page, per_page: query.perPage, total }, has_meta: true, audit: audit('api_access', '') });
    },

    async GetList(request) {
      const call = decodeApiRequest(request);
      const id = pathId(call, 'id', listNotFound);
      rejectUnknownQuery(call.query);
      return reply(await getList.execute(call.workspaceId, id), { audit: audit('api_access', id) });
    },

    async DeleteList(request) {
      const call = decodeApiRequest(request);
      const id = pathId(call, 'id', listNotFound);
      rejectUnknownQuery(call.query);
      await deleteList.execute(call, id);
      return reply({ id, deleted: true }, { audit: audit('delete', id) });
    },

    AddListContacts: (request) => changeMembers(request, 'add'),
    RemoveListContacts: (request) => changeMembers(request, 'remove'),
  };
}
