/**
 * Index and sort keys: one string per value whose byte order (SQLite's BINARY
 * collation, a memcmp of UTF-8) is MongoDB's order for the value types
 * documents hold here:
 *
 *   missing = null < numbers < strings < objects < booleans < Dates
 *
 * Each key starts with a type digit; numbers and Dates follow as the 16 hex
 * digits of an order-preserving image of the IEEE double (NaN lowest, -0 = 0);
 * strings follow as themselves (UTF-8 bytes, as MongoDB compares them without
 * a collation). Objects compare by their JSON text, an approximation of
 * MongoDB's field-by-field order that no caller sorts on. An array is not one
 * key: it gets the `ARRAY_KEY` prefix (so a unique index still holds it) and
 * the index it lands in stops serving queries (MongoDB calls that multikey).
 */
import type { SortSpec } from '../doc-store';
import { isPlainObject } from '../user-keys.codec';
import { serializeValue, type StoredDoc } from './stored-json';

export const ARRAY_KEY = 'Z';
const NULL_KEY = '1';

const scratch = new DataView(new ArrayBuffer(8));

function orderedDouble(n: number): string {
  if (Number.isNaN(n)) return '0000000000000000';
  scratch.setFloat64(0, n === 0 ? 0 : n);
  let hi = scratch.getUint32(0);
  let lo = scratch.getUint32(4);
  if (hi & 0x80000000) {
    hi = ~hi >>> 0;
    lo = ~lo >>> 0;
  } else {
    hi = (hi | 0x80000000) >>> 0;
  }
  return hi.toString(16).padStart(8, '0') + lo.toString(16).padStart(8, '0');
}

/** The key of one non-array value. */
export function scalarKey(value: unknown): string {
  if (value === undefined || value === null) return NULL_KEY;
  if (typeof value === 'string') return `3${value}`;
  if (typeof value === 'number') return `2${orderedDouble(value)}`;
  if (typeof value === 'boolean') return value ? '81' : '80';
  if (value instanceof Date) return `9${orderedDouble(value.getTime())}`;
  return `4${serializeValue(value)}`;
}

/** True for values an index key can stand for exactly (equality through an index is then exact). */
export function isIndexableScalar(value: unknown): boolean {
  return value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value instanceof Date;
}

/**
 * The values a dotted path reaches, MongoDB-style: arrays met on the way are
 * walked element by element; `viaArray` tells whether any array was met. A
 * field holding `undefined` is missing, as in the stored text.
 */
export function valuesAtPath(doc: unknown, path: string): { values: unknown[]; viaArray: boolean } {
  let current: unknown[] = [doc];
  let viaArray = false;
  for (const part of path.split('.')) {
    const next: unknown[] = [];
    for (const node of current) {
      if (Array.isArray(node)) {
        viaArray = true;
        for (const el of node) if (isPlainObject(el) && el[part] !== undefined) next.push(el[part]);
      } else if (isPlainObject(node) && node[part] !== undefined) next.push(node[part]);
    }
    current = next;
  }
  const values: unknown[] = [];
  for (const v of current) {
    if (Array.isArray(v)) {
      viaArray = true;
      values.push(...v);
    } else values.push(v);
  }
  return { values, viaArray };
}

/**
 * The key of a value as it reads back from its JSON text: JSON has no NaN or
 * Infinity (stored as null) and an invalid Date is stored as `{"$date": null}`,
 * which reads back as an object.
 */
function storedScalarKey(value: unknown): string {
  if (typeof value === 'number' && !Number.isFinite(value)) return NULL_KEY;
  if (value instanceof Date && Number.isNaN(value.getTime())) return `4${serializeValue(value)}`;
  return scalarKey(value);
}

/** The key an index stores for a document at `path`: the same for the document and for what its stored text reads back as. */
export function indexKey(doc: unknown, path: string): string {
  const { values, viaArray } = valuesAtPath(doc, path);
  if (viaArray) return `${ARRAY_KEY}${serializeValue(values)}`;
  return storedScalarKey(values[0]);
}

export function compareKeys(a: string, b: string): number {
  if (a === b) return 0;
  // JS compares UTF-16 code units, SQLite UTF-8 bytes: they differ only past the surrogates.
  if (/[\uD800-\uFFFF]/.test(a) || /[\uD800-\uFFFF]/.test(b)) return Buffer.compare(Buffer.from(a), Buffer.from(b));
  return a < b ? -1 : 1;
}

/** The key a sort uses: an array sorts by its smallest element ascending, its largest descending, as in MongoDB. */
function sortKey(doc: StoredDoc, path: string, dir: 1 | -1): string {
  const { values } = valuesAtPath(doc, path);
  if (values.length <= 1) return scalarKey(values[0]);
  let best = scalarKey(values[0]);
  for (const v of values.slice(1)) {
    const k = scalarKey(v);
    if (compareKeys(k, best) * dir < 0) best = k;
  }
  return best;
}

/** Sorts in MongoDB order; ties keep the input order. */
export function sortDocs(docs: StoredDoc[], sort: SortSpec): StoredDoc[] {
  const fields = Object.entries(sort);
  const keyed = docs.map((doc) => ({ doc, keys: fields.map(([f, d]) => sortKey(doc, f, d)) }));
  keyed.sort((a, b) => {
    for (let i = 0; i < fields.length; i += 1) {
      const c = compareKeys(a.keys[i]!, b.keys[i]!);
      if (c !== 0) return c * fields[i]![1];
    }
    return 0;
  });
  return keyed.map((k) => k.doc);
}
