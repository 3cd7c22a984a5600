import { AppError } from '@wbk/platform';
import type { CreditReservation } from '../domain/credits';
import { countCharge } from './credits.metrics';
import { checkSettleRequest, type SettleRequest } from './settle-request';
import type { WorkspaceDeps } from './workspace-deps';

/** Charges a held reservation once, with a ledger entry; a captured one answers as it is. */
export class CaptureCredits {
  constructor(private readonly deps: Pick<WorkspaceDeps, 'credits' | 'clock'>) {}

  async execute(request: SettleRequest): Promise<CreditReservation> {
    checkSettleRequest(request);
    const { credits } = this.deps;
    const { workspaceId, reservationId } = request;
    const entry = await credits.capture(workspaceId, reservationId, this.deps.clock.now());
    if (entry) {
      countCharge(entry.reason, entry.amount);
      return { reservation_id: reservationId, state: 'captured', balance: entry.balance_after, existing: false };
    }
    const earlier = await credits.ledgerEntry(reservationId);
    if (earlier && earlier.workspace_id === workspaceId) {
      return { reservation_id: reservationId, state: 'captured', balance: (await credits.balanceOf(workspaceId)) ?? 0, existing: true };
    }
    throw new AppError('not_found', 'No held reservation with that id (released, expired or unknown)');
  }
}
