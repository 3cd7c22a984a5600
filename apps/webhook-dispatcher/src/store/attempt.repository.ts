import type { WebhookDeliveryLogRecord } from '@wbk/contracts';
import type { Collection, Doc, DocStore, Filter } from '@wbk/store';

export const ATTEMPTS_COLLECTION = 'webhook_attempts';

/** One HTTP attempt of a delivery: the log entry of GET /v1/webhooks/{id}/logs, stored as it is answered (`webhookDeliveryLogRecord` in libs/contracts). */
export type AttemptLog = WebhookDeliveryLogRecord;

type AttemptDoc = Doc & Omit<AttemptLog, 'id'> & { workspace_id: string; webhook_id: string };

export interface AttemptFilter {
  deliveryId?: string;
  event?: string;
  status?: AttemptLog['status'];
}

/** Newest first; the attempt number breaks ties within one millisecond. */
const NEWEST_FIRST = { created_at: -1, attempt: -1, _id: -1 } as const;

function toLog(doc: AttemptDoc): AttemptLog {
  return {
    id: doc._id,
    delivery_id: doc.delivery_id,
    event: doc.event,
    attempt: doc.attempt,
    status: doc.status,
    status_code: doc.status_code ?? null,
    duration_ms: doc.duration_ms,
    error: doc.error ?? null,
    response_excerpt: doc.response_excerpt ?? '',
    created_at: doc.created_at,
    next_attempt_at: doc.next_attempt_at ?? null,
  };
}

export class AttemptRepository {
  private readonly attempts: Collection<AttemptDoc>;

  constructor(store: DocStore) {
    this.attempts = store.collection<AttemptDoc>(ATTEMPTS_COLLECTION);
  }

  async ensureIndexes(): Promise<void> {
    await this.attempts.createIndexes([
      { key: { workspace_id: 1, webhook_id: 1, created_at: -1 } },
      { key: { workspace_id: 1, webhook_id: 1, delivery_id: 1 } },
    ]);
  }

  async insert(workspaceId: string, webhookId: string, log: AttemptLog): Promise<void> {
    const { id, ...fields } = log;
    await this.attempts.insertOne({ _id: id, workspace_id: workspaceId, webhook_id: webhookId, ...fields });
  }

  async list(workspaceId: string, webhookId: string, filter: AttemptFilter, skip: number, limit: number): Promise<{ items: AttemptLog[]; total: number }> {
    const query: Filter = {
      workspace_id: workspaceId,
      webhook_id: webhookId,
      ...(filter.deliveryId !== undefined ? { delivery_id: filter.deliveryId } : {}),
      ...(filter.event !== undefined ? { event: filter.event } : {}),
      ...(filter.status !== undefined ? { status: filter.status } : {}),
    };
    const [docs, total] = await Promise.all([this.attempts.find(query, { sort: NEWEST_FIRST, skip, limit }), this.attempts.countDocuments(query)]);
    return { items: docs.map(toLog), total };
  }
}
