import { contactRecordOf, type CallerContext, type CrmAutomationRpc } from '@wbk/contracts';
import { isAppError } from '@wbk/platform';
import type { TypedRpcClient } from '@wbk/rpc';
import type { EnrollableContact } from '../domain/enrollment';

/** Contacts asked of the CRM per call (its GetContacts takes at most 1,000). */
export const CONTACT_BATCH = 500;
const MEMBER_PAGE = 500;

/** The CRM records outreach reads, scoped to the caller's workspace. */
export interface CrmRecords {
  /** Live contacts among `ids`, keyed by id. */
  contacts(context: CallerContext, ids: readonly string[]): Promise<Map<string, EnrollableContact>>;
  dealExists(context: CallerContext, id: string): Promise<boolean>;
  /** Every member contact id of a live list, or null when there is no such list. */
  listMembers(context: CallerContext, listId: string, max: number): Promise<{ contactIds: string[]; truncated: boolean } | null>;
}

/** Over the CRM's typed automation RPCs (GetContacts, GetDeal, ListListMembers). */
export function crmRecords(client: Pick<TypedRpcClient<CrmAutomationRpc>, 'call'>): CrmRecords {
  return {
    async contacts(context, ids) {
      const found = new Map<string, EnrollableContact>();
      for (let i = 0; i < ids.length; i += CONTACT_BATCH) {
        const reply = await client.call('GetContacts', { context, ids: ids.slice(i, i + CONTACT_BATCH) }, { idempotent: true });
        for (const contact of reply.contacts) found.set(contact.id, contactRecordOf(contact));
      }
      return found;
    },

    async dealExists(context, id) {
      try {
        await client.call('GetDeal', { context, id }, { idempotent: true });
        return true;
      } catch (err) {
        if (isAppError(err) && err.code === 'not_found') return false;
        throw err;
      }
    },

    async listMembers(context, listId, max) {
      const contactIds: string[] = [];
      let cursor = '';
      try {
        do {
          const page = await client.call('ListListMembers', { context, list_id: listId, cursor, limit: MEMBER_PAGE }, { idempotent: true });
          contactIds.push(...page.contact_ids);
          cursor = page.next_cursor;
          if (contactIds.length > max) return { contactIds: contactIds.slice(0, max), truncated: true };
        } while (cursor !== '');
      } catch (err) {
        if (isAppError(err) && err.code === 'not_found') return null;
        throw err;
      }
      return { contactIds, truncated: false };
    },
  };
}
