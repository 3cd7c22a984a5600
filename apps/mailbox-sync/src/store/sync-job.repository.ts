import { outboxUpdate, stripOutbox, type OutboxFields } from '@wbk/bus';
import type { EmailSyncStatus, EventEnvelope, MailProvider } from '@wbk/contracts';
import { isDuplicateKeyError, type Collection, type Doc, type DocStore, type Filter } from '@wbk/store';
import type { SyncJob } from '../domain/sync-job';

export const SYNC_JOBS_COLLECTION = 'sync_jobs';

type JobDoc = Doc & OutboxFields & Omit<SyncJob, 'id' | 'pages_stored'> & { pages_stored?: number; lease_owner: string | null; lease_until: string | null };

const NEWEST_FIRST = { queued_at: -1, _id: -1 } as const;
const ACTIVE: EmailSyncStatus[] = ['queued', 'running'];

function toJob(doc: JobDoc): SyncJob {
  const { _id, lease_owner: _owner, lease_until: _until, ...rest } = stripOutbox(doc);
  // Jobs saved before pages were numbered count from zero.
  return { id: _id, ...rest, pages_stored: rest.pages_stored ?? 0 } as SyncJob;
}

/** Sync jobs; a runner holds a running job by its lease, and a job whose lease ran out is resumed by another. */
export class SyncJobRepository {
  private readonly jobs: Collection<JobDoc>;

  constructor(store: DocStore) {
    this.jobs = store.collection<JobDoc>(SYNC_JOBS_COLLECTION);
  }

  async ensureIndexes(): Promise<void> {
    await this.jobs.createIndexes([{ key: { workspace_id: 1, queued_at: -1, _id: -1 } }, { key: { status: 1, queued_at: 1 } }, { key: { workspace_id: 1, status: 1 } }]);
  }

  /** False when a job with this id exists already (an idempotent retry). */
  async insert(job: SyncJob): Promise<boolean> {
    const { id, ...rest } = job;
    try {
      await this.jobs.insertOne({ _id: id, ...rest, lease_owner: null, lease_until: null });
      return true;
    } catch (err) {
      if (isDuplicateKeyError(err)) return false;
      throw err;
    }
  }

  async get(workspaceId: string, id: string): Promise<SyncJob | null> {
    const doc = await this.jobs.findOne({ _id: id, workspace_id: workspaceId });
    return doc ? toJob(doc) : null;
  }

  async list(workspaceId: string, status: EmailSyncStatus | undefined, skip: number, limit: number): Promise<{ items: SyncJob[]; total: number }> {
    const filter: Filter = { workspace_id: workspaceId, ...(status ? { status } : {}) };
    const [docs, total] = await Promise.all([this.jobs.find(filter, { sort: NEWEST_FIRST, skip, limit }), this.jobs.countDocuments(filter)]);
    return { items: docs.map(toJob), total };
  }

  /** A queued or running job that still has a full listing of one of `providers` ahead of it. */
  async activeFullSync(workspaceId: string, providers: MailProvider[]): Promise<SyncJob | null> {
    const doc = await this.jobs.findOne({
      workspace_id: workspaceId,
      status: { $in: ACTIVE },
      mailboxes: { $elemMatch: { provider: { $in: providers }, mode: 'full', done: false } },
    });
    return doc ? toJob(doc) : null;
  }

  /** Whether a scheduled or on-demand job of this mailbox is queued or running. */
  async hasActive(workspaceId: string, provider: MailProvider): Promise<boolean> {
    return (await this.jobs.countDocuments({ workspace_id: workspaceId, status: { $in: ACTIVE }, 'mailboxes.provider': provider })) > 0;
  }

  /** Takes the oldest queued job, or a running one whose runner went away; null when there is none. */
  /** The oldest job waiting (or left behind), of a workspace not in `skipWorkspaces` (those at their share of the runner). */
  async claim(owner: string, now: Date, leaseMs: number, skipWorkspaces: readonly string[] = []): Promise<SyncJob | null> {
    const stamp = now.toISOString();
    const waiting: Filter = { $or: [{ status: 'queued' }, { status: 'running', lease_until: { $lt: stamp } }] };
    const filter: Filter = skipWorkspaces.length === 0 ? waiting : { ...waiting, workspace_id: { $nin: [...skipWorkspaces] } };
    const candidates = await this.jobs.find(filter, { sort: { queued_at: 1, _id: 1 }, limit: 5 });
    for (const candidate of candidates) {
      const claimed = await this.jobs.findOneAndUpdate(
        { _id: candidate._id, status: candidate.status, lease_until: candidate.lease_until },
        { $set: { status: 'running', lease_owner: owner, lease_until: new Date(now.getTime() + leaseMs).toISOString(), started_at: candidate.started_at ?? stamp } },
        { returnDocument: 'after' },
      );
      if (claimed) return toJob(claimed);
    }
    return null;
  }

  /** Saves progress and renews the lease; false when another runner took the job over (this one must stop). */
  async saveProgress(job: SyncJob, owner: string, leaseUntil: string): Promise<boolean> {
    const result = await this.jobs.updateOne(
      { _id: job.id, lease_owner: owner, status: 'running' },
      { $set: { mailboxes: job.mailboxes, counts: job.counts, pages_stored: job.pages_stored, matched_contact_ids: job.matched_contact_ids, notes: job.notes, full_sync_fallback: job.full_sync_fallback, lease_until: leaseUntil } },
    );
    return result.matchedCount === 1;
  }

  /** The end of a job, written with its email.sync.completed event. */
  async finish(job: SyncJob, owner: string, events: EventEnvelope[]): Promise<boolean> {
    const update = outboxUpdate(events);
    const result = await this.jobs.updateOne(
      { _id: job.id, lease_owner: owner, status: 'running' },
      {
        ...update,
        $set: {
          ...(update.$set ?? {}),
          status: job.status,
          finished_at: job.finished_at,
          error: job.error,
          mailboxes: job.mailboxes,
          counts: job.counts,
          pages_stored: job.pages_stored,
          matched_contact_ids: job.matched_contact_ids,
          notes: job.notes,
          full_sync_fallback: job.full_sync_fallback,
          lease_owner: null,
          lease_until: null,
        },
      },
    );
    return result.matchedCount === 1;
  }
}
