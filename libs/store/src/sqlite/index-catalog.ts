/**
 * The declared indexes of one collection, as SQLite expression indexes over
 * the sort keys of sort-keys.ts, remembered in the `wbk_indexes` table so a
 * reopened store knows their options (TTL, sparse) and whether they went
 * multikey.
 */
import type { DatabaseSync } from 'node:sqlite';
import type { IndexSpec } from '../doc-store';
import { defaultIndexName } from '../user-keys.codec';
import { tableOf } from './tables';

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

export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** The SQL expression of a field's key: the `_id` column itself, else the key function over the field's JSON. */
export function keyExpr(field: string): string {
  if (field === '_id') return 'id';
  return `${KEY_FUNCTION}(doc -> '${jsonPath(field.split('.')[0]!)}', '${field}')`;
}

function jsonPath(field: string): string {
  return `$."${field}"`;
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

  constructor(
    private readonly db: DatabaseSync,
    private readonly collection: string,
  ) {
    const rows = db.prepare('SELECT spec, multikey FROM wbk_indexes WHERE collection = ?').all(collection);
    for (const row of rows) {
      const index = this.describe(JSON.parse(String(row.spec)) as IndexSpec);
      index.multikey = Number(row.multikey) === 1;
      this.indexes.set(index.name, index);
    }
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
    const columns = index.fields.map(([f, dir]) => `${keyExpr(f)}${dir === -1 ? ' DESC' : ''}`).join(', ');
    const where = index.sparseWhere ? ` WHERE ${index.sparseWhere}` : '';
    this.db.exec(`CREATE ${index.unique ? 'UNIQUE ' : ''}INDEX ${quoteIdent(index.sqlName)} ON ${tableOf(this.collection)} (${columns})${where}`);
    this.db.prepare('INSERT INTO wbk_indexes (collection, name, spec, multikey) VALUES (?, ?, ?, 0)').run(this.collection, name, JSON.stringify(spec));
    this.indexes.set(name, index);
    const arrays = index.fields.map(([f]) => `${keyExpr(f)} >= 'Z'`).join(' OR ');
    if (this.db.prepare(`SELECT 1 FROM ${tableOf(this.collection)} WHERE ${arrays} LIMIT 1`).get()) this.setMultikey(index);
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
  }

  /** Marks the indexes a document holds an array for (in the caller's transaction; a rollback only leaves them conservative). */
  markMultikey(hasArray: (field: string) => boolean): void {
    for (const index of this.indexes.values()) {
      if (!index.multikey && index.fields.some(([f]) => hasArray(f))) this.setMultikey(index);
    }
  }

  private setMultikey(index: CatalogIndex): void {
    index.multikey = true;
    this.db.prepare('UPDATE wbk_indexes SET multikey = 1 WHERE collection = ? AND name = ?').run(this.collection, index.name);
  }

  /** The port's name of the index a SQLite unique-constraint message names. */
  portName(message: string): string {
    const sqlName = /index '(.*)'$/.exec(message)?.[1];
    if (sqlName === undefined) return '_id_';
    for (const index of this.indexes.values()) if (index.sqlName === sqlName) return index.name;
    return sqlName;
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
