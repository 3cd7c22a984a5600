/**
 * One collection of the SQLite store: a table `(id TEXT PRIMARY KEY, doc TEXT,
 * "k:<field>" TEXT...)` holding each document as JSON (stored-json.ts) and the
 * keys its indexes need (key-columns.ts). Reads run at once on
 * committed data; every write runs in the store's commit queue, inside its
 * own SAVEPOINT of the current group-commit transaction, and resolves after
 * COMMIT (commit-queue.ts).
 */
import { randomUUID } from 'node:crypto';
import type { DatabaseSync, StatementSync } from 'node:sqlite';
import {
  DuplicateKeyError,
  type Collection,
  type Doc,
  type Filter,
  type FindOneAndUpdateOptions,
  type FindOptions,
  type IndexSpec,
  type UpdateOptions,
  type UpdateResult,
  type UpdateSpec,
} from '../doc-store';
import { assertStorableDoc, assertStorableFilter, assertStorableUpdate } from '../storable-keys';
import { decodeDoc, encodeDoc, encodeFilter, encodeUpdate, filterId } from '../user-keys.codec';
import { KeptPartialFailure, type CommitQueue } from './commit-queue';
import { IndexCatalog } from './index-catalog';
import { checkUpdate } from './port-guard';
import { rowKeys, updateOf } from './key-columns';
import { parseDoc, serializeDoc, type StoredDoc } from './stored-json';
import { ensureTable, tableOf } from './tables';
import { TableReader, type PlanKind, type Row } from './table-reader';
import { applyUpdate } from './update-apply';
import { upsertSeed } from './upsert-seed';

/** MongoDB's TTL monitor runs every 60 s; expired documents are also purged before every read. */
const TTL_SWEEP_MS = 60_000;

interface Modified {
  before: StoredDoc | null;
  after: StoredDoc | null;
  result: UpdateResult;
}

const UNIQUE_VIOLATION = new Set([2067, 1555]);

export interface StoreContext {
  db: DatabaseSync;
  queue: CommitQueue;
  stmt: (sql: string) => StatementSync;
}

export class SqliteCollection<T extends Doc = Doc> implements Collection<T> {
  private readonly table: string;
  private readonly catalog: IndexCatalog;
  private readonly reader: TableReader;
  private ttlTimer: NodeJS.Timeout | undefined;

  constructor(
    readonly name: string,
    private readonly ctx: StoreContext,
  ) {
    this.table = tableOf(name);
    ensureTable(ctx.db, name);
    this.catalog = new IndexCatalog(ctx.db, name);
    this.reader = new TableReader(ctx.stmt, this.table, this.catalog);
    this.startSweep();
  }

  // The methods are async so that a refused key or filter rejects like any other store error.
  async insertOne(doc: T): Promise<void> {
    assertStorableDoc(doc);
    const enc = storable(doc);
    return this.ctx.queue.submit(() => {
      this.reader.expire();
      this.insertRow(enc);
    });
  }

  /** Ordered, like MongoDB's default: documents before a failing one stay inserted. */
  async insertMany(docs: T[]): Promise<void> {
    if (docs.length === 0) return;
    // Every document is checked before the first is written: a refusal leaves nothing half-inserted.
    for (const doc of docs) assertStorableDoc(doc);
    const encoded = docs.map(storable);
    return this.ctx.queue.submit(() => {
      this.reader.expire();
      for (const doc of encoded) {
        try {
          this.insertRow(doc);
        } catch (error) {
          return new KeptPartialFailure(error);
        }
      }
      return undefined;
    });
  }

  async findOne(filter: Filter, options: FindOptions = {}): Promise<T | null> {
    const [doc] = await this.find(filter, { ...options, limit: 1 });
    return doc ?? null;
  }

  async find(filter: Filter, options: FindOptions = {}): Promise<T[]> {
    assertStorableFilter(filter);
    this.expireOnRead();
    return this.reader.rows(encodeFilter(filter), options).map((r) => decodeDoc<T>(r.doc));
  }

