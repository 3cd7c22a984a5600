import { mergeUpdates, outboxUpdate, type OutboxFields } from '@wbk/bus';
import type { EventEnvelope } from '@wbk/contracts';
import type { KeyStamp } from '@wbk/platform';
import { insertOnce, type Collection, type Doc, type DocStore } from '@wbk/store';
import { ALL_EVENTS, receivesEvent } from '../domain/event-match';
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
    acting_key: doc.acting_key ?? null,
  };
}

export interface StoredWebhook extends WebhookState {
  workspace_id: string;
  deleted: boolean;
}

/**
 * How long a read made for the delivery path (findAny, subscribers) is reused.
 * Every write through this repository drops the cache at once, and the data
 * side is one process, so this only bounds staleness against writes made by
 * another process on a shared MongoDB.
 */
export const WEBHOOK_CACHE_MS = 1_000;

interface Cached<T> {
  value: T;
  until: number;
}

export type WebhookChanges = Partial<Pick<WebhookState, 'url' | 'events' | 'description' | 'enabled' | 'disabled_reason' | 'failing_since' | 'updated_at' | 'acting_key'>>;

export class WebhookRepository {
  private readonly webhooks: Collection<WebhookDoc>;

  private readonly byId = new Map<string, Cached<StoredWebhook | null>>();
  private readonly bySubscription = new Map<string, Cached<WebhookState[]>>();
  /** Bumped by every write: a read that overlapped one is not cached. */
  private generation = 0;

  constructor(
    store: DocStore,
    private readonly cacheMs = WEBHOOK_CACHE_MS,
    private readonly now: () => number = Date.now,
  ) {
    this.webhooks = store.collection<WebhookDoc>(WEBHOOKS_COLLECTION);
  }

  async ensureIndexes(): Promise<void> {
    await this.webhooks.createIndexes([{ key: { workspace_id: 1, created_at: -1, _id: -1 } }, { key: { workspace_id: 1, enabled: 1 } }]);
  }

  /** With a stamp, a create under an Idempotency-Key: a retry of the same request gets the stored webhook (created false). */
  async insert(workspaceId: string, state: WebhookState, stamp?: KeyStamp): Promise<{ webhook: WebhookState; created: boolean }> {
    const { id, ...fields } = state;
    const { doc, created } = await this.written(insertOnce(this.webhooks, { _id: id, workspace_id: workspaceId, ...fields, deleted_at: null }, stamp));
    return { webhook: toState(doc), created };
  }

  /** Live (not deleted) webhooks of the workspace: what the per-workspace quota counts. */
  countLive(workspaceId: string): Promise<number> {
    return this.webhooks.countDocuments({ workspace_id: workspaceId, ...LIVE });
  }

  /** Takes back a webhook just inserted that turned out to exceed the quota (nothing refers to it yet). */
  async remove(workspaceId: string, id: string): Promise<void> {
    await this.written(this.webhooks.deleteOne({ _id: id, workspace_id: workspaceId }));
  }

  async findLive(workspaceId: string, id: string): Promise<WebhookState | null> {
    const doc = await this.webhooks.findOne({ _id: id, workspace_id: workspaceId, ...LIVE });
    return doc ? toState(doc) : null;
  }

  /** Internal reads by id (delivery workers): tombstones included, flagged; cached (WEBHOOK_CACHE_MS). */
  async findAny(id: string): Promise<StoredWebhook | null> {
    const hit = this.fresh(this.byId.get(id));
    if (hit !== undefined) return hit && { ...hit };
    const generation = this.generation;
    const doc = await this.webhooks.findOne({ _id: id });
    const found = doc ? { ...toState(doc), workspace_id: doc.workspace_id, deleted: doc.deleted_at !== null } : null;
    if (generation === this.generation) this.byId.set(id, { value: found, until: this.now() + this.cacheMs });
    return found && { ...found };
  }

  async list(workspaceId: string, skip: number, limit: number): Promise<{ items: WebhookState[]; total: number }> {
    const filter = { workspace_id: workspaceId, ...LIVE };
    const [docs, total] = await Promise.all([this.webhooks.find(filter, { sort: NEWEST_FIRST, skip, limit }), this.webhooks.countDocuments(filter)]);
    return { items: docs.map(toState), total };
  }

  /** Enabled live webhooks of the workspace that take this event. */
  /** Cached (WEBHOOK_CACHE_MS): the fan-out asks this for every event. */
  async subscribers(workspaceId: string, event: string): Promise<WebhookState[]> {
    const key = `${workspaceId}\u0000${event}`;
    const hit = this.fresh(this.bySubscription.get(key));
    if (hit !== undefined) return hit.map((w) => ({ ...w }));
    const generation = this.generation;
    const docs = await this.webhooks.find({ workspace_id: workspaceId, enabled: true, ...LIVE, events: { $in: [event, ALL_EVENTS] } });
    const found = docs.map(toState).filter((webhook) => receivesEvent(webhook, event));
    if (generation === this.generation) this.bySubscription.set(key, { value: found, until: this.now() + this.cacheMs });
    return found.map((w) => ({ ...w }));
  }

  async update(workspaceId: string, id: string, changes: WebhookChanges): Promise<boolean> {
    const result = await this.written(this.webhooks.updateOne({ _id: id, workspace_id: workspaceId, ...LIVE }, { $set: changes }));
    return result.matchedCount === 1;
  }

  async tombstone(workspaceId: string, id: string, deletedAt: string): Promise<boolean> {
    const result = await this.written(
      this.webhooks.updateOne({ _id: id, workspace_id: workspaceId, ...LIVE }, { $set: { deleted_at: deletedAt, enabled: false, updated_at: deletedAt } }),
    );
    return result.matchedCount === 1;
  }

  async setFailingSince(id: string, failingSince: string | null): Promise<void> {
    await this.written(this.webhooks.updateOne({ _id: id }, { $set: { failing_since: failingSince } }));
  }

  /**
   * Only an enabled endpoint is disabled, so two replicas deciding at once
   * write (and announce) it once.
   */
  async autoDisable(id: string, reason: string, at: string, events: EventEnvelope[]): Promise<boolean> {
    const result = await this.written(
      this.webhooks.updateOne({ _id: id, enabled: true, ...LIVE }, mergeUpdates({ $set: { enabled: false, disabled_reason: reason, updated_at: at } }, outboxUpdate(events))),
    );
    return result.matchedCount === 1;
  }

  private fresh<T>(entry: Cached<T> | undefined): T | undefined {
    return entry && entry.until > this.now() ? entry.value : undefined;
  }

  /**
   * Drops the caches before and after a write, and bumps the generation both
   * times: a read that overlapped the write must not put the old state back.
   */
  private async written<R>(write: Promise<R>): Promise<R> {
    this.clearCache();
    try {
      return await write;
    } finally {
      this.clearCache();
    }
  }

  private clearCache(): void {
    this.generation += 1;
    this.byId.clear();
    this.bySubscription.clear();
  }
}
