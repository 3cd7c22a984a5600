/**
 * Index keys kept in columns of their own, one `"k:<field>"` column per field
 * some index of the collection names, written by the store from the document
 * it already holds in memory. An UPDATE sets only the key columns whose value
 * changed, so SQLite leaves alone every index whose keys stayed the same
 * (most writes: a status, a counter, the outbox relay clearing its events);
 * expression indexes over the document text were re-derived, through a call
 * back into JavaScript per field, on every write.
 *
 * The keys are those of the stored form: a value JSON cannot hold (NaN, an
 * invalid Date) gets the key of what reads back (sort-keys.ts), so a column
 * never disagrees with its document.
 */
import { ARRAY_KEY, indexKey } from './sort-keys';
import { quoteIdent } from './sql-names';

/** The SQL column of a field's key: the `_id` column itself, else the field's key column. */
export function keyColumn(field: string): string {
  return field === '_id' ? 'id' : quoteIdent(`k:${field}`);
}

/** The keys of a document, one per field, in the order of `fields`. */
export function rowKeys(doc: unknown, fields: readonly string[]): string[] {
  return fields.map((field) => indexKey(doc, field));
}

export function isArrayKey(key: string): boolean {
  return key.startsWith(ARRAY_KEY);
}

export function insertSql(table: string, fields: readonly string[]): string {
  const columns = ['id', 'doc', ...fields.map(keyColumn)];
  return `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`;
}

/** The UPDATE of a row's document and of the key columns that differ between the two key lists. */
export function updateOf(table: string, fields: readonly string[], before: readonly string[], after: readonly string[]): { sql: string; keys: string[] } {
  const sets = ['doc = ?'];
  const keys: string[] = [];
  fields.forEach((field, i) => {
    if (before[i] === after[i]) return;
    sets.push(`${keyColumn(field)} = ?`);
    keys.push(after[i]!);
  });
  return { sql: `UPDATE ${table} SET ${sets.join(', ')} WHERE id = ?`, keys };
}