  async countDocuments(filter: Filter): Promise<number> {
    assertStorableFilter(filter);
    this.expireOnRead();
    return this.reader.count(encodeFilter(filter));
  }

  /** Which path a read takes (tests check that list queries use an index). */
  explain(filter: Filter, options: FindOptions = {}): PlanKind {
    return this.reader.kind(encodeFilter(filter), options.sort);
  }

  /** SQLite's own plan for the read (tests check that no sort step is left). */
  explainSql(filter: Filter, options: FindOptions = {}): string[] {
    const { sql, params } = this.reader.sql(encodeFilter(filter), options);
    return this.ctx.stmt(`EXPLAIN QUERY PLAN ${sql}`).all(...params).map((r) => String(r.detail));
  }

  async updateOne(filter: Filter, update: UpdateSpec, options: UpdateOptions = {}): Promise<UpdateResult> {
    return (await this.modifyOne(filter, update, options.upsert === true)).result;
  }

  async updateMany(filter: Filter, update: UpdateSpec): Promise<UpdateResult> {
    assertStorableFilter(filter);
    assertStorableUpdate(update);
    checkUpdate(update);
    const encFilter = encodeFilter(filter);
    const encUpdate = encodeUpdate(update);
    return this.ctx.queue.submit(() => {
      this.reader.expire();
      let modifiedCount = 0;
      const rows = this.reader.rows(encFilter);
      for (const row of rows) if (this.updateRow(row, encUpdate)) modifiedCount += 1;
      return { matchedCount: rows.length, modifiedCount, upsertedId: null };
    });
  }

  async findOneAndUpdate(filter: Filter, update: UpdateSpec, options: FindOneAndUpdateOptions = {}): Promise<T | null> {
    const { before, after } = await this.modifyOne(filter, update, options.upsert === true);
    // MongoDB's default is the document as it was before the update.
    const picked = options.returnDocument === 'after' ? after : before;
    return picked ? decodeDoc<T>(picked) : null;
  }

  async replaceOne(filter: Filter, doc: T, options: UpdateOptions = {}): Promise<UpdateResult> {
    assertStorableFilter(filter);
    assertStorableDoc(doc);
    const encFilter = encodeFilter(filter);
    const { _id: replacementId, ...body } = encodeDoc(doc);
    return this.ctx.queue.submit(() => {
      this.reader.expire();
      const [row] = this.reader.rows(encFilter, { limit: 1 });
      if (row) {
        const next: StoredDoc = { _id: row.doc._id, ...body };
        const text = serializeDoc(next);
        if (text === row.text) return { matchedCount: 1, modifiedCount: 0, upsertedId: null };
        this.writeRow(row.doc, next, text);
        return { matchedCount: 1, modifiedCount: 1, upsertedId: null };
      }
      if (!options.upsert) return { matchedCount: 0, modifiedCount: 0, upsertedId: null };
      const id = filterId(encFilter) ?? (typeof replacementId === 'string' ? replacementId : randomUUID());
      this.insertRow({ _id: id, ...body });
      return { matchedCount: 0, modifiedCount: 0, upsertedId: id };
    });
  }

  async deleteOne(filter: Filter): Promise<{ deletedCount: number }> {
    return this.remove(filter, 1);
  }

  async deleteMany(filter: Filter): Promise<{ deletedCount: number }> {
    return this.remove(filter, 0);
  }

  createIndexes(specs: IndexSpec[]): Promise<void> {
    return this.ctx.queue.submit(() => {
      for (const spec of specs) {
        try {
          this.catalog.ensure(spec);
        } catch (error) {
          throw this.duplicateOf(error);
        }
      }
      this.startSweep();
    });
  }

  dropIndex(spec: Pick<IndexSpec, 'key' | 'name'>): Promise<void> {
    return this.ctx.queue.submit(() => this.catalog.drop(spec));
  }

  stop(): void {
    if (this.ttlTimer) clearInterval(this.ttlTimer);
    this.ttlTimer = undefined;
  }

