/**
 * One-time import of a data directory the nedb adapter wrote: one file per
 * collection, `<dataDir>/<collection>.db`, one JSON document per line; a later
 * line replaces an earlier one with the same `_id`, `{"$$deleted":true,"_id":..}`
 * deletes, `$$indexCreated`/`$$indexRemoved` lines describe indexes (the
 * services declare theirs again at start, so they are skipped), Dates are
 * `{"$$date":<ms>}`; a process killed mid-append may leave a torn last line.
 *
 * Everything is imported in one transaction and streamed (no file is held in
 * memory). Only after the COMMIT are the old files moved into
 * `<dataDir>/nedb-imported/`: an interrupted import leaves them in place and
 * starts again from scratch at the next open; a damaged line other than the
 * last stops the import with the file and line, and nothing is imported.
 */
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readSync, renameSync } from 'node:fs';
import path from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { ensureTable, tableOf } from './tables';
import { serializeDoc, type StoredDoc } from './stored-json';

const IMPORTED_KEY = 'nedb_import';
export const IMPORTED_DIR = 'nedb-imported';
const COLLECTION_FILE = /^([A-Za-z0-9_-][A-Za-z0-9_.-]{0,119})\.db(~?)$/;
const CHUNK = 1 << 20;

/** The collection files of a data directory; nedb's crash-safe `<name>.db~` stands in when the `.db` is missing. */
function nedbFiles(dataDir: string): Map<string, string> {
  const found = new Map<string, string>();
  const names = readdirSync(dataDir);
  for (const name of names) {
    const m = COLLECTION_FILE.exec(name);
    if (!m || m[1]!.includes('..')) continue;
    if (m[2] === '~' && names.includes(`${m[1]}.db`)) continue;
    found.set(m[1]!, path.join(dataDir, name));
  }
  return found;
}

/** Each line of a file, read in chunks; `last` marks a final line without its newline. */
function* lines(file: string): Generator<{ text: string; last: boolean }> {
  const fd = openSync(file, 'r');
  try {
    const buf = Buffer.alloc(CHUNK);
    let carry = Buffer.alloc(0);
    for (;;) {
      const n = readSync(fd, buf, 0, CHUNK, null);
      if (n === 0) break;
      let data = Buffer.concat([carry, buf.subarray(0, n)]);
      let nl = data.indexOf(0x0a);
      while (nl !== -1) {
        yield { text: data.toString('utf8', 0, nl), last: false };
        data = data.subarray(nl + 1);
        nl = data.indexOf(0x0a);
      }
      carry = Buffer.from(data);
    }
    if (carry.length > 0) yield { text: carry.toString('utf8'), last: true };
  } finally {
    closeSync(fd);
  }
}

function reviveNedbDate(_key: string, value: unknown): unknown {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const rec = value as Record<string, unknown>;
    const keys = Object.keys(rec);
    if (keys.length === 1 && keys[0] === '$$date') return new Date(rec.$$date as number);
  }
  return value;
}

function importFile(db: DatabaseSync, collection: string, file: string): number {
  ensureTable(db, collection);
  const table = tableOf(collection);
  const upsert = db.prepare(`INSERT OR REPLACE INTO ${table} (id, doc) VALUES (?, ?)`);
  const remove = db.prepare(`DELETE FROM ${table} WHERE id = ?`);
  let lineNo = 0;
  const apply = (text: string, torn: boolean): void => {
    if (text.trim() === '') return;
    let doc: Record<string, unknown>;
    try {
      doc = JSON.parse(text, reviveNedbDate) as Record<string, unknown>;
    } catch (err) {
      if (torn) return;
      throw new Error(`cannot import ${file}: line ${lineNo} is not a JSON document (${(err as Error).message}); nothing was imported and the file is untouched`);
    }
    if (doc.$$indexCreated !== undefined || doc.$$indexRemoved !== undefined) return;
    if (typeof doc._id !== 'string') throw new Error(`cannot import ${file}: line ${lineNo} has no string _id; nothing was imported and the file is untouched`);
    if (doc.$$deleted === true) remove.run(doc._id);
    else upsert.run(doc._id, serializeDoc(doc as StoredDoc));
  };
  // Every append ends with a newline: only an unterminated final line can be torn by a killed process.
  for (const line of lines(file)) {
    lineNo += 1;
    apply(line.text, line.last);
  }
  return Number(db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get()?.n ?? 0);
}

function moveAside(dataDir: string, files: Map<string, string>): string {
  const aside = path.join(dataDir, IMPORTED_DIR);
  mkdirSync(aside, { recursive: true });
  for (const file of files.values()) {
    const target = path.join(aside, path.basename(file));
    if (!existsSync(target)) renameSync(file, target);
  }
  return aside;
}

export function importNedbFiles(db: DatabaseSync, dataDir: string, log: (line: string) => void): void {
  const files = nedbFiles(dataDir);
  if (files.size === 0) return;
  if (db.prepare('SELECT 1 FROM wbk_meta WHERE key = ?').get(IMPORTED_KEY)) {
    // Imported before; the process stopped before the files were moved.
    moveAside(dataDir, files);
    return;
  }
  const counts: string[] = [];
  db.exec('BEGIN IMMEDIATE');
  try {
    for (const [collection, file] of files) counts.push(`${collection} ${importFile(db, collection, file)}`);
    db.prepare('INSERT INTO wbk_meta (key, value) VALUES (?, ?)').run(IMPORTED_KEY, JSON.stringify({ at: new Date().toISOString(), counts }));
    db.exec('COMMIT');
  } catch (err) {
    if (db.isTransaction) db.exec('ROLLBACK');
    throw err;
  }
  const aside = moveAside(dataDir, files);
  log(`store: imported the nedb data of ${dataDir} (documents per collection: ${counts.join(', ')}); the old files are kept in ${aside}`);
}
