import type { Logger } from '@wbk/platform';
import CircuitBreaker from 'opossum';

/** How soon a breaker opens and how long it stays open; every field has the default the services share. */
export interface BreakerTuning {
  errorThresholdPercentage?: number;
  resetTimeoutMs?: number;
  volumeThreshold?: number;
}

export interface KeyedBreakersOptions {
  logger: Pick<Logger, 'warn' | 'info'>;
  /** What a key names, in logs: `vendor` gives `{ vendor: 'x' }` and "vendor circuit opened: failing fast". */
  keyName: string;
  tuning?: BreakerTuning;
  /**
   * Breakers kept at most; past it the least recently used is dropped (a key
   * per workspace and provider grows with the tenants). Default 1,000.
   */
  maxKeys?: number;
}

const DEFAULT_MAX_KEYS = 1_000;

/** One opossum breaker per outbound target, made on its first call, so one failing target fails fast without pausing the others. */
export interface KeyedBreakers<A extends unknown[], R> {
  fire(key: string, ...args: A): Promise<R>;
  shutdown(): void;
}

/**
 * Breakers for `call`, one per key. Calls carry their own deadline (the fetch
 * signal), so the breaker sets none; it counts what `call` throws and, once
 * open, rejects at once with an error isOpenBreaker() recognises.
 */
export function keyedBreakers<A extends unknown[], R>(call: (...args: A) => Promise<R>, options: KeyedBreakersOptions): KeyedBreakers<A, R> {
  // A Map iterates in insertion order: re-inserting on use keeps the least recently used first.
  const breakers = new Map<string, CircuitBreaker<A, R>>();
  const { logger, keyName, tuning } = options;
  const maxKeys = options.maxKeys ?? DEFAULT_MAX_KEYS;
  function breakerOf(key: string): CircuitBreaker<A, R> {
    const known = breakers.get(key);
    if (known !== undefined) {
      breakers.delete(key);
      breakers.set(key, known);
      return known;
    }
    const breaker = new CircuitBreaker(call, {
      name: key,
      timeout: false,
      errorThresholdPercentage: tuning?.errorThresholdPercentage ?? 50,
      resetTimeout: tuning?.resetTimeoutMs ?? 10_000,
      volumeThreshold: tuning?.volumeThreshold ?? 10,
      rollingCountTimeout: 10_000,
    });
    breaker.on('open', () => logger.warn({ [keyName]: key }, `${keyName} circuit opened: failing fast`));
    breaker.on('close', () => logger.info({ [keyName]: key }, `${keyName} circuit closed`));
    breakers.set(key, breaker);
    while (breakers.size > maxKeys) {
      const [oldest, dropped] = breakers.entries().next().value as [string, CircuitBreaker<A, R>];
      // Its timers stop with it; a later call under that key starts a closed breaker.
      dropped.shutdown();
      breakers.delete(oldest);
    }
    return breaker;
  }
  return {
    fire: (key, ...args) => breakerOf(key).fire(...args),
    shutdown() {
      for (const breaker of breakers.values()) breaker.shutdown();
    },
  };
}

/** The rejection of a call an open breaker refused without making it. */
export function isOpenBreaker(err: unknown): boolean {
  return (err as { code?: unknown } | null)?.code === 'EOPENBREAKER';
}