  private startSweep(): void {
    if (this.ttlTimer || this.catalog.ttl.length === 0) return;
    this.ttlTimer = setInterval(() => void this.ctx.queue.submit(() => this.reader.expire()).catch(() => undefined), TTL_SWEEP_MS);
    this.ttlTimer.unref();
  }

  /** A purge that fails (a full disk) must not fail the read: the reader hides expired documents itself. */
  private expireOnRead(): void {
    try {
      this.reader.expire();
    } catch {
      // the read still answers; the next purge retries
    }
  }

  private modifyOne(filter: Filter, update: UpdateSpec, upsert: boolean): Promise<Modified> {
    assertStorableFilter(filter);
    assertStorableUpdate(update);
    checkUpdate(update);
    const encFilter = encodeFilter(filter);
    const encUpdate = encodeUpdate(update);
    return this.ctx.queue.submit((): Modified => {
      this.reader.expire();
      const [row] = this.reader.rows(encFilter, { limit: 1 });
      if (row) {
        const after = parseDoc(row.text);
        const changed = this.updateRow(row, encUpdate, after);
        return { before: row.doc, after, result: { matchedCount: 1, modifiedCount: changed ? 1 : 0, upsertedId: null } };
      }
      if (!upsert) return { before: null, after: null, result: { matchedCount: 0, modifiedCount: 0, upsertedId: null } };
      const seed = upsertSeed(encFilter);
      const doc: StoredDoc = { ...seed, _id: typeof seed._id === 'string' ? seed._id : randomUUID() };
      applyUpdate(doc, encUpdate);
      this.insertRow(doc);
      return { before: null, after: doc, result: { matchedCount: 0, modifiedCount: 0, upsertedId: doc._id } };
    });
  }

  /** Applies the update to a fresh copy of the row's document; writes it when it changed. */
  private updateRow(row: Row, encUpdate: UpdateSpec, target: StoredDoc = parseDoc(row.text)): boolean {
    applyUpdate(target, encUpdate);
    const text = serializeDoc(target);
    if (text === row.text) return false;
    this.writeRow(row.doc, target, text);
    return true;
  }

  /** Writes the new document and only the key columns that changed, so indexes whose keys stayed are not touched. */
  private writeRow(before: StoredDoc, after: StoredDoc, text: string): void {
    const fields = this.catalog.keyFields;
    const keys = rowKeys(after, fields);
    const { sql, keys: changed } = updateOf(this.table, fields, rowKeys(before, fields), keys);
    try {
      this.ctx.stmt(sql).run(text, ...changed, after._id);
    } catch (error) {
      throw this.duplicateOf(error);
    }
    this.catalog.markMultikey(keys);
  }

  private insertRow(doc: StoredDoc): void {
    const keys = rowKeys(doc, this.catalog.keyFields);
    try {
      this.ctx.stmt(this.catalog.insertSql).run(doc._id, serializeDoc(doc), ...keys);
    } catch (error) {
      throw this.duplicateOf(error);
    }
    this.catalog.markMultikey(keys);
  }

  private remove(filter: Filter, limit: number): Promise<{ deletedCount: number }> {
    assertStorableFilter(filter);
    const encFilter = encodeFilter(filter);
    return this.ctx.queue.submit(() => {
      this.reader.expire();
      const rows = this.reader.rows(encFilter, { limit });
      const del = this.ctx.stmt(`DELETE FROM ${this.table} WHERE id = ?`);
      for (const row of rows) del.run(row.doc._id);
      return { deletedCount: rows.length };
    });
  }

  private duplicateOf(error: unknown): unknown {
    const code = (error as { errcode?: number }).errcode;
    if (code === undefined || !UNIQUE_VIOLATION.has(code)) return error;
    return new DuplicateKeyError(this.name, this.catalog.portName((error as Error).message));
  }
}

function storable<T extends Doc>(doc: T): StoredDoc {
  const enc = encodeDoc(doc);
  if (typeof enc._id !== 'string' || enc._id.length === 0) throw new TypeError('every document needs a non-empty string _id');
  return enc as StoredDoc;
}
