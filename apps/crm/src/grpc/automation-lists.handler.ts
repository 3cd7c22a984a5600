import type { CrmAutomationRpc } from '@wbk/contracts';
import type { Clock } from '@wbk/platform';
import { decodeCallerContext, recordId, type RpcHandlers } from '@wbk/rpc';
import { toListView } from '../domain/list';
import { parseContactIds } from '../domain/list.schema';
import type { ListRepository } from '../store/list.repository';
import { listNotFound } from '../domain/refusals';
import { AddListContacts } from '../app/add-list-contacts.use-case';
import { GetList } from '../app/get-list.use-case';
import type { ListMembership } from '../app/list-membership';
import { RemoveListContacts } from '../app/remove-list-contacts.use-case';
import { listMessage, requiredText } from './automation-records';

export interface AutomationListsDeps {
  lists: ListRepository;
  /** The same writer the public AddListContacts/RemoveListContacts use (intent, apply, finish). */
  membership: ListMembership;
  clock: Clock;
}

type ListHandlers = Pick<RpcHandlers<CrmAutomationRpc>, 'GetList' | 'FindListsByName' | 'AddListContacts' | 'RemoveListContacts'>;
type ListContactsFields = CrmAutomationRpc['AddListContacts']['serverRequest'];

export function createAutomationListsHandlers(deps: AutomationListsDeps): ListHandlers {
  const changes = { add: new AddListContacts(deps), remove: new RemoveListContacts(deps) };
  const getList = new GetList(deps);
  async function changeMembers(request: ListContactsFields, kind: 'add' | 'remove') {
    const scope = decodeCallerContext(request.context);
    const listId = recordId(request.list_id, listNotFound);
    // As the public body {contact_ids}: 1 to 100 UUIDs, malformed ones named in details.invalid_ids.
    const contactIds = parseContactIds({ contact_ids: request.contact_ids });
    const { changed, contactCount } = await changes[kind].execute(scope, listId, contactIds);
    return { list_id: listId, changed_contact_ids: changed, contact_count: contactCount };
  }

  return {
    async GetList(request) {
      const scope = decodeCallerContext(request.context);
      return listMessage(await getList.execute(scope.workspaceId, recordId(request.id, listNotFound)));
    },

    async FindListsByName(request) {
      const scope = decodeCallerContext(request.context);
      const stored = await deps.lists.findLiveByName(scope.workspaceId, requiredText('name', request.name));
      return { lists: stored ? [listMessage(toListView(stored.state))] : [] };
    },

    AddListContacts: (request) => changeMembers(request, 'add'),
    RemoveListContacts: (request) => changeMembers(request, 'remove'),
  };
}
