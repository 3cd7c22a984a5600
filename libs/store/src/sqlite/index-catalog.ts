/**
 * The declared indexes of one collection, as SQLite indexes over the key
 * columns of key-columns.ts, remembered in the `wbk_indexes` table so a
 * reopened store knows their options (TTL, sparse) and whether they went
 * multikey. A key column is filled once, by the key function, when the first
 * index on its field is created; from then on every write keeps it.
 */
import type { DatabaseSync } from 'node:sqlite';
import type { IndexSpec } from '../doc-store';
import { defaultIndexName } from '../user-keys.codec';
import { insertSql, isArrayKey, keyColumn } from './key-columns';
import { quoteIdent } from './sql-names';
import { tableOf } from './tables';

/** The SQL function computing a field's key from the document text: fills a new key column. */
export const KEY_FUNCTION = 'wbk_key';

export interface CatalogIndex {
  name: string;
  sqlName: string;
  fields: [string, 1 | -1][];
  unique: boolean;
  sparse: boolean;
  expireAfterSeconds: number | undefined;
  /** Some document holds an array on one of its paths: the index no longer answers queries. */
  multikey: boolean;
  /** The partial-index condition of a sparse index (queries repeat it verbatim so SQLite picks the index). */
  sparseWhere: string | undefined;
}

/** A field's key computed by SQL from the document text (stores from before the key columns indexed this expression). */
function derivedKey(field: string): string {
  return `${KEY_FUNCTION}(doc -> '$."${field.split('.')[0]!}"', '${field}')`;
}

const FIELD = /^[A-Za-z0-9_%-]+(\.[A-Za-z0-9_%-]+)*$/;

function sameSpec(a: CatalogIndex, spec: IndexSpec): boolean {
  return (
    JSON.stringify(a.fields) === JSON.stringify(Object.entries(spec.key)) &&
    a.unique === (spec.unique === true) &&
    a.sparse === (spec.sparse === true) &&
    a.expireAfterSeconds === spec.expireAfterSeconds
  );
}

export class IndexCatalog {
  readonly indexes = new Map<string, CatalogIndex>();
  private fields: string[] = [];
  private insert = '';
  private readonly table: string;

  constructor(
    private readonly db: DatabaseSync,
    private readonly collection: string,
  ) {
    this.table = tableOf(collection);
    const rows = db.prepare('SELECT spec, multikey FROM wbk_indexes WHERE collection = ?').all(collection);
    for (const row of rows) {
      const index = this.describe(JSON.parse(String(row.spec)) as IndexSpec);
      index.multikey = Number(row.multikey) === 1;
      this.indexes.set(index.name, index);
    }
    const legacy = this.legacyIndexes();
    this.keysChanged([...this.indexes.values()].filter((i) => !legacy.includes(i)));
    if (legacy.length > 0) this.rebuild(legacy);
  }

  /** The fields whose key columns every write keeps, in column order. */
  get keyFields(): readonly string[] {
    return this.fields;
  }

  /** The INSERT of a row with the key columns of `keyFields`. */
  get insertSql(): string {
    return this.insert;
  }

  get ttl(): CatalogIndex[] {
    return [...this.indexes.values()].filter((i) => i.expireAfterSeconds !== undefined);
  }

  /** Creates the index unless one of the same name and options exists (in the caller's transaction). */
  ensure(spec: IndexSpec): void {
    const name = spec.name ?? defaultIndexName(spec.key);
    const existing = this.indexes.get(name);
    if (existing) {
      if (sameSpec(existing, spec)) return;
      throw new Error(`index ${name} of ${this.collection} already exists with other keys or options; drop it first`);
    }
    const fields = Object.keys(spec.key);
    if (fields.length === 0 || !fields.every((f) => FIELD.test(f))) throw new Error(`invalid index key for ${this.collection}: ${JSON.stringify(spec.key)}`);
    if (spec.expireAfterSeconds !== undefined && fields.length !== 1) throw new Error(`a TTL index of ${this.collection} must have one field`);
    const index = this.describe(spec);
    this.createSqlIndex(index, new Set(this.keyFields));
    this.db.prepare('INSERT INTO wbk_indexes (collection, name, spec, multikey) VALUES (?, ?, ?, 0)').run(this.collection, name, JSON.stringify(spec));
    this.indexes.set(name, index);
    this.keysChanged(this.indexes.values());
    const arrays = index.fields.map(([f]) => `${keyColumn(f)} >= 'Z'`).join(' OR ');
    if (this.db.prepare(`SELECT 1 FROM ${this.table} WHERE ${arrays} LIMIT 1`).get()) this.setMultikey(index);
  }

  /** Drops the index of that name, or else the one with exactly that key; nothing when there is none. */
  drop(spec: Pick<IndexSpec, 'key' | 'name'>): void {
    const byName = spec.name ? this.indexes.get(spec.name) : undefined;
    const wanted = JSON.stringify(Object.entries(spec.key));
    const index = byName ?? [...this.indexes.values()].find((i) => JSON.stringify(i.fields) === wanted);
    if (!index) return;
    this.db.exec(`DROP INDEX IF EXISTS ${quoteIdent(index.sqlName)}`);
    this.db.prepare('DELETE FROM wbk_indexes WHERE collection = ? AND name = ?').run(this.collection, index.name);
    this.indexes.delete(index.name);
    // The column of a field no index names any more is left as it is, unkept; an index on it fills it again.
    this.keysChanged(this.indexes.values());
  }

