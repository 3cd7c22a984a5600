import type { ContactView } from './contact';

/** Bookkeeping fields change on every write and are not reported as changes. */
const IGNORED = new Set(['id', 'created_date', 'updated_date']);

export interface ContactDiff {
  /** field -> previous value (event `changes`, read by workflows' `changed` conditions). */
  changes: Record<string, unknown>;
  /** field -> {from, to} (ApiReply.audit.diff_json). */
  diff: Record<string, { from: unknown; to: unknown }>;
}

export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => deepEqual(v, b[i]));
  const ak = Object.keys(a);
  const bRec = b as Record<string, unknown>;
  const aRec = a as Record<string, unknown>;
  return ak.length === Object.keys(b).length && ak.every((k) => Object.hasOwn(bRec, k) && deepEqual(aRec[k], bRec[k]));
}

/** Compares read shapes, so derived names that change are reported too. */
export function diffContacts(before: ContactView, after: ContactView): ContactDiff {
  const changes: Record<string, unknown> = {};
  const diff: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of Object.keys(after) as Array<keyof ContactView>) {
    if (IGNORED.has(key) || deepEqual(before[key], after[key])) continue;
    changes[key] = before[key];
    diff[key] = { from: before[key], to: after[key] };
  }
  return { changes, diff };
}
