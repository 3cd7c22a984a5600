/**
 * MongoDB's comparison/sort order (BSON order) for the value types documents
 * hold here, so the embedded adapter sorts exactly as MongoDB does:
 *
 *   missing = null < numbers < strings < objects < arrays < booleans < Dates < anything else
 *
 * - numbers compare numerically; NaN is below every other number (as in MongoDB);
 * - strings compare by UTF-16 code units (MongoDB compares UTF-8 bytes without a
 *   collation; the two differ only between astral characters and U+E000..U+FFFF);
 * - objects compare field by field in stored order: value type, then field
 *   name, then value; a prefix is smaller;
 * - arrays (as a whole) compare element by element; a prefix is smaller;
 * - false < true; Dates by instant.
 * nedb's own order differs (undefined < null, booleans before Dates, objects
 * last), which is why the adapter never uses nedb's sort.
 */
import type { SortSpec } from '../doc-store';
import { isPlainObject } from '../user-keys.codec';
import type { StoredDoc } from './ordered-index';

function typeRank(v: unknown): number {
  if (v === undefined || v === null) return 1;
  if (typeof v === 'number') return 2;
  if (typeof v === 'string') return 3;
  if (Array.isArray(v)) return 5;
  if (typeof v === 'boolean') return 8;
  if (v instanceof Date) return 9;
  if (isPlainObject(v)) return 4;
  return 11;
}

export function compareValues(a: unknown, b: unknown): number {
  // Index keys are mostly strings (ids, ISO times): skip the rank lookups for them.
  if (typeof a === 'string' && typeof b === 'string') return a === b ? 0 : a < b ? -1 : 1;
  const ra = typeRank(a);
  const rb = typeRank(b);
  if (ra !== rb) return ra < rb ? -1 : 1;
  switch (ra) {
    case 2:
      return compareNumbers(a as number, b as number);
    case 3:
      return a === b ? 0 : (a as string) < (b as string) ? -1 : 1;
    case 4:
      return compareObjects(a as Record<string, unknown>, b as Record<string, unknown>);
    case 5:
      return compareArrays(a as unknown[], b as unknown[]);
    case 8:
      return a === b ? 0 : a ? 1 : -1;
    case 9:
      return compareNumbers((a as Date).getTime(), (b as Date).getTime());
    default:
      return 0;
  }
}

function compareNumbers(a: number, b: number): number {
  if (a < b) return -1;
  if (a > b) return 1;
  if (a === b) return 0;
  const na = Number.isNaN(a);
  const nb = Number.isNaN(b);
  return na === nb ? 0 : na ? -1 : 1;
}

function compareArrays(a: unknown[], b: unknown[]): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i += 1) {
    const c = compareValues(a[i], b[i]);
    if (c !== 0) return c;
  }
  return a.length === b.length ? 0 : a.length < b.length ? -1 : 1;
}

function compareObjects(a: Record<string, unknown>, b: Record<string, unknown>): number {
  const ea = Object.entries(a);
  const eb = Object.entries(b);
  const n = Math.min(ea.length, eb.length);
  for (let i = 0; i < n; i += 1) {
    const [ka, va] = ea[i] as [string, unknown];
    const [kb, vb] = eb[i] as [string, unknown];
    const rank = typeRank(va) - typeRank(vb);
    if (rank !== 0) return rank < 0 ? -1 : 1;
    if (ka !== kb) return ka < kb ? -1 : 1;
    const c = compareValues(va, vb);
    if (c !== 0) return c;
  }
  return ea.length === eb.length ? 0 : ea.length < eb.length ? -1 : 1;
}

/** Sorts below null: MongoDB places a document whose sort field is an empty array before missing/null. */
const EMPTY_ARRAY = Symbol('empty array');

/**
 * The value MongoDB sorts a document by for one sort field: the field's
 * value, except that arrays (and paths through arrays) contribute their
 * smallest element when ascending and their largest when descending.
 */
export function sortValue(doc: unknown, path: string, direction: 1 | -1): unknown {
  const values: unknown[] = [];
  let sawEmpty = false;
  const collect = (node: unknown, parts: string[], i: number): void => {
    if (i === parts.length) {
      if (Array.isArray(node)) {
        if (node.length === 0) sawEmpty = true;
        values.push(...node);
      } else values.push(node);
      return;
    }
    if (Array.isArray(node)) {
      for (const el of node) if (isPlainObject(el)) collect(el, parts, i);
      return;
    }
    if (!isPlainObject(node)) {
      values.push(undefined);
      return;
    }
    collect(node[parts[i] as string], parts, i + 1);
  };
  collect(doc, path.split('.'), 0);
  if (values.length === 0) return sawEmpty ? EMPTY_ARRAY : undefined;
  if (values.length === 1) return values[0];
  let best = values[0];
  for (const v of values) if (compareValues(v, best) * direction < 0) best = v;
  return best;
}

/** compareValues extended with the empty-array marker of sortValue. */
export function compareSortValues(a: unknown, b: unknown): number {
  if (a === EMPTY_ARRAY || b === EMPTY_ARRAY) return a === b ? 0 : a === EMPTY_ARRAY ? -1 : 1;
  return compareValues(a, b);
}

/** Sorts in MongoDB's order, not nedb's; stable, so ties keep the candidates' order. */
export function sortInMongoOrder(docs: StoredDoc[], sort: SortSpec): StoredDoc[] {
  const criteria = Object.entries(sort);
  const keyed = docs.map((doc) => ({ doc, key: criteria.map(([field, dir]) => sortValue(doc, field, dir)) }));
  keyed.sort((a, b) => {
    for (const [i, [, dir]] of criteria.entries()) {
      const c = compareSortValues(a.key[i], b.key[i]);
      if (c !== 0) return c * dir;
    }
    return 0;
  });
  return keyed.map((k) => k.doc);
}
