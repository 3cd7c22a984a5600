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
}

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
  const breakers = new Map<string, CircuitBreaker<A, R>>();
  const { logger, keyName, tuning } = options;
  function breakerOf(key: string): CircuitBreaker<A, R> {
    let breaker = breakers.get(key);
    if (breaker === undefined) {
      breaker = new CircuitBreaker(call, {
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
