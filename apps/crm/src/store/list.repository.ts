import type { EventEnvelope } from '@wbk/contracts';
import { mergeUpdates, outboxUpdate, withOutbox, type OutboxFields } from '@wbk/bus';
import type { KeyStamp } from '@wbk/platform';
import { insertOnce, type Collection, type Doc, type DocStore } from '@wbk/store';
import { listNameKey, type ListState } from '../domain/list';

export const LISTS_COLLECTION = 'lists';

/**
 * A membership change in progress, written on the list document BEFORE any
 * membership document (the intent; see app/list-membership.ts). It holds the
 * exact contacts the change adds or removes and the event announcing them, so
 * whoever completes it (the request, or a later one after a crash) stores the
 * same members and publishes the same event id.
 */
export interface PendingListOp {
  id: string;
  kind: 'add' | 'remove';
  contact_ids: string[];
  started_at: string;
  event: EventEnvelope;
}

/**
 * One list document. `name_key` (workspace + folded name) carries the
 * per-workspace unique name and is removed from tombstones so a deleted list's
 * name can be reused. `pending_op` doubles as the per-list lock: membership
 * changes of one list run one at a time, which keeps contact_count exact.
 */
export type ListDoc = Doc &
  Omit<ListState, 'id'> &
  OutboxFields & {
    workspace_id: string;
    name_key?: string;
    deleted_at: string | null;
    version: number;
    pending_op: PendingListOp | null;
    /** Copy of pending_op.started_at at top level, indexed for the stale-intent sweep. */
    op_started_at: string | null;
  };

export interface StoredList {
  state: ListState;
  version: number;
  pendingOp: PendingListOp | null;
}

const NEWEST_FIRST = { created_date: -1, _id: -1 } as const;

function toState(doc: ListDoc): ListState {
  return {
    id: doc._id,
    name: doc.name,
    description: doc.description ?? null,
    contact_count: typeof doc.contact_count === 'number' ? doc.contact_count : 0,
    created_date: doc.created_date,
    updated_date: doc.updated_date,
  };
}

function toStored(doc: ListDoc): StoredList {
  return { state: toState(doc), version: doc.version, pendingOp: doc.pending_op ?? null };
}

export class ListRepository {
  private readonly lists: Collection<ListDoc>;

  constructor(store: DocStore) {
    this.lists = store.collection<ListDoc>(LISTS_COLLECTION);
  }

  async ensureIndexes(): Promise<void> {
    await this.lists.createIndexes([
      { key: { workspace_id: 1, deleted_at: 1, created_date: -1, _id: -1 } },
      // Single field (workspace id inside the key): a unique sparse index that both store adapters enforce alike.
      { key: { name_key: 1 }, unique: true, sparse: true },
      // Operational sweep for intents left by a crashed process (not a tenant query).
      { key: { op_started_at: 1 } },
    ]);
  }

  /**
   * Throws DuplicateKeyError when the workspace already has a live list of that
   * name. With a stamp, a create under an Idempotency-Key: a retry of the same
   * request gets the stored list (created false).
   */
  async insert(workspaceId: string, state: ListState, events: EventEnvelope[], stamp?: KeyStamp): Promise<{ state: ListState; created: boolean }> {
    const { id: _id, ...fields } = state;
    const doc: ListDoc = {
      _id: state.id,
      workspace_id: workspaceId,
      ...fields,
      name_key: listNameKey(workspaceId, state.name),
      deleted_at: null,
      version: 1,
      pending_op: null,
      op_started_at: null,
    };
    const { doc: stored, created } = await insertOnce(this.lists, withOutbox(doc, events), stamp);
    return { state: toState(stored), created };
  }

  async findLive(workspaceId: string, id: string): Promise<StoredList | null> {
    const doc = await this.lists.findOne({ _id: id, workspace_id: workspaceId, deleted_at: null });
    return doc ? toStored(doc) : null;
  }

  /** The live list of that name (compared as listNameKey folds it), or null. */
  async findLiveByName(workspaceId: string, name: string): Promise<StoredList | null> {
    const doc = await this.lists.findOne({ name_key: listNameKey(workspaceId, name), workspace_id: workspaceId, deleted_at: null });
    return doc ? toStored(doc) : null;
  }

  async list(workspaceId: string, page: { skip: number; limit: number }): Promise<{ items: ListState[]; total: number }> {
    const query = { workspace_id: workspaceId, deleted_at: null };
    const [docs, total] = await Promise.all([
      this.lists.find(query, { sort: NEWEST_FIRST, skip: page.skip, limit: page.limit }),
      this.lists.countDocuments(query),
    ]);
    return { items: docs.map(toState), total };
  }

  /** Records the intent and takes the list's lock; false when the list changed or another change holds it. */
  async beginOp(workspaceId: string, id: string, version: number, op: PendingListOp): Promise<boolean> {
    const result = await this.lists.updateOne(
      { _id: id, workspace_id: workspaceId, version, deleted_at: null, pending_op: null },
      { $set: { pending_op: op, op_started_at: op.started_at, version: version + 1 } },
    );
    return result.matchedCount === 1;
  }

  /**
   * Completes an intent: count, event and lock release in ONE write, done only
   * by whoever still finds this intent (exactly once). False when another
   * caller completed it first.
   */
  async finishOp(workspaceId: string, id: string, op: PendingListOp, delta: number, updatedDate: string): Promise<boolean> {
    const result = await this.lists.updateOne(
      { _id: id, workspace_id: workspaceId, 'pending_op.id': op.id },
      mergeUpdates(
        { $set: { pending_op: null, op_started_at: null, updated_date: updatedDate }, $inc: { contact_count: delta, version: 1 } },
        outboxUpdate([op.event]),
      ),
    );
    return result.matchedCount === 1;
  }

  /** Tombstone + list.deleted in one write; frees the name. Never while a membership change holds the lock. */
  async tombstone(workspaceId: string, id: string, version: number, deletedAt: string, events: EventEnvelope[]): Promise<boolean> {
    const result = await this.lists.updateOne(
      { _id: id, workspace_id: workspaceId, version, deleted_at: null, pending_op: null },
      mergeUpdates({ $set: { deleted_at: deletedAt, version: version + 1 }, $unset: { name_key: '' } }, outboxUpdate(events)),
    );
    return result.matchedCount === 1;
  }

  /** Lists whose intent started before `startedBefore` (their writer most likely died). */
  async withStaleOps(startedBefore: string, limit: number): Promise<Array<{ workspaceId: string; id: string; op: PendingListOp }>> {
    const docs = await this.lists.find({ op_started_at: { $lt: startedBefore } }, { sort: { op_started_at: 1 }, limit });
    return docs.filter((d) => d.pending_op).map((d) => ({ workspaceId: d.workspace_id, id: d._id, op: d.pending_op as PendingListOp }));
  }
}
