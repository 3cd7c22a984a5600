import { isDuplicateKeyError, type Collection, type Doc, type DocStore, type UpdateSpec } from '@wbk/store';
import type { RunRecord } from '../domain/workflow-run';

export const WORKFLOW_RUNS_COLLECTION = 'workflow_runs';

/** `created_on` is the Date the TTL index reads (RUN_RETENTION_DAYS); `created_at` stays the ISO text the API shows. */
type RunDoc = Doc & Omit<RunRecord, 'id'> & { created_on: Date };

export class RunRepository {
  private readonly runs: Collection<RunDoc>;

  constructor(
    store: DocStore,
    private readonly retentionDays: number,
  ) {
    this.runs = store.collection<RunDoc>(WORKFLOW_RUNS_COLLECTION);
  }

  async ensureIndexes(): Promise<void> {
    await this.runs.createIndexes([
      { key: { workspace_id: 1, workflow_id: 1, created_at: -1 }, name: 'workspace_workflow_runs' },
      { key: { workspace_id: 1, 'entity.id': 1, created_at: -1 }, name: 'workspace_entity_runs' },
      // Redelivery: pending runs of one trigger event whose workflow no longer fires.
      { key: { workspace_id: 1, 'trigger_event.id': 1 }, name: 'workspace_trigger_event' },
      { key: { created_on: 1 }, name: 'run_retention_ttl', expireAfterSeconds: this.retentionDays * 86_400 },
    ]);
  }

  /** Inserts the run, or returns the one already recorded for this (workflow, trigger event). */
  async insertOrGet(run: RunRecord): Promise<{ run: RunRecord; created: boolean }> {
    const { id, ...rest } = run;
    try {
      await this.runs.insertOne({ _id: id, ...rest, created_on: new Date(run.created_at) });
      return { run, created: true };
    } catch (err) {
      if (!isDuplicateKeyError(err)) throw err;
      const existing = await this.runs.findOne({ _id: id, workspace_id: run.workspace_id });
      if (!existing) throw err;
      return { run: toRecord(existing), created: false };
    }
  }

  /** Records that an attempt starts, before the action runs (a crash mid-action still counts it). */
  async startAttempt(run: RunRecord): Promise<RunRecord | null> {
    return this.patch(run, { $inc: { attempts: 1 } });
  }

  async recordWarnings(run: RunRecord, warnings: string[]): Promise<void> {
    if (warnings.length > 0) await this.patch(run, { $set: { warnings } });
  }

  async recordRetry(run: RunRecord, error: string): Promise<void> {
    await this.patch(run, { $set: { error } });
  }

  /** Final state; guarded on `pending` so a finished run is never rewritten by a late copy. */
  async finish(run: RunRecord, fields: Pick<RunRecord, 'status' | 'action_result' | 'error' | 'duration_ms' | 'finished_at'>): Promise<void> {
    await this.runs.updateOne({ _id: run.id, workspace_id: run.workspace_id, status: 'pending' }, { $set: { ...fields } });
  }

  async pendingForEvent(workspaceId: string, eventId: string): Promise<RunRecord[]> {
    const docs = await this.runs.find({ workspace_id: workspaceId, 'trigger_event.id': eventId, status: 'pending' });
    return docs.map(toRecord);
  }

  async forWorkflow(workspaceId: string, workflowId: string, skip: number, limit: number): Promise<{ items: RunRecord[]; total: number }> {
    return this.page({ workspace_id: workspaceId, workflow_id: workflowId }, skip, limit);
  }

  async forEntity(workspaceId: string, entityId: string, skip: number, limit: number): Promise<{ items: RunRecord[]; total: number }> {
    return this.page({ workspace_id: workspaceId, 'entity.id': entityId }, skip, limit);
  }

  private async page(filter: Record<string, unknown>, skip: number, limit: number): Promise<{ items: RunRecord[]; total: number }> {
    const [docs, total] = await Promise.all([
      this.runs.find(filter, { sort: { created_at: -1, _id: -1 }, skip, limit }),
      this.runs.countDocuments(filter),
    ]);
    return { items: docs.map(toRecord), total };
  }

  private async patch(run: RunRecord, update: UpdateSpec): Promise<RunRecord | null> {
    const doc = await this.runs.findOneAndUpdate({ _id: run.id, workspace_id: run.workspace_id }, update, { returnDocument: 'after' });
    return doc ? toRecord(doc) : null;
  }
}

function toRecord(doc: RunDoc): RunRecord {
  const { _id, created_on: _on, ...rest } = doc;
  return { id: _id, ...rest };
}
