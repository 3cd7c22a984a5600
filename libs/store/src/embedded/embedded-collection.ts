import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import type Datastore from '@seald-io/nedb';
import {
  DuplicateKeyError,
  type Collection,
  type Doc,
  type Filter,
  type FindOneAndUpdateOptions,
  type FindOptions,
  type IndexSpec,
  type UpdateOptions,
  type UpdateResult,
  type UpdateSpec,
} from '../doc-store';
import { decodeDoc, encodeDoc, encodeFilter, encodeUpdate, filterId, isOperatorObject } from '../user-keys.codec';
import { sortInMongoOrder } from './bson-order';
import type { Datafile } from './datafile';
import { hashIdIndex } from './hashed-id-index';
import { IndexCatalog, isUniqueViolation } from './index-catalog';
import { findStored, insertOwned, listenToIndexChanges, liveStoredById, nedbMatcher, storedById } from './nedb-internals';
import { toNedbFilter, toNedbUpdate, upsertSeed } from './nedb-query';
import { OrderedIndexSet } from './ordered-index-set';
import type { StoredDoc } from './ordered-index';
import { countRange, planIndexRead, readPage } from './query-planner';
import { SerialQueue } from './serial-queue';

export type { StoredDoc } from './ordered-index';
type NedbStore = Datastore<StoredDoc>;

/** MongoDB's TTL monitor runs every 60 s; expired documents are also hidden on every read. */
const TTL_SWEEP_MS = 60_000;

type Settled<R> = { ok: true; value: R; durable: Promise<void> } | { ok: false; error: unknown; durable: Promise<void> };

interface ModifyOutcome {
  before: StoredDoc | null;
  after: StoredDoc | null;
  result: UpdateResult;
}

function assertOperators(update: UpdateSpec): void {
  const keys = Object.keys(update);
  if (keys.length === 0 || !keys.every((k) => k.startsWith('$'))) {
    throw new Error('update must use update operators ($set, $inc, ...); use replaceOne to replace a document');
  }
}

export class EmbeddedCollection<T extends Doc = Doc> implements Collection<T> {
  private readonly queue = new SerialQueue();
  private readonly ordered = new OrderedIndexSet();
  private readonly indexes: IndexCatalog;
  private ttlTimer: NodeJS.Timeout | undefined;

  /** `ds` must not be loaded yet: the ordered indexes hook in before its data arrives. */
  constructor(
    readonly name: string,
    private readonly ds: NedbStore,
    private readonly ready: Promise<void>,
    private readonly file: Datafile,
  ) {
    hashIdIndex(ds);
    listenToIndexChanges(ds, this.ordered);
    this.indexes = new IndexCatalog(name, ds, this.ordered);
  }

  async insertOne(doc: T): Promise<void> {
    await this.ready;
    const enc = encodeDoc(doc) as StoredDoc;
    await this.write(() => this.insertEncoded(enc));
  }

  /** Ordered, like MongoDB's default: documents before a failing one stay inserted. */
  async insertMany(docs: T[]): Promise<void> {
    if (docs.length === 0) return;
    await this.ready;
    const encoded = docs.map((d) => encodeDoc(d) as StoredDoc);
    await this.write(async () => {
      try {
        // Fast path: one append for the batch; nedb rolls the whole batch back on a unique violation.
        await insertOwned(this.ds, encoded);
        return;
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
      }
      for (const doc of encoded) await this.insertEncoded(doc);
    });
  }

  async findOne(filter: Filter, options: FindOptions = {}): Promise<T | null> {
    const [doc] = await this.find(filter, { ...options, limit: 1 });
    return doc ?? null;
  }

