import { eventEnvelopeSchema, type EventEnvelope } from '@wbk/contracts';
import type { Logger } from '@wbk/platform';
import type { Collection, Doc, DocStore } from '@wbk/store';
import type { Bus } from './bus';
import { OUTBOX_FIELD, OUTBOX_PENDING_FIELD } from './outbox';
import { observeRelayed, watchOutbox } from './outbox.metrics';
import { entryTraceCarrier } from './trace-headers';

export interface OutboxRelayOptions {
  store: DocStore;
  bus: Bus;
  /** Collections whose documents may carry an outbox. */
  collections: string[];
  logger: Logger;
  /** How often pending outboxes are swept (recovers events after a crash or a NATS outage). */
  sweepIntervalMs?: number;
}

/** Documents read per query; the relay keeps reading until a page comes back short. */
const PAGE_SIZE = 100;

/**
 * Publishes events written with withOutbox/outboxUpdate, then removes exactly
 * the published ones. A crash between publish and removal republishes the
 * event, which JetStream drops by `Nats-Msg-Id` (and consumers are idempotent),
 * so once the write that carried an event succeeded, the event is delivered.
 */
export class OutboxRelay {
  private readonly sweepIntervalMs: number;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private rerun = false;
  private stopped = false;
  /** Stopping: kicks and sweeps no longer start passes, though a last flush may still run. */
  private closing = false;
  private indexes: Promise<void> | undefined;
  private unwatch: (() => void) | undefined;

  constructor(private readonly options: OutboxRelayOptions) {
    this.sweepIntervalMs = options.sweepIntervalMs ?? 1_000;
  }

  start(): void {
    if (this.timer || this.stopped || this.closing) return;
    this.timer = setInterval(() => this.kick(), this.sweepIntervalMs);
    this.unwatch ??= watchOutbox(this.options.store, this.options.collections);
    this.kick();
  }

  /** Call right after a write that carried events: publishes now instead of at the next sweep. */
  kick(): void {
    if (this.stopped || this.closing) return;
    if (this.running) {
      // Coalesce: one more pass after the current one sees every write made meanwhile.
      this.rerun = true;
      return;
    }
    this.running = this.loop().finally(() => {
      this.running = undefined;
      // A kick that landed after the last pass checked for one still deserves a pass.
      if (this.rerun) this.kick();
    });
  }

  /**
   * Stops sweeping and waits for the pass in flight, so no publish is cut in
   * half. With flushMs, one last pass first publishes what the last writes
   * left (stop it after the gRPC server and consumers), for up to flushMs; what
   * it cannot reach stays pending for the next process's sweep.
   */
  async stop(flushMs = 0): Promise<void> {
    this.closing = true;
    this.unwatch?.();
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    this.rerun = false;
    await this.running;
    if (flushMs > 0) {
      const last = this.loop();
      const expired = await Promise.race([last.then(() => false), delay(flushMs).then(() => true)]);
      if (expired) this.options.logger.warn({ flush_ms: flushMs }, 'outbox not flushed before shutdown; the next start publishes the rest');
      this.stopped = true;
      await last;
    }
    this.stopped = true;
  }

  private async loop(): Promise<void> {
    do {
      this.rerun = false;
      try {
        await this.ensureIndexes();
        for (const name of this.options.collections) {
          if (this.stopped) return;
          await this.drain(this.options.store.collection(name));
        }
      } catch (err) {
        // NATS or the store is unavailable: the events stay pending and the next sweep retries.
        this.options.logger.warn({ err }, 'outbox relay pass failed, will retry');
        return;
      }
    } while (this.rerun && !this.stopped && !this.closing);
  }

  private ensureIndexes(): Promise<void> {
    this.indexes ??= Promise.all(
      this.options.collections.map((name) =>
        this.options.store
          .collection(name)
          .createIndexes([{ key: { [OUTBOX_PENDING_FIELD]: 1 }, name: 'outbox_pending', sparse: true }]),
      ),
    )
      .then(() => undefined)
      .catch((err: unknown) => {
        this.indexes = undefined;
        throw err;
      });
    return this.indexes;
  }

  private async drain(collection: Collection): Promise<void> {
    for (;;) {
      const docs = await collection.find({ [OUTBOX_PENDING_FIELD]: true }, { limit: PAGE_SIZE });
      for (const doc of docs) {
        if (this.stopped) return;
        await this.relayDocument(collection, doc);
      }
      if (docs.length < PAGE_SIZE) return;
    }
  }

  private async relayDocument(collection: Collection, doc: Doc): Promise<void> {
    const entries: unknown[] = Array.isArray(doc[OUTBOX_FIELD]) ? (doc[OUTBOX_FIELD] as unknown[]) : [];
    if (await this.relayWhole(collection, doc._id, entries)) return;
    // In order, one at a time: events of one entity reach the stream in the order they were written.
    for (const entry of entries) {
      const parsed = eventEnvelopeSchema.safeParse(entry);
      if (!parsed.success) {
        // A malformed entry could never be published; removing it keeps the document's later events flowing.
        this.options.logger.error({ collection: collection.name, docId: doc._id, entry }, 'dropping malformed outbox entry');
        await collection.updateOne({ _id: doc._id }, { $pull: { [OUTBOX_FIELD]: entry } });
        continue;
      }
      const event: EventEnvelope = parsed.data;
      await this.options.bus.publish(event, entryTraceCarrier(entry));
      observeRelayed(event.occurred_at);
      await collection.updateOne({ _id: doc._id }, { $pull: { [OUTBOX_FIELD]: { id: event.id } } });
    }
    // Only when nothing was appended meanwhile; otherwise the next pass publishes the newcomer.
    await collection.updateOne(
      { _id: doc._id, $or: [{ [OUTBOX_FIELD]: { $size: 0 } }, { [OUTBOX_FIELD]: { $exists: false } }] },
      { $unset: { [OUTBOX_PENDING_FIELD]: '' } },
    );
  }

  /**
   * The common case in one write instead of two per event: every entry is
   * well formed, all are published in order, then the outbox is cleared only if
   * it still holds exactly those entries (same count, each id present). Anything
   * else (an entry appended or already removed meanwhile, a malformed one) is
   * left to the event-by-event path, which republishes nothing the stream has
   * not deduplicated already.
   */
  private async relayWhole(collection: Collection, id: string, entries: unknown[]): Promise<boolean> {
    const events: EventEnvelope[] = [];
    for (const entry of entries) {
      const parsed = eventEnvelopeSchema.safeParse(entry);
      if (!parsed.success) return false;
      events.push(parsed.data);
    }
    if (events.length === 0) return false;
    for (const [i, event] of events.entries()) {
      // The stored context, never the active one: a pass kicked by one request also relays other requests' events.
      await this.options.bus.publish(event, entryTraceCarrier(entries[i]));
      observeRelayed(event.occurred_at);
    }
    const cleared = await collection.updateOne(
      { _id: id, [OUTBOX_FIELD]: { $size: events.length }, $and: events.map((e) => ({ [`${OUTBOX_FIELD}.id`]: e.id })) },
      { $set: { [OUTBOX_FIELD]: [] }, $unset: { [OUTBOX_PENDING_FIELD]: '' } },
    );
    return cleared.matchedCount === 1;
  }
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}
