/**
 * The few nedb internals the embedded adapter relies on, typed in one place
 * (nedb 4.1; its typings do not declare them). Pinned by the lockfile; the
 * contract suite fails loudly if a nedb upgrade changes them.
 */
import type Datastore from '@seald-io/nedb';
import type { StoredDoc } from './ordered-index';

interface NedbModel {
  match(doc: unknown, query: unknown): boolean;
  serialize(doc: unknown): string;
  getDotValues(doc: unknown, fields: string[]): unknown;
  compareThings(a: unknown, b: unknown): number;
}

interface NedbStorage {
  crashSafeWriteFileLinesAsync(filename: string, lines: string[], modes: { fileMode: number; dirMode: number }): Promise<void>;
}

// Deep requires: nedb exports its query matcher, serializer and crash-safe writer only from lib/.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const model = require('@seald-io/nedb/lib/model') as NedbModel;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const storage = require('@seald-io/nedb/lib/storage') as NedbStorage;

type UpdatePair = { oldDoc: StoredDoc; newDoc: StoredDoc };

/** nedb's order of keys in its own indexes (not MongoDB's: see bson-order.ts). */
export function compareThings(a: unknown, b: unknown): number {
  return model.compareThings(a, b);
}

/**
 * Makes a compound index of nedb compare its keys field by field. nedb
 * compares compound keys ({campaign_id, contact_id}) with compareThings'
 * branch for objects, which lists and sorts the keys of both sides on every
 * comparison: two arrays and a sort for each step of each tree search,
 * insert and delete, over a third of what the outreach service allocated in
 * its bench (most of it while enrolling contacts). A compound index's keys always carry exactly its fields
 * (getDotValues), and nedb keeps those fields sorted by name, so comparing
 * the fields in that order gives the same order. Kept across nedb's index
 * resets (treeOptions); the tree built meanwhile is rebuilt with it.
 */
export function compareCompoundKeysFieldwise(ds: Datastore<StoredDoc>, fieldNames: readonly string[]): void {
  const index = (ds as unknown as NedbIndexMethods).indexes[[...fieldNames].sort().join(',')];
  if (index === undefined || index._fields.length < 2 || index.treeOptions.compareKeys !== model.compareThings) return;
  const fields = index._fields;
  index.treeOptions.compareKeys = (a: unknown, b: unknown): number => {
    if (!isKeyObject(a) || !isKeyObject(b)) return model.compareThings(a, b);
    for (const field of fields) {
      const order = model.compareThings(a[field], b[field]);
      if (order !== 0) return order;
    }
    return 0;
  };
  index.reset(ds.getAllData());
}

function isKeyObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);
}

/** One of nedb's indexes: an AVL tree from key to the array of documents holding it. */
interface NedbIndex {
  _fields: string[];
  treeOptions: { compareKeys(a: unknown, b: unknown): number };
  tree: { search(key: unknown): StoredDoc[] };
  reset(newData?: StoredDoc | StoredDoc[]): void;
  insert(doc: StoredDoc): void;
  remove(doc: StoredDoc): void;
  update(oldDoc: StoredDoc | UpdatePair[], newDoc?: StoredDoc): void;
  revertUpdate(oldDoc: StoredDoc | UpdatePair[], newDoc?: StoredDoc): void;
}

interface NedbIndexMethods {
  indexes: Record<string, NedbIndex>;
  /** Field -> seconds: nedb drops a candidate whose Date there has passed, on every read. */
  ttlIndexes: Record<string, number>;
  _addToIndexes(doc: StoredDoc): void;
  _removeFromIndexes(doc: StoredDoc): void;
  _updateIndexes(oldDoc: StoredDoc | Array<{ oldDoc: StoredDoc; newDoc: StoredDoc }>, newDoc?: StoredDoc): void;
  _resetIndexes(newData?: StoredDoc | StoredDoc[]): void;
}

/** What the adapter's own indexes must do when nedb's change. */
export interface IndexListener {
  insert(doc: StoredDoc): void;
  remove(doc: StoredDoc): void;
  reset(docs: StoredDoc[]): void;
  /** `oldDoc` (the object stored until now) is replaced by `newDoc`. */
  update(oldDoc: StoredDoc, newDoc: StoredDoc): void;
}

/**
 * Every change to nedb's in-memory data (insert, update, replace, remove,
 * TTL expiry on read, load from disk, and the rollback of a failed batch)
 * goes through these four methods, so wrapping them keeps the listener's
 * indexes exactly in step. A method that throws (unique violation) has
 * already rolled nedb back and is not forwarded.
 */
export function listenToIndexChanges(ds: Datastore<StoredDoc>, listener: IndexListener): void {
  const target = ds as unknown as NedbIndexMethods;
  const add = target._addToIndexes.bind(ds);
  const remove = target._removeFromIndexes.bind(ds);
  const reset = target._resetIndexes.bind(ds);
  target._addToIndexes = (doc) => {
    add(doc);
    listener.insert(doc);
  };
  target._removeFromIndexes = (doc) => {
    remove(doc);
    listener.remove(doc);
  };
  target._updateIndexes = (oldDoc, newDoc) => {
    const pairs = Array.isArray(oldDoc) ? oldDoc : [{ oldDoc, newDoc: newDoc as StoredDoc }];
    updateNedbIndexes(Object.values(target.indexes), pairs);
    for (const pair of pairs) listener.update(pair.oldDoc, pair.newDoc);
  };
  target._resetIndexes = (newData) => {
    reset(newData);
    listener.reset(newData === undefined ? [] : Array.isArray(newData) ? newData : [newData]);
  };
}

