import type { CrmAutomationRpc } from '@wbk/contracts';
import { decodeCallerContext, type RpcHandlers } from '@wbk/rpc';
import type { ContactRepository } from '../store/contact.repository';
import type { DealRepository } from '../store/deal.repository';
import { MatchContactsByEmails } from '../app/match-contacts-by-emails.use-case';

export interface AutomationMailboxDeps {
  contacts: ContactRepository;
  deals: DealRepository;
}

type MailboxHandlers = Pick<RpcHandlers<CrmAutomationRpc>, 'MatchContactsByEmails'>;

/** Mailbox sync's batch lookup of the contacts behind a page of addresses. */
export function createAutomationMailboxHandlers(deps: AutomationMailboxDeps): MailboxHandlers {
  const matchContactsByEmails = new MatchContactsByEmails(deps);
  return {
    async MatchContactsByEmails(request) {
      const scope = decodeCallerContext(request.context);
      return matchContactsByEmails.execute(scope.workspaceId, request.emails, request.include_open_deals);
    },
  };
}
