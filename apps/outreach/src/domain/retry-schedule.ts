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

/** Delay before retry `retry` (1-based): uniform in [base/2, min(cap, base * 2^(retry-1))]. */
export function retryDelayMs(retry: number, random: () => number = Math.random): number {
  const ceiling = Math.min(RETRY_CAP_MS, RETRY_BASE_MS * 2 ** Math.max(0, retry - 1));
  const floor = RETRY_BASE_MS / 2;
  return Math.round(floor + random() * Math.max(0, ceiling - floor));
}

/**
 * `Retry-After` in milliseconds: delta-seconds or an HTTP date; null when
 * absent or unreadable.
 */
export function retryAfterMs(header: string | null | undefined, now: Date): number | null {
  if (header === null || header === undefined || header.trim() === '') return null;
  const text = header.trim();
  if (/^\d+(\.\d+)?$/.test(text)) return Math.round(Number(text) * 1000);
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : Math.max(0, at - now.getTime());
}
