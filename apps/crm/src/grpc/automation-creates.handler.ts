import type { CrmAutomationRpc } from '@wbk/contracts';
import { keyedCreate, validationError, type Clock, type KeyedCreate } from '@wbk/platform';
import { decodeCallerContext, type CallerScope, type RpcHandlers } from '@wbk/rpc';
import { parseCreateContact } from '../domain/contact.schema';
import { parseCreateList } from '../domain/list.schema';
import type { ContactRepository } from '../store/contact.repository';
import type { ListRepository } from '../store/list.repository';
import { CreateContact } from '../app/create-contact.use-case';
import { CreateList } from '../app/create-list.use-case';
import { contactMessage, listMessage } from './automation-records';

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

/** CreateContact and CreateList for enrichment's reveals and the assistant's prospect_search, by the public creates' use cases. */
export function createAutomationCreatesHandlers(deps: AutomationCreatesDeps): Pick<RpcHandlers<CrmAutomationRpc>, 'CreateContact' | 'CreateList'> {
  const createContact = new CreateContact(deps);
  const createList = new CreateList(deps);
  return {
    async CreateContact(request) {
      const scope = decodeCallerContext(request.context);
      const keyed = automationKeyed(scope, 'contact', 'automation.CreateContact');
      const input = parseCreateContact(contactBody(request));
      return contactMessage(await createContact.execute(scope, input, keyed));
    },

    async CreateList(request) {
      const scope = decodeCallerContext(request.context);
      const keyed = automationKeyed(scope, 'list', 'automation.CreateList');
      const input = parseCreateList({ name: request.name, ...(request.description !== undefined ? { description: request.description } : {}) });
      return listMessage(await createList.execute(scope, input, keyed));
    },
  };
}
