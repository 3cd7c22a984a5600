import { isDuplicateKeyError, type Collection, type Doc, type DocStore, type Filter } from '@wbk/store';
import { RUNNING_ENROLLMENT_STATUSES, type EnrollmentState, type StoredEnrollmentStatus } from '../domain/enrollment';
import type { StepSentChange } from '../domain/sequence-step';

export const ENROLLMENTS_COLLECTION = 'enrollments';

/**
 * One contact in one campaign (`_id` = `${campaign_id}:${contact_id}`, so a
 * contact joins a campaign once). `next_step_at` is what the sequencer scans;
 * `lease_owner` / `lease_until` are its claim while it sends a step.
 */
export type EnrollmentDoc = Doc & Omit<EnrollmentState, 'id'> & { workspace_id: string };

const NEWEST_FIRST = { added_at: -1, _id: -1 } as const;

function toState(doc: EnrollmentDoc): EnrollmentState {
  const { _id, workspace_id: _ws, ...fields } = doc;
  return { ...fields, id: _id };
}

export class EnrollmentRepository {
  private readonly enrollments: Collection<EnrollmentDoc>;

  constructor(store: DocStore) {
    this.enrollments = store.collection<EnrollmentDoc>(ENROLLMENTS_COLLECTION);
  }

  async ensureIndexes(): Promise<void> {
    await this.enrollments.createIndexes([
      // GET /v1/campaigns/{id}/contacts, with and without the status filter.
      { key: { workspace_id: 1, campaign_id: 1, added_at: -1, _id: -1 } },
      { key: { workspace_id: 1, campaign_id: 1, status: 1, added_at: -1, _id: -1 } },
      // A contact's enrollments (a reply or an unsubscribe stops them).
      { key: { workspace_id: 1, contact_id: 1 } },
      // An address's enrollments (a one-click unsubscribe names the address).
      { key: { workspace_id: 1, 'contact.email': 1, status: 1 } },
      // The sequencer: running enrollments of the active campaigns whose next step is due.
      { key: { campaign_id: 1, status: 1, next_step_at: 1 } },
      { key: { workspace_id: 1, campaign_id: 1, announced: 1, added_at: 1 } },
    ]);
    // Due steps across every campaign: no query asks that (the sequencer asks per campaign), yet every
    // sent step moved its enrollment in it, and the embedded store searched a tree of every pending one.
    await this.enrollments.dropIndex({ key: { status: 1, next_step_at: 1 } });
  }

  /** Inserts each enrollment that does not exist yet; answers the ids actually inserted (a concurrent enrolment may win some). */
  async insertNew(workspaceId: string, enrollments: readonly EnrollmentState[]): Promise<Set<string>> {
    const docs = enrollments.map(({ id, ...fields }) => ({ ...fields, _id: id, workspace_id: workspaceId }));
    if (docs.length === 0) return new Set();
    try {
      await this.enrollments.insertMany(docs);
      return new Set(docs.map((d) => d._id));
    } catch (err) {
      if (!isDuplicateKeyError(err)) throw err;
    }
    // Some exist already: adapters differ in how much of a failed insertMany landed, so settle it one by one.
    const inserted = new Set<string>();
    for (const doc of docs) {
      try {
        await this.enrollments.insertOne(doc);
        inserted.add(doc._id);
      } catch (err) {
        if (!isDuplicateKeyError(err)) throw err;
      }
    }
    // Those the insertMany did land before failing are ours too, when nobody else has announced them yet.
    const landed = await this.enrollments.find({ _id: { $in: docs.map((d) => d._id).filter((id) => !inserted.has(id)) }, workspace_id: workspaceId, announced: false });
    const ours = new Map(docs.map((d) => [d._id, d.added_at]));
    for (const doc of landed) if (ours.get(doc._id) === doc.added_at) inserted.add(doc._id);
    return inserted;
  }

  /** Which of these contacts are in the campaign already. */
  async enrolledContactIds(workspaceId: string, campaignId: string, contactIds: readonly string[]): Promise<Set<string>> {
    if (contactIds.length === 0) return new Set();
    const docs = await this.enrollments.find({ _id: { $in: contactIds.map((c) => `${campaignId}:${c}`) }, workspace_id: workspaceId });
    return new Set(docs.map((d) => d.contact_id));
  }

