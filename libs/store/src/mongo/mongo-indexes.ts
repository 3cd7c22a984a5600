import type { Logger } from '@wbk/platform';
import type { Collection as DriverCollection, Db, Document, IndexDescription } from 'mongodb';
import type { IndexSpec } from '../doc-store';
import { defaultIndexName } from '../user-keys.codec';
import { planIndexes, type IndexShape } from './index-plan';

/** IndexNotFound, or NamespaceNotFound for a collection never written: the index is not there either way. */
export function isMissingIndex(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === 27 || code === 26;
}

function shapeOf(spec: IndexSpec): IndexShape {
  return {
    key: spec.key,
    name: spec.name ?? defaultIndexName(spec.key),
    ...(spec.unique !== undefined ? { unique: spec.unique } : {}),
    ...(spec.sparse !== undefined ? { sparse: spec.sparse } : {}),
    ...(spec.expireAfterSeconds !== undefined ? { expireAfterSeconds: spec.expireAfterSeconds } : {}),
  };
}

function descriptionOf(index: IndexShape): IndexDescription {
  return { ...index, key: index.key as IndexDescription['key'] };
}

async function storedIndexes(coll: DriverCollection<Document>): Promise<IndexShape[]> {
  try {
    return (await coll.listIndexes().toArray()) as IndexShape[];
  } catch (err) {
    // A collection never written has no indexes yet.
    if (isMissingIndex(err)) return [];
    throw err;
  }
}

/**
 * Brings the collection's indexes to the declared ones (index-plan.ts decides
 * how). Replicas starting together may race through the same steps: a drop
 * that finds nothing and a create of an identical index are both no-ops.
 */
export async function syncIndexes(db: Db, coll: DriverCollection<Document>, specs: IndexSpec[], logger: Logger): Promise<void> {
  const steps = planIndexes(await storedIndexes(coll), specs.map(shapeOf));
  const creates: IndexDescription[] = [];
  for (const step of steps) {
    if (step.kind === 'create') {
      creates.push(descriptionOf(step.index));
    } else if (step.kind === 'retime') {
      const retimed = await retime(db, coll, step.index.name, step.to);
      const where = { collection: coll.collectionName, index: step.index.name, from: step.from, to: step.to };
      if (retimed) {
        logger.warn(where, 'index TTL changed in place (collMod)');
      } else {
        logger.warn(where, 'index TTL changed: collMod is not granted to this user (readWrite), so the index is dropped and rebuilt');
        await dropIfPresent(coll, step.index.name);
        creates.push(descriptionOf(step.index));
      }
    } else {
      logger.warn(
        { collection: coll.collectionName, index: step.index.name, dropped: step.drop, reason: step.reason },
        'index options changed: dropping and rebuilding it (queries on it scan until the build ends)',
      );
      await dropIfPresent(coll, step.drop);
      creates.push(descriptionOf(step.index));
    }
  }
  if (creates.length > 0) await coll.createIndexes(creates);
}

const UNAUTHORIZED = 13;

/** collMod needs dbAdmin (readWrite, each service's role, does not grant it): false when refused for that. */
async function retime(db: Db, coll: DriverCollection<Document>, name: string, expireAfterSeconds: number): Promise<boolean> {
  try {
    await db.command({ collMod: coll.collectionName, index: { name, expireAfterSeconds } });
    return true;
  } catch (err) {
    if ((err as { code?: unknown } | null)?.code === UNAUTHORIZED) return false;
    throw err;
  }
}

export async function dropIfPresent(coll: DriverCollection<Document>, name: string): Promise<void> {
  try {
    await coll.dropIndex(name);
  } catch (err) {
    if (!isMissingIndex(err)) throw err;
  }
}
