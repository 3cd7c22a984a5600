import { incrementUpTo, isCasConflict, isLive, type KnownCounter, type KvLike } from '@wbk/bus';
import type { Clock, Logger } from '@wbk/platform';
import {
  type ExhaustedWindow,
  type RateDecision,
  type WindowKeys,
  dailyCounterKey,
  dailyRemaining,
  leaseSize,
  minuteCounterKey,
  retryAfterSeconds,
  windowKeys,
} from '../domain/rate-limit.math';

/**
 * Per-workspace limits shared by every replica without a round trip per
 * request: a replica leases a batch of tokens from the shared counters (one
 * compare-and-swap increment on the daily and on the minute key, in parallel)
 * and then serves that many requests from memory. A CAS never moves a counter
 * past its limit, so the global count cannot exceed it; near the limit batches
 * shrink to one token, which keeps small limits exact across replicas.
 *
 * Unused tokens are lost when their minute ends (they stay counted in the daily
 * window): at most RATE_LIMIT_LEASE_MAX per replica and workspace per minute.
 * When NATS is unreachable each replica counts alone, but grants only its
 * share of what was left when the bus went away: (limit - shared count) / N,
 * N = RATE_LIMIT_REPLICAS. So N replicas together never pass the plan, and a
 * bus outage is not an API outage. What was granted alone is added to the
 * shared counters once they answer again.
 */

export interface RateLimits {
  daily: number;
  minute: number;
}

export interface RateLimiter {
  acquire(workspaceId: string, limits: RateLimits): Promise<RateDecision>;
}

export interface KvRateLimiterOptions {
  kv: KvLike;
  clock: Clock;
  logger: Logger;
  leaseMax: number;
  /** False while the bus is down: lease locally instead of waiting on timeouts. */
  isAvailable?: () => boolean;
  /** Gateway replicas sharing the limits: while counting alone, a replica grants 1/replicas of what is left. */
  replicas?: number;
}

/** Counting alone in one window: the shared count when it started, and what this replica granted since. */
interface LocalWindow {
  base: number;
  granted: number;
  /** Granted alone and not yet added to the shared counter. */
  unsynced: number;
}

interface WorkspaceState {
  day: string;
  minute: string;
  tokens: number;
  /** Counter values after this replica's last lease (shared counts, including other replicas'). */
  dayLeased: number;
  minuteLeased: number;
  dayKnown: KnownCounter | null;
  minuteKnown: KnownCounter | null;
  pending: Promise<ExhaustedWindow | null> | null;
  lastLease: number;
  localDay: LocalWindow | null;
  localMinute: LocalWindow | null;
}

const MAX_CAS_ATTEMPTS = 20;
const MAX_ACQUIRE_ROUNDS = 50;

export class KvRateLimiter implements RateLimiter {
  private readonly states = new Map<string, WorkspaceState>();

  constructor(private readonly options: KvRateLimiterOptions) {}

  async acquire(workspaceId: string, limits: RateLimits): Promise<RateDecision> {
    const keys = windowKeys(this.options.clock.now());
    for (let round = 0; round < MAX_ACQUIRE_ROUNDS; round++) {
      const state = this.stateFor(workspaceId, keys);
      if (state.tokens > 0) {
        state.tokens--;
        this.maybePrefetch(state, workspaceId, limits, keys);
        return { allowed: true, daily: this.view(state, limits, keys) };
      }
      const exhausted = await this.lease(state, workspaceId, limits, keys);
      if (exhausted !== null && state.tokens === 0) return this.denied(state, limits, keys, exhausted);
    }
    // Lost every race for fresh tokens: the window is as good as spent.
    return this.denied(this.stateFor(workspaceId, keys), limits, keys, 'minute');
  }

  private stateFor(workspaceId: string, keys: WindowKeys): WorkspaceState {
    let state = this.states.get(workspaceId);
    if (state === undefined) {
      state = { day: keys.day, minute: keys.minute, tokens: 0, dayLeased: 0, minuteLeased: 0, dayKnown: null, minuteKnown: null, pending: null, lastLease: 0, localDay: null, localMinute: null };
      this.states.set(workspaceId, state);
      return state;
    }
    if (state.minute !== keys.minute) {
      state.minute = keys.minute;
      state.tokens = 0;
      state.minuteLeased = 0;
      state.minuteKnown = null;
      state.lastLease = 0;
      state.localMinute = null;
    }
    if (state.day !== keys.day) {
      state.day = keys.day;
      state.dayLeased = 0;
      state.dayKnown = null;
      state.localDay = null;
    }
    return state;
  }

  private view(state: WorkspaceState, limits: RateLimits, keys: WindowKeys): { limit: number; remaining: number; resetSec: number } {
    return { limit: limits.daily, remaining: dailyRemaining(limits.daily, state.dayLeased, state.tokens), resetSec: keys.dayResetMs / 1000 };
  }

  private denied(state: WorkspaceState, limits: RateLimits, keys: WindowKeys, window: ExhaustedWindow): RateDecision {
    const resetMs = window === 'daily' ? keys.dayResetMs : keys.minuteResetMs;
    return {
      allowed: false,
      daily: this.view(state, limits, keys),
      window,
      limit: window === 'daily' ? limits.daily : limits.minute,
      resetMs,
      retryAfterSec: retryAfterSeconds(this.options.clock.now().getTime(), resetMs),
    };
  }

  /** Starts the next lease before the batch runs out, so requests far from the limit never wait on the bus. */
  private maybePrefetch(state: WorkspaceState, workspaceId: string, limits: RateLimits, keys: WindowKeys): void {
    if (state.pending !== null || state.lastLease < 4 || state.tokens > state.lastLease / 4) return;
    void this.lease(state, workspaceId, limits, keys);
  }

