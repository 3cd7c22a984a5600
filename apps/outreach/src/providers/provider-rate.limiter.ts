import { incrementUpTo, type KvLike } from '@wbk/bus';
import type { Clock, Logger } from '@wbk/platform';
import type { ProviderName } from '../domain/channel-provider';

/** Sends to one provider for one workspace, per second, shared by every replica. */
export interface ProviderRateLimiter {
  /** Resolves true once a send may go, or false when none is free before `deadlineMs` (epoch ms). */
  acquire(workspaceId: string, provider: ProviderName, deadlineMs: number): Promise<boolean>;
}

export interface KvProviderRateLimiterOptions {
  kv: KvLike;
  perSecond: number;
  clock: Clock;
  logger: Logger;
  sleep?: (ms: number) => Promise<void>;
  /** False while the bus is down: count on this replica instead of waiting on timeouts. */
  isAvailable?: () => boolean;
}

/** KV key of one second's counter: `<workspace>.<provider>.<unix second>` (the bucket's TTL drops old ones). */
export function rateKey(workspaceId: string, provider: ProviderName, epochSecond: number): string {
  return `${workspaceId}.${provider}.${epochSecond}`;
}

/**
 * One-second windows counted in the NATS KV bucket with a capped CAS (the
 * same counter as the gateway's limits), below the providers' own limits so
 * their 429 is rarely met. A full window waits for the next second. Sends of
 * this replica asking for the same window at once are counted together: one
 * compare-and-swap asks for all of them (at most one in flight per window),
 * so concurrent sends do not race each other on the counter. When NATS is
 * unreachable the limiter counts per replica, since refusing every send would
 * turn a bus outage into an outreach outage.
 */
export class KvProviderRateLimiter implements ProviderRateLimiter {
  private readonly local = new Map<string, number>();
  private readonly queues = new Map<string, { waiting: Array<(granted: boolean) => void>; running: boolean }>();
  private readonly sleep: (ms: number) => Promise<void>;

  constructor(private readonly options: KvProviderRateLimiterOptions) {
    this.sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
  }

  async acquire(workspaceId: string, provider: ProviderName, deadlineMs: number): Promise<boolean> {
    for (;;) {
      const nowMs = this.options.clock.now().getTime();
      const second = Math.floor(nowMs / 1000);
      if (await this.take(rateKey(workspaceId, provider, second))) return true;
      const nextWindowMs = (second + 1) * 1000;
      if (nextWindowMs >= deadlineMs) return false;
      // A little jitter so replicas waiting on the same window do not all retry on its first millisecond.
      await this.sleep(nextWindowMs - nowMs + Math.floor(Math.random() * 20));
    }
  }

  /** Joins the window's queue; the queue's next count asks for everyone waiting in it. */
  private take(key: string): Promise<boolean> {
    return new Promise((resolve) => {
      let queue = this.queues.get(key);
      if (queue === undefined) {
        queue = { waiting: [], running: false };
        this.queues.set(key, queue);
      }
      queue.waiting.push(resolve);
      if (!queue.running) void this.drain(key, queue);
    });
  }

  private async drain(key: string, queue: { waiting: Array<(granted: boolean) => void>; running: boolean }): Promise<void> {
    queue.running = true;
    try {
      while (queue.waiting.length > 0) {
        const batch = queue.waiting.splice(0);
        const granted = await this.grant(key, batch.length);
        batch.forEach((resolve, i) => resolve(i < granted));
      }
    } finally {
      queue.running = false;
      this.queues.delete(key);
    }
  }

  private async grant(key: string, wanted: number): Promise<number> {
    if (this.options.isAvailable?.() !== false) {
      try {
        return (await incrementUpTo(this.options.kv, key, wanted, this.options.perSecond)).granted;
      } catch (err) {
        this.options.logger.warn({ err, key }, 'provider rate counters unreachable: counting on this replica only');
      }
    }
    return this.takeLocally(key, wanted);
  }

  private takeLocally(key: string, wanted: number): number {
    const used = this.local.get(key) ?? 0;
    const granted = Math.max(0, Math.min(wanted, this.options.perSecond - used));
    if (this.local.size > 10_000) this.local.clear();
    this.local.set(key, used + granted);
    return granted;
  }
}
