import type { CreditReservation } from '../domain/credits';
import { takeCredits, type CreditRequest, type TakeCreditsDeps } from './take-credits';

/**
 * The enrichment service's hold before a charged lookup: insufficient_credits
 * when the balance is below the amount; captured on success, released on a
 * miss, released by the sweeper when it expires.
 */
export class ReserveCredits {
  constructor(private readonly deps: TakeCreditsDeps) {}

  execute(request: CreditRequest): Promise<CreditReservation> {
    return takeCredits(this.deps, request, 'held');
  }
}
