/**
 * nedb's `_id` index with its AVL tree swapped for a hash map. The tree costs
 * a dozen comparisons and a rebalance per insert and a dozen comparisons per
 * lookup, for the one index every document is in and every read by id, every
 * update and every idempotent batch goes through; by id, a map answers in
 * one step. The map stands in for the tree behind nedb's own Index, so its
 * unique check, rollback and sparse rules stay nedb's.
 *
 * What changes: nedb's full scans (getAllData) list documents in insertion
 * order instead of `_id` order, which is MongoDB's natural order too; a range
 * on `_id` sorts the matches, so it answers what the tree did.
 */
import type Datastore from '@seald-io/nedb';
import { compareThings } from './nedb-internals';
import type { StoredDoc } from './ordered-index';

type Bounds = { $gt?: unknown; $gte?: unknown; $lt?: unknown; $lte?: unknown };

/** The part of binary-search-tree's API that nedb's Index and this adapter call. */
export class HashedUniqueKeys {
  /** One-element arrays, as the tree's nodes hold: callers swap the stored object in place. */
  private readonly byId = new Map<string | number | boolean | null, StoredDoc[]>();
  private readonly byDate = new Map<number, StoredDoc[]>();

  insert(key: unknown, doc: StoredDoc): void {
    const [map, k] = this.slot(key);
    if (map.has(k)) {
      // What binary-search-tree throws: nedb rolls back on errorType and names the key.
      throw Object.assign(new Error(`Can't insert key ${JSON.stringify(key)}, it violates the unique constraint`), { key, errorType: 'uniqueViolated' });
    }
    map.set(k, [doc]);
  }

  delete(key: unknown): void {
    const [map, k] = this.slot(key);
    map.delete(k);
  }

  search(key: unknown): StoredDoc[] {
    const [map, k] = this.slot(key);
    return map.get(k) ?? [];
  }

  /** The documents whose `_id` lies within the bounds, in `_id` order, as the tree answers. */
  betweenBounds(query: Bounds): StoredDoc[] {
    const within = (id: unknown): boolean =>
      (!('$gt' in query) || compareThings(id, query.$gt) > 0) &&
      (!('$gte' in query) || compareThings(id, query.$gte) >= 0) &&
      (!('$lt' in query) || compareThings(id, query.$lt) < 0) &&
      (!('$lte' in query) || compareThings(id, query.$lte) <= 0);
    const found: StoredDoc[] = [];
    this.executeOnEveryNode(({ data }) => {
      for (const doc of data) if (within(doc._id)) found.push(doc);
    });
    return found.sort((a, b) => compareThings(a._id, b._id));
  }

  executeOnEveryNode(visit: (node: { data: StoredDoc[] }) => void): void {
    for (const data of this.byId.values()) visit({ data });
    for (const data of this.byDate.values()) visit({ data });
  }

  getNumberOfKeys(): number {
    return this.byId.size + this.byDate.size;
  }

  /** Keys equal for nedb's compareThings land on one map key: Dates by instant, the rest as themselves. */
  private slot(key: unknown): [Map<unknown, StoredDoc[]>, unknown] {
    if (key instanceof Date) return [this.byDate as Map<unknown, StoredDoc[]>, key.getTime()];
    if (key === null || typeof key === 'string' || typeof key === 'number' || typeof key === 'boolean') return [this.byId as Map<unknown, StoredDoc[]>, key];
    throw new Error('_id must be a string, number, boolean, null or Date');
  }
}

interface NedbIdIndex {
  tree: unknown;
  insert(docs: StoredDoc | StoredDoc[]): void;
  reset(newData?: StoredDoc | StoredDoc[]): void;
}

/** Before the datastore loads: the load resets the index, and the reset keeps the map. */
export function hashIdIndex(ds: Datastore<StoredDoc>): void {
  const index = (ds as unknown as { indexes: { _id: NedbIdIndex } }).indexes._id;
  index.tree = new HashedUniqueKeys();
  index.reset = (newData) => {
    index.tree = new HashedUniqueKeys();
    if (newData) index.insert(newData);
  };
}
