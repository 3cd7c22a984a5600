import type { CreditReason } from '@wbk/contracts';
import { requestHash } from '@wbk/platform';
import type { Lookup } from './lookup';

/**
 * What a charge buys, hashed (sha256 of the reason and its subject in canonical
 * JSON). The workspace service stores it with the hold and the ledger entry of
 * a keyed charge, so an Idempotency-Key replays only the purchase it paid for:
 * after the gateway's 24-hour replay store has forgotten the key, the key with
 * another email, contact or prospect is 409 idempotency_conflict, never a free
 * "already captured" answer.
 */
export type Purchase =
  | { reason: Extract<CreditReason, 'enrichment_lookup'>; lookup: Lookup }
  | { reason: Extract<CreditReason, 'contact_enrichment'>; contact_id: string; include: Lookup['include'] }
  | { reason: Extract<CreditReason, 'prospect_reveal'>; member_id: string };

export function purchaseHash(purchase: Purchase): string {
  return requestHash(`credits:${purchase.reason}`, purchase);
}
