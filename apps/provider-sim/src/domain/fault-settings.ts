import type { Provider } from './providers';

export interface ProviderFaults {
  /** Share of sends answered 500/503 without sending. */
  failRate: number;
  /** Sends per second per account (token bucket, burst the same). */
  ratePerSecond: number;
}

/** A change through the control API: absent keeps the value, null goes back to the sim's default. */
export interface FaultChange {
  fail_rate?: number | null;
  rate_limit_per_second?: number | null;
}

/** The sim-wide defaults (SIM_FAIL_RATE, SIM_RATE_LIMIT_PER_SECOND) and the per-provider overrides set by tests. */
export class FaultSettings {
  private readonly overrides = new Map<Provider, Partial<ProviderFaults>>();

  constructor(private readonly defaults: ProviderFaults) {}

  change(provider: Provider, change: FaultChange): ProviderFaults {
    const next = { ...this.overrides.get(provider) };
    if (change.fail_rate === null) delete next.failRate;
    else if (change.fail_rate !== undefined) next.failRate = change.fail_rate;
    if (change.rate_limit_per_second === null) delete next.ratePerSecond;
    else if (change.rate_limit_per_second !== undefined) next.ratePerSecond = change.rate_limit_per_second;
    this.overrides.set(provider, next);
    return this.of(provider);
  }

  of(provider: Provider): ProviderFaults {
    return { ...this.defaults, ...this.overrides.get(provider) };
  }

  /**
   * The injected failure for a draw in [0, 1), or null. The lower half of the
   * failing share answers 503 and the upper half 500, so callers meet both.
   */
  failureOf(provider: Provider, draw: number): 500 | 503 | null {
    const { failRate } = this.of(provider);
    if (draw >= failRate) return null;
    return draw < failRate / 2 ? 503 : 500;
  }
}
