export interface RetryOptions {
  /** How many times a 429 is retried after its Retry-After (default 2; 0 answers the 429 at once). */
  maxRateLimitRetries?: number;
  /** The longest Retry-After the client waits out (default 60 s); a longer one is answered as the 429. */
  maxRetryAfterSeconds?: number;
  /** How to wait (tests pass one that does not sleep). */
  sleep?: (ms: number) => Promise<void>;
}

const DEFAULT_RETRIES = 2;
const DEFAULT_MAX_WAIT_S = 60;

/** Seconds to wait from a Retry-After header (seconds or an HTTP date); undefined when absent or unreadable. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header.trim());
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

/**
 * A fetch that waits out a 429's Retry-After and sends the same request again,
 * a bounded number of times. The request is cloned before each attempt, so
 * its body and its Idempotency-Key are sent unchanged: a retried write is the
 * same write. Other statuses are answered as they come.
 */
export function rateLimitRetryingFetch(transport: (request: Request) => Promise<Response>, options: RetryOptions = {}): (request: Request) => Promise<Response> {
  const retries = options.maxRateLimitRetries ?? DEFAULT_RETRIES;
  const maxWait = options.maxRetryAfterSeconds ?? DEFAULT_MAX_WAIT_S;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  return async (request) => {
    for (let attempt = 0; ; attempt++) {
      const response = await transport(attempt < retries ? request.clone() : request);
      if (response.status !== 429 || attempt >= retries) return response;
      const wait = retryAfterSeconds(response.headers.get('Retry-After'));
      if (wait === undefined || wait > maxWait) return response;
      // Drain the refused answer so its connection can be reused.
      await response.arrayBuffer().catch(() => undefined);
      await sleep(wait * 1000);
    }
  };
}
