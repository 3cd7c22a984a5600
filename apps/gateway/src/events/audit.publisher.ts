import { newEvent } from '@wbk/bus';
import { AUDIT_BATCH_MAX, type AuditEntry, type EventEnvelope, type EventOf } from '@wbk/contracts';
import type { Logger } from '@wbk/platform';

/**
 * Audit entries travel as `audit.recorded` events (at most AUDIT_BATCH_MAX
 * entries each, one per workspace per pass), so the bus, the workspace
 * service's consumer and its store do one round per batch rather than per call.
 *
 * Two ways in:
 * - commit(): the answer of a 2xx call waits for it. Entries committed while a
 *   pass is publishing wait for the next pass, so concurrent requests share one
 *   stream acknowledgement per batch (group commit). Once it resolves true the
 *   entry is on the stream and survives a gateway crash.
 * - record(): queued for the next timed pass; for calls that changed nothing.
 *
 * Publishing retries until it succeeds (the envelope id is the Nats-Msg-Id, so
 * a retry after a lost ack is dropped by the stream). A full queue drops new
 * entries and logs it: an unbounded queue during a long bus outage would take
 * the gateway down.
 */

export interface AuditSink {
  record(workspaceId: string, entry: AuditEntry): void;
  /** Resolves true once the entry is acknowledged by the stream, false if that took longer than the commit deadline (it stays queued). */
  commit(workspaceId: string, entry: AuditEntry): Promise<boolean>;
}

export interface AuditPublisherOptions {
  publish: (envelope: EventEnvelope) => Promise<void>;
  logger: Logger;
  maxQueue?: number;
  flushIntervalMs?: number;
  retryDelayMs?: number;
  /** How long commit() waits for the stream before the answer goes out anyway (the entry then rides the in-memory queue). */
  commitDeadlineMs?: number;
}

type Waiter = (acknowledged: boolean) => void;

interface QueuedEntry {
  entry: AuditEntry;
  waiter?: Waiter;
}

interface Batch {
  event: EventOf<'audit.recorded'>;
  waiters: Waiter[];
}

export class AuditPublisher implements AuditSink {
  /** Entries not yet in an event, by workspace. */
  private readonly pendingEntries = new Map<string, QueuedEntry[]>();
  private queued = 0;
  /** Batches built but not yet acknowledged by the stream. */
  private unpublished: Batch[] = [];
  private flushing: Promise<void> | undefined;
  private flushAgain = false;
  private stopped = false;
  private dropped = 0;
  private readonly timer: NodeJS.Timeout;
  private readonly maxQueue: number;
  private readonly retryDelayMs: number;
  private readonly commitDeadlineMs: number;

  constructor(private readonly options: AuditPublisherOptions) {
    this.maxQueue = options.maxQueue ?? 50_000;
    this.retryDelayMs = options.retryDelayMs ?? 1_000;
    this.commitDeadlineMs = options.commitDeadlineMs ?? 2_000;
    this.timer = setInterval(() => void this.flush(), options.flushIntervalMs ?? 100);
    this.timer.unref();
  }

  record(workspaceId: string, entry: AuditEntry): void {
    this.enqueue(workspaceId, { entry });
  }

  commit(workspaceId: string, entry: AuditEntry): Promise<boolean> {
    return new Promise<boolean>((resolve) => {
      let settled = false;
      const timer = setTimeout(() => waiter(false), this.commitDeadlineMs);
      timer.unref();
      const waiter: Waiter = (acknowledged) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        if (!acknowledged) this.options.logger.warn({ entry: entry.id }, 'audit entry not acknowledged in time; answering anyway, it stays queued');
        resolve(acknowledged);
      };
      if (!this.enqueue(workspaceId, { entry, waiter })) return waiter(false);
      void this.flush();
    });
  }

  pending(): number {
    return this.queued;
  }

  /** Publishes what is queued, for up to `deadlineMs`, then stops accepting work. */
  async stop(deadlineMs = 3_000): Promise<void> {
    const until = Date.now() + deadlineMs;
    while (this.queued > 0 && Date.now() < until) {
      // A pass retrying against a bus that is down never ends by itself: the deadline ends the wait.
      await Promise.race([this.flush(), delay(Math.max(0, until - Date.now()))]);
    }
    this.stopped = true;
    clearInterval(this.timer);
    if (this.queued > 0) this.options.logger.warn({ lost: this.queued }, 'audit entries not published before shutdown');
  }

  /**
   * Turns queued entries into batch events and publishes them; one pass at a
   * time. A call during a pass returns the pass after it, so a committed entry
   * queued meanwhile is published before its caller is told.
   */
  flush(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.flushing !== undefined) {
      this.flushAgain = true;
      return this.flushing.then(() => this.flushing ?? Promise.resolve());
    }
    this.flushing = this.pass().finally(() => {
      this.flushing = undefined;
      if (this.flushAgain && !this.stopped) {
        this.flushAgain = false;
        void this.flush();
      }
    });
    return this.flushing;
  }

  private enqueue(workspaceId: string, queued: QueuedEntry): boolean {
    if (this.queued >= this.maxQueue) {
      // Logged once per run of drops rather than per entry, so the log cannot flood too.
      if (this.dropped++ === 0) this.options.logger.error({ max_queue: this.maxQueue }, 'audit queue full: dropping audit entries');
      return false;
    }
    const entries = this.pendingEntries.get(workspaceId);
    if (entries) entries.push(queued);
    else this.pendingEntries.set(workspaceId, [queued]);
    this.queued += 1;
    return true;
  }

  private async pass(): Promise<void> {
    this.flushAgain = false;
    for (const [workspaceId, entries] of this.pendingEntries) {
      for (let i = 0; i < entries.length; i += AUDIT_BATCH_MAX) {
        const slice = entries.slice(i, i + AUDIT_BATCH_MAX);
        this.unpublished.push({
          event: newEvent({ type: 'audit.recorded', workspaceId, data: { entries: slice.map((q) => q.entry) } }),
          waiters: slice.flatMap((q) => (q.waiter === undefined ? [] : [q.waiter])),
        });
      }
    }
    this.pendingEntries.clear();
    if (this.dropped > 0) {
      this.options.logger.error({ dropped: this.dropped }, 'audit entries dropped while the queue was full');
      this.dropped = 0;
    }
    while (this.unpublished.length > 0) {
      // Batches of one pass go out together: one round trip to the stream per pass, not per workspace.
      const results = await Promise.allSettled(this.unpublished.map((batch) => this.options.publish(batch.event)));
      const failed: Batch[] = [];
      results.forEach((result, index) => {
        const batch = this.unpublished[index]!;
        if (result.status === 'rejected') {
          this.options.logger.warn({ err: result.reason, entries: batch.event.data.entries.length }, 'audit publish failed, retrying');
          failed.push(batch);
          return;
        }
        this.queued -= batch.event.data.entries.length;
        for (const waiter of batch.waiters) waiter(true);
      });
      this.unpublished = failed;
      if (failed.length === 0) return;
      await delay(this.retryDelayMs);
      if (this.stopped) return;
    }
  }
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}
