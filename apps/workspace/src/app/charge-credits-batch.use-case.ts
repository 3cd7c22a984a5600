import { AppError, isAppError, validationError, type Logger } from '@wbk/platform';
import type { CreditReservation } from '../domain/credits';
import { ChargeCredits } from './charge-credits.use-case';
import type { CreditRequest, TakeCreditsDeps } from './take-credits';

/** Charges one ChargeCreditsBatch call may carry (the enrichment service sends what queued during one call). */
export const MAX_BATCH_CHARGES = 500;

const STORE_FAILED = 'The credit ledger could not be written for this charge; send it again (with the same key it is charged at most once)';

/** One charge of a batch: what it was answered, or why it was refused. */
export type BatchChargeOutcome = { reservation: CreditReservation } | { error: AppError };

/**
 * Several charges in one call, each answered as ChargeCredits would answer
 * it. Each is answered on its own: the batch mixes workspaces, and failing it
 * whole after the others' credits were taken would make their callers pay
 * again on retry.
 */
export class ChargeCreditsBatch {
  private readonly chargeCredits: ChargeCredits;

  constructor(private readonly deps: TakeCreditsDeps & { logger: Logger }) {
    this.chargeCredits = new ChargeCredits(deps);
  }

  async execute(charges: readonly CreditRequest[]): Promise<BatchChargeOutcome[]> {
    if (charges.length > MAX_BATCH_CHARGES) throw validationError([{ field: 'charges', message: `must be a list of at most ${MAX_BATCH_CHARGES} charges` }]);
    // Started together, so the charges of one workspace share one write (CreditRepository.charge).
    const settled = await Promise.allSettled(charges.map((charge) => this.chargeCredits.execute(charge)));
    return settled.map((outcome) => {
      if (outcome.status === 'fulfilled') return { reservation: outcome.value };
      if (isAppError(outcome.reason)) return { error: outcome.reason };
      this.deps.logger.error({ err: outcome.reason }, 'a credit charge failed in the store');
      return { error: new AppError('service_unavailable', STORE_FAILED) };
    });
  }
}
