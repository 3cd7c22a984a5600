import type { EventEnvelope } from '@wbk/contracts';
import { mergeUpdates, outboxUpdate, withOutbox, type OutboxFields } from '@wbk/bus';
import { reusedKeyConflict, sameKeyedRequest, type KeyStamp } from '@wbk/platform';
import { insertOnce, isDuplicateKeyError, storedForOtherRequest, type Collection, type Doc, type DocStore, type Filter } from '@wbk/store';
import { INCLUDE_LIMIT, OPEN_DEAL_STATUS, type DealSummary } from '../domain/contact-includes';
import { DEAL_VIEW_FIELDS, type DealView } from '../domain/deal';
import type { DealListFilter } from '../domain/deal-query';
import { CONTACTS_COLLECTION } from './contact.repository';
import { isoDate, num, str } from './include-fields';
import { NOT_DELETED } from './tombstone';

export const DEALS_COLLECTION = 'deals';
/** One document per bulk call, carrying that call's bulk event(s) in its outbox. */
export const DEAL_BATCHES_COLLECTION = 'deal_batches';

/**
 * One deal document. `version` guards read-modify-write; `deleted_at` marks a
 * tombstone (always written, null while live).
 */
export type DealDoc = Doc &
  Omit<DealView, 'id'> &
  OutboxFields & {
    workspace_id: string;
    deleted_at: string | null;
    version: number;
  };

export interface StoredDeal {
  deal: DealView;
  version: number;
}

/** Newest first; the id breaks ties (bulk-created deals share a timestamp) so pages never overlap. */
const NEWEST_FIRST = { created_date: -1, _id: -1 } as const;

/** Filters the list accepts; each gets an index led by workspace_id and ending in the sort. */
const LIST_FILTER_FIELDS = ['status', 'stage', 'pipeline', 'owner_user_id', 'main_contact_id'] as const;

function toDeal(doc: DealDoc): DealView {
  const record = doc as unknown as Record<string, unknown>;
  const view = Object.fromEntries(DEAL_VIEW_FIELDS.map((f) => [f, f === 'id' ? doc._id : (record[f] ?? null)])) as unknown as DealView;
  view.tags = Array.isArray(doc.tags) ? doc.tags : [];
  return view;
}

function fieldsOf(deal: DealView): Omit<DealView, 'id'> {
  const { id: _id, ...fields } = deal;
  return fields;
}

export interface BulkUpdateMark {
  id: string;
  changes: Record<string, unknown>;
}

export class DealRepository {
  private readonly deals: Collection<DealDoc>;
  private readonly batches: Collection;
  private readonly contacts: Collection;

  constructor(store: DocStore) {
    this.deals = store.collection<DealDoc>(DEALS_COLLECTION);
    this.batches = store.collection(DEAL_BATCHES_COLLECTION);
    this.contacts = store.collection(CONTACTS_COLLECTION);
  }

  async ensureIndexes(): Promise<void> {
    await this.deals.createIndexes([
      { key: { workspace_id: 1, deleted_at: 1, main_contact_id: 1, updated_date: -1, _id: -1 } },
      { key: { workspace_id: 1, deleted_at: 1, created_date: -1, _id: -1 } },
      ...LIST_FILTER_FIELDS.map((field) => ({ key: { workspace_id: 1, deleted_at: 1, [field]: 1, created_date: -1, _id: -1 } as Record<string, 1 | -1> })),
      { key: { workspace_id: 1, 'bulk_update.id': 1 } },
    ]);
  }

  /**
   * The contact's `open_deals` include: the deals whose primary contact it is,
   * most recently updated first, whatever their status (the getContact operation's
   * `include`; docs/decisions.md "Drift from the spec closed").
   */
  async recentForContact(workspaceId: string, contactId: string, limit = INCLUDE_LIMIT): Promise<DealSummary[]> {
    const docs = await this.deals.find({ workspace_id: workspaceId, main_contact_id: contactId, ...NOT_DELETED }, { sort: { updated_date: -1, _id: -1 }, limit });
    return docs.map(toDealSummary);
  }

