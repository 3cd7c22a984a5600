import type { CreditReservation } from '../domain/credits';
import { checkSettleRequest, type SettleRequest } from './settle-request';
import type { WorkspaceDeps } from './workspace-deps';

/** Gives a held reservation's credits back; a captured one is never released. */
export class ReleaseCredits {
  constructor(private readonly deps: Pick<WorkspaceDeps, 'credits'>) {}

  async execute(request: SettleRequest): Promise<CreditReservation> {
    checkSettleRequest(request);
    const { credits } = this.deps;
    const { workspaceId, reservationId } = request;
    const balance = await credits.release(workspaceId, reservationId);
    if (balance !== null) return { reservation_id: reservationId, state: 'released', balance, existing: false };
    const earlier = await credits.ledgerEntry(reservationId);
    const current = (await credits.balanceOf(workspaceId)) ?? 0;
    // A captured hold is never given back; an unknown one has nothing to give.
    return { reservation_id: reservationId, state: earlier ? 'captured' : 'released', balance: current, existing: true };
  }
}
