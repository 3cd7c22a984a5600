import type { Clock } from '@wbk/platform';

export interface IdempotencyOptions {
  ttlMs: number;
  maxEntries: number;
}

const DEFAULTS: IdempotencyOptions = { ttlMs: 24 * 60 * 60 * 1000, maxEntries: 100_000 };

interface Kept<A> {
  answer: A;
  expiresAtMs: number;
}

export interface IdempotentResult<A> {
  answer: A;
  /** True when the answer came from an earlier (or concurrent) call with the same key. */
  replayed: boolean;
}

/**
 * Answers per idempotency key (the caller scopes the key by provider and
 * account). A key whose first call is still running makes the others wait for
 * that same call, so a concurrent burst sends once. Only answers `keep`
 * approves are remembered: a refused or failed call leaves the key free, so a
 * retry can still send.
 */
export class IdempotencyStore<A> {
  private readonly kept = new Map<string, Kept<A>>();
  private readonly running = new Map<string, Promise<A>>();
  private readonly options: IdempotencyOptions;

  constructor(
    private readonly clock: Clock,
    options: Partial<IdempotencyOptions> = {},
  ) {
    this.options = { ...DEFAULTS, ...options };
  }

  async run(key: string, attempt: () => Promise<A>, keep: (answer: A) => boolean): Promise<IdempotentResult<A>> {
    this.expire();
    const earlier = this.kept.get(key);
    if (earlier !== undefined) return { answer: earlier.answer, replayed: true };
    const inFlight = this.running.get(key);
    if (inFlight !== undefined) return { answer: await inFlight, replayed: true };
    const call = attempt()
      .then((answer) => {
        if (keep(answer)) this.remember(key, answer);
        return answer;
      })
      .finally(() => this.running.delete(key));
    this.running.set(key, call);
    return { answer: await call, replayed: false };
  }

  get size(): number {
    return this.kept.size;
  }

  private remember(key: string, answer: A): void {
    this.kept.set(key, { answer, expiresAtMs: this.clock.now().getTime() + this.options.ttlMs });
    while (this.kept.size > this.options.maxEntries) {
      const oldest = this.kept.keys().next();
      if (oldest.done === true) break;
      this.kept.delete(oldest.value);
    }
  }

  /** Entries are kept in insertion order with one TTL, so the expired ones are at the front. */
  private expire(): void {
    const nowMs = this.clock.now().getTime();
    for (const [key, entry] of this.kept) {
      if (entry.expiresAtMs > nowMs) return;
      this.kept.delete(key);
    }
  }
}
