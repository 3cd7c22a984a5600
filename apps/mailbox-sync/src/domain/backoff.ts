import { jitteredBackoffMs } from '@wbk/platform';

/**
 * Waits between provider calls: a quota answer (429) is waited out for as long
 * as the provider asks (in steps of at most the configured maximum); a failed
 * call (5xx, timeout) is retried after an exponential delay with full jitter.
 */
const RETRY_BASE_MS = 200;

/** Delay before retry `attempt` (1-based), within mailbox sync's base and the configured cap. */
export function retryDelayMs(attempt: number, capMs: number, random: () => number = Math.random): number {
  return jitteredBackoffMs(attempt, { baseMs: RETRY_BASE_MS, capMs }, random);
}

/** The wait for a quota answer: what the provider asked (1 s when it did not say), at most `capMs` in one go. */
export function quotaWaitMs(retryAfterMs: number | null, capMs: number): number {
  return Math.min(capMs, Math.max(50, retryAfterMs ?? 1_000));
}