/**
 * nedb's own update of an index removes and re-inserts every document, and
 * removing one document from a key that many share (workspace_id: every
 * document of a tenant; status: every active enrollment) rebuilds that key's
 * whole array through a callback: O(documents under the key) per write, the
 * largest cost of a write once a tenant has thousands of documents. Here an
 * index whose key the update leaves alone only gets the stored object swapped
 * in place, and a document leaving a shared key is spliced out of its array.
 * Arrays are mutated in place: nedb copies the candidates it reads before it
 * awaits anything, and every change runs inside its executor.
 * A unique violation rolls every index back, as nedb's own loop does.
 */
function updateNedbIndexes(indexes: NedbIndex[], pairs: UpdatePair[]): void {
  const undo: Array<() => void> = [];
  try {
    for (const index of indexes) {
      const slots = unchangedSlots(index, pairs);
      if (slots !== null) {
        slots.forEach((slot, i) => (slot.docs[slot.at] = (pairs[i] as UpdatePair).newDoc));
        undo.push(() => slots.forEach((slot, i) => (slot.docs[slot.at] = (pairs[i] as UpdatePair).oldDoc)));
        continue;
      }
      if (pairs.length === 1) moveStored(index, pairs[0] as UpdatePair);
      // Several documents may trade keys: nedb removes them all before inserting any.
      else index.update(pairs);
      undo.push(() => index.revertUpdate(pairs));
    }
  } catch (err) {
    for (const step of undo.reverse()) step();
    throw err;
  }
}

/** Where each old document sits in the array of its key: the array holding it and its position there. */
type StoredSlot = { docs: StoredDoc[]; at: number };

/**
 * The slot of every pair's old document when no pair changes its key (same
 * scalar, or compound of scalars, before and after) and each old object is
 * found under its key; else null. One scan of the key's array per pair, which
 * the swap then reuses: a key shared by a whole tenant's documents is an
 * array of thousands, and the swap searched it a second time.
 */
function unchangedSlots(index: NedbIndex, pairs: UpdatePair[]): StoredSlot[] | null {
  const slots: StoredSlot[] = [];
  for (const { oldDoc, newDoc } of pairs) {
    const before = model.getDotValues(oldDoc, index._fields);
    const after = model.getDotValues(newDoc, index._fields);
    if (!isPlainKey(before) || !isPlainKey(after) || index.treeOptions.compareKeys(before, after) !== 0) return null;
    const docs = index.tree.search(before);
    const at = docs.indexOf(oldDoc);
    if (at < 0) return null;
    slots.push({ docs, at });
  }
  return slots;
}

/** Not undefined (sparse indexes skip it) and no array anywhere (nedb indexes each element). */
function isPlainKey(key: unknown): boolean {
  if (key === undefined || Array.isArray(key)) return false;
  if (key === null || typeof key !== 'object' || key instanceof Date) return true;
  return Object.values(key).every((part) => part !== undefined && !Array.isArray(part));
}

/** nedb's Index.update for one document, with the removal from a shared key done by splice. */
function moveStored(index: NedbIndex, { oldDoc, newDoc }: UpdatePair): void {
  const key = model.getDotValues(oldDoc, index._fields);
  const stored = isPlainKey(key) ? index.tree.search(key) : [];
  const at = stored.length > 1 ? stored.indexOf(oldDoc) : -1;
  if (at >= 0) stored.splice(at, 1);
  else index.remove(oldDoc);
  try {
    index.insert(newDoc);
  } catch (err) {
    index.insert(oldDoc);
    throw err;
  }
}

interface NedbInsertInternals {
  executor: { pushAsync(task: () => Promise<void>): Promise<void> };
  _insertInCache(docs: StoredDoc[]): void;
  persistence: NedbPersistence;
}

/**
 * nedb's insert for documents the adapter owns (encodeDoc's fresh objects,
 * which nobody else holds), without nedb's two deep copies of each: one
 * before caching, which guards against a caller changing its object later,
 * and one of the return value, which the adapter never reads. The key check
 * nedb makes is made here instead. A document holding anything but JSON
 * values and Dates, or a key nedb refuses, goes through nedb's own insert,
 * which copies, normalises or throws exactly as it always has. Same executor,
 * same rollback of a batch on a unique violation, same datafile append.
 */
export function insertOwned(ds: Datastore<StoredDoc>, docs: StoredDoc[]): Promise<void> {
  if (!docs.every(isOwnedStorable)) return ds.insertAsync(docs).then(() => undefined);
  const target = ds as unknown as NedbInsertInternals;
  return target.executor.pushAsync(async () => {
    target._insertInCache(docs);
    await target.persistence.persistNewStateAsync(docs);
  });
}

