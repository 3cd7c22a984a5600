import { mergeUpdates, outboxUpdate, type OutboxFields } from '@wbk/bus';
import type { ActingKey, EventEnvelope } from '@wbk/contracts';
import type { Collection, Doc, DocStore } from '@wbk/store';
import type { AssistantTaskView, TaskStatus, TaskType } from '../domain/assistant-task';

export const ASSISTANT_TASKS_COLLECTION = 'assistant_tasks';

/**
 * One assistant task. `execution_started_at` / `execution_attempts` belong to
 * the approve-and-execute step: a task left `approved` by a crashed engine is
 * picked up again by the recovery sweep (see jobs/assistant-task-runner.job.ts).
 */
export type AssistantTaskDoc = Doc &
  OutboxFields & {
    workspace_id: string;
    type: TaskType;
    status: TaskStatus;
    description: string;
    metadata: Record<string, unknown>;
    created_at: string;
    updated_at: string;
    execution_started_at: string | null;
    execution_attempts: number;
    /** The key that approved the task: it runs with that key's permissions. Absent on tasks approved before this was recorded. */
    approved_by?: ActingKey | null;
  };

const NEWEST_FIRST = { created_at: -1, _id: -1 } as const;

export function toTaskView(doc: AssistantTaskDoc): AssistantTaskView {
  return {
    id: doc._id,
    type: doc.type,
    status: doc.status,
    description: doc.description,
    metadata: doc.metadata ?? {},
    created_at: doc.created_at,
    updated_at: doc.updated_at,
  };
}

export interface NewTask {
  id: string;
  type: TaskType;
  description: string;
  metadata: Record<string, unknown>;
}

export class AssistantTaskRepository {
  private readonly tasks: Collection<AssistantTaskDoc>;

  constructor(store: DocStore) {
    this.tasks = store.collection<AssistantTaskDoc>(ASSISTANT_TASKS_COLLECTION);
  }

  async ensureIndexes(): Promise<void> {
    await this.tasks.createIndexes([
      { key: { workspace_id: 1, status: 1, created_at: -1, _id: -1 } },
      // Operational sweep for executions interrupted by a crash (not a tenant query).
      { key: { status: 1, execution_started_at: 1 } },
    ]);
  }

  /** Chat-created tasks start pending; their creation publishes nothing (the catalog has no such event). */
  async insertPending(workspaceId: string, tasks: NewTask[], now: string): Promise<AssistantTaskView[]> {
    const docs: AssistantTaskDoc[] = tasks.map((t) => ({
      _id: t.id,
      workspace_id: workspaceId,
      type: t.type,
      status: 'pending',
      description: t.description,
      metadata: t.metadata,
      created_at: now,
      updated_at: now,
      execution_started_at: null,
      execution_attempts: 0,
    }));
    if (docs.length > 0) await this.tasks.insertMany(docs);
    return docs.map(toTaskView);
  }

  async findByIds(workspaceId: string, ids: string[]): Promise<AssistantTaskView[]> {
    const docs = await this.tasks.find({ workspace_id: workspaceId, _id: { $in: ids } });
    const byId = new Map(docs.map((d) => [d._id, toTaskView(d)]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  async find(workspaceId: string, id: string): Promise<AssistantTaskDoc | null> {
    return this.tasks.findOne({ _id: id, workspace_id: workspaceId });
  }

  async list(workspaceId: string, status: TaskStatus, page: { skip: number; limit: number }): Promise<{ items: AssistantTaskView[]; total: number }> {
    const query = { workspace_id: workspaceId, status };
    const [docs, total] = await Promise.all([this.tasks.find(query, { sort: NEWEST_FIRST, skip: page.skip, limit: page.limit }), this.tasks.countDocuments(query)]);
    return { items: docs.map(toTaskView), total };
  }

  /**
   * pending -> approved or dismissed, with its event, in one conditional write:
   * of two concurrent approvals exactly one matches `status: 'pending'`.
   * Null when the task is not (or no longer) pending.
   */
  async leavePending(
    workspaceId: string,
    id: string,
    to: 'approved' | 'dismissed',
    now: string,
    event: (after: AssistantTaskView) => EventEnvelope,
    by: ActingKey | null = null,
  ): Promise<AssistantTaskDoc | null> {
    const current = await this.find(workspaceId, id);
    if (!current || current.status !== 'pending') return null;
    const execution = to === 'approved' ? { execution_started_at: now, execution_attempts: 1, approved_by: by } : {};
    const after = toTaskView({ ...current, status: to, updated_at: now });
    return this.tasks.findOneAndUpdate(
      { _id: id, workspace_id: workspaceId, status: 'pending' },
      mergeUpdates({ $set: { status: to, updated_at: now, ...execution } }, outboxUpdate([event(after)])),
      { returnDocument: 'after' },
    );
  }

  /** approved -> completed | failed with the outcome in metadata; null if another executor finished first. */
  async finish(workspaceId: string, id: string, status: 'completed' | 'failed', metadata: Record<string, unknown>, now: string): Promise<AssistantTaskDoc | null> {
    return this.tasks.findOneAndUpdate(
      { _id: id, workspace_id: workspaceId, status: 'approved' },
      { $set: { status, metadata, updated_at: now, execution_started_at: null } },
      { returnDocument: 'after' },
    );
  }

  /** Approved tasks whose execution started before `startedBefore` (their executor most likely died). */
  async staleExecutions(startedBefore: string, limit: number): Promise<AssistantTaskDoc[]> {
    return this.tasks.find({ status: 'approved', execution_started_at: { $lt: startedBefore } }, { sort: { execution_started_at: 1 }, limit });
  }

  /** Claims a stale execution: compare-and-set on the attempt counter, so one sweeper wins. */
  async claimExecution(workspaceId: string, id: string, attempts: number, now: string): Promise<boolean> {
    const result = await this.tasks.updateOne(
      { _id: id, workspace_id: workspaceId, status: 'approved', execution_attempts: attempts },
      { $set: { execution_started_at: now, execution_attempts: attempts + 1 } },
    );
    return result.matchedCount === 1;
  }
}
