import type { EventEnvelope } from '@wbk/contracts';
import { mergeUpdates, outboxUpdate, withOutbox, type OutboxFields } from '@wbk/bus';
import type { KeyStamp } from '@wbk/platform';
import { insertOnce, type Collection, type Doc, type DocStore, type Filter } from '@wbk/store';
import { CLOSED_TASK_STATUSES, INCLUDE_LIMIT, type TaskSummary } from '../domain/contact-includes';
import type { TaskState } from '../domain/task';
import { CONTACTS_COLLECTION } from './contact.repository';
import { DEALS_COLLECTION } from './deal.repository';
import { isoDate, str } from './include-fields';
import { NOT_DELETED } from './tombstone';

export const TASKS_COLLECTION = 'tasks';

/**
 * CRM tasks: the task fields, workspace_id, `version` (optimistic
 * concurrency) and `deleted_at` (tombstone; null while live). The contacts
 * slice reads the same documents for GET /v1/contacts/{id}?include=tasks.
 */
export type TaskDoc = Doc &
  Omit<TaskState, 'id'> &
  OutboxFields & {
    workspace_id: string;
    deleted_at: string | null;
    version: number;
  };

export interface StoredTask {
  state: TaskState;
  version: number;
}

export interface TaskListFilter {
  status?: string;
  assigned_to_user_id?: string;
  contact_id?: string;
  deal_id?: string;
  due_after?: string;
  due_before?: string;
  skip: number;
  limit: number;
}

/** Newest first like every CRM list; the id breaks ties so pages never overlap. */
const NEWEST_FIRST = { created_date: -1, _id: -1 } as const;

function toState(doc: TaskDoc): TaskState {
  return {
    id: doc._id,
    title: doc.title,
    description: doc.description ?? null,
    status: doc.status,
    priority: doc.priority,
    due_date: isoDate(doc.due_date),
    contact_id: doc.contact_id ?? null,
    deal_id: doc.deal_id ?? null,
    assigned_to_user_id: doc.assigned_to_user_id ?? null,
    completed_at: doc.completed_at ?? null,
    created_date: doc.created_date,
    updated_date: doc.updated_date,
  };
}

function stateFields(state: TaskState): Omit<TaskState, 'id'> {
  const { id: _id, ...fields } = state;
  return fields;
}

export class TaskRepository {
  private readonly tasks: Collection<TaskDoc>;
  private readonly store: DocStore;

  constructor(store: DocStore) {
    this.store = store;
    this.tasks = store.collection<TaskDoc>(TASKS_COLLECTION);
  }

  /** One index per list filter (workspace_id first, then the filter, then the sort), plus the contact include's. */
  async ensureIndexes(): Promise<void> {
    await this.tasks.createIndexes([
      { key: { workspace_id: 1, deleted_at: 1, contact_id: 1, status: 1, due_date: 1 } },
      { key: { workspace_id: 1, deleted_at: 1, created_date: -1, _id: -1 } },
      { key: { workspace_id: 1, deleted_at: 1, status: 1, created_date: -1, _id: -1 } },
      { key: { workspace_id: 1, deleted_at: 1, assigned_to_user_id: 1, created_date: -1, _id: -1 } },
      { key: { workspace_id: 1, deleted_at: 1, contact_id: 1, created_date: -1, _id: -1 } },
      { key: { workspace_id: 1, deleted_at: 1, deal_id: 1, created_date: -1, _id: -1 } },
      { key: { workspace_id: 1, deleted_at: 1, due_date: 1 } },
    ]);
  }

  /** With a stamp, a create under an Idempotency-Key: a retry of the same request gets the stored task (created false). */
  async insert(workspaceId: string, state: TaskState, events: EventEnvelope[], stamp?: KeyStamp): Promise<{ state: TaskState; created: boolean }> {
    const doc: TaskDoc = { _id: state.id, workspace_id: workspaceId, ...stateFields(state), deleted_at: null, version: 1 };
    const { doc: stored, created } = await insertOnce(this.tasks, withOutbox(doc, events), stamp);
    return { state: toState(stored), created };
  }

