import type { WebhookReplayStatus } from '@wbk/contracts';
import type { Collection, Doc, DocStore } from '@wbk/store';

export const REPLAY_JOBS_COLLECTION = 'webhook_replays';

/** Where a replay stopped: the last archived event it sent (the archive's order is occurred_at, then id). */
export interface ReplayCursor {
  occurred_at: string;
  event_id: string;
}

/**
 * One replay of a window to one webhook. It advances a batch at a time and
 * records its cursor with each batch, so a replica that dies mid-replay
 * leaves a job that another picks up where the cursor says (the batch in
 * flight is redone; its deliveries have deterministic ids, so none doubles).
 */
export type ReplayJobDoc = Doc & {
  workspace_id: string;
  webhook_id: string;
  status: WebhookReplayStatus;
  since: string;
  until: string;
  /** The webhook's subscriptions when the replay was queued; null = every event. */
  events: string[] | null;
  total: number;
  replayed: number;
  cursor: ReplayCursor | null;
  /** A runner holds the job until then; a crashed runner's lease simply runs out. */
  lease_until: string;
  error: string | null;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
  updated_at: string;
};

export type NewReplayJob = Pick<ReplayJobDoc, '_id' | 'workspace_id' | 'webhook_id' | 'since' | 'until' | 'events' | 'total' | 'created_at'>;

export class ReplayJobRepository {
  private readonly jobs: Collection<ReplayJobDoc>;

  constructor(store: DocStore) {
    this.jobs = store.collection<ReplayJobDoc>(REPLAY_JOBS_COLLECTION);
  }

  async ensureIndexes(): Promise<void> {
    await this.jobs.createIndexes([
      { key: { workspace_id: 1, webhook_id: 1, created_at: -1 } },
      // The runner's scan across workspaces for unfinished jobs, least recently advanced first.
      { key: { status: 1, updated_at: 1 }, name: 'replay_runner' },
    ]);
  }

  async insert(job: NewReplayJob): Promise<ReplayJobDoc> {
    const doc: ReplayJobDoc = {
      ...job,
      status: 'queued',
      replayed: 0,
      cursor: null,
      lease_until: job.created_at,
      error: null,
      started_at: null,
      finished_at: null,
      updated_at: job.created_at,
    };
    await this.jobs.insertOne(doc);
    return doc;
  }

  find(workspaceId: string, webhookId: string, id: string): Promise<ReplayJobDoc | null> {
    return this.jobs.findOne({ _id: id, workspace_id: workspaceId, webhook_id: webhookId });
  }

  findById(id: string): Promise<ReplayJobDoc | null> {
    return this.jobs.findOne({ _id: id });
  }

  /** Unfinished jobs whose lease ran out, least recently advanced first: each gets its turn. */
  claimable(now: string, limit: number): Promise<ReplayJobDoc[]> {
    return this.jobs.find({ status: { $in: ['queued', 'running'] }, lease_until: { $lte: now } }, { sort: { updated_at: 1 }, limit });
  }

  /** Takes the lease if nobody took it since `seen` was read. */
  async claim(seen: ReplayJobDoc, leaseUntil: string, now: string): Promise<boolean> {
    const result = await this.jobs.updateOne(
      { _id: seen._id, lease_until: seen.lease_until, status: seen.status },
      { $set: { status: 'running', lease_until: leaseUntil, started_at: seen.started_at ?? now } },
    );
    return result.matchedCount === 1;
  }

  /** One batch done: the new cursor and count, and the lease handed back so the next job gets its turn. */
  async advance(id: string, cursor: ReplayCursor, replayed: number, now: string): Promise<void> {
    await this.jobs.updateOne({ _id: id, status: 'running' }, { $set: { cursor, replayed, lease_until: now, updated_at: now } });
  }

  async finish(id: string, status: 'completed' | 'failed', error: string | null, now: string): Promise<void> {
    await this.jobs.updateOne({ _id: id, status: 'running' }, { $set: { status, error, finished_at: now, lease_until: now, updated_at: now } });
  }
}
