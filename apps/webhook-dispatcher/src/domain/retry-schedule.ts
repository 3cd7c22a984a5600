/**
 * The retry table (WEBHOOK_RETRY_SCHEDULE_MS): `schedule[n - 1]` is the pause after
 * a failed attempt n; attempts = schedule.length + 1 (6 with the public table).
 */
export interface RetryDecision {
  /** No automatic attempt follows. */
  final: boolean;
  /** Pause before the next attempt (0 when final). */
  delayMs: number;
}

/**
 * Up to +10% so that the deliveries of one burst that all failed together do
 * not come back at the same instant; never negative, so the published minimum
 * pauses hold.
 */
const JITTER_FRACTION = 0.1;

export function maxAttempts(schedule: readonly number[]): number {
  return schedule.length + 1;
}

export function retryAfterFailure(schedule: readonly number[], attempt: number, random: () => number = Math.random): RetryDecision {
  const base = attempt >= 1 ? schedule[attempt - 1] : undefined;
  if (base === undefined) return { final: true, delayMs: 0 };
  return { final: false, delayMs: base + Math.floor(base * JITTER_FRACTION * random()) };
}
