import type { CreditReservation } from '../domain/credits';
import { takeCredits, type CreditRequest, type TakeCreditsDeps } from './take-credits';

/**
 * Reserve and capture in one step, for a lookup already known to succeed (a
 * cache hit). Concurrent charges of one workspace are written together
 * (CreditRepository.charge); the same key is charged once.
 */
export class ChargeCredits {
  constructor(private readonly deps: TakeCreditsDeps) {}

  execute(request: CreditRequest): Promise<CreditReservation> {
    return takeCredits(this.deps, request, 'captured');
  }
}
