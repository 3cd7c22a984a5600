import { keyedReplayRefusal, type KeyStamp } from '@wbk/platform';
import { isDuplicateKeyError, type Collection, type Doc } from './doc-store';

export interface InsertOnceResult<T extends Doc> {
  /** The document as stored: the new one, or the one an earlier attempt of the same request stored. */
  doc: T;
  /** false when an earlier attempt had stored it: nothing was written now (so no event either). */
  created: boolean;
}

/**
 * Inserts a record created under an Idempotency-Key (see keyedCreate): the key
 * and request hash go into the same write as the record, whose id derives
 * from the key. A collision on that id is answered from the stored document
 * when it holds the same request, and refused (409 idempotency_conflict) when
 * the key was used for a different one. Without a stamp it is a plain insert.
 * A collision on another unique index (no document under this id) propagates.
 */
export async function insertOnce<T extends Doc>(collection: Collection<T>, doc: T, stamp: KeyStamp | undefined): Promise<InsertOnceResult<T>> {
  const stamped = stamp === undefined ? doc : ({ ...doc, ...stamp } as T);
  try {
    await collection.insertOne(stamped);
    return { doc: stamped, created: true };
  } catch (err) {
    if (stamp === undefined || !isDuplicateKeyError(err)) throw err;
    const stored = await collection.findOne({ _id: doc._id, workspace_id: doc['workspace_id'] });
    if (stored === null) throw err;
    const refusal = keyedReplayRefusal(stored, stamp);
    if (refusal !== null) throw refusal;
    return { doc: stored, created: false };
  }
}

/**
 * True when one of `ids` (records or batch documents derived from one key) was
 * stored for a different request under that key: checked before a keyed bulk
 * call writes anything, so a reused key stores nothing.
 */
export async function storedForOtherRequest<T extends Doc>(collection: Collection<T>, workspaceId: string, ids: readonly string[], stamp: KeyStamp): Promise<boolean> {
  if (ids.length === 0) return false;
  const other = await collection.findOne({ _id: { $in: [...ids] }, workspace_id: workspaceId, request_hash: { $exists: true, $ne: stamp.request_hash } });
  return other !== null;
}