  /** Ids of the open deals whose primary contact is one of `contactIds`, by contact (one query). */
  async openIdsForContacts(workspaceId: string, contactIds: string[]): Promise<Map<string, string[]>> {
    const byContact = new Map<string, string[]>();
    if (contactIds.length === 0) return byContact;
    const docs = await this.deals.find({ workspace_id: workspaceId, main_contact_id: { $in: contactIds }, status: OPEN_DEAL_STATUS, ...NOT_DELETED });
    for (const doc of docs) {
      const contact = doc['main_contact_id'];
      if (typeof contact !== 'string') continue;
      byContact.set(contact, [...(byContact.get(contact) ?? []), doc._id]);
    }
    return byContact;
  }

  /** With a stamp, a create under an Idempotency-Key: a retry of the same request gets the stored deal (created false). */
  async insert(workspaceId: string, deal: DealView, events: EventEnvelope[], stamp?: KeyStamp): Promise<{ deal: DealView; created: boolean }> {
    const { doc: stored, created } = await insertOnce(this.deals, withOutbox(this.toDoc(workspaceId, deal), events), stamp);
    return { deal: toDeal(stored), created };
  }

  /**
   * Stores each deal at most once: a deal whose id is already stored (an
   * earlier attempt of the same idempotent bulk call) counts as stored, and the
   * stored version is returned for it so a retry answers what the first call
   * stored. Result in input order. With a stamp (the call's key and request
   * hash, written on each deal), a deal stored for a different request under
   * the key is a 409.
   */
  async insertOnce(workspaceId: string, deals: DealView[], stamp?: KeyStamp): Promise<DealView[]> {
    const docs = deals.map((deal) => ({ ...this.toDoc(workspaceId, deal), ...stamp }));
    try {
      await this.deals.insertMany(docs);
      return deals;
    } catch (err) {
      if (!isDuplicateKeyError(err)) throw err;
    }
    // Adapters differ in how much of a failed insertMany landed; one by one settles it.
    for (const doc of docs) {
      try {
        await this.deals.insertOne(doc);
      } catch (err) {
        if (!isDuplicateKeyError(err)) throw err;
      }
    }
    if (stamp && (await this.storedForOtherRequest(workspaceId, deals.map((d) => d.id), stamp))) throw reusedKeyConflict();
    const stored = await this.findMany(workspaceId, deals.map((d) => d.id), false);
    return deals.map((deal) => stored.get(deal.id)?.deal ?? deal);
  }

  async findLive(workspaceId: string, id: string): Promise<StoredDeal | null> {
    const doc = await this.deals.findOne({ _id: id, workspace_id: workspaceId, deleted_at: null });
    return doc ? { deal: toDeal(doc), version: doc.version } : null;
  }

  /** Deals by id within the workspace (live only unless `liveOnly` is false). */
  async findMany(workspaceId: string, ids: string[], liveOnly = true): Promise<Map<string, StoredDeal>> {
    if (ids.length === 0) return new Map();
    const docs = await this.deals.find({ _id: { $in: ids }, workspace_id: workspaceId, ...(liveOnly ? { deleted_at: null } : {}) });
    return new Map(docs.map((doc) => [doc._id, { deal: toDeal(doc), version: doc.version }]));
  }

  async list(workspaceId: string, filter: DealListFilter, skip: number, limit: number): Promise<{ items: DealView[]; total: number }> {
    const query: Filter = { workspace_id: workspaceId, deleted_at: null };
    for (const field of LIST_FILTER_FIELDS) {
      if (filter[field] !== undefined) query[field] = filter[field];
    }
    const [docs, total] = await Promise.all([this.deals.find(query, { sort: NEWEST_FIRST, skip, limit }), this.deals.countDocuments(query)]);
    return { items: docs.map(toDeal), total };
  }

