import type { EventEnvelope } from '@wbk/contracts';
import { withOutbox, type OutboxFields } from '@wbk/bus';
import { reusedKeyConflict, sameKeyedRequest, type KeyStamp } from '@wbk/platform';
import { isDuplicateKeyError, storedForOtherRequest, type Collection, type Doc, type DocStore } from '@wbk/store';

export const CONTACT_BULK_BATCHES_COLLECTION = 'contact_bulk_batches';

/**
 * One POST /v1/contacts/bulk call, written AFTER its contacts and carrying the
 * contact.bulk_created event(s) in its outbox. Its id comes from the
 * Idempotency-Key when there is one, so a retry that finds it written knows
 * the events are already on their way and adds none.
 */
export type ContactBulkBatchDoc = Doc &
  OutboxFields & {
    workspace_id: string;
    contact_ids: string[];
    count: number;
    created_date: string;
  };

export class ContactBulkRepository {
  private readonly batches: Collection<ContactBulkBatchDoc>;

  constructor(store: DocStore) {
    this.batches = store.collection<ContactBulkBatchDoc>(CONTACT_BULK_BATCHES_COLLECTION);
  }

  /** Batches are only ever read by id (and by the relay's pending sweep). */
  async ensureIndexes(): Promise<void> {
    await this.batches.createIndexes([{ key: { workspace_id: 1, created_date: -1 } }]);
  }

  /**
   * false when this batch was written before (a retried call): its events were
   * already queued then. With a stamp, a batch written for a different request
   * under the key is a 409.
   */
  async recordBatch(workspaceId: string, batchId: string, contactIds: string[], createdAt: string, events: EventEnvelope[], stamp?: KeyStamp): Promise<boolean> {
    const doc: ContactBulkBatchDoc = { _id: batchId, workspace_id: workspaceId, contact_ids: contactIds, count: contactIds.length, created_date: createdAt, ...stamp };
    try {
      await this.batches.insertOne(withOutbox(doc, events));
      return true;
    } catch (err) {
      if (!isDuplicateKeyError(err)) throw err;
      const stored = stamp ? await this.batches.findOne({ _id: batchId, workspace_id: workspaceId }) : null;
      if (stored && stamp && !sameKeyedRequest(stored, stamp)) throw reusedKeyConflict();
      return false;
    }
  }

  /** True when the batch `batchId` was written for another request under the stamp's key. */
  async storedForOtherRequest(workspaceId: string, batchId: string, stamp: KeyStamp): Promise<boolean> {
    return storedForOtherRequest(this.batches, workspaceId, [batchId], stamp);
  }
}
