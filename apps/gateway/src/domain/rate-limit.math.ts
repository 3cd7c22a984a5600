/**
 * Pure arithmetic of the per-workspace rate limits (docs/decisions.md
 * "Gateway", per plan): a daily window that resets at 00:00 UTC and a per-minute window,
 * shared by every gateway replica through counters that replicas lease tokens
 * from in batches.
 */

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

export interface WindowKeys {
  /** YYYYMMDD of the UTC day. */
  day: string;
  /** YYYYMMDDHHmm of the UTC minute. */
  minute: string;
  /** Epoch ms at which the daily window resets (next 00:00 UTC). */
  dayResetMs: number;
  /** Epoch ms at which the minute window resets. */
  minuteResetMs: number;
}

function pad2(n: number): string {
  return n < 10 ? `0${n}` : String(n);
}

export function windowKeys(now: Date): WindowKeys {
  const ms = now.getTime();
  const day = `${now.getUTCFullYear()}${pad2(now.getUTCMonth() + 1)}${pad2(now.getUTCDate())}`;
  return {
    day,
    minute: `${day}${pad2(now.getUTCHours())}${pad2(now.getUTCMinutes())}`,
    dayResetMs: ms - (ms % DAY_MS) + DAY_MS,
    minuteResetMs: ms - (ms % MINUTE_MS) + MINUTE_MS,
  };
}

/** KV keys of a workspace's counters: `<workspace_id>.d.<YYYYMMDD>` and `<workspace_id>.m.<YYYYMMDDHHmm>`. */
export function dailyCounterKey(workspaceId: string, keys: WindowKeys): string {
  return `${workspaceId}.d.${keys.day}`;
}

export function minuteCounterKey(workspaceId: string, keys: WindowKeys): string {
  return `${workspaceId}.m.${keys.minute}`;
}

/**
 * Tokens to lease at once: a tenth of what is left, at least 1 and at most
 * `max`. Far from the limit a replica goes to the shared counter rarely; near
 * it every request leases exactly one token, so small limits (10/min) are exact
 * across replicas. Nothing left means nothing to lease.
 */
export function leaseSize(remaining: number, max: number): number {
  if (remaining <= 0) return 0;
  return Math.max(1, Math.min(Math.floor(remaining / 10), max));
}


/** Seconds a client should wait for a window that resets at `resetMs`; at least 1. */
export function retryAfterSeconds(nowMs: number, resetMs: number): number {
  return Math.max(1, Math.ceil((resetMs - nowMs) / 1000));
}

/**
 * Calls left today as the headers show them: the shared count known from this
 * replica's last lease, minus the tokens it leased but has not used yet.
 */
export function dailyRemaining(limit: number, leasedTotal: number, unusedLocal: number): number {
  return Math.max(0, limit - Math.max(0, leasedTotal - unusedLocal));
}

export type ExhaustedWindow = 'daily' | 'minute';

export interface WindowView {
  limit: number;
  remaining: number;
  /** Unix seconds of the reset. */
  resetSec: number;
}

export type RateDecision =
  | { allowed: true; daily: WindowView }
  | { allowed: false; daily: WindowView; window: ExhaustedWindow; limit: number; resetMs: number; retryAfterSec: number };

/** The 429 message names the window, its limit and the reset time (so a caller knows when to come back without reading headers). */
export function rateLimitedMessage(window: ExhaustedWindow, limit: number, resetMs: number): string {
  const per = window === 'daily' ? 'day' : 'minute';
  return `Rate limit exceeded: this workspace may make ${limit} calls per ${per}; the limit resets at ${new Date(resetMs).toISOString()}`;
}
