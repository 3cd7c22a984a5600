import { creditLedgerQuery, CREDIT_LEDGER_PAGE_LIMITS, pageOf, parseQuery, type ChargeCreditsBatchReply__Output, type CreditBalance__Output, type CreditReservation__Output } from '@wbk/contracts';
import { AppError, isAppError, isUuid, notFound, validationError } from '@wbk/platform';
import { decodeApiRequest, type ApiReply } from '@wbk/rpc';
import { holdIdForKey, isHoldExpired, keyedChargeRefusal, parseHoldRequest, renderLedgerEntry } from '../domain/credits';
import { contextWorkspace, requireWorkspace, type HandlerDeps } from './handler-deps';
import { asMessage, int, readReply, text } from './messages';
import { countCharge } from './credits.metrics';

function insufficient(balance: number): AppError {
  return new AppError('insufficient_credits', `The workspace has ${balance} credits left and this lookup costs 1; add credits to continue`);
}

const STORE_FAILED = 'The credit ledger could not be written for this charge; send it again (with the same key it is charged at most once)';

/** Charges one ChargeCreditsBatch call may carry (the enrichment service sends what queued during one call). */
const MAX_BATCH_CHARGES = 500;

// Hold ids of keyed requests are derived (UUID-shaped, without RFC 4122's version bits).
const HOLD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function settleIds(raw: unknown): { workspaceId: string; reservationId: string } {
  const message = asMessage(raw);
  const workspaceId = text(message, 'workspace_id');
  const reservationId = text(message, 'reservation_id');
  const issues = [];
  if (!isUuid(workspaceId)) issues.push({ field: 'workspace_id', message: 'must be a workspace UUID' });
  if (!HOLD_ID.test(reservationId)) issues.push({ field: 'reservation_id', message: 'must be a reservation id from ReserveCredits' });
  if (issues.length > 0) throw validationError(issues);
  return { workspaceId, reservationId };
}

/** GET /v1/credits/ledger, and the enrichment service's holds: reserve, capture, release. */
export function creditHandlers(deps: HandlerDeps) {
  const { credits } = deps;

  /** A hold (`held`, settled later) or a charge (`captured` at once); a keyed request names the same one on every retry. */
  async function takeCredits(raw: unknown, state: 'held' | 'captured'): Promise<CreditReservation__Output> {
    const message = asMessage(raw);
    const workspaceId = text(message, 'workspace_id');
    if (!isUuid(workspaceId)) throw validationError([{ field: 'workspace_id', message: 'must be a workspace UUID' }]);
    const { amount, reason } = parseHoldRequest({ amount: int(message, 'amount'), reason: text(message, 'reason') });
    const key = text(message, 'key');
    const requestHash = text(message, 'request_hash');
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
      request_id: text(message, 'request_id'),
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

  return {
    async ListCreditLedger(raw: unknown): Promise<ApiReply> {
      const call = decodeApiRequest(raw);
      const query = parseQuery(creditLedgerQuery, call.query);
      const workspace = await contextWorkspace(deps, call.workspaceId);
      const page = pageOf(query, CREDIT_LEDGER_PAGE_LIMITS);
      const { entries, total } = await credits.list(workspace.id, page.skip, page.perPage);
      return readReply(entries.map(renderLedgerEntry), 'enrichment', '', { page: page.page, per_page: page.perPage, total });
    },

    async ReserveCredits(raw: unknown): Promise<CreditReservation__Output> {
      return takeCredits(raw, 'held');
    },

    async ChargeCredits(raw: unknown): Promise<CreditReservation__Output> {
      return takeCredits(raw, 'captured');
    },

    async ChargeCreditsBatch(raw: unknown): Promise<ChargeCreditsBatchReply__Output> {
      const charges = asMessage(raw)['charges'];
      if (!Array.isArray(charges) || charges.length > MAX_BATCH_CHARGES) throw validationError([{ field: 'charges', message: `must be a list of at most ${MAX_BATCH_CHARGES} charges` }]);
      // Started together, so the charges of one workspace share one write (CreditRepository.charge).
      const settled = await Promise.allSettled(charges.map((charge: unknown) => takeCredits(charge, 'captured')));
      return {
        // Each charge is answered on its own: the batch mixes workspaces, and failing it whole after the
        // others' credits were taken would make their callers pay again on retry.
        outcomes: settled.map((outcome) => {
          if (outcome.status === 'fulfilled') return { reservation: outcome.value, error_code: '', error_message: '' };
          if (isAppError(outcome.reason)) return { reservation: null, error_code: outcome.reason.code, error_message: outcome.reason.message };
          deps.logger.error({ err: outcome.reason }, 'a credit charge failed in the store');
          return { reservation: null, error_code: 'service_unavailable', error_message: STORE_FAILED };
        }),
      };
    },

    async CaptureCredits(raw: unknown): Promise<CreditReservation__Output> {
      const { workspaceId, reservationId } = settleIds(raw);
      const entry = await credits.capture(workspaceId, reservationId, deps.clock.now());
      if (entry) {
        countCharge(entry.reason, entry.amount);
        return { reservation_id: reservationId, state: 'captured', balance: entry.balance_after, existing: false };
      }
      const earlier = await credits.ledgerEntry(reservationId);
      if (earlier && earlier.workspace_id === workspaceId) {
        return { reservation_id: reservationId, state: 'captured', balance: (await credits.balanceOf(workspaceId)) ?? 0, existing: true };
      }
      throw new AppError('not_found', 'No held reservation with that id (released, expired or unknown)');
    },

    async GetCreditBalance(raw: unknown): Promise<CreditBalance__Output> {
      const workspace = await requireWorkspace(deps, text(asMessage(raw), 'workspace_id'));
      return { balance: workspace.billing.credits_balance };
    },

    async ReleaseCredits(raw: unknown): Promise<CreditReservation__Output> {
      const { workspaceId, reservationId } = settleIds(raw);
      const balance = await credits.release(workspaceId, reservationId);
      if (balance !== null) return { reservation_id: reservationId, state: 'released', balance, existing: false };
      const earlier = await credits.ledgerEntry(reservationId);
      const current = (await credits.balanceOf(workspaceId)) ?? 0;
      // A captured hold is never given back; an unknown one has nothing to give.
      return { reservation_id: reservationId, state: earlier ? 'captured' : 'released', balance: current, existing: true };
    },
  };
}

/** Releases expired holds and finishes captures interrupted by a crash; how many holds it settled. */
export async function sweepCreditHolds(deps: Pick<HandlerDeps, 'credits' | 'clock'>, batch = 100): Promise<number> {
  const now = deps.clock.now();
  let settled = 0;
  for (const workspace of await deps.credits.workspacesWithHolds(batch)) {
    for (const [id, hold] of Object.entries(workspace.holds)) {
      if (hold.state === 'captured') {
        await deps.credits.finishCapture(workspace.id, id, hold, workspace.balance, now);
        settled++;
      } else if (isHoldExpired(hold, now) && (await deps.credits.release(workspace.id, id)) !== null) {
        settled++;
      }
    }
  }
  return settled;
}