  /** Marks the indexes a document's keys (in `keyFields` order) hold an array for (in the caller's transaction; a rollback only leaves them conservative). */
  markMultikey(keys: readonly string[]): void {
    if (!keys.some(isArrayKey)) return;
    const arrayFields = new Set(this.keyFields.filter((_, i) => isArrayKey(keys[i]!)));
    for (const index of this.indexes.values()) {
      if (!index.multikey && index.fields.some(([f]) => arrayFields.has(f))) this.setMultikey(index);
    }
  }

  private setMultikey(index: CatalogIndex): void {
    index.multikey = true;
    this.db.prepare('UPDATE wbk_indexes SET multikey = 1 WHERE collection = ? AND name = ?').run(this.collection, index.name);
  }

  /**
   * The port's name of the unique index a SQLite constraint message names:
   * "UNIQUE constraint failed: <table>.<column>, ..." lists the index's
   * columns (an index over expressions is named as "index '<name>'").
   */
  portName(message: string): string {
    const sqlName = /index '(.*)'$/.exec(message)?.[1];
    if (sqlName !== undefined) {
      for (const index of this.indexes.values()) if (index.sqlName === sqlName) return index.name;
      return sqlName;
    }
    const prefix = `${this.table.slice(1, -1)}.`;
    const columns = (/UNIQUE constraint failed: (.*)$/.exec(message)?.[1] ?? '').split(', ').map((c) => (c.startsWith(prefix) ? c.slice(prefix.length) : c));
    const named = (field: string): string => (field === '_id' ? 'id' : `k:${field}`);
    for (const index of this.indexes.values()) {
      if (index.unique && index.fields.length === columns.length && index.fields.every(([f], i) => named(f) === columns[i])) return index.name;
    }
    return '_id_';
  }

  /**
   * Creates the SQL index, first adding and filling the key columns of its
   * fields not in `filled` (the fields whose columns are already kept), which
   * it then adds to `filled`.
   */
  private createSqlIndex(index: CatalogIndex, filled: Set<string>): void {
    const columns = new Set(this.db.prepare('SELECT name FROM pragma_table_info(?)').all(this.table.slice(1, -1)).map((r) => String(r.name)));
    for (const [field] of index.fields) {
      if (field === '_id' || filled.has(field)) continue;
      if (!columns.has(`k:${field}`)) this.db.exec(`ALTER TABLE ${this.table} ADD COLUMN ${keyColumn(field)} TEXT`);
      this.db.exec(`UPDATE ${this.table} SET ${keyColumn(field)} = ${derivedKey(field)}`);
      filled.add(field);
    }
    const keys = index.fields.map(([f, dir]) => `${keyColumn(f)}${dir === -1 ? ' DESC' : ''}`).join(', ');
    const where = index.sparseWhere ? ` WHERE ${index.sparseWhere}` : '';
    this.db.exec(`CREATE ${index.unique ? 'UNIQUE ' : ''}INDEX ${quoteIdent(index.sqlName)} ON ${this.table} (${keys})${where}`);
  }

  private keysChanged(indexes: Iterable<CatalogIndex>): void {
    const fields = new Set<string>();
    for (const index of indexes) for (const [f] of index.fields) if (f !== '_id') fields.add(f);
    this.fields = [...fields].sort();
    this.insert = insertSql(this.table, this.fields);
  }

  /** The indexes a store from before the key columns built over the key function itself. */
  private legacyIndexes(): CatalogIndex[] {
    const rows = this.db.prepare("SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name = ?").all(this.table.slice(1, -1));
    const sql = new Map(rows.map((r) => [String(r.name), String(r.sql)]));
    return [...this.indexes.values()].filter((i) => sql.get(i.sqlName)?.includes(`${KEY_FUNCTION}(`));
  }

  /** Rebuilds those indexes over key columns, all or none: a crash midway leaves the old ones for the next open to rebuild. */
  private rebuild(legacy: CatalogIndex[]): void {
    const filled = new Set(this.keyFields);
    this.db.exec('SAVEPOINT key_columns');
    try {
      for (const index of legacy) {
        this.db.exec(`DROP INDEX ${quoteIdent(index.sqlName)}`);
        this.createSqlIndex(index, filled);
      }
      this.db.exec('RELEASE key_columns');
    } catch (error) {
      this.db.exec('ROLLBACK TO key_columns');
      this.db.exec('RELEASE key_columns');
      throw error;
    }
    this.keysChanged(this.indexes.values());
  }

  private describe(spec: IndexSpec): CatalogIndex {
    const name = spec.name ?? defaultIndexName(spec.key);
    const fields = Object.entries(spec.key);
    const sparse = spec.sparse === true;
    return {
      name,
      sqlName: `${this.collection}/${name}`,
      fields,
      unique: spec.unique === true,
      sparse,
      expireAfterSeconds: spec.expireAfterSeconds,
      multikey: false,
      sparseWhere: sparse ? fields.map(([f]) => `(doc -> '$."${f.split('.').join('"."')}"') IS NOT NULL`).join(' OR ') : undefined,
    };
  }
}
