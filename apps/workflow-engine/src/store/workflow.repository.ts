import { mergeUpdates, outboxUpdate, stripOutbox } from '@wbk/bus';
import type { EventEnvelope } from '@wbk/contracts';
import { AppError } from '@wbk/platform';
import { isDuplicateKeyError, type Collection, type Doc, type DocStore, type Filter, type UpdateSpec } from '@wbk/store';
import { nameKey, type WorkflowRecord } from '../domain/workflow';
import type { ActionType, EntityType } from '../domain/workflow-types';

export const WORKFLOWS_COLLECTION = 'workflows';

type WorkflowDoc = Doc &
  Omit<WorkflowRecord, 'id'> & {
    name_key: string;
    /** Run ids counted in `triggers_today`: makes counting idempotent per trigger event. */
    counted_runs: string[];
    deleted_at: string | null;
  };

export interface WorkflowListFilter {
  enabled?: boolean;
  condition_entity?: EntityType;
  action_type?: ActionType;
}

/** Outcome of counting one run against the daily cap. */
export type CountOutcome = 'counted' | 'already_counted' | 'cap_reached' | 'not_enabled';

const LIVE = { deleted_at: null };

function duplicateName(name: string): AppError {
  return new AppError('duplicate_name', `A workflow named "${name}" already exists in this workspace; choose another name`, {
    fields: [{ field: 'name', message: 'is already used by another workflow' }],
  });
}

export class WorkflowRepository {
  private readonly docs: Collection<WorkflowDoc>;

  constructor(store: DocStore) {
    this.docs = store.collection<WorkflowDoc>(WORKFLOWS_COLLECTION);
  }

  async ensureIndexes(): Promise<void> {
    await this.docs.createIndexes([
      // Spec: name unique per workspace; a deleted workflow's key is freed (see delete).
      { key: { workspace_id: 1, name_key: 1 }, unique: true, name: 'workspace_name_unique' },
      // The trigger path: enabled workflows of a workspace for one entity type.
      { key: { workspace_id: 1, condition_entity: 1, enabled: 1 }, name: 'workspace_trigger' },
      { key: { workspace_id: 1, created_at: -1 }, name: 'workspace_created' },
    ]);
  }

  async insert(record: WorkflowRecord): Promise<void> {
    const { id, ...rest } = record;
    try {
      await this.docs.insertOne({ _id: id, ...rest, name_key: nameKey(record.name), counted_runs: [], deleted_at: null });
    } catch (err) {
      if (isDuplicateKeyError(err)) throw duplicateName(record.name);
      throw err;
    }
  }

  async findById(workspaceId: string, id: string): Promise<WorkflowRecord | null> {
    const doc = await this.docs.findOne({ _id: id, workspace_id: workspaceId, ...LIVE });
    return doc ? toRecord(doc) : null;
  }

  async list(workspaceId: string, filter: WorkflowListFilter, skip: number, limit: number): Promise<{ items: WorkflowRecord[]; total: number }> {
    const query: Filter = { workspace_id: workspaceId, ...LIVE, ...filter };
    const [docs, total] = await Promise.all([this.docs.find(query, { sort: { created_at: -1, _id: 1 }, skip, limit }), this.docs.countDocuments(query)]);
    return { items: docs.map(toRecord), total };
  }

  /** Enabled workflows a change of this entity type may fire. */
  async enabledFor(workspaceId: string, entity: EntityType): Promise<WorkflowRecord[]> {
    const docs = await this.docs.find({ workspace_id: workspaceId, condition_entity: entity, enabled: true, ...LIVE });
    return docs.map(toRecord);
  }

  /** Sets fields (a rename also moves the unique name key); null when the workflow is gone. */
  async update(workspaceId: string, id: string, fields: Partial<WorkflowRecord>, resetBreakerDay?: string): Promise<WorkflowRecord | null> {
    const set: Record<string, unknown> = { ...fields };
    delete set['id'];
    if (fields.name !== undefined) set['name_key'] = nameKey(fields.name);
    if (resetBreakerDay !== undefined) Object.assign(set, { triggers_day: resetBreakerDay, triggers_today: 0, counted_runs: [], auto_disabled_reason: null });
    try {
      const doc = await this.docs.findOneAndUpdate({ _id: id, workspace_id: workspaceId, ...LIVE }, { $set: set }, { returnDocument: 'after' });
      return doc ? toRecord(doc) : null;
    } catch (err) {
      if (isDuplicateKeyError(err) && fields.name !== undefined) throw duplicateName(fields.name);
      throw err;
    }
  }

  /** Tombstone (bus outbox rule): the name is freed at once, the document stays until its outbox is published. */
  async delete(workspaceId: string, id: string, at: string): Promise<boolean> {
    const result = await this.docs.updateOne(
      { _id: id, workspace_id: workspaceId, ...LIVE },
      { $set: { deleted_at: at, enabled: false, name_key: `deleted:${id}`, updated_at: at } },
    );
    return result.matchedCount > 0;
  }

  /**
   * Counts one run against today's cap, atomically and once per run: the
   * guard on `triggers_today` stops concurrent runs from passing the cap, and
   * `counted_runs` makes a redelivered trigger event count nothing twice.
   */
  async countTrigger(workflow: WorkflowRecord, runId: string, day: string, at: string): Promise<CountOutcome> {
    const key = { _id: workflow.id, workspace_id: workflow.workspace_id, ...LIVE };
    await this.docs.updateOne({ ...key, triggers_day: { $ne: day } }, { $set: { triggers_day: day, triggers_today: 0, counted_runs: [] } });
    const counted = await this.docs.updateOne(
      {
        ...key,
        enabled: true,
        triggers_day: day,
        max_triggers_per_day: workflow.max_triggers_per_day,
        triggers_today: { $lt: workflow.max_triggers_per_day },
        counted_runs: { $ne: runId },
      },
      { $inc: { triggers_today: 1 }, $push: { counted_runs: runId }, $set: { last_triggered_at: at } },
    );
    if (counted.matchedCount > 0) return 'counted';
    const current = await this.docs.findOne(key);
    if (!current) return 'not_enabled';
    if (current.triggers_day === day && current.counted_runs.includes(runId)) return 'already_counted';
    if (!current.enabled) return 'not_enabled';
    // The cap may have changed between load and count: decide on the stored one.
    if (current.triggers_day === day && current.triggers_today >= current.max_triggers_per_day) return 'cap_reached';
    return this.countTrigger(toRecord(current), runId, day, at);
  }

  /**
   * Trips the breaker: disables the workflow and queues workflow.auto_disabled
   * in the same single-document write, guarded on `enabled: true`, so the alert
   * is published exactly once however many runs hit the cap together.
   */
  async autoDisable(workflow: WorkflowRecord, reason: string, at: string, event: EventEnvelope): Promise<boolean> {
    const update: UpdateSpec = mergeUpdates({ $set: { enabled: false, auto_disabled_reason: reason, updated_at: at } }, outboxUpdate([event]));
    const result = await this.docs.updateOne({ _id: workflow.id, workspace_id: workflow.workspace_id, enabled: true, ...LIVE }, update);
    return result.modifiedCount > 0;
  }
}

function toRecord(doc: WorkflowDoc): WorkflowRecord {
  const { _id, name_key: _key, counted_runs: _runs, deleted_at: _deleted, ...rest } = stripOutbox(doc);
  return { id: _id, ...rest } as WorkflowRecord;
}