function isOwnedStorable(doc: StoredDoc): boolean {
  return typeof doc._id === 'string' && isStorableValue(doc);
}

/** What nedb's deepCopy would return unchanged (a copy aside) and checkObject accept. */
function isStorableValue(value: unknown): boolean {
  if (value === null) return true;
  switch (typeof value) {
    case 'string':
    case 'number':
    case 'boolean':
      return true;
    case 'object':
      if (value instanceof Date) return true;
      if (Array.isArray(value)) return value.every(isStorableValue);
      if (Object.getPrototypeOf(value) !== Object.prototype) return false;
      for (const key of Object.keys(value)) {
        if (key.startsWith('$') || key.includes('.')) return false;
        if (!isStorableValue((value as Record<string, unknown>)[key])) return false;
      }
      return true;
    default:
      return false;
  }
}

export function nedbMatcher(nedbFilter: Record<string, unknown>): (doc: StoredDoc) => boolean {
  return (doc) => model.match(doc, nedbFilter);
}

/**
 * The stored object with this `_id`, straight from the `_id` index: nedb's own
 * object, which nothing mutates (an update stores a new one), so no copy.
 */
export function storedById(ds: Datastore<StoredDoc>, id: string): StoredDoc | undefined {
  return (ds as unknown as NedbIndexMethods).indexes['_id']?.tree.search(id)[0];
}

/**
 * The live stored document with this `_id`, as nedb's find answers `{_id}`
 * but without its cursor, its executor turn and its candidate arrays: a read
 * by id is the most common read of every service. A document a TTL index
 * says has expired is left to nedb's own read, which removes it as it always
 * has (the same rule as nedb's _getCandidatesAsync).
 */
export async function liveStoredById(ds: Datastore<StoredDoc>, id: string): Promise<StoredDoc[]> {
  const stored = storedById(ds, id);
  if (stored === undefined) return [];
  const ttl = (ds as unknown as NedbIndexMethods).ttlIndexes;
  for (const field in ttl) {
    const value = (stored as Record<string, unknown>)[field];
    if (value instanceof Date && Date.now() > value.getTime() + (ttl[field] as number) * 1000) return findStored(ds, { _id: id });
  }
  return [stored];
}

/** Matching stored documents as nedb's own objects (no copies): the caller copies only what it returns. */
export async function findStored(ds: Datastore<StoredDoc>, nedbFilter: Record<string, unknown>): Promise<StoredDoc[]> {
  const cursor = ds.findAsync(nedbFilter);
  (cursor as unknown as { mapFn?: unknown }).mapFn = undefined;
  return (await cursor) as unknown as StoredDoc[];
}

/**
 * nedb's datafile line for a document or an index declaration (no
 * serialization hooks are configured), byte for byte what model.serialize
 * writes. model.serialize passes a replacer to JSON.stringify, which takes V8
 * off its fast path for every key of every write; here Dates are tagged
 * beforehand (copying only the objects on the way to one) and the rest is
 * plain JSON.stringify. Its key check is not repeated: nedb checked the keys
 * (checkObject) when the document entered its cache.
 */
export function serializeLine(doc: unknown): string {
  return JSON.stringify(tagDates(doc));
}

/** `{ $$date: ms }` for every Date, as nedb stores them; the value itself when it holds none. */
function tagDates(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Date) return { $$date: value.getTime() };
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    for (let i = 0; i < value.length; i += 1) {
      const tagged = tagDates(value[i]);
      if (tagged !== value[i]) (copy ??= value.slice())[i] = tagged;
    }
    return copy ?? value;
  }
  let copy: Record<string, unknown> | undefined;
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    const tagged = tagDates(record[key]);
    if (tagged !== record[key]) (copy ??= { ...record })[key] = tagged;
  }
  return copy ?? value;
}

/** nedb's own serializer, for the spec that keeps serializeLine identical to it. */
export function nedbSerialize(doc: unknown): string {
  return model.serialize(doc);
}

/** Writes `<file>~`, fsyncs it and renames it over the file: a crash leaves the old or the new file whole. */
export function crashSafeWriteLines(filename: string, lines: string[], modes: { fileMode: number; dirMode: number }): Promise<void> {
  return storage.crashSafeWriteFileLinesAsync(filename, lines, modes);
}

/** What nedb's persistence does with the datafile; datafile.ts replaces both on the instance. */
export interface NedbPersistence {
  filename: string;
  modes: { fileMode: number; dirMode: number };
  /** Called inside nedb's executor after each change, with the changed documents (or index declarations). */
  persistNewStateAsync(newDocs: Array<Record<string, unknown>>): Promise<void>;
  /** Full rewrite: on load and on compactDatafileAsync, inside nedb's executor. */
  persistCachedDatabaseAsync(): Promise<void>;
}

export interface NedbPersistenceInternals {
  persistence: NedbPersistence;
  indexes: Record<string, { fieldName: string | string[]; unique: boolean; sparse: boolean }>;
}

export function persistenceOf(ds: Datastore<StoredDoc>): NedbPersistenceInternals {
  return ds as unknown as NedbPersistenceInternals;
}