  async count(workspaceId: string, campaignId: string): Promise<number> {
    return this.enrollments.countDocuments({ workspace_id: workspaceId, campaign_id: campaignId });
  }

  async list(workspaceId: string, campaignId: string, statuses: readonly StoredEnrollmentStatus[] | null, skip: number, limit: number): Promise<{ items: EnrollmentState[]; total: number }> {
    const query: Filter = { workspace_id: workspaceId, campaign_id: campaignId, ...(statuses === null ? {} : { status: statuses.length === 1 ? statuses[0] : { $in: statuses } }) };
    const [docs, total] = await Promise.all([this.enrollments.find(query, { sort: NEWEST_FIRST, skip, limit }), this.enrollments.countDocuments(query)]);
    return { items: docs.map(toState), total };
  }

  /**
   * Enrollments added before `before` whose campaign.contacts_added was never
   * written (the process died between the two writes), oldest first.
   */
  async unannounced(workspaceId: string, campaignId: string, before: string, limit: number): Promise<string[]> {
    const docs = await this.enrollments.find({ workspace_id: workspaceId, campaign_id: campaignId, announced: false, added_at: { $lt: before } }, { sort: { added_at: 1, _id: 1 }, limit });
    return docs.map((d) => d.contact_id);
  }

  async markAnnounced(workspaceId: string, campaignId: string, contactIds: readonly string[]): Promise<void> {
    if (contactIds.length === 0) return;
    await this.enrollments.updateMany({ _id: { $in: contactIds.map((c) => `${campaignId}:${c}`) }, workspace_id: workspaceId }, { $set: { announced: true } });
  }

  /** At start: enrollments made while the campaign was a draft get their first due time. */
  async scheduleWaiting(workspaceId: string, campaignId: string, dueAt: string, now: string): Promise<number> {
    const result = await this.enrollments.updateMany(
      { workspace_id: workspaceId, campaign_id: campaignId, status: 'pending', next_step_at: null },
      { $set: { next_step_at: dueAt, updated_at: now } },
    );
    return result.modifiedCount;
  }

  async deleteForCampaign(workspaceId: string, campaignId: string): Promise<number> {
    return (await this.enrollments.deleteMany({ workspace_id: workspaceId, campaign_id: campaignId })).deletedCount;
  }

  async findById(workspaceId: string, id: string): Promise<EnrollmentState | null> {
    const doc = await this.enrollments.findOne({ _id: id, workspace_id: workspaceId });
    return doc ? toState(doc) : null;
  }

  /**
   * Stops a running enrollment (reply, bounce, unsubscribe): only from
   * pending/active, so a repeated report changes nothing. True when it stopped it.
   */
  async stop(workspaceId: string, id: string, status: Extract<StoredEnrollmentStatus, 'bounced' | 'unsubscribed' | 'replied'>, reason: string, now: string): Promise<boolean> {
    const result = await this.enrollments.updateOne(
      { _id: id, workspace_id: workspaceId, status: { $in: ['pending', 'active'] } },
      { $set: { status, stopped_reason: reason, next_step_at: null, lease_owner: null, lease_until: null, updated_at: now } },
    );
    return result.modifiedCount === 1;
  }

  // ---- the sequencer ----

  /**
   * Running enrollments of these campaigns whose step is due at `now` and
   * that nobody holds (no lease, or an expired one), the longest due first.
   */
  async findDue(campaignIds: readonly string[], now: string, limit: number): Promise<EnrollmentState[]> {
    if (campaignIds.length === 0) return [];
    const docs = await this.enrollments.find(
      { campaign_id: { $in: [...campaignIds] }, status: { $in: [...RUNNING_ENROLLMENT_STATUSES] }, next_step_at: { $lte: now }, $or: [{ lease_until: null }, { lease_until: { $lte: now } }] },
      { sort: { next_step_at: 1, _id: 1 }, limit },
    );
    return docs.map(toState);
  }

