import type { CreditLedgerEntry, CreditReason } from '@wbk/contracts';
import { CREDIT_REASONS } from '@wbk/contracts';
import { reusedKeyConflict, seedDigestId, validationError, type AppError } from '@wbk/platform';

/**
 * Credit holds and the ledger. A hold takes credits off
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
  return seedDigestId(`credit-hold\n${workspaceId}\n${key}`);
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

/** What taking credits for one request came to. */
export type ReserveOutcome =
  | { kind: 'held'; balance: number }
  /** A hold of that id is there already; `request_hash` says what it buys. */
  | { kind: 'existing'; state: CreditHold['state']; balance: number; request_hash?: string | undefined }
  | { kind: 'insufficient'; balance: number }
  | { kind: 'no_workspace' };

/** One charge of a group as the allocation sees it: its hold id and the credits it takes. */
export interface ChargeRequest {
  id: string;
  amount: number;
}

/** How one charge of a group is answered: taken, already there, refused, or as the first charge of its id. */
export type ChargeAllocation =
  | { kind: 'take'; balanceAfter: number }
  | { kind: 'existing'; hold: CreditHold }
  | { kind: 'insufficient' }
  /** A repeat of an earlier charge of the same id in this group: answered as that one is. */
  | { kind: 'repeat'; of: number };

export interface ChargeAllocationPlan {
  /** One per charge, in arrival order. */
  allocations: ChargeAllocation[];
  /** The charges to take, in arrival order, each with the balance right after it (for its ledger entry). */
  taking: Array<{ index: number; balanceAfter: number }>;
  /** The balance once every taken charge is paid. */
  left: number;
}

/**
 * How a group of concurrent charges of one workspace is paid from `balance`:
 * in arrival order, as one at a time would be. A charge whose hold id is
 * already in `holds` is answered as that hold (a retry never pays twice); a
 * charge the balance left still covers is taken; any other is refused. A key
 * sent twice in the group is paid once: the repeats answer as its first.
 */
export function allocateCharges(charges: readonly ChargeRequest[], balance: number, holds: Readonly<Record<string, CreditHold>>): ChargeAllocationPlan {
  const firstOfId = new Map<string, number>();
  const allocations: ChargeAllocation[] = [];
  const taking: ChargeAllocationPlan['taking'] = [];
  let left = balance;
  charges.forEach((charge, index) => {
    const first = firstOfId.get(charge.id);
    if (first !== undefined) {
      allocations.push({ kind: 'repeat', of: first });
      return;
    }
    firstOfId.set(charge.id, index);
    const existing = holds[charge.id];
    if (existing) allocations.push({ kind: 'existing', hold: existing });
    else if (charge.amount <= left) {
      left -= charge.amount;
      taking.push({ index, balanceAfter: left });
      allocations.push({ kind: 'take', balanceAfter: left });
    } else allocations.push({ kind: 'insufficient' });
  });
  return { allocations, taking, left };
}

/**
 * Each charge's answer once the plan's charges are taken: those not charged
 * report the balance the group left; a repeat of a taken charge answers as a
 * replay of it (captured, with the first one's request_hash), any other
 * repeat as its first.
 */
export function chargeOutcomes(plan: ChargeAllocationPlan, holds: ReadonlyArray<Pick<CreditHold, 'request_hash'>>): ReserveOutcome[] {
  const outcomes: ReserveOutcome[] = [];
  for (const allocation of plan.allocations) {
    switch (allocation.kind) {
      case 'take':
        outcomes.push({ kind: 'held', balance: allocation.balanceAfter });
        break;
      case 'existing':
        outcomes.push({ kind: 'existing', state: allocation.hold.state, balance: plan.left, request_hash: allocation.hold.request_hash });
        break;
      case 'insufficient':
        outcomes.push({ kind: 'insufficient', balance: plan.left });
        break;
      case 'repeat': {
        const first = outcomes[allocation.of]!;
        outcomes.push(first.kind === 'held' ? { kind: 'existing', state: 'captured', balance: first.balance, request_hash: holds[allocation.of]?.request_hash } : first);
        break;
      }
    }
  }
  return outcomes;
}

/** A hold or charge as its caller is answered (the enrichment service's reservation). */
export interface CreditReservation {
  reservation_id: string;
  state: HoldState | 'released';
  balance: number;
  /** True when the request found an earlier hold or entry of that id rather than taking credits now. */
  existing: boolean;
}
