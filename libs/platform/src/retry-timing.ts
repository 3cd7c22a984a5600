/**
 * How long to wait before calling a provider again, shared by every service
 * that calls one: an exponential delay with full jitter after a failure, so
 * replicas retrying together do not hit a recovering provider at once, and the
 * provider's own `Retry-After` when it answered 429.
 */

/** Delay before retry `attempt` (1-based): uniform in [base/2, min(cap, base * 2^(attempt-1))]. */
export function jitteredBackoffMs(attempt: number, options: { baseMs: number; capMs: number }, random: () => number = Math.random): number {
  const ceiling = Math.min(options.capMs, options.baseMs * 2 ** Math.max(0, attempt - 1));
  const floor = options.baseMs / 2;
  return Math.round(floor + random() * Math.max(0, ceiling - floor));
}

/** `Retry-After` in milliseconds: delta-seconds or an HTTP date; null when absent or unreadable. */
export function retryAfterMs(header: string | null | undefined, now: Date): number | null {
  if (header === null || header === undefined || header.trim() === '') return null;
  const text = header.trim();
  if (/^\d+(\.\d+)?$/.test(text)) return Math.round(Number(text) * 1000);
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : Math.max(0, at - now.getTime());
}
