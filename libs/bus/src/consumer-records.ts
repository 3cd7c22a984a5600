import type { EventEnvelope } from '@wbk/contracts';
import { isDuplicateKeyError, type DocStore } from '@wbk/store';

export const PROCESSED_EVENTS_COLLECTION = 'processed_events';
export const DEAD_LETTERS_COLLECTION = 'dead_letters';

/** Matches the streams' max_age: an id is remembered as long as the event can be redelivered. */
export const PROCESSED_TTL_SECONDS = 7 * 24 * 3_600;

type ProcessedEventDoc = { _id: string; durable: string; event_id: string; processed_at: Date };

export type DeadLetterDoc = {
  _id: string;
  durable: string;
  stream: string;
  subject: string;
  stream_seq: number;
  delivery_count: number;
  /** The envelope when it parsed; otherwise the raw payload as text. */
  event: EventEnvelope | null;
  raw: string | null;
  error: string;
  failed_at: Date;
};

/** What a durable consumer remembers in the service's own store: applied ids and given-up events. */
export class ConsumerRecords {
  constructor(
    private readonly store: DocStore,
    private readonly durable: string,
  ) {}

  async ensureIndexes(): Promise<void> {
    await this.store
      .collection<ProcessedEventDoc>(PROCESSED_EVENTS_COLLECTION)
      .createIndexes([{ key: { processed_at: 1 }, name: 'processed_ttl', expireAfterSeconds: PROCESSED_TTL_SECONDS }]);
    await this.store
      .collection<DeadLetterDoc>(DEAD_LETTERS_COLLECTION)
      .createIndexes([{ key: { durable: 1, failed_at: -1 }, name: 'durable_failed_at' }]);
  }

  async wasProcessed(eventId: string): Promise<boolean> {
    const doc = await this.store.collection<ProcessedEventDoc>(PROCESSED_EVENTS_COLLECTION).findOne({ _id: this.key(eventId) });
    return doc !== null;
  }

  async markProcessed(eventId: string): Promise<void> {
    try {
      await this.store.collection<ProcessedEventDoc>(PROCESSED_EVENTS_COLLECTION).insertOne({
        _id: this.key(eventId),
        durable: this.durable,
        event_id: eventId,
        processed_at: new Date(),
      });
    } catch (err) {
      // Another delivery of the same event got there first: the outcome is the same.
      if (!isDuplicateKeyError(err)) throw err;
    }
  }

  /** Upsert by id: dead-lettering the same delivery twice (e.g. after a crash) keeps one record. */
  async deadLetter(record: Omit<DeadLetterDoc, 'durable' | 'failed_at'>): Promise<void> {
    const doc: DeadLetterDoc = { ...record, durable: this.durable, failed_at: new Date() };
    await this.store.collection<DeadLetterDoc>(DEAD_LETTERS_COLLECTION).replaceOne({ _id: doc._id }, doc, { upsert: true });
  }

  key(eventId: string): string {
    return `${this.durable}:${eventId}`;
  }
}
