import { randomUUID } from 'node:crypto';
import type { ChargeOutcome__Output, CreditReason, ReserveCreditsRequest, WorkspaceRpc } from '@wbk/contracts';
import { AppError, GroupCommit, isAppError, isErrorCode } from '@wbk/platform';
import type { TypedRpcClient } from '@wbk/rpc';

/** Charges sent in one ChargeCreditsBatch call at most (the workspace service takes up to 500). */
const MAX_CHARGES_PER_CALL = 200;

/** A hold taken before a charged lookup: the balance and its ledger live with billing in the workspace service, so only it changes a balance. */
export interface CreditHold {
  id: string;
  /** `captured`: the same key was charged before (a replay): nothing is charged again. */
  state: 'held' | 'captured';
  balance: number;
}

/** One charged request: who pays, for what, and under which key. */
export interface CreditCharge {
  workspaceId: string;
  reason: CreditReason;
  requestId: string;
  /** The request's Idempotency-Key, or ''. */
  idempotencyKey: string;
  /** sha256 of what is bought (domain/purchase.ts): the key with another purchase is 409 idempotency_conflict. */
  purchase: string;
}

export interface Credits {
  /** insufficient_credits (402) when the balance is below 1; idempotency_conflict (409) when the key bought something else. */
  reserve(charge: CreditCharge): Promise<CreditHold>;
  /** Reserve and capture in one call, for a lookup known to succeed (a cache hit); the balance after. A key charged before is not charged again. */
  charge(charge: CreditCharge): Promise<number>;
  /** The balance after; `charged: false` when the hold had expired and its credit gone back (the lookup is not charged). */
  capture(workspaceId: string, holdId: string): Promise<{ balance: number; charged: boolean }>;
  release(workspaceId: string, holdId: string): Promise<void>;
  balance(workspaceId: string): Promise<number>;
}

/** Failures after which the charge may or may not have been made: sent again under its id, it is found, not made twice. */
const RECONCILED_ON_RETRY: ReadonlySet<string> = new Set(['service_unavailable', 'upstream_timeout']);

/** The key a charge is sent under: the caller's Idempotency-Key, else an id of this charge (never a UUID, so never a client's key). */
function chargeKey(charge: CreditCharge): string {
  return charge.idempotencyKey === '' ? `charge:${randomUUID()}` : charge.idempotencyKey;
}

/** A refused charge, as ChargeCredits would have thrown it. */
function chargeRefusal(outcome: ChargeOutcome__Output): AppError {
  return new AppError(isErrorCode(outcome.error_code) ? outcome.error_code : 'internal_error', outcome.error_message || 'The credit charge failed');
}

export function workspaceCredits(workspace: TypedRpcClient<WorkspaceRpc>): Credits {
  // Cache hits are charged in groups: the charges that queue while one call is in flight go in the next,
  // so under load one call (and one store write per workspace) serves many lookups.
  const charges = new GroupCommit<ReserveCreditsRequest, ChargeOutcome__Output>(async (_all, batch) => {
    // Every charge carries its own key, so a retried call finds what the first one took.
    const { outcomes } = await workspace.call('ChargeCreditsBatch', { charges: batch }, { idempotent: true });
    if (outcomes.length !== batch.length) throw new AppError('internal_error', `The workspace service answered ${outcomes.length} of ${batch.length} charges`);
    return { settled: Promise.resolve(outcomes) };
  }, MAX_CHARGES_PER_CALL);
  /** One charge's outcome; a failure that leaves it unknown is sent once more under the same key, which finds it or makes it. */
  async function submitCharge(request: ReserveCreditsRequest): Promise<ChargeOutcome__Output> {
    for (let attempt = 1; ; attempt++) {
      const outcome = await charges.submit('', request).catch((err: unknown) => {
        if (isAppError(err)) return { reservation: null, error_code: err.code, error_message: err.message };
        throw err;
      });
      if (outcome.reservation || attempt === 2 || !RECONCILED_ON_RETRY.has(outcome.error_code)) return outcome;
    }
  }

  return {
    async reserve(charge) {
      const hold = await workspace.call('ReserveCredits', {
        workspace_id: charge.workspaceId,
        amount: 1,
        reason: charge.reason,
        request_id: charge.requestId,
        key: charge.idempotencyKey,
        request_hash: charge.purchase,
      });
      return { id: hold.reservation_id, state: hold.state === 'captured' ? 'captured' : 'held', balance: Number(hold.balance) };
    },
    async charge(charge) {
      const request = { workspace_id: charge.workspaceId, amount: 1, reason: charge.reason, request_id: charge.requestId, key: chargeKey(charge), request_hash: charge.purchase };
      const outcome = await submitCharge(request);
      const charged = outcome.reservation;
      // A refusal or failure of this charge is this caller's answer alone; the others of its batch are answered as they went.
      if (!charged) throw chargeRefusal(outcome);
      // The key's earlier attempt left a hold (it stopped before settling): this success captures it.
      if (charged.state === 'held') return (await this.capture(charge.workspaceId, charged.reservation_id)).balance;
      return Number(charged.balance);
    },
    async capture(workspaceId, holdId) {
      try {
        const settled = await workspace.call('CaptureCredits', { workspace_id: workspaceId, reservation_id: holdId }, { idempotent: true });
        return { balance: Number(settled.balance), charged: true };
      } catch (err) {
        // The hold expired (the lookup outlived CREDIT_HOLD_SECONDS) and its credit went back: the answer is not charged.
        if (isAppError(err) && err.code === 'not_found') return { balance: await this.balance(workspaceId), charged: false };
        throw err;
      }
    },
    async release(workspaceId, holdId) {
      await workspace.call('ReleaseCredits', { workspace_id: workspaceId, reservation_id: holdId }, { idempotent: true });
    },
    async balance(workspaceId) {
      return Number((await workspace.call('GetCreditBalance', { workspace_id: workspaceId }, { idempotent: true })).balance);
    },
  };
}
