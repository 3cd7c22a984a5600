import type { CreditReason, WorkspaceRpc } from '@wbk/contracts';
import { isAppError } from '@wbk/platform';
import type { TypedRpcClient } from '@wbk/rpc';

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

export function workspaceCredits(workspace: TypedRpcClient<WorkspaceRpc>): Credits {
  return {
    async reserve(workspaceId, reason, requestId, key) {
      const hold = await workspace.call('ReserveCredits', { workspace_id: workspaceId, amount: 1, reason, request_id: requestId, key });
      return { id: hold.reservation_id, state: hold.state === 'captured' ? 'captured' : 'held', balance: Number(hold.balance) };
    },
    async charge(workspaceId, reason, requestId, key) {
      const charged = await workspace.call('ChargeCredits', { workspace_id: workspaceId, amount: 1, reason, request_id: requestId, key });
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
