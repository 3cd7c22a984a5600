import { creditLedgerQuery, CREDIT_LEDGER_PAGE_LIMITS, pageOf, parseQuery, type ReserveCreditsRequest__Output, type WorkspaceRpc } from '@wbk/contracts';
import { decodeApiRequest, type RpcHandlers } from '@wbk/rpc';
import { renderLedgerEntry } from '../domain/credits';
import { CaptureCredits } from '../app/capture-credits.use-case';
import { ChargeCreditsBatch } from '../app/charge-credits-batch.use-case';
import { ChargeCredits } from '../app/charge-credits.use-case';
import { ReleaseCredits } from '../app/release-credits.use-case';
import { ReserveCredits } from '../app/reserve-credits.use-case';
import type { CreditRequest } from '../app/take-credits';
import { GetWorkspace } from '../app/get-workspace.use-case';
import { ListCreditLedger } from '../app/list-credit-ledger.use-case';
import type { WorkspaceDeps } from '../app/workspace-deps';
import { readReply } from './replies';

type CreditHandlers = Pick<
  RpcHandlers<WorkspaceRpc>,
  'ListCreditLedger' | 'ReserveCredits' | 'ChargeCredits' | 'ChargeCreditsBatch' | 'CaptureCredits' | 'GetCreditBalance' | 'ReleaseCredits'
>;

function creditRequest(message: ReserveCreditsRequest__Output): CreditRequest {
  return { workspaceId: message.workspace_id, amount: message.amount, reason: message.reason, requestId: message.request_id, key: message.key, requestHash: message.request_hash };
}

/** GET /v1/credits/ledger, and the enrichment service's holds: reserve, capture, release. */
export function creditHandlers(deps: WorkspaceDeps): CreditHandlers {
  const reserveCredits = new ReserveCredits(deps);
  const chargeCredits = new ChargeCredits(deps);
  const chargeCreditsBatch = new ChargeCreditsBatch(deps);
  const captureCredits = new CaptureCredits(deps);
  const releaseCredits = new ReleaseCredits(deps);
  const listCreditLedger = new ListCreditLedger(deps);
  const getWorkspace = new GetWorkspace(deps);

  return {
    async ListCreditLedger(request) {
      const call = decodeApiRequest(request);
      const query = parseQuery(creditLedgerQuery, call.query);
      const page = pageOf(query, CREDIT_LEDGER_PAGE_LIMITS);
      const { entries, total } = await listCreditLedger.execute(call.workspaceId, { skip: page.skip, limit: page.perPage });
      return readReply(entries.map(renderLedgerEntry), 'enrichment', '', { page: page.page, per_page: page.perPage, total });
    },

    ReserveCredits: (request) => reserveCredits.execute(creditRequest(request)),

    ChargeCredits: (request) => chargeCredits.execute(creditRequest(request)),

    async ChargeCreditsBatch(request) {
      const outcomes = await chargeCreditsBatch.execute(request.charges.map(creditRequest));
      return {
        outcomes: outcomes.map((outcome) =>
          'reservation' in outcome
            ? { reservation: outcome.reservation, error_code: '', error_message: '' }
            : { reservation: null, error_code: outcome.error.code, error_message: outcome.error.message },
        ),
      };
    },

    CaptureCredits: (request) => captureCredits.execute({ workspaceId: request.workspace_id, reservationId: request.reservation_id }),

    async GetCreditBalance(request) {
      const workspace = await getWorkspace.execute(request.workspace_id);
      return { balance: workspace.billing.credits_balance };
    },

    ReleaseCredits: (request) => releaseCredits.execute({ workspaceId: request.workspace_id, reservationId: request.reservation_id }),
  };
}