  async find(filter: Filter, options: FindOptions = {}): Promise<T[]> {
    await this.ready;
    const encFilter = encodeFilter(filter);
    const nedbFilter = toNedbFilter(encFilter);
    const skip = options.skip ?? 0;
    // MongoDB treats limit 0 as "no limit".
    const limit = options.limit ?? 0;
    const byId = await this.matchingById(encFilter, nedbFilter);
    if (byId !== null) {
      const ordered = options.sort && byId.length > 1 ? sortInMongoOrder(byId, options.sort) : byId;
      return ordered.slice(skip, limit ? skip + limit : undefined).map((d) => decodeDoc<T>(d));
    }
    const plan = planIndexRead(encFilter, options.sort, this.ordered.values());
    if (plan) {
      await this.expireForIndexRead();
      return readPage(plan, skip, limit, nedbMatcher(nedbFilter)).map((d) => decodeDoc<T>(d));
    }
    if (!options.sort || Object.keys(options.sort).length === 0) {
      let cursor = this.ds.findAsync(nedbFilter);
      if (skip) cursor = cursor.skip(skip);
      if (limit) cursor = cursor.limit(limit);
      const docs = (await cursor) as unknown as StoredDoc[];
      return docs.map((d) => decodeDoc<T>(d));
    }
    const sorted = sortInMongoOrder(await findStored(this.ds, nedbFilter), options.sort);
    return sorted.slice(skip, limit ? skip + limit : undefined).map((d) => decodeDoc<T>(d));
  }

  async countDocuments(filter: Filter): Promise<number> {
    await this.ready;
    const encFilter = encodeFilter(filter);
    const nedbFilter = toNedbFilter(encFilter);
    const byId = await this.matchingById(encFilter, nedbFilter);
    if (byId !== null) return byId.length;
    const plan = planIndexRead(encFilter, undefined, this.ordered.values());
    if (plan) {
      await this.expireForIndexRead();
      return countRange(plan, nedbMatcher(nedbFilter));
    }
    return (await this.ds.countAsync(nedbFilter)) as unknown as number;
  }

  /** Which path find() takes (tests and benchmarks check that list queries use an index). */
  explain(filter: Filter, options: FindOptions = {}): 'index-range' | 'index-walk' | 'scan' {
    const plan = planIndexRead(encodeFilter(filter), options.sort, this.ordered.values());
    return plan ? (plan.residual ? 'index-walk' : 'index-range') : 'scan';
  }

  async updateOne(filter: Filter, update: UpdateSpec, options: UpdateOptions = {}): Promise<UpdateResult> {
    const outcome = await this.modifyOne(filter, update, options.upsert === true);
    return outcome.result;
  }

  async updateMany(filter: Filter, update: UpdateSpec): Promise<UpdateResult> {
    assertOperators(update);
    await this.ready;
    const nedbUpdate = toNedbUpdate(encodeUpdate(update));
    return this.write(async () => {
      const docs = await this.storedMatching(encodeFilter(filter));
      let modifiedCount = 0;
      for (const before of docs) {
        const after = await this.updateById(before._id, nedbUpdate);
        if (!isDeepStrictEqual(before, after)) modifiedCount += 1;
      }
      return { matchedCount: docs.length, modifiedCount, upsertedId: null };
    });
  }

  async findOneAndUpdate(filter: Filter, update: UpdateSpec, options: FindOneAndUpdateOptions = {}): Promise<T | null> {
    const { before, after } = await this.modifyOne(filter, update, options.upsert === true);
    // MongoDB's default is the document as it was before the update.
    const picked = options.returnDocument === 'after' ? after : before;
    return picked ? decodeDoc<T>(picked) : null;
  }

  async replaceOne(filter: Filter, doc: T, options: UpdateOptions = {}): Promise<UpdateResult> {
    await this.ready;
    const encFilter = encodeFilter(filter);
    const { _id: replacementId, ...body } = encodeDoc(doc);
    return this.write(async () => {
      const before = await this.findOneStored(encFilter);
      if (before) {
        const next: StoredDoc = { _id: before._id, ...body };
        if (isDeepStrictEqual(before, next)) return { matchedCount: 1, modifiedCount: 0, upsertedId: null };
        await this.updateById(before._id, next);
        return { matchedCount: 1, modifiedCount: 1, upsertedId: null };
      }
      if (!options.upsert) return { matchedCount: 0, modifiedCount: 0, upsertedId: null };
      const id = filterId(encFilter) ?? (typeof replacementId === 'string' ? replacementId : randomUUID());
      await this.insertEncoded({ _id: id, ...body });
      return { matchedCount: 0, modifiedCount: 0, upsertedId: id };
    });
  }

