import { mergeUpdates, outboxUpdate, type OutboxFields } from '@wbk/bus';
import type { EventEnvelope } from '@wbk/contracts';
import type { Collection, Doc, DocStore } from '@wbk/store';
import { ALL_EVENTS } from '../domain/event-match';
import type { WebhookState } from '../domain/webhook';

export const WEBHOOKS_COLLECTION = 'webhooks';

/**
 * One webhook. Deletes are tombstones (deleted_at set) so that jobs already
 * queued for it find it and stop; `deleted_at` is always written (null while
 * live) so the live filter is a plain equality.
 */
export type WebhookDoc = Doc & Omit<WebhookState, 'id'> & OutboxFields & { workspace_id: string; deleted_at: string | null };

const LIVE = { deleted_at: null };
const NEWEST_FIRST = { created_at: -1, _id: -1 } as const;

function toState(doc: WebhookDoc): WebhookState {
  return {
    id: doc._id,
    url: doc.url,
    events: doc.events,
    description: doc.description ?? null,
    enabled: doc.enabled,
    disabled_reason: doc.disabled_reason ?? null,
    secret: doc.secret,
    failing_since: doc.failing_since ?? null,
    created_at: doc.created_at,
    updated_at: doc.updated_at,
  };
}

export interface StoredWebhook extends WebhookState {
  workspace_id: string;
  deleted: boolean;
}

export type WebhookChanges = Partial<Pick<WebhookState, 'url' | 'events' | 'description' | 'enabled' | 'disabled_reason' | 'failing_since' | 'updated_at'>>;

export class WebhookRepository {
  private readonly webhooks: Collection<WebhookDoc>;

  constructor(store: DocStore) {
    this.webhooks = store.collection<WebhookDoc>(WEBHOOKS_COLLECTION);
  }

  async ensureIndexes(): Promise<void> {
    await this.webhooks.createIndexes([{ key: { workspace_id: 1, created_at: -1, _id: -1 } }, { key: { workspace_id: 1, enabled: 1 } }]);
  }

  async insert(workspaceId: string, state: WebhookState): Promise<void> {
    const { id, ...fields } = state;
    await this.webhooks.insertOne({ _id: id, workspace_id: workspaceId, ...fields, deleted_at: null });
  }

  async findLive(workspaceId: string, id: string): Promise<WebhookState | null> {
    const doc = await this.webhooks.findOne({ _id: id, workspace_id: workspaceId, ...LIVE });
    return doc ? toState(doc) : null;
  }

  /** Internal reads by id (delivery workers): tombstones included, flagged. */
  async findAny(id: string): Promise<StoredWebhook | null> {
    const doc = await this.webhooks.findOne({ _id: id });
    return doc ? { ...toState(doc), workspace_id: doc.workspace_id, deleted: doc.deleted_at !== null } : null;
  }

  async list(workspaceId: string, skip: number, limit: number): Promise<{ items: WebhookState[]; total: number }> {
    const filter = { workspace_id: workspaceId, ...LIVE };
    const [docs, total] = await Promise.all([this.webhooks.find(filter, { sort: NEWEST_FIRST, skip, limit }), this.webhooks.countDocuments(filter)]);
    return { items: docs.map(toState), total };
  }

  /** Enabled live webhooks of the workspace that take this event. */
  async subscribers(workspaceId: string, event: string): Promise<WebhookState[]> {
    const docs = await this.webhooks.find({ workspace_id: workspaceId, enabled: true, ...LIVE, events: { $in: [event, ALL_EVENTS] } });
    return docs.map(toState);
  }

  async update(workspaceId: string, id: string, changes: WebhookChanges): Promise<boolean> {
    const result = await this.webhooks.updateOne({ _id: id, workspace_id: workspaceId, ...LIVE }, { $set: changes });
    return result.matchedCount === 1;
  }

  async tombstone(workspaceId: string, id: string, deletedAt: string): Promise<boolean> {
    const result = await this.webhooks.updateOne({ _id: id, workspace_id: workspaceId, ...LIVE }, { $set: { deleted_at: deletedAt, enabled: false, updated_at: deletedAt } });
    return result.matchedCount === 1;
  }

  async setFailingSince(id: string, failingSince: string | null): Promise<void> {
    await this.webhooks.updateOne({ _id: id }, { $set: { failing_since: failingSince } });
  }

  /**
   * Only an enabled endpoint is disabled, so two replicas deciding at once
   * write (and announce) it once.
   */
  async autoDisable(id: string, reason: string, at: string, events: EventEnvelope[]): Promise<boolean> {
    const result = await this.webhooks.updateOne(
      { _id: id, enabled: true, ...LIVE },
      mergeUpdates({ $set: { enabled: false, disabled_reason: reason, updated_at: at } }, outboxUpdate(events)),
    );
    return result.matchedCount === 1;
  }
}
