import type { EventEnvelope } from '@wbk/contracts';
import { reusedKeyConflict, sameKeyedRequest, type KeyStamp } from '@wbk/platform';
import { outboxUpdate, mergeUpdates, withOutbox, type OutboxFields } from '@wbk/bus';
import { insertOnce, isDuplicateKeyError, storedForOtherRequest, type Collection, type Doc, type DocStore, type Filter } from '@wbk/store';
import type { ContactState } from '../domain/contact';
import { contactNameKey } from '../domain/contact-names';

export const CONTACTS_COLLECTION = 'contacts';
/** One document per finished data migration of this store, so a start does not repeat one. */
const MIGRATIONS_COLLECTION = 'migrations';
const NAME_KEY_BACKFILL_DONE = 'contacts.name_key_backfill';

/**
 * One contact document. `version` guards read-modify-write (optimistic
 * concurrency); `deleted_at` marks a tombstone, always written (null while
 * live) so the live filter is a plain equality. `name_key` is the folded read
 * full_name (contactNameKey), rewritten with every write, for lookups by name;
 * documents written before it existed get it from backfillNameKeys.
 */
export type ContactDoc = Doc &
  Omit<ContactState, 'id'> &
  OutboxFields & {
    workspace_id: string;
    name_key?: string;
    deleted_at: string | null;
    version: number;
  };

export interface StoredContact {
  state: ContactState;
  version: number;
}

export interface ContactListFilter {
  email?: string;
  tag?: string;
  skip: number;
  limit: number;
}

/** Newest first; the id breaks ties so pages never overlap. */
const NEWEST_FIRST = { created_date: -1, _id: -1 } as const;

function toState(doc: ContactDoc): ContactState {
  return {
    id: doc._id,
    first_name: doc.first_name ?? null,
    last_name: doc.last_name ?? null,
    full_name: doc.full_name ?? null,
    email: doc.email ?? null,
    phone: doc.phone ?? null,
    job_title: doc.job_title ?? null,
    company: doc.company ?? null,
    related_company_id: doc.related_company_id ?? null,
    linkedin_url: doc.linkedin_url ?? null,
    priority: doc.priority ?? null,
    tags: Array.isArray(doc.tags) ? doc.tags : [],
    custom_fields: doc.custom_fields ?? {},
    created_date: doc.created_date,
    updated_date: doc.updated_date,
  };
}

function stateFields(state: ContactState): Omit<ContactState, 'id'> & { name_key: string } {
  const { id: _id, ...fields } = state;
  return { ...fields, name_key: contactNameKey(state, state.email) };
}

export class ContactRepository {
  private readonly contacts: Collection<ContactDoc>;
  private readonly migrations: Collection<Doc>;

  constructor(store: DocStore) {
    this.contacts = store.collection<ContactDoc>(CONTACTS_COLLECTION);
    this.migrations = store.collection(MIGRATIONS_COLLECTION);
  }

  /** Every query starts with workspace_id (tenant isolation and index prefix). */
  async ensureIndexes(): Promise<void> {
    await this.contacts.createIndexes([
      { key: { workspace_id: 1, deleted_at: 1, created_date: -1, _id: -1 } },
      { key: { workspace_id: 1, deleted_at: 1, email: 1 } },
      { key: { workspace_id: 1, deleted_at: 1, tags: 1 } },
      { key: { workspace_id: 1, deleted_at: 1, name_key: 1 } },
    ]);
  }

  /**
   * Sets name_key on up to `limit` live documents that lack it (written before
   * lookups by name existed); returns how many it set, 0 when none are left.
   * A document changed meanwhile is skipped: its own write set the key.
   * Finding none reads every contact (no index holds a missing field across
   * workspaces), so the first pass that finds none is remembered and later
   * starts skip the scan: every write since name_key exists sets it.
   */
  async backfillNameKeys(limit: number): Promise<number> {
    if (await this.migrations.findOne({ _id: NAME_KEY_BACKFILL_DONE })) return 0;
    const docs = await this.contacts.find({ deleted_at: null, name_key: { $exists: false } }, { limit });
    if (docs.length === 0) {
      await this.migrations.updateOne({ _id: NAME_KEY_BACKFILL_DONE }, { $set: { done_at: new Date().toISOString() } }, { upsert: true });
      return 0;
    }
    let set = 0;
    for (const doc of docs) {
      const state = toState(doc);
      const result = await this.contacts.updateOne(
        { _id: doc._id, version: doc.version, name_key: { $exists: false } },
        { $set: { name_key: contactNameKey(state, state.email) } },
      );
      set += result.matchedCount;
    }
    return set;
  }

  /** With a stamp, a create under an Idempotency-Key: a retry of the same request gets the stored contact (created false). */
  async insert(workspaceId: string, state: ContactState, events: EventEnvelope[], stamp?: KeyStamp): Promise<{ state: ContactState; created: boolean }> {
    const doc: ContactDoc = { _id: state.id, workspace_id: workspaceId, ...stateFields(state), deleted_at: null, version: 1 };
    const { doc: stored, created } = await insertOnce(this.contacts, withOutbox(doc, events), stamp);
    return { state: toState(stored), created };
  }

