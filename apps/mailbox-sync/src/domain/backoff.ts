/**
 * Waits between provider calls: a quota answer (429) is waited out for as long
 * as the provider asks (in steps of at most the configured maximum); a failed
 * call (5xx, timeout) is retried after an exponential delay with full jitter.
 */
const RETRY_BASE_MS = 200;

export function retryDelayMs(attempt: number, capMs: number, random: () => number = Math.random): number {
  const ceiling = Math.min(capMs, RETRY_BASE_MS * 2 ** Math.max(0, attempt - 1));
  return Math.round(RETRY_BASE_MS / 2 + random() * Math.max(0, ceiling - RETRY_BASE_MS / 2));
}

/** `Retry-After` in ms (delta-seconds or an HTTP date); null when absent or unreadable. */
export function parseRetryAfter(header: string | null, now: Date): number | null {
  if (header === null || header.trim() === '') return null;
  const text = header.trim();
  if (/^\d+(\.\d+)?$/.test(text)) return Math.round(Number(text) * 1000);
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : Math.max(0, at - now.getTime());
}

/** The wait for a quota answer: what the provider asked (1 s when it did not say), at most `capMs` in one go. */
export function quotaWaitMs(retryAfterMs: number | null, capMs: number): number {
  return Math.min(capMs, Math.max(50, retryAfterMs ?? 1_000));
}
