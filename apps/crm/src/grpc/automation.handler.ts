import type { CrmAutomationRpc } from '@wbk/contracts';
import type { Clock } from '@wbk/platform';
import type { RpcHandlers } from '@wbk/rpc';
import type { ContactRepository } from '../store/contact.repository';
import type { DealRepository } from '../store/deal.repository';
import type { ListMemberRepository } from '../store/list-member.repository';
import type { ListRepository } from '../store/list.repository';
import type { TaskRepository } from '../store/task.repository';
import { createAutomationContactsHandlers } from './automation-contacts.handler';
import { createAutomationCreatesHandlers } from './automation-creates.handler';
import { createAutomationFieldsHandlers } from './automation-fields.handler';
import { createAutomationListsHandlers } from './automation-lists.handler';
import { createAutomationMailboxHandlers } from './automation-mailbox.handler';
import { createAutomationOutreachHandlers } from './automation-outreach.handler';
import { createAutomationTasksHandlers } from './automation-tasks.handler';
import type { ListMembership } from '../app/list-membership';

export interface AutomationHandlerDeps {
  contacts: ContactRepository;
  deals: DealRepository;
  tasks: TaskRepository;
  lists: ListRepository;
  members: ListMemberRepository;
  membership: ListMembership;
  clock: Clock;
  /** Runs after every write that carried events (OutboxRelay.kick). */
  afterWrite: () => void;
}

/**
 * wbk.crm.v1.CrmAutomationService (proto/crm/v1/crm_automation.proto): the
 * typed RPCs of the workflow engine, the assistant and the outreach service. Every write goes
 * through the use case (app/) the public handler of that operation calls, after
 * the same domain parse functions: one flow per operation.
 */
export function createAutomationHandlers(deps: AutomationHandlerDeps): RpcHandlers<CrmAutomationRpc> {
  return {
    ...createAutomationContactsHandlers(deps),
    ...createAutomationFieldsHandlers(deps),
    ...createAutomationTasksHandlers(deps),
    ...createAutomationListsHandlers(deps),
    ...createAutomationOutreachHandlers(deps),
    ...createAutomationCreatesHandlers(deps),
    ...createAutomationMailboxHandlers(deps),
  };
}
