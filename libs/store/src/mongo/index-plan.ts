/**
 * What to do so a collection's indexes match the declared ones, decided from
 * what listIndexes answered. createIndexes alone fails with IndexOptionsConflict
 * (or IndexKeySpecsConflict) as soon as a declared index differs from the one
 * stored under its name or key, e.g. after AUDIT_RETENTION_DAYS changed a TTL,
 * and a service that creates its indexes at start would crash-loop on it.
 */

export interface IndexShape {
  name: string;
  key: Record<string, number>;
  unique?: boolean;
  sparse?: boolean;
  expireAfterSeconds?: number;
}

export type IndexStep =
  /** Only the TTL changed: collMod changes it in place, the index stays usable throughout. */
  | { kind: 'retime'; index: IndexShape; from: number; to: number }
  /** Key, unique, sparse or the presence of a TTL changed (MongoDB cannot alter those): drop, then create. */
  | { kind: 'rebuild'; drop: string; index: IndexShape; reason: string }
  | { kind: 'create'; index: IndexShape };

/** MongoDB's own index on `_id`: never declared, never touched. */
const ID_INDEX = '_id_';

export function planIndexes(existing: readonly IndexShape[], declared: readonly IndexShape[]): IndexStep[] {
  const steps: IndexStep[] = [];
  const declaredNames = new Set(declared.map((d) => d.name));
  for (const wanted of declared) {
    const sameName = existing.find((e) => e.name === wanted.name);
    if (sameName !== undefined) {
      const step = reconcile(sameName, wanted);
      if (step !== null) steps.push(step);
      continue;
    }
    // The same key under another (undeclared) name: MongoDB refuses a second index on it.
    const sameKey = existing.find((e) => e.name !== ID_INDEX && !declaredNames.has(e.name) && sameKeySpec(e.key, wanted.key));
    if (sameKey !== undefined) {
      steps.push({ kind: 'rebuild', drop: sameKey.name, index: wanted, reason: `the key is indexed as ${sameKey.name}, declared as ${wanted.name}` });
    } else {
      steps.push({ kind: 'create', index: wanted });
    }
  }
  return steps;
}

function reconcile(stored: IndexShape, wanted: IndexShape): IndexStep | null {
  const changes: string[] = [];
  if (!sameKeySpec(stored.key, wanted.key)) changes.push(`key ${JSON.stringify(stored.key)} -> ${JSON.stringify(wanted.key)}`);
  if ((stored.unique === true) !== (wanted.unique === true)) changes.push(`unique ${stored.unique === true} -> ${wanted.unique === true}`);
  if ((stored.sparse === true) !== (wanted.sparse === true)) changes.push(`sparse ${stored.sparse === true} -> ${wanted.sparse === true}`);
  const from = stored.expireAfterSeconds;
  const to = wanted.expireAfterSeconds;
  if (changes.length === 0 && from !== undefined && to !== undefined) {
    return from === to ? null : { kind: 'retime', index: wanted, from, to };
  }
  if (from !== to) changes.push(`expireAfterSeconds ${from ?? 'none'} -> ${to ?? 'none'}`);
  return changes.length === 0 ? null : { kind: 'rebuild', drop: stored.name, index: wanted, reason: changes.join(', ') };
}

/** Same fields in the same order with the same directions (listIndexes may answer 1 as 1.0 or a Long). */
function sameKeySpec(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const left = Object.entries(a);
  const right = Object.entries(b);
  return left.length === right.length && left.every(([field, dir], i) => right[i]?.[0] === field && Number(dir) === Number(right[i]?.[1]));
}