  async deleteOne(filter: Filter): Promise<{ deletedCount: number }> {
    return this.remove(filter, false);
  }

  async deleteMany(filter: Filter): Promise<{ deletedCount: number }> {
    return this.remove(filter, true);
  }

  async createIndexes(specs: IndexSpec[]): Promise<void> {
    await this.ready;
    await this.write(async () => {
      // Single-field indexes first, so the helper prefix index of a compound one never shadows a declared single-field index.
      const ordered = [...specs].sort((a, b) => Object.keys(a.key).length - Object.keys(b.key).length);
      for (const spec of ordered) await this.ensureIndex(spec);
    });
  }

  /** Waits for queued work, stops the TTL sweep and rewrites the datafile compactly. */
  async close(): Promise<void> {
    if (this.ttlTimer) clearInterval(this.ttlTimer);
    this.ttlTimer = undefined;
    await this.ready.catch(() => undefined);
    await this.queue.idle();
    await this.file.settle();
    await this.ds.compactDatafileAsync();
  }

  /**
   * Runs a write in the collection's queue, but waits for the disk outside
   * it: writes issued meanwhile go out in the same append (datafile.ts), and
   * the caller still returns only once its own lines are in the file, even
   * when the write fails halfway (insertMany's earlier documents).
   */
  private async write<R>(task: () => Promise<R>): Promise<R> {
    const settled = await this.queue.run(async (): Promise<Settled<R>> => {
      const mark = this.file.mark();
      try {
        const value = await task();
        return { ok: true, value, durable: this.file.durable(mark) };
      } catch (error) {
        return { ok: false, error, durable: this.file.durable(mark) };
      }
    });
    await settled.durable;
    if (!settled.ok) throw settled.error;
    return settled.value;
  }

  /**
   * The stored documents a filter naming its `_id`s (an equality or an `$in`
   * of strings) matches, found through nedb's `_id` index, in the order the
   * filter names them; null for any other filter. nedb takes its candidates
   * from the last indexed field of a filter, which for {_id, workspace_id} is
   * `workspace_id`: every document of the tenant would be tested, on every
   * read or update by id. Its cursor would also copy each match, where the
   * callers copy only what they return.
   */
  private async matchingById(encFilter: Filter, nedbFilter: Record<string, unknown>): Promise<StoredDoc[] | null> {
    const ids = filterIds(encFilter);
    if (ids === undefined) return null;
    const found: StoredDoc[] = [];
    for (const id of ids) found.push(...(await liveStoredById(this.ds, id)));
    return Object.keys(encFilter).length === 1 ? found : found.filter(nedbMatcher(nedbFilter));
  }

  /** The stored documents a write's filter matches (nedb's own objects, which an update replaces and never changes). */
  private async storedMatching(encFilter: Filter): Promise<StoredDoc[]> {
    const nedbFilter = toNedbFilter(encFilter);
    return (await this.matchingById(encFilter, nedbFilter)) ?? findStored(this.ds, nedbFilter);
  }

  /** The one stored document a write's filter names (nedb's own object). */
  private async findOneStored(encFilter: Filter): Promise<StoredDoc | null> {
    const nedbFilter = toNedbFilter(encFilter);
    const byId = await this.matchingById(encFilter, nedbFilter);
    if (byId !== null) return byId[0] ?? null;
    return (await this.ds.findOneAsync(nedbFilter)) as StoredDoc | null;
  }

  async dropIndex(spec: Pick<IndexSpec, 'key' | 'name'>): Promise<void> {
    await this.ready;
    await this.write(() => this.indexes.drop(spec));
  }

  private async ensureIndex(spec: IndexSpec): Promise<void> {
    await this.indexes.ensure(spec);
    if (spec.expireAfterSeconds !== undefined && !this.ttlTimer) {
      this.ttlTimer = setInterval(() => void this.purgeExpired().catch(() => undefined), TTL_SWEEP_MS);
      this.ttlTimer.unref();
    }
  }