  async findLive(workspaceId: string, id: string): Promise<StoredTask | null> {
    const doc = await this.tasks.findOne({ _id: id, workspace_id: workspaceId, deleted_at: null });
    return doc ? { state: toState(doc), version: doc.version } : null;
  }

  async list(workspaceId: string, filter: TaskListFilter): Promise<{ items: TaskState[]; total: number }> {
    const query: Filter = { workspace_id: workspaceId, deleted_at: null };
    for (const field of ['status', 'assigned_to_user_id', 'contact_id', 'deal_id'] as const) {
      if (filter[field] !== undefined) query[field] = filter[field];
    }
    if (filter.due_after !== undefined || filter.due_before !== undefined) {
      query['due_date'] = {
        ...(filter.due_after !== undefined ? { $gte: filter.due_after } : {}),
        ...(filter.due_before !== undefined ? { $lte: filter.due_before } : {}),
      };
    }
    const [docs, total] = await Promise.all([
      this.tasks.find(query, { sort: NEWEST_FIRST, skip: filter.skip, limit: filter.limit }),
      this.tasks.countDocuments(query),
    ]);
    return { items: docs.map(toState), total };
  }

  /** Writes the whole new state if nobody else wrote since `version`; false when someone did. */
  async update(workspaceId: string, next: TaskState, version: number, events: EventEnvelope[]): Promise<boolean> {
    const result = await this.tasks.updateOne(
      { _id: next.id, workspace_id: workspaceId, version, deleted_at: null },
      mergeUpdates({ $set: { ...stateFields(next), version: version + 1 } }, outboxUpdate(events)),
    );
    return result.matchedCount === 1;
  }

  /**
   * Tombstone rather than removal: the catalog has no task.deleted, but events
   * still pending on this document's outbox must survive until the relay sends them.
   */
  async tombstone(workspaceId: string, id: string, version: number, deletedAt: string): Promise<boolean> {
    const result = await this.tasks.updateOne(
      { _id: id, workspace_id: workspaceId, version, deleted_at: null },
      { $set: { deleted_at: deletedAt, version: version + 1 } },
    );
    return result.matchedCount === 1;
  }

  /** Whether the linked contact / deal is a live record of the workspace (read-only use of those collections, by _id). */
  async linkExists(workspaceId: string, kind: 'contact' | 'deal', id: string): Promise<boolean> {
    const collection = this.store.collection(kind === 'contact' ? CONTACTS_COLLECTION : DEALS_COLLECTION);
    return (await collection.findOne({ _id: id, workspace_id: workspaceId, ...NOT_DELETED })) !== null;
  }

  /**
   * Open tasks of a contact, soonest due first, then undated ones most
   * recently updated first (a plain ascending sort would put undated tasks,
   * i.e. null, before dated ones).
   */
  async openForContact(workspaceId: string, contactId: string, limit = INCLUDE_LIMIT): Promise<TaskSummary[]> {
    const base = { workspace_id: workspaceId, contact_id: contactId, status: { $nin: [...CLOSED_TASK_STATUSES] }, ...NOT_DELETED };
    const dated = await this.tasks.find({ ...base, due_date: { $ne: null } }, { sort: { due_date: 1, _id: 1 }, limit });
    const undated =
      dated.length < limit
        ? await this.tasks.find(
            { ...base, due_date: null },
            { sort: { updated_date: -1, _id: -1 }, limit: limit - dated.length },
          )
        : [];
    return [...dated, ...undated].map(toTaskSummary);
  }
}

function toTaskSummary(doc: Doc): TaskSummary {
  return {
    id: doc._id,
    title: str(doc['title']),
    status: str(doc['status']),
    priority: str(doc['priority']),
    due_date: isoDate(doc['due_date']),
    assigned_to_user_id: str(doc['assigned_to_user_id']),
  };
}
