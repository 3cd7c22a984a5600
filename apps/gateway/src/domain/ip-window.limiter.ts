import type { Clock } from '@wbk/platform';
import type { WindowView } from './rate-limit.math';

/**
 * The window of callers without an authenticated workspace: per client IP, per
 * minute, in memory on each replica. It gives those responses honest
 * X-RateLimit-* headers and throttles key guessing: once spent, further
 * unauthenticated attempts get 429 without a key lookup.
 */
export class IpWindowLimiter {
  private readonly windows = new Map<string, { minute: number; count: number }>();

  constructor(
    private readonly limit: number,
    private readonly clock: Clock,
    // Bounds memory under a spray of source addresses; old windows are dropped first.
    private readonly maxTracked = 50_000,
  ) {}

  /** The window's numbers without counting a call. */
  peek(ip: string): WindowView & { exhausted: boolean } {
    const minute = this.currentMinute();
    const entry = this.windows.get(ip);
    const count = entry !== undefined && entry.minute === minute ? entry.count : 0;
    return this.view(minute, count);
  }

  /** Counts one call; not allowed when the caller had nothing left (the call is then refused and not counted). */
  consume(ip: string): { allowed: boolean; view: WindowView } {
    const minute = this.currentMinute();
    let entry = this.windows.get(ip);
    if (entry === undefined || entry.minute !== minute) {
      if (entry === undefined && this.windows.size >= this.maxTracked) this.prune(minute);
      entry = { minute, count: 0 };
      this.windows.set(ip, entry);
    }
    if (entry.count >= this.limit) return { allowed: false, view: this.view(minute, entry.count) };
    entry.count++;
    return { allowed: true, view: this.view(minute, entry.count) };
  }

  private view(minute: number, count: number): WindowView & { exhausted: boolean } {
    return { limit: this.limit, remaining: Math.max(0, this.limit - count), resetSec: (minute + 1) * 60, exhausted: count >= this.limit };
  }

  private currentMinute(): number {
    return Math.floor(this.clock.now().getTime() / 60_000);
  }

  private prune(minute: number): void {
    for (const [ip, entry] of this.windows) if (entry.minute !== minute) this.windows.delete(ip);
    // Everything is current: forget the oldest-tracked callers rather than grow without bound.
    while (this.windows.size >= this.maxTracked) {
      const first = this.windows.keys().next();
      if (first.done === true) break;
      this.windows.delete(first.value);
    }
  }
}
