import type Datastore from '@seald-io/nedb';
import { DuplicateKeyError, type IndexSpec } from '../doc-store';
import { defaultIndexName, isPlainObject } from '../user-keys.codec';
import { compareCompoundKeysFieldwise } from './nedb-internals';
import type { OrderedIndexSet } from './ordered-index-set';
import type { StoredDoc } from './ordered-index';

/** nedb keeps its indexes on a property its typings do not declare. */
interface NedbIndexInternals {
  indexes: Record<string, { unique: boolean; sparse: boolean }>;
  /** Field -> seconds: nedb drops a candidate whose Date there has passed, on every read. */
  ttlIndexes: Record<string, number>;
}

interface DeclaredIndex {
  name: string;
  fields: string[];
  unique: boolean;
  sparse: boolean;
}

export function isUniqueViolation(err: unknown): err is Error & { key?: unknown } {
  return err instanceof Error && (err as { errorType?: unknown }).errorType === 'uniqueViolated';
}

function indexKey(fields: string[]): string {
  return [...fields].sort().join(',');
}

/**
 * The indexes a collection declares, kept in two places: the ordered indexes
 * (range reads and sorts) and nedb's own (unique constraints, equality lookups).
 * Also names the index a unique violation broke, as MongoDB's E11000 does.
 */
export class IndexCatalog {
  private readonly declared = new Map<string, DeclaredIndex>();

  constructor(
    private readonly collection: string,
    private readonly ds: Datastore<StoredDoc>,
    private readonly ordered: OrderedIndexSet,
  ) {}

  async ensure(spec: IndexSpec): Promise<void> {
    const fields = Object.keys(spec.key);
    if (fields.length === 0) throw new Error(`index on ${this.collection} needs at least one field`);
    if (spec.expireAfterSeconds !== undefined && fields.length !== 1) {
      throw new Error(`TTL index on ${this.collection} must have exactly one field`);
    }
    const declared: DeclaredIndex = {
      name: spec.name ?? defaultIndexName(spec.key),
      fields,
      unique: spec.unique === true,
      sparse: spec.sparse === true,
    };
    this.declared.set(declared.name, declared);
    this.ordered.declare(declared.name, spec.key, { ...(spec.expireAfterSeconds !== undefined ? { expireAfterSeconds: spec.expireAfterSeconds } : {}), sparse: declared.sparse }, this.ds.getAllData());
    const internals = (this.ds as unknown as NedbIndexInternals).indexes;
    const existing = internals[indexKey(fields)];
    // A non-unique compound index is served by the ordered index alone: a nedb copy
    // is used only when a query pins every field, and costs every write. So is a
    // non-unique TTL index: the ordered index finds what expired, and nedb hides
    // expired documents on its reads from its TTL table alone, which needs no tree.
    const ttl = spec.expireAfterSeconds !== undefined && !declared.unique;
    const nedbNeeded = (fields.length === 1 && !ttl) || declared.unique;
    // nedb keys indexes by field names only: an index restored from disk with other options is rebuilt.
    // A tree the ordered index makes redundant goes, unless it is the first-field helper of a compound index (below).
    const redundant = !nedbNeeded && existing !== undefined && !existing.unique && !this.isFirstFieldOfCompound(fields);
    if (existing && (nedbNeeded ? existing.unique !== declared.unique || existing.sparse !== declared.sparse : redundant)) {
      await this.ds.removeIndexAsync(indexKey(fields));
    }
    if (ttl) (this.ds as unknown as NedbIndexInternals).ttlIndexes[fields[0] as string] = spec.expireAfterSeconds as number;
    if (nedbNeeded) {
      try {
        await this.ds.ensureIndexAsync({
          fieldName: fields.length === 1 ? (fields[0] as string) : fields,
          unique: declared.unique,
          sparse: declared.sparse,
          ...(spec.expireAfterSeconds !== undefined ? { expireAfterSeconds: spec.expireAfterSeconds } : {}),
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw new DuplicateKeyError(this.collection, declared.name);
        throw err;
      }
      // Also for an index nedb restored from the datafile, which ensureIndexAsync leaves as it was.
      if (fields.length > 1) compareCompoundKeysFieldwise(this.ds, fields);
    }
    // nedb answers from a compound index only when the query pins every field;
    // an index on the first field (workspace_id by convention) keeps tenant-scoped queries off a full scan.
    const first = fields[0] as string;
    if (fields.length > 1 && !internals[first]) await this.ds.ensureIndexAsync({ fieldName: first });
  }

  /**
   * Forgets a retired index: its ordered index, its own nedb tree (unique or
   * single-field) and the first-field tree it may have brought, each unless
   * an index still declared needs it. A datafile written before the index
   * was retired restores those trees, which nothing else would remove. An
   * index declared later that needs a tree removed here builds it again.
   */
  async drop(spec: Pick<IndexSpec, 'key' | 'name'>): Promise<void> {
    const name = spec.name ?? defaultIndexName(spec.key);
    const fields = Object.keys(spec.key);
    this.declared.delete(name);
    this.ordered.drop(name);
    const trees = (this.ds as unknown as NedbIndexInternals).indexes;
    const stillDeclared = [...this.declared.values()];
    const own = indexKey(fields);
    if (own !== '_id' && !stillDeclared.some((index) => indexKey(index.fields) === own)) {
      if (trees[own] !== undefined) await this.ds.removeIndexAsync(own);
      delete (this.ds as unknown as NedbIndexInternals).ttlIndexes[own];
    }
    const first = fields[0];
    if (fields.length > 1 && first !== undefined && trees[first] !== undefined && !stillDeclared.some((index) => index.fields[0] === first)) {
      await this.ds.removeIndexAsync(first);
    }
  }

  private isFirstFieldOfCompound(fields: string[]): boolean {
    return fields.length === 1 && [...this.declared.values()].some((index) => index.fields.length > 1 && index.fields[0] === fields[0]);
  }

  async violatedIndex(key: unknown, id: string, inserting: boolean): Promise<string> {
    if (inserting && key === id && (await this.ds.findOneAsync({ _id: id }))) return '_id_';
    for (const index of this.declared.values()) {
      if (!index.unique) continue;
      if (isPlainObject(key) && index.fields.length > 1) {
        if (indexKey(Object.keys(key)) === indexKey(index.fields)) return index.name;
      } else if (index.fields.length === 1) {
        const other = await this.ds.findOneAsync({ [index.fields[0] as string]: key, _id: { $ne: id } });
        if (other) return index.name;
      }
    }
    return isPlainObject(key) ? defaultIndexName(Object.fromEntries(Object.keys(key).map((f) => [f, 1 as const]))) : 'unique index';
  }
}