  /** Writes the whole new state if nobody else wrote since `version`; false when someone did. */
  /**
   * Writes the whole new state if nobody else wrote since `version`. A bulk update
   * also records its batch id and this deal's changes in the same write, so a retry
   * of an interrupted bulk call can still announce the deals it already changed.
   */
  async update(workspaceId: string, next: DealView, version: number, events: EventEnvelope[], bulk?: BulkUpdateMark): Promise<boolean> {
    const set = { $set: { ...fieldsOf(next), version: version + 1, ...(bulk ? { bulk_update: bulk } : {}) } };
    const result = await this.deals.updateOne(
      { _id: next.id, workspace_id: workspaceId, version, deleted_at: null },
      events.length > 0 ? mergeUpdates(set, outboxUpdate(events)) : set,
    );
    return result.matchedCount === 1;
  }

  /** The deals a bulk update (by batch id) changed, with the changes it recorded on each. */
  async changedByBulk(workspaceId: string, batchId: string): Promise<Array<{ deal: DealView; changes: Record<string, unknown> }>> {
    const docs = await this.deals.find({ workspace_id: workspaceId, 'bulk_update.id': batchId });
    return docs.map((doc) => ({ deal: toDeal(doc), changes: (doc.bulk_update as BulkUpdateMark).changes }));
  }

  async tombstone(workspaceId: string, id: string, version: number, deletedAt: string, events: EventEnvelope[]): Promise<boolean> {
    const result = await this.deals.updateOne(
      { _id: id, workspace_id: workspaceId, version, deleted_at: null },
      mergeUpdates({ $set: { deleted_at: deletedAt, version: version + 1 } }, outboxUpdate(events)),
    );
    return result.matchedCount === 1;
  }

  /**
   * The batch document of one bulk call, written after its records, carrying
   * the bulk event(s). A deterministic id (idempotent retry) that is already
   * stored means an earlier attempt queued the events: false, nothing new.
   */
  async insertBatch(workspaceId: string, batchId: string, kind: 'create' | 'update', dealIds: string[], at: string, events: EventEnvelope[], stamp?: KeyStamp): Promise<boolean> {
    try {
      await this.batches.insertOne(withOutbox({ _id: batchId, workspace_id: workspaceId, kind, deal_ids: dealIds, created_at: at, ...stamp }, events));
      return true;
    } catch (err) {
      if (!isDuplicateKeyError(err)) throw err;
      const stored = stamp ? await this.batches.findOne({ _id: batchId, workspace_id: workspaceId }) : null;
      if (stored && stamp && !sameKeyedRequest(stored, stamp)) throw reusedKeyConflict();
      return false;
    }
  }

  /**
   * True when a deal or batch document among `ids` was stored for another
   * request under the stamp's key (checked before a keyed bulk call writes).
   */
  async storedForOtherRequest(workspaceId: string, ids: readonly string[], stamp: KeyStamp): Promise<boolean> {
    const [deals, batches] = await Promise.all([storedForOtherRequest(this.deals, workspaceId, ids, stamp), storedForOtherRequest(this.batches, workspaceId, ids, stamp)]);
    return deals || batches;
  }

  /**
   * Which of these ids are live contacts of the workspace (main_contact_id must
   * reference one). Reads the contacts collection directly because
   * ContactRepository offers no batch lookup.
   */
  async liveContactIds(workspaceId: string, ids: string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const docs = await this.contacts.find({ _id: { $in: [...new Set(ids)] }, workspace_id: workspaceId, deleted_at: null });
    return new Set(docs.map((d) => d._id));
  }

  private toDoc(workspaceId: string, deal: DealView): DealDoc {
    return { _id: deal.id, workspace_id: workspaceId, ...fieldsOf(deal), deleted_at: null, version: 1 };
  }
}

function toDealSummary(doc: Doc): DealSummary {
  return {
    id: doc._id,
    name: str(doc['name']),
    stage: str(doc['stage']),
    estimated_value: num(doc['estimated_value']),
    updated_date: isoDate(doc['updated_date']),
  };
}
