import type { Filter } from '../doc-store';
import { isOperatorObject, isPlainObject } from '../user-keys.codec';

/** The document an upsert starts from: the filter's equalities (top level, dotted paths, `$eq`, inside `$and`), as MongoDB does. */
export function upsertSeed(filter: Filter): Record<string, unknown> {
  const seed: Record<string, unknown> = {};
  const paths: string[] = [];
  collectEqualities(filter, seed, paths);
  // MongoDB refuses to seed from a filter that pins a field and a path inside it ({a: {...}, 'a.b': 1}): so do we.
  for (const p of paths) {
    const inside = paths.find((q) => q.startsWith(`${p}.`));
    if (inside) throw new Error(`cannot upsert: the filter sets both ${p} and ${inside}`);
  }
  return seed;
}

function collectEqualities(filter: Filter, seed: Record<string, unknown>, paths: string[]): void {
  for (const [key, value] of Object.entries(filter)) {
    if (key === '$and') (value as Filter[]).forEach((f) => collectEqualities(f, seed, paths));
    else if (key.startsWith('$')) continue;
    else if (!isOperatorObject(value)) setPath(seed, key, value, paths);
    else if ('$eq' in value) setPath(seed, key, value.$eq, paths);
  }
}

function setPath(target: Record<string, unknown>, path: string, value: unknown, paths: string[]): void {
  paths.push(path);
  const parts = path.split('.');
  let node = target;
  for (const part of parts.slice(0, -1)) {
    const next = node[part];
    if (!isPlainObject(next)) node[part] = {};
    node = node[part] as Record<string, unknown>;
  }
  node[parts[parts.length - 1] as string] = value;
}
