import { isDuplicateKeyError, type Collection, type Doc, type DocStore } from '@wbk/store';
import type { DeliveryStatus } from '../domain/delivery-state';

export const DELIVERIES_COLLECTION = 'webhook_deliveries';

/**
 * One event sent to one webhook. `body` is rendered once so every attempt
 * sends and signs the same bytes. `enqueued` is false between the insert and
 * the job publish: the sweep re-publishes such deliveries after a crash.
 */
export type DeliveryDoc = Doc & {
  workspace_id: string;
  webhook_id: string;
  event_id: string;
  event: string;
  body: string;
  status: DeliveryStatus;
  attempt_count: number;
  enqueued: boolean;
  /** Why a pending delivery ended without an attempt (endpoint disabled or deleted). */
  end_reason: string | null;
  next_attempt_at: string | null;
  created_at: string;
  updated_at: string;
};

export interface NewDelivery {
  _id: string;
  workspace_id: string;
  webhook_id: string;
  event_id: string;
  event: string;
  body: string;
  created_at: string;
}

export class DeliveryRepository {
  private readonly deliveries: Collection<DeliveryDoc>;

  constructor(store: DocStore) {
    this.deliveries = store.collection<DeliveryDoc>(DELIVERIES_COLLECTION);
  }

  async ensureIndexes(): Promise<void> {
    await this.deliveries.createIndexes([
      { key: { workspace_id: 1, webhook_id: 1, created_at: -1 } },
      // The enqueue sweep: an internal scan across workspaces, so not workspace-first.
      { key: { enqueued: 1, status: 1, created_at: 1 }, name: 'enqueue_sweep' },
      // The per-workspace quota of deliveries waiting for a retry.
      { key: { workspace_id: 1, status: 1, attempt_count: 1 }, name: 'pending_retries' },
    ]);
  }

  /** Inserts, or returns the delivery that a redelivered event already created (same deterministic id). */
  async insertOnce(delivery: NewDelivery): Promise<DeliveryDoc> {
    const doc: DeliveryDoc = {
      ...delivery,
      status: 'pending',
      attempt_count: 0,
      enqueued: false,
      end_reason: null,
      next_attempt_at: delivery.created_at,
      updated_at: delivery.created_at,
    };
    try {
      await this.deliveries.insertOne(doc);
      return doc;
    } catch (err) {
      if (!isDuplicateKeyError(err)) throw err;
      const existing = await this.deliveries.findOne({ _id: delivery._id });
      if (!existing) throw err;
      return existing;
    }
  }

  /**
   * Inserts a delivery whose first attempt was already made (by the fan-out),
   * with that attempt's outcome: one write instead of insert + update. False
   * when the delivery exists (another copy of the event got there first).
   * `enqueued` is true only when no job is needed (the outcome is final).
   */
  async insertAttempted(delivery: NewDelivery, status: DeliveryStatus, nextAttemptAt: string | null, at: string, endReason: string | null = null): Promise<DeliveryDoc | null> {
    const doc: DeliveryDoc = {
      ...delivery,
      status,
      attempt_count: 1,
      enqueued: status !== 'pending',
      end_reason: endReason,
      next_attempt_at: nextAttemptAt,
      updated_at: at,
    };
    try {
      await this.deliveries.insertOne(doc);
      return doc;
    } catch (err) {
      if (isDuplicateKeyError(err)) return null;
      throw err;
    }
  }

  async markEnqueued(id: string): Promise<void> {
    await this.deliveries.updateOne({ _id: id, enqueued: false }, { $set: { enqueued: true } });
  }

  findById(id: string): Promise<DeliveryDoc | null> {
    return this.deliveries.findOne({ _id: id });
  }

  findForWebhook(workspaceId: string, webhookId: string, id: string): Promise<DeliveryDoc | null> {
    return this.deliveries.findOne({ _id: id, workspace_id: workspaceId, webhook_id: webhookId });
  }

  /**
   * Records attempt `seen.attempt_count + 1` and its outcome in one write, if
   * the delivery is still as `seen` (compare-and-set): two workers on one
   * delivery never share an attempt number; the loser reads again and takes
   * the next one. False when the delivery changed since it was read.
   */
  async recordAttempt(seen: DeliveryDoc, status: DeliveryStatus, nextAttemptAt: string | null, at: string, endReason: string | null = null): Promise<boolean> {
    const result = await this.deliveries.updateOne(
      { _id: seen._id, attempt_count: seen.attempt_count, status: seen.status },
      { $set: { attempt_count: seen.attempt_count + 1, status, next_attempt_at: nextAttemptAt, updated_at: at, enqueued: true, ...(endReason ? { end_reason: endReason } : {}) } },
    );
    return result.matchedCount === 1;
  }

  /** A pending delivery that can never be sent (endpoint disabled or deleted): replay sends its event later. */
  async endPending(id: string, reason: string, at: string): Promise<void> {
    await this.deliveries.updateOne({ _id: id, status: 'pending' }, { $set: { status: 'failed', end_reason: reason, next_attempt_at: null, updated_at: at } });
  }

  /** Deliveries of the workspace that failed at least once and wait for an automatic retry. */
  countPendingRetries(workspaceId: string): Promise<number> {
    return this.deliveries.countDocuments({ workspace_id: workspaceId, status: 'pending', attempt_count: { $gte: 1 } });
  }

  /** Pending deliveries whose job may never have been published (crash between insert and publish). */
  unenqueued(createdBefore: string, limit: number): Promise<DeliveryDoc[]> {
    return this.deliveries.find({ enqueued: false, status: 'pending', created_at: { $lt: createdBefore } }, { sort: { created_at: 1 }, limit });
  }
}
