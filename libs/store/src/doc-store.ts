/**
 * The DocStore port: a small, explicit subset of the MongoDB collection API,
 * small enough for an embedded database to hold to exactly. Repositories use
 * only this; the embedded (SQLite) and MongoDB adapters both pass the same
 * contract suite.
 *
 * Query subset: equality on fields and dotted paths, $eq $ne $in $nin $gt $gte
 * $lt $lte $exists $regex (string pattern, optional $options 'i'), $size,
 * $elemMatch, $and $or. Update subset: $set $unset $inc $push (with $each)
 * $addToSet (with $each) $pull (value or equality sub-document).
 * Every document has a string `_id`. Anything outside these subsets (another
 * operator, `$where`, `$expr`, `$function`, a range against null) is refused
 * by the embedded store with UnsupportedQueryError (query-errors.ts).
 *
 * Decided where MongoDB and a naive implementation part ways (both adapters
 * hold to this; sqlite/differential.spec.ts checks it against a mingo oracle
 * and, with MONGO_URL, against MongoDB):
 * - `$pull` from a field the document does not have changes nothing (not an
 *   error, not a modification). Never `$pull` from a non-array field: MongoDB
 *   refuses it.
 * - In a unique index a missing field and null are the same key: two documents
 *   without the field collide. A sparse index leaves out documents that have
 *   none of its fields, but holds a field set to null.
 * - Equality with a sub-document (`{ profile: { city: 'Rome' } }`) is only
 *   promised for the same keys in the same order: MongoDB compares key order,
 *   the embedded store does not. Filter on dotted paths to be independent of it.
 * - Range operators compare within one type (MongoDB's type bracketing):
 *   `{ $gt: false }` matches true only, `{ $lt: 'm' }` only strings; a range
 *   against null is refused (use `{ f: null }` or `$exists`).
 * - An upsert's new document is the filter's equalities (top level, dotted
 *   paths, `$eq`, inside `$and`) plus the update; a filter that pins both a
 *   field and a path inside it is refused, as MongoDB does.
 */

export type Doc = { _id: string } & Record<string, unknown>;

export type Filter = Record<string, unknown>;

export type SortSpec = Record<string, 1 | -1>;

export interface FindOptions {
  sort?: SortSpec;
  skip?: number;
  limit?: number;
}

export interface UpdateSpec {
  $set?: Record<string, unknown>;
  $unset?: Record<string, '' | 1 | true>;
  $inc?: Record<string, number>;
  $push?: Record<string, unknown>;
  $addToSet?: Record<string, unknown>;
  $pull?: Record<string, unknown>;
}

export interface UpdateOptions {
  upsert?: boolean;
}

export interface FindOneAndUpdateOptions extends UpdateOptions {
  returnDocument?: 'before' | 'after';
}

export interface UpdateResult {
  matchedCount: number;
  modifiedCount: number;
  upsertedId: string | null;
}

export interface IndexSpec {
  /** Field -> direction; workspace_id first for tenant-scoped collections. */
  key: Record<string, 1 | -1>;
  name?: string;
  unique?: boolean;
  /** Only documents that have every indexed field take part (needed for optional unique fields). */
  sparse?: boolean;
  /** TTL: the document is removed this many seconds after the Date in the single indexed field. */
  expireAfterSeconds?: number;
}

export interface Collection<T extends Doc = Doc> {
  readonly name: string;
  /** Throws DuplicateKeyError on a unique-index or `_id` collision. */
  insertOne(doc: T): Promise<void>;
  insertMany(docs: T[]): Promise<void>;
  findOne(filter: Filter, options?: FindOptions): Promise<T | null>;
  find(filter: Filter, options?: FindOptions): Promise<T[]>;
  countDocuments(filter: Filter): Promise<number>;
  updateOne(filter: Filter, update: UpdateSpec, options?: UpdateOptions): Promise<UpdateResult>;
  updateMany(filter: Filter, update: UpdateSpec): Promise<UpdateResult>;
  findOneAndUpdate(filter: Filter, update: UpdateSpec, options?: FindOneAndUpdateOptions): Promise<T | null>;
  /** Replaces the whole document matched by filter (the `_id` is kept). */
  replaceOne(filter: Filter, doc: T, options?: UpdateOptions): Promise<UpdateResult>;
  deleteOne(filter: Filter): Promise<{ deletedCount: number }>;
  deleteMany(filter: Filter): Promise<{ deletedCount: number }>;
  /** Idempotent: declaring the same indexes again is a no-op. */
  createIndexes(specs: IndexSpec[]): Promise<void>;
  /**
   * Removes a retired index (its key and name as it was declared), so writes
   * stop paying for it in stores created before it was retired. Nothing
   * happens when there is no such index: call it at every start.
   */
  dropIndex(spec: Pick<IndexSpec, 'key' | 'name'>): Promise<void>;
}

export interface DocStore {
  collection<T extends Doc = Doc>(name: string): Collection<T>;
  /** True when the backing store answers (used by health checks). */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export class DuplicateKeyError extends Error {
  constructor(
    readonly collection: string,
    readonly index: string,
  ) {
    super(`duplicate key in ${collection} (${index})`);
    this.name = 'DuplicateKeyError';
  }
}

export function isDuplicateKeyError(err: unknown): err is DuplicateKeyError {
  return err instanceof DuplicateKeyError;
}
