import type { Logger } from '@wbk/platform';
import type { ListMembership } from '../app/list-membership';

/** How often intents left by a crashed writer are looked for. */
export const LIST_SWEEP_INTERVAL_MS = 30_000;

export interface FinishListChangesJobDeps {
  membership: ListMembership;
  logger: Logger;
  intervalMs?: number;
}

/**
 * A list-member change interrupted by a crash is finished by the next change
 * of that list or by this sweep (once at start, then on an interval), so
 * contact_count and the membership event never stay behind the members.
 */
export class FinishListChangesJob {
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly deps: FinishListChangesJobDeps) {}

  start(): void {
    this.tick();
    this.timer = setInterval(() => this.tick(), this.deps.intervalMs ?? LIST_SWEEP_INTERVAL_MS);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
  }

  private tick(): void {
    void this.deps.membership.recoverStale().catch((err: unknown) => this.deps.logger.warn({ err }, 'list membership recovery failed'));
  }
}