  private async remove(filter: Filter, multi: boolean): Promise<{ deletedCount: number }> {
    await this.ready;
    const query = toNedbFilter(encodeFilter(filter));
    const deletedCount = await this.write(() => this.ds.removeAsync(query, { multi }));
    return { deletedCount };
  }

  private async modifyOne(filter: Filter, update: UpdateSpec, upsert: boolean): Promise<ModifyOutcome> {
    assertOperators(update);
    await this.ready;
    const encFilter = encodeFilter(filter);
    const nedbUpdate = toNedbUpdate(encodeUpdate(update));
    return this.write(async () => {
      const before = await this.findOneStored(encFilter);
      if (before) {
        const after = (await this.updateById(before._id, nedbUpdate)) ?? null;
        const modifiedCount = isDeepStrictEqual(before, after) ? 0 : 1;
        return { before, after, result: { matchedCount: 1, modifiedCount, upsertedId: null } };
      }
      if (!upsert) return { before: null, after: null, result: { matchedCount: 0, modifiedCount: 0, upsertedId: null } };
      const after = await this.upsertInsert(upsertSeed(encFilter), nedbUpdate);
      return { before: null, after, result: { matchedCount: 0, modifiedCount: 0, upsertedId: after._id } };
    });
  }

  /** Inserts seed + update. The seed's `_id` is fresh or absent from the collection, so nedb's upsert can only insert. */
  private async upsertInsert(seed: Record<string, unknown>, nedbUpdate: Record<string, unknown>): Promise<StoredDoc> {
    const id = typeof seed._id === 'string' ? seed._id : randomUUID();
    if (await this.ds.findOneAsync({ _id: id })) throw new DuplicateKeyError(this.name, '_id_');
    const query = { ...seed, _id: id };
    const res = await this.withUniqueCheck(id, true, () =>
      this.ds.updateAsync(query, nedbUpdate, { upsert: true, returnUpdatedDocs: true }),
    );
    return res.affectedDocuments as StoredDoc;
  }

  /** The document as stored after the update (nedb's own object: read it, never change it). */
  private async updateById(id: string, nedbUpdate: Record<string, unknown>): Promise<StoredDoc | undefined> {
    // Not returnUpdatedDocs: nedb would deep-copy the whole document for an answer the callers only read.
    await this.withUniqueCheck(id, false, () => this.ds.updateAsync({ _id: id }, nedbUpdate, {}));
    return storedById(this.ds, id);
  }

  private async insertEncoded(doc: StoredDoc): Promise<void> {
    await this.withUniqueCheck(doc._id, true, () => insertOwned(this.ds, [doc]));
  }

  /**
   * Maps nedb's unique violation to DuplicateKeyError. nedb only drops expired
   * documents when a read touches them, so a stale expired document may still
   * hold a unique key: purge expired documents and try once more first.
   */
  private async withUniqueCheck<R>(id: string, inserting: boolean, write: () => Promise<R>): Promise<R> {
    try {
      return await write();
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
    }
    await this.purgeExpired();
    try {
      return await write();
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      throw new DuplicateKeyError(this.name, await this.indexes.violatedIndex(err.key, id, inserting));
    }
  }

  /**
   * nedb hides expired documents only on its own reads; an index read removes
   * them first (found by range on the TTL index) so no page or count holds one.
   */
  private async expireForIndexRead(): Promise<void> {
    const ids = this.ordered.expiredIds(Date.now());
    if (ids.length > 0) await this.ds.removeAsync({ _id: { $in: ids } }, { multi: true });
  }

  /** Reading every document makes nedb remove the expired ones. */
  private async purgeExpired(): Promise<void> {
    await this.ds.countAsync({});
  }
}

/** The distinct `_id`s a filter pins by equality or by an `$in` of strings, if it does. */
function filterIds(filter: Filter): string[] | undefined {
  const id = filterId(filter);
  if (id !== undefined) return [id];
  const pinned = filter._id;
  if (!isOperatorObject(pinned) || Object.keys(pinned).length !== 1 || !Array.isArray(pinned.$in)) return undefined;
  const values: unknown[] = pinned.$in;
  return values.every((value) => typeof value === 'string') ? [...new Set(values as string[])] : undefined;
}
