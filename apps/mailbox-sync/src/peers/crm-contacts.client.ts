import type { CallerContext, CrmAutomationRpc } from '@wbk/contracts';
import { isAppError } from '@wbk/platform';
import type { TypedRpcClient } from '@wbk/rpc';

/** Addresses asked of the CRM per call (its MatchContactsByEmails takes at most 1,000). */
export const MATCH_BATCH = 1_000;

export interface ContactMatches {
  /** Lower-cased address -> contact ids. */
  byEmail: Map<string, string[]>;
  /** Contact id -> its open deals (only when asked for). */
  openDeals: Map<string, string[]>;
}

export interface CrmContacts {
  match(workspaceId: string, emails: readonly string[], withOpenDeals: boolean): Promise<ContactMatches>;
  /** Whether a contact or deal filter names a live record of the caller's workspace (a foreign one answers 404). */
  contactExists(workspaceId: string, id: string): Promise<boolean>;
  dealExists(workspaceId: string, id: string): Promise<boolean>;
}

async function exists(lookup: () => Promise<unknown>): Promise<boolean> {
  try {
    await lookup();
    return true;
  } catch (err) {
    if (isAppError(err) && err.code === 'not_found') return false;
    throw err;
  }
}

/** Over the CRM's typed MatchContactsByEmails: one call per page of messages. */
export function crmContacts(client: Pick<TypedRpcClient<CrmAutomationRpc>, 'call'>, requestId: () => string): CrmContacts {
  return {
    async match(workspaceId, emails, withOpenDeals) {
      const byEmail = new Map<string, string[]>();
      const openDeals = new Map<string, string[]>();
      const context: CallerContext = { workspace_id: workspaceId, request_id: requestId(), idempotency_key: '' };
      for (let i = 0; i < emails.length; i += MATCH_BATCH) {
        const reply = await client.call('MatchContactsByEmails', { context, emails: emails.slice(i, i + MATCH_BATCH), include_open_deals: withOpenDeals }, { idempotent: true });
        for (const m of reply.matches) byEmail.set(m.email, [...m.contact_ids]);
        for (const d of reply.open_deals) openDeals.set(d.contact_id, [...d.deal_ids]);
      }
      return { byEmail, openDeals };
    },
    contactExists(workspaceId, id) {
      return exists(() => client.call('GetContact', { context: { workspace_id: workspaceId, request_id: requestId(), idempotency_key: '' }, id }, { idempotent: true }));
    },
    dealExists(workspaceId, id) {
      return exists(() => client.call('GetDeal', { context: { workspace_id: workspaceId, request_id: requestId(), idempotency_key: '' }, id }, { idempotent: true }));
    },
  };
}
