export interface EventuallyOptions {
  timeoutMs?: number;
  intervalMs?: number;
}

/**
 * Polls `fn` until it stops throwing (a jest expect inside counts) and returns
 * its result; after the timeout the last failure is rethrown, so the test
 * reports the real mismatch rather than "timed out". For effects that are
 * asynchronous by design (events, audit entries), never for speed.
 */
export async function expectEventually<T>(fn: () => T | Promise<T>, options: EventuallyOptions = {}): Promise<T> {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const intervalMs = options.intervalMs ?? 100;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await fn();
    } catch (err) {
      if (Date.now() >= deadline) throw err;
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  }
}
