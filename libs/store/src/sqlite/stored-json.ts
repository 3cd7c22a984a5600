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

function reviveDate(_key: string, value: unknown): unknown {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const rec = value as Record<string, unknown>;
    if (typeof rec.$date === 'number') {
      for (const k in rec) if (k !== '$date') return value;
      return new Date(rec.$date);
    }
  }
  return value;
}

export function parseDoc(text: string): StoredDoc {
  // Most documents hold no Date at all: skip the reviver's walk for them.
  return (text.includes('"$date"') ? JSON.parse(text, reviveDate) : JSON.parse(text)) as StoredDoc;
}

/** A literal value (a filter operand) as it is stored: JSON text of its storable form. */
export function serializeValue(value: unknown): string {
  return JSON.stringify(toStorable(value));
}

/** Parses any stored JSON value (an index key's field), Dates revived. */
export function parseValue(text: string): unknown {
  return text.includes('"$date"') ? JSON.parse(text, reviveDate) : JSON.parse(text);
}
