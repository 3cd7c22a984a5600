/**
 * Chooses an ordered index for find/countDocuments and reads through it.
 *
 * An index is usable when the filter pins a prefix of its fields by plain
 * equality (`f: v`, `f: {$eq: v}`, `f: null` which also matches a missing
 * field) and the sort, once fields pinned by equality are dropped from it,
 * is exactly the next fields of the index in the declared directions or all
 * reversed. Then the prefix is one contiguous range of the index, already in
 * sort order:
 * - nothing else in the filter: binary search + positional slice, and the
 *   count is the range size;
 * - other predicates too: the range is walked in order with the full query
 *   matcher, stopping after skip + limit matches (a count walks the range).
 * Anything else (no pinned prefix, an unserved sort, an index holding arrays,
 * a sparse index the filter does not pin to a non-null value) returns null
 * and the caller takes the scan path.
 */
import type { Filter, SortSpec } from '../doc-store';
import { isOperatorObject } from '../user-keys.codec';
import type { OrderedIndex, StoredDoc } from './ordered-index';

export interface IndexPlan {
  index: OrderedIndex;
  prefix: unknown[];
  reverse: boolean;
  /** The filter constrains more than the prefix: every entry must be matched. */
  residual: boolean;
}

function isIndexableScalar(v: unknown): boolean {
  return v === null || typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' || v instanceof Date;
}

/** Fields the filter pins to one scalar by top-level equality. */
function equalities(filter: Filter): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, raw] of Object.entries(filter)) {
    if (key.startsWith('$')) continue;
    const value = isOperatorObject(raw) && Object.keys(raw).length === 1 && '$eq' in raw ? raw.$eq : raw;
    if (isIndexableScalar(value)) out.set(key, value);
  }
  return out;
}

export function planIndexRead(filter: Filter, sort: SortSpec | undefined, indexes: Iterable<OrderedIndex>): IndexPlan | null {
  const eq = equalities(filter);
  const sortEntries = Object.entries(sort ?? {}).filter(([field]) => !eq.has(field));
  const filterKeys = Object.keys(filter).length;
  let best: IndexPlan | null = null;
  for (const index of indexes) {
    if (index.multikey) continue;
    let p = 0;
    while (p < index.fields.length && eq.has(index.fields[p] as string)) p += 1;
    // A sparse index lacks the documents without its fields, which only a non-null equality rules out.
    if (index.sparse && !index.fields.slice(0, p).some((field) => eq.get(field) !== null)) continue;
    const reverse = servesSort(index, p, sortEntries);
    if (reverse === null) continue;
    const residual = filterKeys > p;
    // Walking a whole index to find rare matches can be slower than nedb's scan.
    if (p === 0 && (residual || sortEntries.length === 0)) continue;
    if (best && (best.prefix.length > p || (best.prefix.length === p && !best.residual))) continue;
    best = { index, prefix: index.fields.slice(0, p).map((f) => eq.get(f)), reverse, residual };
  }
  return best;
}

/** null when the sort is not the run of index fields after the prefix; else whether it runs reversed. */
function servesSort(index: OrderedIndex, p: number, sortEntries: Array<[string, 1 | -1]>): boolean | null {
  if (sortEntries.length === 0) return false;
  if (p + sortEntries.length > index.fields.length) return null;
  let reverse: boolean | null = null;
  for (const [i, [field, dir]] of sortEntries.entries()) {
    if (index.fields[p + i] !== field) return null;
    const flipped = index.directions[p + i] !== dir;
    if (reverse === null) reverse = flipped;
    else if (reverse !== flipped) return null;
  }
  return reverse;
}

function range(plan: IndexPlan): [number, number] {
  if (plan.prefix.length === 0) return [0, plan.index.length];
  return [plan.index.bound(plan.prefix, false), plan.index.bound(plan.prefix, true)];
}

/** The stored documents of one page, in sort order (limit 0 means no limit, as in MongoDB). */
export function readPage(plan: IndexPlan, skip: number, limit: number, matches: (doc: StoredDoc) => boolean): StoredDoc[] {
  const [lo, hi] = range(plan);
  const out: StoredDoc[] = [];
  if (!plan.residual) {
    const count = Math.max(0, Math.min(hi - lo - skip, limit > 0 ? limit : Infinity));
    const from = plan.reverse ? hi - skip - count : lo + skip;
    for (const entry of plan.index.entries(from, from + count, plan.reverse)) out.push(entry.doc);
    return out;
  }
  let skipped = 0;
  for (const entry of plan.index.entries(lo, hi, plan.reverse)) {
    if (!matches(entry.doc)) continue;
    if (skipped < skip) skipped += 1;
    else {
      out.push(entry.doc);
      if (limit > 0 && out.length >= limit) break;
    }
  }
  return out;
}

export function countRange(plan: IndexPlan, matches: (doc: StoredDoc) => boolean): number {
  const [lo, hi] = range(plan);
  if (!plan.residual) return hi - lo;
  let n = 0;
  for (const entry of plan.index.entries(lo, hi, false)) if (matches(entry.doc)) n += 1;
  return n;
}
