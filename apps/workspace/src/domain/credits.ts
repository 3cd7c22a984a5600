import { createHash } from 'node:crypto';
import type { CreditLedgerEntry, CreditReason } from '@wbk/contracts';
import { CREDIT_REASONS } from '@wbk/contracts';
import { reusedKeyConflict, validationError, type AppError } from '@wbk/platform';

/**
 * Credit holds and the ledger (DESIGN.md section 8). A hold takes credits off
 * the balance before a charged lookup; it is captured (one ledger entry) on
 * success, released (credits back) on a miss or an error, and released by the
 * sweeper when it expires, so a crashed caller never keeps credits.
 */
export type HoldState = 'held' | 'captured';

export interface CreditHold {
  amount: number;
  reason: CreditReason;
  request_id: string;
  state: HoldState;
  /** ISO instant after which a held hold is released by the sweeper. */
  expires_at: string;
  /** A charge's balance right after it (set when charged in a batch), for its ledger entry if the sweeper finishes it. */
  balance_after?: number;
  /** What a keyed hold buys (the caller's sha256 of reason and subject); absent on holds taken before it was sent. */
  request_hash?: string;
}

export interface StoredLedgerEntry {
  id: string;
  workspace_id: string;
  amount: number;
  reason: CreditReason;
  request_id: string | null;
  balance_after: number;
  created_at: string;
  /** The hold's request_hash, kept so a key can never buy something else once its hold is gone. Not shown on the public ledger. */
  request_hash?: string;
}

/** Only lookups are reserved; adjustments are the operator's. */
const RESERVABLE: readonly CreditReason[] = ['enrichment_lookup', 'contact_enrichment', 'prospect_reveal'];
/** A hold charges one lookup; a larger amount from a caller is a bug, not a request. */
export const MAX_HOLD_AMOUNT = 100;

export function parseHoldRequest(input: { amount: number; reason: string }): { amount: number; reason: CreditReason } {
  const issues = [];
  if (!Number.isInteger(input.amount) || input.amount < 1 || input.amount > MAX_HOLD_AMOUNT) issues.push({ field: 'amount', message: `must be an integer from 1 to ${MAX_HOLD_AMOUNT}` });
  if (!(CREDIT_REASONS as readonly string[]).includes(input.reason) || !RESERVABLE.includes(input.reason as CreditReason)) {
    issues.push({ field: 'reason', message: `must be one of ${RESERVABLE.join(', ')}` });
  }
  if (issues.length > 0) throw validationError(issues);
  return { amount: input.amount, reason: input.reason as CreditReason };
}

/**
 * The hold id of a keyed request: the same (workspace, key) always names the
 * same hold, so a retried request finds its earlier hold or capture instead of
 * taking credits again. UUID-shaped (no dots: it is a field name in the store).
 */
export function holdIdForKey(workspaceId: string, key: string): string {
  const hex = createHash('sha256').update(`credit-hold\n${workspaceId}\n${key}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Why a hold or ledger entry found under a key cannot answer this request, or
 * null when it is the same purchase. The gateway's replay store forgets a key
 * after 24 hours but the derived hold id does not: without this check the key
 * would buy any other lookup for free as "already captured". A hold or entry
 * stored without a hash cannot prove it is the same purchase, so it is refused
 * too (a caller that sends no hash matches only those, as before).
 */
export function keyedChargeRefusal(stored: { request_hash?: string | undefined }, requestHash: string): AppError | null {
  return (stored.request_hash ?? '') === requestHash ? null : reusedKeyConflict();
}

export function isHoldExpired(hold: CreditHold, now: Date): boolean {
  return hold.state === 'held' && Date.parse(hold.expires_at) <= now.getTime();
}

export function renderLedgerEntry(entry: StoredLedgerEntry): CreditLedgerEntry {
  return {
    id: entry.id,
    amount: entry.amount,
    reason: entry.reason,
    request_id: entry.request_id,
    balance_after: entry.balance_after,
    created_at: entry.created_at,
  };
}
