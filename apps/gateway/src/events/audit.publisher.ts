import { newEvent } from '@wbk/bus';
import { AUDIT_BATCH_MAX, type AuditEntry, type EventEnvelope, type EventOf } from '@wbk/contracts';
import type { Logger } from '@wbk/platform';

/**
 * Audit entries leave the request path at once: record() only queues. Every
 * flush interval, each workspace's queued entries travel as one
 * `audit.recorded` event (at most AUDIT_BATCH_MAX entries each), so the bus,
 * the workspace service's consumer and its store do one round per batch
 * rather than per API call. Publishing retries until it succeeds (the envelope
 * id is the Nats-Msg-Id, so a retry after a lost ack is dropped by the
 * stream). A full queue drops new entries and logs it: an unbounded queue
 * during a long bus outage would take the gateway down.
 */

export interface AuditSink {
  record(workspaceId: string, entry: AuditEntry): void;
}

export interface AuditPublisherOptions {
  publish: (envelope: EventEnvelope) => Promise<void>;
  logger: Logger;
  maxQueue?: number;
  flushIntervalMs?: number;
  retryDelayMs?: number;
}

export class AuditPublisher implements AuditSink {
  /** Entries not yet in an event, by workspace. */
  private readonly pendingEntries = new Map<string, AuditEntry[]>();
  private queued = 0;
  /** Batches built but not yet acknowledged by the stream, oldest first. */
  private unpublished: Array<EventOf<'audit.recorded'>> = [];
  private flushing = false;
  private stopped = false;
  private dropped = 0;
  private readonly timer: NodeJS.Timeout;
  private readonly maxQueue: number;
  private readonly retryDelayMs: number;

  constructor(private readonly options: AuditPublisherOptions) {
    this.maxQueue = options.maxQueue ?? 50_000;
    this.retryDelayMs = options.retryDelayMs ?? 1_000;
    this.timer = setInterval(() => void this.flush(), options.flushIntervalMs ?? 100);
    this.timer.unref();
  }

  record(workspaceId: string, entry: AuditEntry): void {
    if (this.queued >= this.maxQueue) {
      // Logged once per run of drops rather than per entry, so the log cannot flood too.
      if (this.dropped++ === 0) this.options.logger.error({ max_queue: this.maxQueue }, 'audit queue full: dropping audit entries');
      return;
    }
    const entries = this.pendingEntries.get(workspaceId);
    if (entries) entries.push(entry);
    else this.pendingEntries.set(workspaceId, [entry]);
    this.queued += 1;
  }

  pending(): number {
    return this.queued;
  }

  /** Publishes what is queued, for up to `deadlineMs`, then stops accepting work. */
  async stop(deadlineMs = 3_000): Promise<void> {
    const until = Date.now() + deadlineMs;
    while (this.queued > 0 && Date.now() < until) {
      await this.flush();
      if (this.queued > 0) await delay(50);
    }
    this.stopped = true;
    clearInterval(this.timer);
    if (this.queued > 0) this.options.logger.warn({ lost: this.queued }, 'audit entries not published before shutdown');
  }

  /** Turns queued entries into batch events and publishes them in order; one flush at a time. */
  async flush(): Promise<void> {
    if (this.flushing || this.stopped) return;
    this.flushing = true;
    try {
      for (const [workspaceId, entries] of this.pendingEntries) {
        for (let i = 0; i < entries.length; i += AUDIT_BATCH_MAX) {
          const batch = entries.slice(i, i + AUDIT_BATCH_MAX);
          this.unpublished.push(newEvent({ type: 'audit.recorded', workspaceId, data: { entries: batch } }));
        }
      }
      this.pendingEntries.clear();
      if (this.dropped > 0) {
        this.options.logger.error({ dropped: this.dropped }, 'audit entries dropped while the queue was full');
        this.dropped = 0;
      }
      while (this.unpublished.length > 0) {
        const envelope = this.unpublished[0]!;
        try {
          await this.options.publish(envelope);
        } catch (err) {
          this.options.logger.warn({ err, entries: envelope.data.entries.length }, 'audit publish failed, retrying');
          await delay(this.retryDelayMs);
          if (this.stopped) return;
          continue;
        }
        this.unpublished.shift();
        this.queued -= envelope.data.entries.length;
      }
    } finally {
      this.flushing = false;
    }
  }
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}