  /**
   * Bulk create without events (the caller writes one batch event elsewhere).
   * Idempotent per id: a contact already stored under its id (an earlier
   * attempt of the same bulk call) is kept as it is, never stored twice.
   * Returns the contacts as stored, in input order. With a stamp (the call's
   * key and request hash, written on each contact), a contact stored for a
   * different request under the key is a 409.
   */
  async insertManyOnce(workspaceId: string, states: ContactState[], stamp?: KeyStamp): Promise<ContactState[]> {
    const docs: ContactDoc[] = states.map((state) => ({ _id: state.id, workspace_id: workspaceId, ...stateFields(state), deleted_at: null, version: 1, ...stamp }));
    if (docs.length === 0) return [];
    try {
      await this.contacts.insertMany(docs);
      return states;
    } catch (err) {
      if (!isDuplicateKeyError(err)) throw err;
    }
    // Some ids exist already (a retry); how far insertMany got differs by adapter, so finish one by one.
    const stored: ContactState[] = [];
    for (const [i, doc] of docs.entries()) {
      try {
        await this.contacts.insertOne(doc);
        stored.push(states[i] as ContactState);
      } catch (err) {
        if (!isDuplicateKeyError(err)) throw err;
        const existing = await this.contacts.findOne({ _id: doc._id, workspace_id: workspaceId });
        if (existing && stamp && !sameKeyedRequest(existing, stamp)) throw reusedKeyConflict();
        stored.push(existing ? toState(existing) : (states[i] as ContactState));
      }
    }
    return stored;
  }

  /** True when a contact among `ids` was stored for another request under the stamp's key. */
  async storedForOtherRequest(workspaceId: string, ids: readonly string[], stamp: KeyStamp): Promise<boolean> {
    return storedForOtherRequest(this.contacts, workspaceId, ids, stamp);
  }

  async findLive(workspaceId: string, id: string): Promise<StoredContact | null> {
    const doc = await this.contacts.findOne({ _id: id, workspace_id: workspaceId, deleted_at: null });
    return doc ? { state: toState(doc), version: doc.version } : null;
  }

  /** The live contacts among `ids`, keyed by id (a batch lookup: one query). */
  async findManyLive(workspaceId: string, ids: string[]): Promise<Map<string, ContactState>> {
    if (ids.length === 0) return new Map();
    const docs = await this.contacts.find({ _id: { $in: ids }, workspace_id: workspaceId, deleted_at: null });
    return new Map(docs.map((doc) => [doc._id, toState(doc)]));
  }

  /** Live contacts whose (lower-cased) email is among `emails`: one query for a whole page of synced mail. */
  async findLiveByEmails(workspaceId: string, emails: string[]): Promise<Array<{ id: string; email: string }>> {
    if (emails.length === 0) return [];
    const docs = await this.contacts.find({ workspace_id: workspaceId, deleted_at: null, email: { $in: emails } });
    return docs.flatMap((doc) => (typeof doc['email'] === 'string' ? [{ id: doc._id, email: doc['email'] }] : []));
  }

  async list(workspaceId: string, filter: ContactListFilter): Promise<{ items: ContactState[]; total: number }> {
    const query: Filter = { workspace_id: workspaceId, deleted_at: null };
    if (filter.email !== undefined) query['email'] = filter.email;
    if (filter.tag !== undefined) query['tags'] = filter.tag;
    const [docs, total] = await Promise.all([
      this.contacts.find(query, { sort: NEWEST_FIRST, skip: filter.skip, limit: filter.limit }),
      this.contacts.countDocuments(query),
    ]);
    return { items: docs.map(toState), total };
  }

  /** Live contacts whose read full_name folds to `nameKey` (see contactNameKey), newest first, with the count of all of them. */
  async findByNameKey(workspaceId: string, nameKey: string, limit: number): Promise<{ items: ContactState[]; total: number }> {
    const query: Filter = { workspace_id: workspaceId, deleted_at: null, name_key: nameKey };
    const [docs, total] = await Promise.all([this.contacts.find(query, { sort: NEWEST_FIRST, limit }), this.contacts.countDocuments(query)]);
    return { items: docs.map(toState), total };
  }

  /** Writes the whole new state if nobody else wrote since `version`; false when someone did. */
  async update(workspaceId: string, next: ContactState, version: number, events: EventEnvelope[]): Promise<boolean> {
    const result = await this.contacts.updateOne(
      { _id: next.id, workspace_id: workspaceId, version, deleted_at: null },
      mergeUpdates({ $set: { ...stateFields(next), version: version + 1 } }, outboxUpdate(events)),
    );
    return result.matchedCount === 1;
  }

  /** Tombstone and the contact.deleted event in one write; false when the contact moved on meanwhile. */
  async tombstone(workspaceId: string, id: string, version: number, deletedAt: string, events: EventEnvelope[]): Promise<boolean> {
    const result = await this.contacts.updateOne(
      { _id: id, workspace_id: workspaceId, version, deleted_at: null },
      mergeUpdates({ $set: { deleted_at: deletedAt, version: version + 1 } }, outboxUpdate(events)),
    );
    return result.matchedCount === 1;
  }
}