  /** One lease in flight per workspace; concurrent requests wait on it. Resolves with the exhausted window, if any. */
  private lease(state: WorkspaceState, workspaceId: string, limits: RateLimits, keys: WindowKeys): Promise<ExhaustedWindow | null> {
    if (state.pending === null) {
      state.pending = this.leaseOnce(state, workspaceId, limits, keys).finally(() => {
        state.pending = null;
      });
    }
    return state.pending;
  }

  private async leaseOnce(state: WorkspaceState, workspaceId: string, limits: RateLimits, keys: WindowKeys): Promise<ExhaustedWindow | null> {
    const dayLeft = limits.daily - state.dayLeased;
    const minuteLeft = limits.minute - state.minuteLeased;
    // Counters only grow within a window: a limit known to be spent needs no round trip.
    if (dayLeft <= 0) return 'daily';
    if (minuteLeft <= 0) return 'minute';
    const want = leaseSize(Math.min(dayLeft, minuteLeft), this.options.leaseMax);
    const current = () => state.minute === keys.minute && state.day === keys.day;
    if (this.options.isAvailable?.() === false) return this.leaseLocally(state, limits, want);
    try {
      const minuteKey = minuteCounterKey(workspaceId, keys);
      const dayKey = dailyCounterKey(workspaceId, keys);
      await this.syncLocal(state, minuteKey, dayKey, limits);
      const [minute, day] = await Promise.all([
        this.increment(minuteKey, want, limits.minute, state.minuteKnown),
        this.increment(dayKey, want, limits.daily, state.dayKnown),
      ]);
      const granted = Math.min(minute.granted, day.granted);
      // The other window refused part of the batch: hand back what cannot be used, before
      // anyone is answered, so no replica sees the window fuller than it is for long.
      if (minute.granted > granted || day.granted > granted) {
        await Promise.all([
          minute.granted > granted ? this.giveBack(minuteKey, minute.granted - granted) : undefined,
          day.granted > granted ? this.giveBack(dayKey, day.granted - granted) : undefined,
        ]);
      }
      if (!current()) return null;
      state.minuteKnown = minute.known;
      state.dayKnown = day.known;
      state.minuteLeased = minute.value - (minute.granted - granted);
      state.dayLeased = day.value - (day.granted - granted);
      state.tokens += granted;
      state.lastLease = granted;
      if (granted > 0) return null;
      return day.granted === 0 ? 'daily' : 'minute';
    } catch (err) {
      this.options.logger.warn({ err, workspace_id: workspaceId }, 'rate-limit counters unreachable: counting on this replica only');
      return current() ? this.leaseLocally(state, limits, want) : null;
    }
  }

  /** This replica's share of what was left in each window when it started counting alone. */
  private leaseLocally(state: WorkspaceState, limits: RateLimits, want: number): ExhaustedWindow | null {
    const replicas = Math.max(1, this.options.replicas ?? 1);
    state.localDay ??= { base: state.dayLeased, granted: 0, unsynced: 0 };
    state.localMinute ??= { base: state.minuteLeased, granted: 0, unsynced: 0 };
    const dayShare = Math.floor((limits.daily - state.localDay.base) / replicas) - state.localDay.granted;
    const minuteShare = Math.floor((limits.minute - state.localMinute.base) / replicas) - state.localMinute.granted;
    if (dayShare <= 0) return 'daily';
    if (minuteShare <= 0) return 'minute';
    const granted = Math.min(want, dayShare, minuteShare);
    for (const local of [state.localDay, state.localMinute]) {
      local.granted += granted;
      local.unsynced += granted;
    }
    state.tokens += granted;
    state.dayLeased += granted;
    state.minuteLeased += granted;
    state.lastLease = granted;
    return null;
  }

  /** Adds what was granted alone to the shared counters, so the other replicas see it once the bus is back. */
  private async syncLocal(state: WorkspaceState, minuteKey: string, dayKey: string, limits: RateLimits): Promise<void> {
    const pending: [LocalWindow | null, string, number, 'minuteKnown' | 'dayKnown'][] = [
      [state.localMinute, minuteKey, limits.minute, 'minuteKnown'],
      [state.localDay, dayKey, limits.daily, 'dayKnown'],
    ];
    for (const [local, key, limit, known] of pending) {
      if (local === null || local.unsynced === 0) continue;
      const added = await this.increment(key, local.unsynced, limit, state[known]);
      state[known] = added.known;
      local.unsynced = 0;
    }
    // A later outage starts from the shared count of that moment.
    state.localMinute = null;
    state.localDay = null;
  }

  /** CAS increment by up to `wanted`, never past `limit`. Starts from the last known revision to save a read. */
  private increment(key: string, wanted: number, limit: number, known: KnownCounter | null) {
    return incrementUpTo(this.options.kv, key, wanted, limit, known);
  }

  private async giveBack(key: string, amount: number): Promise<void> {
    const { kv } = this.options;
    try {
      for (let attempt = 0; attempt < MAX_CAS_ATTEMPTS; attempt++) {
        const entry = await kv.get(key);
        if (!isLive(entry)) return;
        const value = Math.max(0, (Number(entry.string()) || 0) - amount);
        try {
          await kv.update(key, String(value), entry.revision);
          return;
        } catch (err) {
          if (!isCasConflict(err)) throw err;
        }
      }
    } catch (err) {
      // Over-counting is the safe direction: the window ends and the counter with it.
      this.options.logger.warn({ err, key }, 'could not hand back unused rate-limit tokens');
    }
  }
}
