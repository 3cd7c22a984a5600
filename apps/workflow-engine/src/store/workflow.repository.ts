import { mergeUpdates, outboxUpdate, stripOutbox } from '@wbk/bus';
import type { EventEnvelope } from '@wbk/contracts';
import { AppError, type KeyStamp } from '@wbk/platform';
import { insertOnce, isDuplicateKeyError, type Collection, type Doc, type DocStore, type Filter, type UpdateSpec } from '@wbk/store';
import { nameKey, type WorkflowRecord } from '../domain/workflow';
import { decideTrigger, type BreakerState, type TriggerDecision, type TriggerTime, type TripDecision } from '../domain/workflow-breaker';
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

/**
 * Builds workflow.auto_disabled for a trip, from the workflow as the trip
 * leaves it; queued in the write that disables it.
 */
export type AutoDisabledAlert = (disabled: WorkflowRecord, trip: TripDecision) => EventEnvelope;

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
      // A name is unique per workspace; a deleted workflow's key is freed (see delete).
      { key: { workspace_id: 1, name_key: 1 }, unique: true, name: 'workspace_name_unique' },
      // The trigger path: enabled workflows of a workspace for one entity type.
      { key: { workspace_id: 1, condition_entity: 1, enabled: 1 }, name: 'workspace_trigger' },
      { key: { workspace_id: 1, created_at: -1 }, name: 'workspace_created' },
    ]);
  }

  /** With a stamp, a create under an Idempotency-Key: a retry of the same request gets the stored workflow (created false). */
  async insert(record: WorkflowRecord, stamp?: KeyStamp): Promise<{ record: WorkflowRecord; created: boolean }> {
    const { id, ...rest } = record;
    try {
      const { doc, created } = await insertOnce(this.docs, { _id: id, ...rest, name_key: nameKey(record.name), counted_runs: [], deleted_at: null }, stamp);
      return { record: toRecord(doc), created };
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
   * Counts one trigger's run against the breaker, as decideTrigger rules.
   * The decision is applied in one conditional write guarded on the state it
   * was made on (enabled, day, count, cap, and this run not counted yet), so
   * two concurrent triggers can neither both take the last slot nor lose a
   * count; the one whose write misses reads the document and decides again.
   * A trip disables the workflow and queues `alertOf`'s workflow.auto_disabled
   * in that same write, so the alert is queued exactly once. `day` is
   * `utcDay` of `at`.
   */
  async countTrigger(workflow: WorkflowRecord, runId: string, day: string, at: string, alertOf?: AutoDisabledAlert): Promise<TriggerDecision> {
    const key = { _id: workflow.id, workspace_id: workflow.workspace_id, ...LIVE };
    const time: TriggerTime = { day, at };
    // The caller's record is usually still current, so the first try costs one write and no read; the guard
    // checks it, including the assumption that this run is not counted yet (a resumed run misses and reads).
    let seen: Seen | null = { record: workflow, state: breakerStateOf(workflow, false) };
    let fresh = false;
    for (;;) {
      const decision = decideTrigger(seen?.state ?? null, time);
      const written = seen && (await this.write(key, seen, decision, runId, at, alertOf));
      // Nothing to write: the answer stands once it was made on what the store holds now.
      if (written === true || (written === null && fresh)) return decision;
      const doc = await this.docs.findOne(key);
      seen = doc ? { record: toRecord(doc), state: breakerStateOf(doc, doc.counted_runs.includes(runId)) } : null;
      fresh = true;
    }
  }

  /**
   * The conditional write of a count or a trip: false when the document no
   * longer holds the state the decision was made on, null for a decision that
   * writes nothing.
   */
  private async write(key: Filter, seen: Seen, decision: TriggerDecision, runId: string, at: string, alertOf?: AutoDisabledAlert): Promise<boolean | null> {
    const { state, record } = seen;
    const guard: Filter = {
      ...key,
      enabled: true,
      triggers_day: state.triggers_day,
      triggers_today: state.triggers_today,
      max_triggers_per_day: state.max_triggers_per_day,
      counted_runs: { $ne: runId },
    };
    if (decision.verdict === 'trip') {
      if (!alertOf) throw new Error('countTrigger: a trigger that trips the breaker needs the workflow.auto_disabled alert to queue');
      const disabled = { enabled: false, auto_disabled_reason: decision.reason, updated_at: at };
      const update = mergeUpdates({ $set: disabled }, outboxUpdate([alertOf({ ...record, ...disabled }, decision)]));
      // updated_at too: the alert carries the whole workflow, which must be the one this write disables.
      return (await this.docs.updateOne({ ...guard, updated_at: record.updated_at }, update)).matchedCount > 0;
    }
    if (decision.verdict === 'run' && decision.count !== null) {
      const { count } = decision;
      const update: UpdateSpec =
        state.triggers_day === count.triggers_day
          ? { $set: { triggers_today: count.triggers_today, last_triggered_at: at }, $push: { counted_runs: runId } }
          : { $set: { triggers_day: count.triggers_day, triggers_today: count.triggers_today, counted_runs: [runId], last_triggered_at: at } };
      return (await this.docs.updateOne(guard, update)).matchedCount > 0;
    }
    return null;
  }
}

/** A stored workflow as last read, and the breaker's view of it for one run. */
interface Seen {
  record: WorkflowRecord;
  state: BreakerState;
}

function breakerStateOf(record: WorkflowRecord | WorkflowDoc, runCounted: boolean): BreakerState {
  return {
    enabled: record.enabled,
    auto_disabled_reason: record.auto_disabled_reason,
    triggers_day: record.triggers_day,
    triggers_today: record.triggers_today,
    max_triggers_per_day: record.max_triggers_per_day,
    run_counted: runCounted,
  };
}

function toRecord(doc: WorkflowDoc): WorkflowRecord {
  const { _id, name_key: _key, counted_runs: _runs, deleted_at: _deleted, idempotency_key: _idempotencyKey, request_hash: _requestHash, ...rest } = stripOutbox(doc);
  return { id: _id, ...rest } as WorkflowRecord;
}
