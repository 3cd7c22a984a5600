import type { CrmAutomationRpc } from '@wbk/contracts';
import { AppError, keyedCreate, validationError, type Clock, type KeyedCreate } from '@wbk/platform';
import { decodeCallerContext, type CallerScope, type RpcHandlers } from '@wbk/rpc';
import { isDuplicateKeyError } from '@wbk/store';
import { newContactState, toContactView } from '../domain/contact';
import { parseCreateContact } from '../domain/contact.schema';
import { newListState, toListView } from '../domain/list';
import { parseCreateList } from '../domain/list.schema';
import { contactCreated } from '../events/contact-events';
import { listCreated } from '../events/list-events';
import type { ContactRepository } from '../store/contact.repository';
import type { ListRepository } from '../store/list.repository';
import { contactMessage, eventContextOf, listMessage } from './automation-records';

export interface AutomationCreatesDeps {
  contacts: ContactRepository;
  lists: ListRepository;
  clock: Clock;
  afterWrite: () => void;
}

type CreateContactFields = CrmAutomationRpc['CreateContact']['serverRequest'];

/**
 * The key is required: the new record's id derives from it, so a retried call
 * creates nothing twice. The key names the record, not its fields: a retry
 * may carry a provider's newer answer, and the first write wins.
 */
export function automationKeyed(scope: CallerScope, record: string, operation: string): KeyedCreate {
  const keyed = keyedCreate(scope, operation, null);
  if (keyed === undefined) {
    throw validationError([{ field: 'context.idempotency_key', message: `is required (a UUID): the ${record} id derives from it, so a retry creates no second ${record}` }]);
  }
  return keyed;
}

function contactBody(request: CreateContactFields): Record<string, unknown> {
  const fields = ['first_name', 'last_name', 'email', 'phone', 'job_title', 'company', 'linkedin_url'] as const;
  return {
    ...Object.fromEntries(fields.filter((f) => request[f] !== undefined).map((f) => [f, request[f]])),
    ...(request.tags.length > 0 ? { tags: request.tags } : {}),
  };
}

/** CreateContact and CreateList for enrichment's reveals and the assistant's prospect_search, by the public creates' rules. */
export function createAutomationCreatesHandlers(deps: AutomationCreatesDeps): Pick<RpcHandlers<CrmAutomationRpc>, 'CreateContact' | 'CreateList'> {
  return {
    async CreateContact(request) {
      const scope = decodeCallerContext(request.context);
      const keyed = automationKeyed(scope, 'contact', 'automation.CreateContact');
      const input = parseCreateContact(contactBody(request));
      const state = newContactState(input, keyed.id, deps.clock.now());
      const stored = await deps.contacts.insert(scope.workspaceId, state, [contactCreated(eventContextOf(scope, deps.clock), toContactView(state))], keyed.stamp);
      if (stored.created) deps.afterWrite();
      return contactMessage(toContactView(stored.state));
    },

    async CreateList(request) {
      const scope = decodeCallerContext(request.context);
      const keyed = automationKeyed(scope, 'list', 'automation.CreateList');
      const input = parseCreateList({ name: request.name, ...(request.description !== undefined ? { description: request.description } : {}) });
      const state = newListState(input, keyed.id, deps.clock.now());
      try {
        const stored = await deps.lists.insert(scope.workspaceId, state, [listCreated(eventContextOf(scope, deps.clock), toListView(state))], keyed.stamp);
        if (stored.created) deps.afterWrite();
        return listMessage(toListView(stored.state));
      } catch (err) {
        if (!isDuplicateKeyError(err)) throw err;
        throw new AppError('duplicate_name', `A list named "${state.name}" already exists in this workspace; choose another name`);
      }
    },
  };
}
