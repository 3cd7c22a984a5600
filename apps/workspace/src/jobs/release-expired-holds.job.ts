import type { Logger } from '@wbk/platform';
import type { SweepCreditHolds } from '../app/sweep-credit-holds.use-case';

export interface ReleaseExpiredHoldsJobDeps {
  sweep: SweepCreditHolds;
  logger: Logger;
  /** CREDIT_SWEEP_INTERVAL_MS. */
  intervalMs: number;
}

/** Sweeps the credit holds on an interval: expired holds go back to the balance, interrupted captures are finished. */
export class ReleaseExpiredHoldsJob {
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly deps: ReleaseExpiredHoldsJobDeps) {}

  start(): void {
    this.timer = setInterval(() => {
      this.deps.sweep.execute().catch((err: unknown) => this.deps.logger.warn({ err }, 'credit hold sweep failed'));
    }, this.deps.intervalMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
  }
}
