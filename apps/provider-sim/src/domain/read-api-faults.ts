import type { Clock } from '@wbk/platform';
import { setBounded } from './bounded-map';
import { CALENDAR_PROVIDERS } from './calendar-store';
import { MAIL_PROVIDERS } from './providers';
import type { TokenBucketLimiter } from './rate-limiter';
import { SimError } from './sim-answer';

/** The providers whose read APIs (mailbox listing, calendar events) share quota and fault injection. */
export const READ_API_PROVIDERS = [...MAIL_PROVIDERS, ...CALENDAR_PROVIDERS] as const;
export type ReadApiProvider = (typeof READ_API_PROVIDERS)[number];

export interface ReadApiFaults {
  /** Share of calls answered 503. */
  failRate: number;
  /** Every answer is held this long. */
  delayMs: number;
  /** Every call answers 401 invalid_grant: the account must be connected again. */
  authError: boolean;
  /** Calls per second per account (token bucket, burst the same); above: 429 with Retry-After. */
  quotaPerSecond: number;
}

/** A change through the control API: absent keeps the value, null goes back to the default. */
export interface ReadApiFaultChange {
  fail_rate?: number | null;
  delay_ms?: number | null;
  auth_error?: boolean | null;
  quota_per_second?: number | null;
}

export const MAX_READ_DELAY_MS = 60_000;
const ANY_ACCOUNT = '';

export interface ReadApiGuardDeps {
  clock: Clock;
  random: () => number;
  limiter: TokenBucketLimiter;
  /** SIM_MAIL_QUOTA_PER_SECOND. */
  quotaPerSecond: number;
  sleep?: (ms: number) => Promise<void>;
}

/**
 * What stands before every read call, in the order a real provider answers:
 * the call is counted, held for the injected delay, then refused for a revoked
 * grant (401), an exhausted quota (429) or an injected outage (503).
 * Overrides are per provider, and per account over that.
 */
export class ReadApiGuard {
  private readonly overrides = new Map<string, Partial<ReadApiFaults>>();
  private readonly requests = new Map<string, number>();
  private readonly totals = new Map<ReadApiProvider, number>();

  constructor(private readonly deps: ReadApiGuardDeps) {}

  change(provider: ReadApiProvider, accountId: string | undefined, change: ReadApiFaultChange): ReadApiFaults {
    const key = keyOf(provider, accountId ?? ANY_ACCOUNT);
    const next: Partial<ReadApiFaults> = { ...this.overrides.get(key) };
    apply(next, 'failRate', change.fail_rate);
    apply(next, 'delayMs', change.delay_ms);
    apply(next, 'authError', change.auth_error);
    apply(next, 'quotaPerSecond', change.quota_per_second);
    setBounded(this.overrides, key, next, 10_000);
    return this.of(provider, accountId ?? ANY_ACCOUNT);
  }

  of(provider: ReadApiProvider, accountId: string): ReadApiFaults {
    return {
      failRate: 0,
      delayMs: 0,
      authError: false,
      quotaPerSecond: this.deps.quotaPerSecond,
      ...this.overrides.get(keyOf(provider, ANY_ACCOUNT)),
      ...(accountId === ANY_ACCOUNT ? {} : this.overrides.get(keyOf(provider, accountId))),
    };
  }

  /** Calls received (refused ones included), for one account or the whole provider. */
  requestCount(provider: ReadApiProvider, accountId?: string): number {
    return accountId === undefined ? (this.totals.get(provider) ?? 0) : (this.requests.get(keyOf(provider, accountId)) ?? 0);
  }

  /** Throws the provider's refusal, if any, after the injected delay. */
  async admit(provider: ReadApiProvider, accountId: string): Promise<void> {
    const key = keyOf(provider, accountId);
    setBounded(this.requests, key, (this.requests.get(key) ?? 0) + 1, 100_000);
    this.totals.set(provider, (this.totals.get(provider) ?? 0) + 1);
    const faults = this.of(provider, accountId);
    if (faults.delayMs > 0) await (this.deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))))(faults.delayMs);
    if (faults.authError) throw new SimError(401, 'invalid_grant', `the ${provider} grant of account ${accountId} was revoked or expired; connect the account again`);
    const taken = this.deps.limiter.take(key, faults.quotaPerSecond);
    if (!taken.allowed) {
      throw new SimError(429, 'rate_limited', `${provider} quota of ${faults.quotaPerSecond} calls per second for account ${accountId} is used up; retry after ${taken.retryAfterSeconds} s`, undefined, {
        'retry-after': String(taken.retryAfterSeconds),
      });
    }
    if (faults.failRate > 0 && this.deps.random() < faults.failRate) throw new SimError(503, 'provider_unavailable', `${provider} is unavailable (simulated fault)`);
  }
}

function apply<K extends keyof ReadApiFaults>(target: Partial<ReadApiFaults>, name: K, value: ReadApiFaults[K] | null | undefined): void {
  if (value === null) delete target[name];
  else if (value !== undefined) target[name] = value;
}

function keyOf(provider: string, accountId: string): string {
  return `${provider}\n${accountId}`;
}
