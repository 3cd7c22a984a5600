import type { Collection, Doc, DocStore } from '@wbk/store';
import { CLOSED_TASK_STATUSES, INCLUDE_LIMIT, type TaskSummary } from '../domain/contact-includes';
import { isoDate, str } from './include-fields';
import { NOT_DELETED } from './tombstone';

export const TASKS_COLLECTION = 'tasks';

/**
 * CRM tasks (written by the tasks slice): workspace_id, contact_id, title,
 * status, priority, due_date, assigned_to_user_id, updated_date. Read here for
 * GET /v1/contacts/{id}?include=tasks.
 */
export class TaskRepository {
  private readonly tasks: Collection;

  constructor(store: DocStore) {
    this.tasks = store.collection(TASKS_COLLECTION);
  }

  async ensureIndexes(): Promise<void> {
    await this.tasks.createIndexes([{ key: { workspace_id: 1, contact_id: 1, status: 1, due_date: 1 } }]);
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
    priority: doc['priority'] ?? null,
    due_date: isoDate(doc['due_date']),
    assigned_to_user_id: str(doc['assigned_to_user_id']),
  };
}
