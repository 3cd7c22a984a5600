import type { ChargeOutcome__Output, CreditReason, ReserveCreditsRequest, WorkspaceRpc } from '@wbk/contracts';
import { AppError, GroupCommit, isAppError, isErrorCode } from '@wbk/platform';
import type { TypedRpcClient } from '@wbk/rpc';

/** Charges sent in one ChargeCreditsBatch call at most (the workspace service takes up to 500). */
const MAX_CHARGES_PER_CALL = 200;

/** A hold taken before a charged lookup (DESIGN.md section 8: the balance lives with billing in the workspace service). */
export interface CreditHold {
  id: string;
  /** `captured`: the same key was charged before (a replay): nothing is charged again. */
  state: 'held' | 'captured';
  balance: number;
}

export interface Credits {
  /** insufficient_credits (402) when the balance is below 1. `key`: the request's Idempotency-Key, or ''. */
  reserve(workspaceId: string, reason: CreditReason, requestId: string, key: string): Promise<CreditHold>;
  /** Reserve and capture in one call, for a lookup known to succeed (a cache hit); the balance after. A key charged before is not charged again. */
  charge(workspaceId: string, reason: CreditReason, requestId: string, key: string): Promise<number>;
  /** The balance after the charge. */
  capture(workspaceId: string, holdId: string): Promise<number>;
  release(workspaceId: string, holdId: string): Promise<void>;
  balance(workspaceId: string): Promise<number>;
}

/** A refused charge, as ChargeCredits would have thrown it. */
function chargeRefusal(outcome: ChargeOutcome__Output): AppError {
  return new AppError(isErrorCode(outcome.error_code) ? outcome.error_code : 'internal_error', outcome.error_message || 'The credit charge failed');
}

export function workspaceCredits(workspace: TypedRpcClient<WorkspaceRpc>): Credits {
  // Cache hits are charged in groups: the charges that queue while one call is in flight go in the next,
  // so under load one call (and one store write per workspace) serves many lookups.
  const charges = new GroupCommit<ReserveCreditsRequest, ChargeOutcome__Output>(async (_all, batch) => {
    const { outcomes } = await workspace.call('ChargeCreditsBatch', { charges: batch });
    if (outcomes.length !== batch.length) throw new AppError('internal_error', `The workspace service answered ${outcomes.length} of ${batch.length} charges`);
    return { settled: Promise.resolve(outcomes) };
  }, MAX_CHARGES_PER_CALL);
  return {
    async reserve(workspaceId, reason, requestId, key) {
      const hold = await workspace.call('ReserveCredits', { workspace_id: workspaceId, amount: 1, reason, request_id: requestId, key });
      return { id: hold.reservation_id, state: hold.state === 'captured' ? 'captured' : 'held', balance: Number(hold.balance) };
    },
    async charge(workspaceId, reason, requestId, key) {
      const outcome = await charges.submit('', { workspace_id: workspaceId, amount: 1, reason, request_id: requestId, key });
      const charged = outcome.reservation;
      if (!charged) throw chargeRefusal(outcome);
      // The key's earlier attempt left a hold (it stopped before settling): this success captures it.
      if (charged.state === 'held') return this.capture(workspaceId, charged.reservation_id);
      return Number(charged.balance);
    },
    async capture(workspaceId, holdId) {
      try {
        const settled = await workspace.call('CaptureCredits', { workspace_id: workspaceId, reservation_id: holdId }, { idempotent: true });
        return Number(settled.balance);
      } catch (err) {
        // The hold expired (the lookup outlived CREDIT_HOLD_SECONDS) and its credit went back: the answer is not charged.
        if (isAppError(err) && err.code === 'not_found') return this.balance(workspaceId);
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
