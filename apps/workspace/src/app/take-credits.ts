import { AppError, isUuid, notFound, validationError } from '@wbk/platform';
import { holdIdForKey, keyedChargeRefusal, parseHoldRequest, type CreditReservation } from '../domain/credits';
import { countCharge } from './credits.metrics';
import type { WorkspaceDeps } from './workspace-deps';

/** A reservation or charge as the enrichment service asks for it. */
export interface CreditRequest {
  workspaceId: string;
  amount: number;
  reason: string;
  requestId: string;
  /** The caller's idempotency key, '' for none: the same key names the same hold on every retry. */
  key: string;
  /** What a keyed request buys (sha256 of reason and subject), '' when the caller sends none. */
  requestHash: string;
}

export type TakeCreditsDeps = Pick<WorkspaceDeps, 'credits' | 'clock' | 'newId' | 'creditHoldSeconds'>;

function insufficient(balance: number): AppError {
  return new AppError('insufficient_credits', `The workspace has ${balance} credits left and this lookup costs 1; add credits to continue`);
}

/**
 * The flow ReserveCredits and ChargeCredits share: a hold (`held`, settled
 * later) or a charge (`captured` at once); a keyed request names the same one
 * on every retry, and a key can never buy something other than what it first
 * bought.
 */
export async function takeCredits(deps: TakeCreditsDeps, request: CreditRequest, state: 'held' | 'captured'): Promise<CreditReservation> {
  const { credits } = deps;
  const { workspaceId, key, requestHash } = request;
  if (!isUuid(workspaceId)) throw validationError([{ field: 'workspace_id', message: 'must be a workspace UUID' }]);
  const { amount, reason } = parseHoldRequest({ amount: request.amount, reason: request.reason });
  const id = key === '' ? deps.newId() : holdIdForKey(workspaceId, key);
  const earlier = key === '' ? null : await credits.ledgerEntry(id);
  if (earlier !== null) {
    const refusal = keyedChargeRefusal(earlier, requestHash);
    if (refusal) throw refusal;
    return { reservation_id: id, state: 'captured', balance: (await credits.balanceOf(workspaceId)) ?? 0, existing: true };
  }
  const now = deps.clock.now();
  const hold = {
    amount,
    reason,
    request_id: request.requestId,
    state: 'held' as const,
    expires_at: new Date(now.getTime() + deps.creditHoldSeconds * 1000).toISOString(),
    ...(requestHash === '' ? {} : { request_hash: requestHash }),
  };
  const outcome = state === 'held' ? await credits.reserve(workspaceId, id, hold) : await credits.charge(workspaceId, id, hold, now);
  switch (outcome.kind) {
    case 'no_workspace':
      throw notFound('Workspace');
    case 'insufficient':
      throw insufficient(outcome.balance);
    case 'existing': {
      const refusal = keyedChargeRefusal(outcome, requestHash);
      if (refusal) throw refusal;
      return { reservation_id: id, state: outcome.state, balance: outcome.balance, existing: true };
    }
    case 'held':
      if (state === 'captured') countCharge(reason, amount);
      return { reservation_id: id, state, balance: outcome.balance, existing: false };
  }
}
