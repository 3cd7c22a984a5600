import { canonicalId, type CrmAutomationRpc, type CrmDeal__Output } from '@wbk/contracts';
import { validationError } from '@wbk/platform';
import { decodeCallerContext, recordId, type RpcHandlers } from '@wbk/rpc';
import { toContactView } from '../domain/contact';
import type { DealView } from '../domain/deal';
import { dealRecordNotFound, listNotFound } from '../domain/refusals';
import type { ContactRepository } from '../store/contact.repository';
import type { DealRepository } from '../store/deal.repository';
import type { ListMemberRepository } from '../store/list-member.repository';
import type { ListRepository } from '../store/list.repository';
import { ListListMembers } from '../app/list-list-members.use-case';
import { contactMessage } from './automation-records';

/** Ids one GetContacts call may name: outreach enrols at most 1,000 contact ids at once. */
export const GET_CONTACTS_MAX = 1_000;

export interface AutomationOutreachDeps {
  contacts: ContactRepository;
  deals: DealRepository;
  lists: ListRepository;
  members: ListMemberRepository;
}

type OutreachHandlers = Pick<RpcHandlers<CrmAutomationRpc>, 'GetContacts' | 'GetDeal' | 'ListListMembers'>;

function dealMessage(deal: DealView): CrmDeal__Output {
  return {
    id: deal.id,
    name: deal.name,
    status: deal.status,
    stage: deal.stage,
    ...(deal.main_contact_id === null ? {} : { main_contact_id: deal.main_contact_id }),
    ...(deal.related_company_id === null ? {} : { related_company_id: deal.related_company_id }),
    created_date: deal.created_date,
    updated_date: deal.updated_date,
  };
}

/**
 * What the outreach service reads from the CRM: contacts in batches (a send's
 * contact_id, an enrollment's contacts), a deal (a send's deal_id), and a
 * list's members (enrollment by list_id). Read-only.
 */
export function createAutomationOutreachHandlers(deps: AutomationOutreachDeps): OutreachHandlers {
  const listListMembers = new ListListMembers(deps);
  return {
    async GetContacts(request) {
      const scope = decodeCallerContext(request.context);
      if (request.ids.length > GET_CONTACTS_MAX) throw validationError([{ field: 'ids', message: `must have at most ${GET_CONTACTS_MAX} ids` }]);
      // A malformed id cannot name a contact: it is simply not in the answer.
      const ids = [...new Set(request.ids.map(canonicalId).filter((id) => id !== null))];
      const found = await deps.contacts.findManyLive(scope.workspaceId, ids);
      return { contacts: ids.flatMap((id) => (found.has(id) ? [contactMessage(toContactView(found.get(id)!))] : [])) };
    },

    async GetDeal(request) {
      const scope = decodeCallerContext(request.context);
      const stored = await deps.deals.findLive(scope.workspaceId, recordId(request.id, dealRecordNotFound));
      if (!stored) throw dealRecordNotFound();
      return dealMessage(stored.deal);
    },

    async ListListMembers(request) {
      const scope = decodeCallerContext(request.context);
      const page = await listListMembers.execute(scope.workspaceId, recordId(request.list_id, listNotFound), request.cursor, request.limit);
      return { contact_ids: page.contactIds, next_cursor: page.nextCursor };
    },
  };
}
