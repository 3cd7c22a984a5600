/**
 * How a document is kept in its row: JSON text, with every Date written as
 * `{"$date": <ms since epoch>}`. Stored keys are already escaped by the
 * user-keys codec (no user key starts with `$`), so a `$date` object can only
 * be a Date and the encoding is unambiguous.
 */
import { isPlainObject } from '../user-keys.codec';

export type StoredDoc = { _id: string } & Record<string, unknown>;

function toStorable(value: unknown): unknown {
  if (value instanceof Date) return { $date: value.getTime() };
  if (Array.isArray(value)) return value.map((v) => (v === undefined ? null : toStorable(v)));
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    const v = value[key];
    if (v !== undefined) out[key] = toStorable(v);
  }
  return out;
}

export function serializeDoc(doc: Record<string, unknown>): string {
  return JSON.stringify(toStorable(doc));
}

/**
 * Turns `{"$date": ms}` objects of freshly parsed JSON back into Dates, in
 * place: a walk after JSON.parse costs a fraction of a JSON.parse reviver,
 * which is called for every value. `__proto__` is never a stored key (the
 * user-keys codec escapes it); it is skipped so an assignment can never reach
 * a prototype.
 */
function reviveDates(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const el: unknown = value[i];
      if (el !== null && typeof el === 'object') value[i] = reviveDates(el);
    }
    return value;
  }
  const rec = value as Record<string, unknown>;
  if (typeof rec.$date === 'number' && isOnlyDate(rec)) return new Date(rec.$date);
  for (const key in rec) {
    const el = rec[key];
    if (el === null || typeof el !== 'object' || key === '__proto__') continue;
    const revived = reviveDates(el);
    if (revived !== el) rec[key] = revived;
  }
  return rec;
}

function isOnlyDate(rec: Record<string, unknown>): boolean {
  for (const key in rec) if (key !== '$date') return false;
  return true;
}

export function parseDoc(text: string): StoredDoc {
  // Most documents hold no Date at all: skip the walk for them.
  const doc = JSON.parse(text) as StoredDoc;
  return text.includes('"$date"') ? (reviveDates(doc) as StoredDoc) : doc;
}

/** A literal value (a filter operand) as it is stored: JSON text of its storable form. */
export function serializeValue(value: unknown): string {
  return JSON.stringify(toStorable(value));
}

/** Parses any stored JSON value (an index key's field), Dates revived. */
export function parseValue(text: string): unknown {
  const value: unknown = JSON.parse(text);
  return text.includes('"$date"') ? reviveDates(value) : value;
}
