import type { DatabaseSync } from 'node:sqlite';

/** The table of a collection, quoted (collection names are checked by the store: no quotes in them). */
export function tableOf(collection: string): string {
  return `"c:${collection}"`;
}

export function ensureTable(db: DatabaseSync, collection: string): void {
  db.exec(`CREATE TABLE IF NOT EXISTS ${tableOf(collection)} (id TEXT PRIMARY KEY NOT NULL, doc TEXT NOT NULL)`);
}
