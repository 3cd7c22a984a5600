/**
 * The few nedb internals the embedded adapter relies on, typed in one place
 * (nedb 4.1; its typings do not declare them). Pinned by the lockfile; the
 * contract suite fails loudly if a nedb upgrade changes them.
 */
import type Datastore from '@seald-io/nedb';
import type { StoredDoc } from './ordered-index';

interface NedbModel {
  match(doc: unknown, query: unknown): boolean;
}

// A deep require: nedb exports its query matcher only from lib/model.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const model = require('@seald-io/nedb/lib/model') as NedbModel;

interface NedbIndexMethods {
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
  const update = target._updateIndexes.bind(ds);
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
    update(oldDoc, newDoc);
    const pairs = Array.isArray(oldDoc) ? oldDoc : [{ oldDoc, newDoc: newDoc as StoredDoc }];
    for (const pair of pairs) listener.remove(pair.oldDoc);
    for (const pair of pairs) listener.insert(pair.newDoc);
  };
  target._resetIndexes = (newData) => {
    reset(newData);
    listener.reset(newData === undefined ? [] : Array.isArray(newData) ? newData : [newData]);
  };
}

export function nedbMatcher(nedbFilter: Record<string, unknown>): (doc: StoredDoc) => boolean {
  return (doc) => model.match(doc, nedbFilter);
}

/** Matching stored documents as nedb's own objects (no copies): the caller copies only what it returns. */
export async function findStored(ds: Datastore<StoredDoc>, nedbFilter: Record<string, unknown>): Promise<StoredDoc[]> {
  const cursor = ds.findAsync(nedbFilter);
  (cursor as unknown as { mapFn?: unknown }).mapFn = undefined;
  return (await cursor) as unknown as StoredDoc[];
}
