import { jitteredBackoffMs } from '@wbk/platform';

/**
 * Bounded retries of a provider call (5xx, timeouts, unreachable): 3 retries
 * after the first attempt, each after an exponential delay with full jitter,
 * so replicas retrying together do not hit a recovering provider at once.
 */
export const PROVIDER_RETRIES = 3;
export const RETRY_BASE_MS = 200;
export const RETRY_CAP_MS = 2_000;
/** A provider's 429 is waited out when it asks for at most this long; longer, the send fails (retryable). */
export const MAX_RETRY_AFTER_MS = 2_000;

/** Delay before retry `retry` (1-based), within outreach's base and cap. */
export function retryDelayMs(retry: number, random: () => number = Math.random): number {
  return jitteredBackoffMs(retry, { baseMs: RETRY_BASE_MS, capMs: RETRY_CAP_MS }, random);
}
