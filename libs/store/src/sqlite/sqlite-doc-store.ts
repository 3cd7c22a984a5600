/**
 * Embedded DocStore adapter (the default outside production): one SQLite
 * database per service, `<dataDir>/store.sqlite`, through node:sqlite.
 *
 * - WAL, `synchronous=FULL`: a write's promise resolves after its COMMIT,
 *   which fsyncs the WAL, so an acknowledged write survives SIGKILL and power
 *   loss; writes issued in the same turn of the event loop share one commit
 *   (commit-queue.ts).
 * - `locking_mode=EXCLUSIVE`, taken at open: a second process on the same data
 *   directory fails at once; the OS drops the lock when the process dies.
 * - A file that is not a whole SQLite database stops the open with one line
 *   and is left as it was (open-checks.ts); a new database is built aside and
 *   linked into place, so an empty file is never a database of ours.
 * - Old nedb data directories are imported once at first open (nedb-import.ts).
 * - node:sqlite is synchronous: each statement blocks the event loop, so
 *   queries go through indexes (query-plan.ts) and write batches are bounded.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync, type StatementSync } from 'node:sqlite';
import type { Collection, Doc, DocStore } from '../doc-store';
import { CommitQueue } from './commit-queue';
import { KEY_FUNCTION } from './index-catalog';
import { importNedbFiles } from './nedb-import';
import { assertWholeDatabase, createDatabaseFile, DATABASE_FILE } from './open-checks';
import { indexKey } from './sort-keys';
import { parseValue } from './stored-json';
import { SqliteCollection } from './sqlite-collection';

const COLLECTION_NAME = /^[A-Za-z0-9_-][A-Za-z0-9_.-]{0,119}$/;
const STATEMENT_CACHE = 500;
const SQLITE_BUSY = 5;

export interface SqliteStoreOptions {
  /** Where the one-line import report goes (default: stderr). */
  log?: (line: string) => void;
}

export class SqliteDocStore implements DocStore {
  private readonly collections = new Map<string, SqliteCollection>();
  private readonly statements = new Map<string, StatementSync>();
  private readonly queue: CommitQueue;
  private closed = false;

  private constructor(private readonly db: DatabaseSync) {
    this.queue = new CommitQueue(db);
  }

  static async open(dataDir: string, options: SqliteStoreOptions = {}): Promise<SqliteDocStore> {
    mkdirSync(dataDir, { recursive: true });
    const file = path.join(dataDir, DATABASE_FILE);
    createDatabaseFile(file);
    assertWholeDatabase(file);
    const db = new DatabaseSync(file, { timeout: 0 });
    try {
      db.exec('PRAGMA locking_mode = EXCLUSIVE');
      try {
        db.exec('BEGIN IMMEDIATE; COMMIT');
      } catch (err) {
        if ((err as { errcode?: number }).errcode === SQLITE_BUSY) {
          throw new Error(`the data directory ${dataDir} is in use by another process (one process per data directory)`);
        }
        throw err;
      }
      db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL');
      db.function(KEY_FUNCTION, { deterministic: true }, (field, fieldPath) => {
        const name = String(fieldPath);
        if (field === null) return indexKey({}, name);
        return indexKey({ [name.split('.')[0]!]: parseValue(String(field)) }, name);
      });
      db.exec(
        'CREATE TABLE IF NOT EXISTS wbk_indexes (collection TEXT NOT NULL, name TEXT NOT NULL, spec TEXT NOT NULL, multikey INTEGER NOT NULL, PRIMARY KEY (collection, name));' +
          'CREATE TABLE IF NOT EXISTS wbk_meta (key TEXT PRIMARY KEY NOT NULL, value TEXT NOT NULL);',
      );
      importNedbFiles(db, dataDir, options.log ?? ((line) => process.stderr.write(`${line}\n`)));
    } catch (err) {
      db.close();
      throw err;
    }
    return new SqliteDocStore(db);
  }

  collection<T extends Doc = Doc>(name: string): Collection<T> {
    if (this.closed) throw new Error('the store is closed');
    if (!COLLECTION_NAME.test(name) || name.includes('..')) throw new Error(`invalid collection name "${name}"`);
    let coll = this.collections.get(name);
    if (!coll) {
      coll = new SqliteCollection(name, { db: this.db, queue: this.queue, stmt: (sql) => this.statement(sql) });
      this.collections.set(name, coll);
    }
    return coll as unknown as Collection<T>;
  }

  async ping(): Promise<boolean> {
    if (this.closed) return false;
    try {
      this.db.prepare('SELECT 1').get();
      return true;
    } catch {
      return false;
    }
  }

  /** Runs the writes still queued, then closes (the WAL is checkpointed into the database file). */
  async close(): Promise<void> {
    if (this.closed) return;
    this.queue.flush();
    this.closed = true;
    for (const coll of this.collections.values()) coll.stop();
    this.collections.clear();
    this.statements.clear();
    this.db.close();
  }

  private statement(sql: string): StatementSync {
    let stmt = this.statements.get(sql);
    if (!stmt) {
      // Filters with `$in` lists of every length make new SQL: keep the cache bounded.
      if (this.statements.size >= STATEMENT_CACHE) this.statements.clear();
      stmt = this.db.prepare(sql);
      this.statements.set(sql, stmt);
    }
    return stmt;
  }
}
