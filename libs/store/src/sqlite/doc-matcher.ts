/**
 * Decides whether a stored document matches a filter. Most filters the
 * repositories send are a few top-level equalities on plain values (`_id`,
 * `workspace_id`, `deleted_at: null`), and SQL has already narrowed the rows
 * to a handful; for those the check is written out here, with MongoDB's
 * equality rules (an array field matches when an element is equal; `null`
 * matches null, a missing field, or an array holding null). Everything else
 * goes to mingo. mingo's `Query` copies its whole operator table on every
 * construction, which made a by-id read spend more time building the query
 * than reading the row.
 */
import { Query } from 'mingo';
import type { Filter } from '../doc-store';

export type DocMatcher = (doc: Record<string, unknown>) => boolean;

type Plain = string | number | boolean | null;

function isPlainEquality(key: string, value: unknown): value is Plain {
  if (key.startsWith('$') || key.includes('.')) return false;
  return value === null || typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value));
}

function equalsField(field: unknown, value: Plain): boolean {
  if (Array.isArray(field)) return field.some((element) => element === value);
  if (value === null) return field === null || field === undefined;
  return field === value;
}

export function compileMatcher(filter: Filter): DocMatcher {
  const pairs = Object.entries(filter);
  if (pairs.every(([key, value]) => isPlainEquality(key, value))) {
    return (doc) => pairs.every(([key, value]) => equalsField(Object.hasOwn(doc, key) ? doc[key] : undefined, value as Plain));
  }
  const query = new Query(filter, {});
  return (doc) => query.test(doc);
}
