/**
 * Chooses how SQL narrows a query before mingo decides it: by `_id`, through
 * the equality prefix of a declared index (an `$in` allowed on its last
 * field), optionally walking the index in the order of the requested sort,
 * or a scan. When the index prefix is the whole filter, the plan is exact:
 * SQL alone counts, skips and limits on the index, reading and parsing only
 * the documents of the page (a skipped entry is one index step, no row read)
 * and counting the index range.
 */
import type { Filter, SortSpec } from '../doc-store';
import { isOperatorObject } from '../user-keys.codec';
import type { CatalogIndex } from './index-catalog';
import { keyColumn } from './key-columns';
import { isIndexableScalar, scalarKey } from './sort-keys';

export interface QueryPlan {
  /** SQL after `FROM <table>`: WHERE and ORDER BY clauses. */
  where: string;
  orderBy: string;
  params: string[];
  /** The index order is the requested sort. */
  sorted: boolean;
  /** SQL matches exactly the filter: no document needs mingo's check. */
  exact: boolean;
  index: string;
}

/** Longer `$in` lists scan rather than probe the index once per value. */
const MAX_IN_KEYS = 10_000;

type Pin = { keys: string[]; exactValues: boolean; nonNull: boolean };

/** The keys a filter value pins a field to by equality or `$in`, if it does with index-able scalars. */
function pinOf(value: unknown, allowIn: boolean): Pin | null {
  if (!isOperatorObject(value)) {
    return isIndexableScalar(value) ? { keys: [scalarKey(value)], exactValues: true, nonNull: value !== null } : null;
  }
  const ops = Object.keys(value);
  if (ops.length !== 1) return null;
  if (ops[0] === '$eq' && isIndexableScalar(value.$eq)) return { keys: [scalarKey(value.$eq)], exactValues: true, nonNull: value.$eq !== null };
  if (ops[0] === '$in' && allowIn && Array.isArray(value.$in) && value.$in.length > 0 && value.$in.length <= MAX_IN_KEYS && value.$in.every(isIndexableScalar)) {
    const keys = [...new Set(value.$in.map(scalarKey))];
    return { keys, exactValues: true, nonNull: !value.$in.includes(null) };
  }
  return null;
}

function idKeyParam(field: string, key: string): string {
  // The `_id` column holds the bare string; its key is that string behind the string type digit.
  return field === '_id' ? key.slice(1) : key;
}

function planFor(index: CatalogIndex, filter: Filter, sort: SortSpec | undefined): (QueryPlan & { prefix: number }) | null {
  const clauses: string[] = [];
  const params: string[] = [];
  let prefix = 0;
  let usedIn = false;
  let nonNull = false;
  for (const [field] of index.fields) {
    if (usedIn || !Object.hasOwn(filter, field)) break;
    const pin = pinOf(filter[field], true);
    if (!pin) break;
    if (field === '_id' && pin.keys.some((k) => !k.startsWith('3'))) break;
    nonNull ||= pin.nonNull;
    if (pin.keys.length === 1) {
      clauses.push(`${keyColumn(field)} = ?`);
      params.push(idKeyParam(field, pin.keys[0]!));
    } else {
      // One parameter holding the list as JSON, not one per value: the SQL stays the same for
      // every length, so one prepared statement serves them all. A statement per length filled
      // the statement cache, and each evicted one held its native memory until V8 happened to
      // collect it (gigabytes under a stream of lists of varying lengths).
      clauses.push(`${keyColumn(field)} IN (SELECT value FROM json_each(?))`);
      params.push(JSON.stringify(pin.keys.map((k) => idKeyParam(field, k))));
      usedIn = true;
    }
    prefix += 1;
  }
  // A sparse index lacks the documents without its fields: only a filter that needs one of them present may use it.
  if (index.sparse && (!nonNull || prefix === 0)) return null;
  if (index.sparseWhere) clauses.push(`(${index.sparseWhere})`);
  let sorted = false;
  let orderBy = '';
  if (sort && !usedIn) {
    const wanted = Object.entries(sort);
    // A trailing `_id` tie-break the index lacks: SQLite walks the index and orders each run of equal keys by the id column, so a page stays an index walk.
    const walked = wanted.length > 1 && wanted.at(-1)![0] === '_id' && !index.fields.some(([f]) => f === '_id') ? wanted.slice(0, -1) : wanted;
    const rest = index.fields.slice(prefix, prefix + walked.length);
    if (walked.length > 0 && rest.length === walked.length && rest.every(([f], i) => f === walked[i]![0])) {
      const same = rest.every(([, d], i) => d === walked[i]![1]);
      const reversed = rest.every(([, d], i) => d === -walked[i]![1]);
      if (same || reversed) {
        sorted = true;
        orderBy = ` ORDER BY ${wanted.map(([f, d]) => `${keyColumn(f)} ${d === 1 ? 'ASC' : 'DESC'}`).join(', ')}`;
      }
    }
  }
  if (prefix === 0 && !sorted) return null;
  const filterKeys = Object.keys(filter);
  const exact = filterKeys.length === prefix && index.fields.slice(0, prefix).every(([f]) => filterKeys.includes(f));
  return { where: clauses.length ? ` WHERE ${clauses.join(' AND ')}` : '', orderBy, params, sorted, exact, index: index.name, prefix };
}

export function planQuery(filter: Filter, sort: SortSpec | undefined, indexes: Iterable<CatalogIndex>): QueryPlan | null {
  let best: (QueryPlan & { prefix: number }) | null = null;
  const score = (p: QueryPlan & { prefix: number }): number => (p.prefix > 0 ? 1000 : 0) + (p.sorted ? 500 : 0) + (p.exact ? 100 : 0) + p.prefix;
  const primary: CatalogIndex = {
    name: '_id_', sqlName: '', fields: [['_id', 1]], unique: true, sparse: false, expireAfterSeconds: undefined, multikey: false, sparseWhere: undefined,
  };
  for (const index of [primary, ...indexes]) {
    if (index.multikey) continue;
    const plan = planFor(index, filter, sort);
    if (plan && (!best || score(plan) > score(best))) best = plan;
  }
  // Pinning `_id` wins over any other prefix: it is at most a few rows.
  const byId = planFor(primary, filter, undefined);
  if (byId && byId.prefix > 0 && best && best.index !== '_id_' && !best.exact) return { ...byId, sorted: false };
  return best;
}
