import type { CrmAutomationRpc } from '@wbk/contracts';
import { validationError } from '@wbk/platform';
import { decodeCallerContext, type RpcHandlers } from '@wbk/rpc';
import type { ContactRepository } from '../store/contact.repository';
import type { DealRepository } from '../store/deal.repository';

/** Addresses one MatchContactsByEmails call may name: a page of synced mail names a few hundred at most. */
export const MATCH_EMAILS_MAX = 1_000;

export interface AutomationMailboxDeps {
  contacts: ContactRepository;
  deals: DealRepository;
}

type MailboxHandlers = Pick<RpcHandlers<CrmAutomationRpc>, 'MatchContactsByEmails'>;

/** Mailbox sync's batch lookup: a page of messages (or a calendar's attendees) is matched to contacts in one query. */
export function createAutomationMailboxHandlers(deps: AutomationMailboxDeps): MailboxHandlers {
  return {
    async MatchContactsByEmails(request) {
      const scope = decodeCallerContext(request.context);
      if (request.emails.length > MATCH_EMAILS_MAX) throw validationError([{ field: 'emails', message: `must have at most ${MATCH_EMAILS_MAX} addresses` }]);
      // Emails are stored lower-cased (the contact schema).
      const emails = [...new Set(request.emails.map((e) => e.trim().toLowerCase()).filter((e) => e.includes('@')))];
      const found = await deps.contacts.findLiveByEmails(scope.workspaceId, emails);
      const byEmail = new Map<string, string[]>();
      for (const { id, email } of found) byEmail.set(email, [...(byEmail.get(email) ?? []), id]);
      const matches = [...byEmail].map(([email, contact_ids]) => ({ email, contact_ids: contact_ids.sort() }));
      if (!request.include_open_deals) return { matches, open_deals: [] };
      const deals = await deps.deals.openIdsForContacts(scope.workspaceId, [...new Set(found.map((c) => c.id))]);
      return { matches, open_deals: [...deals].map(([contact_id, deal_ids]) => ({ contact_id, deal_ids: deal_ids.sort() })) };
    },
  };
}
