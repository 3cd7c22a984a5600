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
      if (this.stopped) return;
      await this.relayPage(collection, docs);
      if (docs.length < PAGE_SIZE) return;
    }
  }

  /**
   * The common case in one write per document instead of two per event: every
   * entry of a document is well formed, all are published in order, then its
   * outbox is cleared only if it still holds exactly those entries (same count,
   * each id present). Anything else (an entry appended or already removed
   * meanwhile, a malformed one) is left to the event-by-event path, which
   * republishes nothing the stream has not deduplicated already.
   *
   * The page's documents publish side by side, each one's events in order:
   * publishes issued in one turn share a socket write and their
   * acknowledgements come back together, where one document at a time paid a
   * round trip, a write and a wake-up for every event. Events of different
   * documents were never ordered (a page comes in no defined order). The
   * page's clears are issued together too, so the store commits them in one
   * transaction: one fsync for the page, where one clear at a time paid one
   * each and blocked the service's own writes behind every one.
   */
  private async relayPage(collection: Collection, docs: Doc[]): Promise<void> {
    const outboxes = docs.map((doc) => {
      const entries = outboxOf(doc);
      return { doc, entries, events: wellFormed(entries) };
    });
    const published = await Promise.allSettled(
      outboxes.map(async ({ entries, events }) => {
        if (events === null) return;
        for (const [i, event] of events.entries()) {
          // The stored context, never the active one: a pass kicked by one request also relays other requests' events.
          await this.options.bus.publish(event, entryTraceCarrier(entries[i]));
          observeRelayed(event.occurred_at);
        }
      }),
    );
    if (this.stopped) return;
    const cleared = await Promise.all(
      outboxes.map(({ doc, events }, i) => (published[i]!.status === 'fulfilled' && events !== null ? this.clearWhole(collection, doc._id, events) : false)),
    );
    let failure: PromiseRejectedResult | undefined;
    for (const [i, { doc }] of outboxes.entries()) {
      if (this.stopped) return;
      const outcome = published[i] as PromiseSettledResult<void>;
      if (outcome.status === 'rejected') {
        failure ??= outcome;
        continue;
      }
      if (!cleared[i]) await this.relayOneByOne(collection, doc);
    }
    if (failure) throw failure.reason;
  }

  private async clearWhole(collection: Collection, id: string, events: EventEnvelope[]): Promise<boolean> {
    const cleared = await collection.updateOne(
      { _id: id, [OUTBOX_FIELD]: { $size: events.length }, $and: events.map((e) => ({ [`${OUTBOX_FIELD}.id`]: e.id })) },
      { $set: { [OUTBOX_FIELD]: [] }, $unset: { [OUTBOX_PENDING_FIELD]: '' } },
    );
    return cleared.matchedCount === 1;
  }

  private async relayOneByOne(collection: Collection, doc: Doc): Promise<void> {
    // In order, one at a time: events of one entity reach the stream in the order they were written.
    for (const entry of outboxOf(doc)) {
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
}

function outboxOf(doc: Doc): unknown[] {
  return Array.isArray(doc[OUTBOX_FIELD]) ? (doc[OUTBOX_FIELD] as unknown[]) : [];
}

/** The entries as events, or null when one of them is malformed or there are none. */
function wellFormed(entries: unknown[]): EventEnvelope[] | null {
  const events: EventEnvelope[] = [];
  for (const entry of entries) {
    const parsed = eventEnvelopeSchema.safeParse(entry);
    if (!parsed.success) return null;
    events.push(parsed.data);
  }
  return events.length === 0 ? null : events;
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}
