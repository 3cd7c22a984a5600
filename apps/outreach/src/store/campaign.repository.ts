import type { CampaignStatus, EventEnvelope } from '@wbk/contracts';
import { mergeUpdates, outboxUpdate, withOutbox, type OutboxFields } from '@wbk/bus';
import type { KeyStamp } from '@wbk/platform';
import { insertOnce, type Collection, type Doc, type DocStore, type Filter } from '@wbk/store';
import { foldCampaignName, type CampaignState, type CampaignStats } from '../domain/campaign';

export const CAMPAIGNS_COLLECTION = 'campaigns';

/**
 * One campaign. `version` guards read-modify-write (PATCH, start, pause,
 * resume, the contact count); counters in `stats` change only by $inc, so the
 * sequencer and the report handler never lose each other's counts.
 * `deleted_at` marks a tombstone (written with campaign.deleted).
 */
export type CampaignDoc = Doc &
  Omit<CampaignState, 'id'> &
  OutboxFields & {
    workspace_id: string;
    name_key: string;
    version: number;
    deleted_at: string | null;
  };

export interface StoredCampaign {
  campaign: CampaignState;
  version: number;
}

const NEWEST_FIRST = { created_at: -1, _id: -1 } as const;

function toState(doc: CampaignDoc): CampaignState {
  const {
    _id,
    workspace_id: _ws,
    name_key: _key,
    version: _version,
    deleted_at: _deleted,
    _outbox: _events,
    _outbox_pending: _pending,
    idempotency_key: _idempotencyKey,
    request_hash: _requestHash,
    ...fields
  } = doc;
  return { ...fields, id: _id };
}

function toStored(doc: CampaignDoc): StoredCampaign {
  return { campaign: toState(doc), version: doc.version };
}

export class CampaignRepository {
  private readonly campaigns: Collection<CampaignDoc>;

  constructor(store: DocStore) {
    this.campaigns = store.collection<CampaignDoc>(CAMPAIGNS_COLLECTION);
  }

  async ensureIndexes(): Promise<void> {
    await this.campaigns.createIndexes([
      { key: { workspace_id: 1, deleted_at: 1, created_at: -1, _id: -1 } },
      { key: { workspace_id: 1, deleted_at: 1, status: 1, created_at: -1 } },
      { key: { workspace_id: 1, name_key: 1 } },
      // The sequencer's scan of running campaigns, page after page in id order.
      { key: { status: 1, deleted_at: 1, _id: 1 } },
    ]);
    // Served the sequencer's scan before it paged by id; the index above covers it.
    await this.campaigns.dropIndex({ key: { status: 1, deleted_at: 1 } });
  }

  /** With a stamp, a create under an Idempotency-Key: a retry of the same request gets the stored campaign (created false). */
  async insert(workspaceId: string, campaign: CampaignState, events: EventEnvelope[], stamp?: KeyStamp): Promise<{ campaign: CampaignState; created: boolean }> {
    const { id, ...fields } = campaign;
    const doc: CampaignDoc = withOutbox({ ...fields, _id: id, workspace_id: workspaceId, name_key: foldCampaignName(campaign.name), version: 1, deleted_at: null }, events);
    const { doc: stored, created } = await insertOnce(this.campaigns, doc, stamp);
    return { campaign: toState(stored), created };
  }

  async findLive(workspaceId: string, id: string): Promise<StoredCampaign | null> {
    const doc = await this.campaigns.findOne({ _id: id, workspace_id: workspaceId, deleted_at: null });
    return doc ? toStored(doc) : null;
  }

  /** Live campaigns whose name folds to `nameKey` (case and whitespace folded), newest first. */
  async findLiveByName(workspaceId: string, nameKey: string, limit: number): Promise<StoredCampaign[]> {
    const docs = await this.campaigns.find({ workspace_id: workspaceId, deleted_at: null, name_key: nameKey }, { sort: NEWEST_FIRST, limit });
    return docs.map(toStored);
  }

  async list(workspaceId: string, status: CampaignStatus | undefined, skip: number, limit: number): Promise<{ items: CampaignState[]; total: number }> {
    const query: Filter = { workspace_id: workspaceId, deleted_at: null, ...(status !== undefined ? { status } : {}) };
    const [docs, total] = await Promise.all([this.campaigns.find(query, { sort: NEWEST_FIRST, skip, limit }), this.campaigns.countDocuments(query)]);
    return { items: docs.map(toState), total };
  }

  /**
   * Sets the changed fields if nobody wrote since `version` (false when
   * someone did); `stats` is never among them (see incrementStats).
   */
  async update(workspaceId: string, id: string, version: number, fields: Partial<Omit<CampaignState, 'id' | 'stats'>>, events: EventEnvelope[]): Promise<boolean> {
    const set: Record<string, unknown> = { ...fields, version: version + 1 };
    if (fields.name !== undefined) set['name_key'] = foldCampaignName(fields.name);
    const result = await this.campaigns.updateOne({ _id: id, workspace_id: workspaceId, deleted_at: null, version }, mergeUpdates({ $set: set }, outboxUpdate(events)));
    return result.matchedCount === 1;
  }

  async tombstone(workspaceId: string, id: string, version: number, deletedAt: string, events: EventEnvelope[]): Promise<boolean> {
    const result = await this.campaigns.updateOne(
      { _id: id, workspace_id: workspaceId, deleted_at: null, version },
      mergeUpdates({ $set: { deleted_at: deletedAt, updated_at: deletedAt, version: version + 1 } }, outboxUpdate(events)),
    );
    return result.matchedCount === 1;
  }

  /** Adds to the campaign's counters (sends, deliveries, bounces, replies...); answers the campaign after the change. */
  async incrementStats(workspaceId: string, id: string, delta: Partial<CampaignStats>): Promise<CampaignState | null> {
    const inc = Object.fromEntries(Object.entries(delta).filter(([, n]) => n !== 0).map(([key, n]) => [`stats.${key}`, n]));
    const doc =
      Object.keys(inc).length === 0
        ? await this.campaigns.findOne({ _id: id, workspace_id: workspaceId })
        : await this.campaigns.findOneAndUpdate({ _id: id, workspace_id: workspaceId }, { $inc: inc }, { returnDocument: 'after' });
    return doc ? toState(doc) : null;
  }

  /**
   * Every active campaign of every workspace, a page at a time in id order
   * (each page starts after the last id of the one before): the sequencer
   * reads them all on every pass, however many there are.
   */
  async *activePages(pageSize: number): AsyncGenerator<Array<StoredCampaign & { workspaceId: string }>> {
    for (let after: string | null = null; ; ) {
      const query: Filter = { status: 'active', deleted_at: null, ...(after === null ? {} : { _id: { $gt: after } }) };
      const docs = await this.campaigns.find(query, { sort: { _id: 1 }, limit: pageSize });
      if (docs.length > 0) yield docs.map((doc) => ({ ...toStored(doc), workspaceId: doc.workspace_id }));
      if (docs.length < pageSize) return;
      after = docs.at(-1)!._id;
    }
  }

  /** The workspace's active campaigns (the cap on them is checked against this). */
  async countActive(workspaceId: string): Promise<number> {
    return this.campaigns.countDocuments({ workspace_id: workspaceId, deleted_at: null, status: 'active' });
  }
}
