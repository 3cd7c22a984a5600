import { validationError } from '@wbk/platform';
import type { ContactRepository } from '../store/contact.repository';
import type { DealRepository } from '../store/deal.repository';

/** Addresses one MatchContactsByEmails call may name: a page of synced mail names a few hundred at most. */
export const MATCH_EMAILS_MAX = 1_000;

export interface EmailMatches {
  matches: Array<{ email: string; contact_ids: string[] }>;
  /** Only when asked for: the open deals of every matched contact. */
  open_deals: Array<{ contact_id: string; deal_ids: string[] }>;
}

/** Mailbox sync's batch lookup: a page of messages (or a calendar's attendees) is matched to contacts in one query. */
export class MatchContactsByEmails {
  constructor(private readonly deps: { contacts: ContactRepository; deals: DealRepository }) {}

  async execute(workspaceId: string, addresses: readonly string[], includeOpenDeals: boolean): Promise<EmailMatches> {
    if (addresses.length > MATCH_EMAILS_MAX) throw validationError([{ field: 'emails', message: `must have at most ${MATCH_EMAILS_MAX} addresses` }]);
    // Emails are stored lower-cased (the contact schema).
    const emails = [...new Set(addresses.map((e) => e.trim().toLowerCase()).filter((e) => e.includes('@')))];
    const found = await this.deps.contacts.findLiveByEmails(workspaceId, emails);
    const byEmail = new Map<string, string[]>();
    for (const { id, email } of found) byEmail.set(email, [...(byEmail.get(email) ?? []), id]);
    const matches = [...byEmail].map(([email, contact_ids]) => ({ email, contact_ids: contact_ids.sort() }));
    if (!includeOpenDeals) return { matches, open_deals: [] };
    const deals = await this.deps.deals.openIdsForContacts(workspaceId, [...new Set(found.map((c) => c.id))]);
    return { matches, open_deals: [...deals].map(([contact_id, deal_ids]) => ({ contact_id, deal_ids: deal_ids.sort() })) };
  }
}