  /**
   * Takes the lease on those of `ids` that are still running, due and held
   * by nobody (or by an expired lease), in one write, and answers them as
   * they read under the lease. The condition is evaluated per document at
   * the write, so of two replicas claiming the same step only one gets it;
   * `holder` must be new for each claim (it tells this claim's documents apart).
   */
  async claimDue(ids: readonly string[], holder: string, now: string, leaseUntil: string): Promise<EnrollmentState[]> {
    if (ids.length === 0) return [];
    await this.enrollments.updateMany(
      { _id: { $in: [...ids] }, status: { $in: [...RUNNING_ENROLLMENT_STATUSES] }, next_step_at: { $lte: now }, $or: [{ lease_until: null }, { lease_until: { $lte: now } }] },
      { $set: { lease_owner: holder, lease_until: leaseUntil } },
    );
    return (await this.enrollments.find({ _id: { $in: [...ids] }, lease_owner: holder })).map(toState);
  }

  /**
   * Records step `position` as sent, only while `owner` holds the lease on
   * the step before it: a replica whose lease ran out and was taken over
   * finds the step recorded by the other and changes nothing.
   */
  async recordStepSent(workspaceId: string, id: string, owner: string, change: StepSentChange, now: string): Promise<boolean> {
    const result = await this.enrollments.updateOne(
      { _id: id, workspace_id: workspaceId, lease_owner: owner, current_step: change.current_step - 1, status: { $in: [...RUNNING_ENROLLMENT_STATUSES] } },
      { $set: { ...change, lease_owner: null, lease_until: null, updated_at: now } },
    );
    return result.modifiedCount === 1;
  }

  /** Gives the lease back with the step due at `dueAt` (window closed, cap met, a retry later); `attempts` when a failure counts. */
  async release(workspaceId: string, id: string, owner: string, dueAt: string | null, now: string, attempts?: number): Promise<boolean> {
    const set: Record<string, unknown> = { lease_owner: null, lease_until: null, updated_at: now };
    if (dueAt !== null) set['next_step_at'] = dueAt;
    if (attempts !== undefined) set['step_attempts'] = attempts;
    const result = await this.enrollments.updateOne({ _id: id, workspace_id: workspaceId, lease_owner: owner }, { $set: set });
    return result.modifiedCount === 1;
  }

  /** Stops an enrollment this sequencer holds (a dead or suppressed address, a deleted contact). */
  async stopHeld(workspaceId: string, id: string, owner: string, status: Extract<StoredEnrollmentStatus, 'bounced' | 'unsubscribed' | 'completed'>, reason: string | null, now: string): Promise<boolean> {
    const result = await this.enrollments.updateOne(
      { _id: id, workspace_id: workspaceId, lease_owner: owner, status: { $in: [...RUNNING_ENROLLMENT_STATUSES] } },
      { $set: { status, stopped_reason: reason, next_step_at: null, lease_owner: null, lease_until: null, updated_at: now } },
    );
    return result.modifiedCount === 1;
  }

  /**
   * Moves every due, unheld step of a campaign to `dueAt` in one write: the
   * window is closed or the day's cap is met, so none of them may go now.
   */
  async postponeDue(campaignId: string, now: string, dueAt: string): Promise<number> {
    const result = await this.enrollments.updateMany(
      { campaign_id: campaignId, status: { $in: [...RUNNING_ENROLLMENT_STATUSES] }, next_step_at: { $lte: now }, $or: [{ lease_until: null }, { lease_until: { $lte: now } }] },
      { $set: { next_step_at: dueAt, updated_at: now } },
    );
    return result.modifiedCount;
  }

  async countRunning(workspaceId: string, campaignId: string): Promise<number> {
    return this.enrollments.countDocuments({ workspace_id: workspaceId, campaign_id: campaignId, status: { $in: [...RUNNING_ENROLLMENT_STATUSES] } });
  }

  /** Running enrollments of an address in a workspace (a one-click unsubscribe stops them all). */
  async runningForEmail(workspaceId: string, email: string): Promise<EnrollmentState[]> {
    const docs = await this.enrollments.find({ workspace_id: workspaceId, 'contact.email': email, status: { $in: [...RUNNING_ENROLLMENT_STATUSES] } });
    return docs.map(toState);
  }
}
