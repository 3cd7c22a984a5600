/**
 * An ordered compound index kept by the embedded adapter beside nedb's own
 * indexes: the stored documents sorted by their key tuple, so a list query
 * answers with a binary search plus a positional slice (O(log n + limit))
 * instead of sorting every match.
 *
 * Key of a document: the value at each indexed path, missing -> null, compared
 * in MongoDB's order (bson-order.ts) and the index's directions. `_id` is
 * appended when the index does not end with it, which makes
 * every key unique (removal is one binary search) and ties deterministic.
 *
 * Storage is a list of sorted chunks (sortedcontainers-style): inserting or
 * removing moves at most one chunk's entries, and positions resolve through a
 * lazily rebuilt prefix-sum of chunk sizes.
 *
 * A document with an array on an indexed path would need one entry per
 * element (MongoDB's multikey index), which this index does not keep. The
 * first such document makes it multikey, as MongoDB's flag does, until it is
 * rebuilt from the data (declared again, or loaded): the planner does not use
 * it, so it drops its entries and stops keeping them. An index on a field
 * that always holds an array then costs nothing per write, instead of a
 * sorted insert nobody would ever read.
 *
 * A sparse index holds, as MongoDB's does, only the documents that have at
 * least one of its declared fields. The outbox's pending flag is the case
 * that matters: every collection with an outbox declares it, and holding
 * every document under a null key made each insert search the whole
 * collection and each published event move its document twice.
 */
import { isPlainObject } from '../user-keys.codec';
import { compareValues } from './bson-order';

export type StoredDoc = Record<string, unknown> & { _id: string };

export interface IndexEntry {
  key: unknown[];
  doc: StoredDoc;
}

const MAX_CHUNK = 1024;

export class OrderedIndex {
  readonly fields: string[];
  readonly directions: Array<1 | -1>;
  /** `fields` split at dots once, for the per-write key reads. */
  private readonly paths: string[][];
  private chunks: IndexEntry[][] = [];
  /**
   * Each document's entry by `_id`, so an update that keeps the key swaps the
   * document without a search. Built on the first update: a collection that is
   * only ever appended to (audit entries, ledger entries, archived events)
   * never pays a map entry per document and index.
   */
  private byId: Map<string, IndexEntry> | null = null;
  private starts: number[] | null = null;
  private size = 0;
  private multikeySeen = false;
  /** The declared fields' paths (without the appended `_id`): a sparse index holds a document with any of them. */
  private readonly declaredPaths: string[][];

  constructor(
    readonly name: string,
    key: Record<string, 1 | -1>,
    readonly sparse = false,
  ) {
    this.fields = Object.keys(key);
    this.directions = Object.values(key);
    this.declaredPaths = this.fields.map((field) => field.split('.'));
    // In the last field's direction, so {workspace_id: 1, created_date: -1} also serves {created_date: -1, _id: -1}.
    if (this.fields[this.fields.length - 1] !== '_id') {
      this.fields.push('_id');
      this.directions.push(this.directions[this.directions.length - 1] ?? 1);
    }
    this.paths = this.fields.map((field) => field.split('.'));
  }

  /** Number of entries (one per stored document). */
  get length(): number {
    return this.size;
  }

  /** True once a document held an array on an indexed path (see the note above). */
  get multikey(): boolean {
    return this.multikeySeen;
  }

  reset(all: StoredDoc[]): void {
    const docs = this.sparse ? all.filter((doc) => this.holds(doc)) : all;
    this.multikeySeen = false;
    if (docs.some((doc) => this.isMultikey(doc))) return this.becomeMultikey();
    const entries = docs.map((doc) => this.entryOf(doc));
    entries.sort((a, b) => this.compareKeys(a.key, b.key, this.fields.length));
    this.chunks = [];
    this.byId = null;
    for (let i = 0; i < entries.length; i += MAX_CHUNK / 2) this.chunks.push(entries.slice(i, i + MAX_CHUNK / 2));
    this.size = entries.length;
    this.starts = null;
  }

  insert(doc: StoredDoc): void {
    if (this.multikeySeen || !this.holds(doc)) return;
    if (this.isMultikey(doc)) return this.becomeMultikey();
    const entry = this.entryOf(doc);
    this.size += 1;
    this.starts = null;
    this.byId?.set(doc._id, entry);
    if (this.chunks.length === 0) {
      this.chunks.push([entry]);
      return;
    }
    const ci = this.chunkFor(entry.key, this.fields.length, false);
    const chunk = this.chunks[Math.min(ci, this.chunks.length - 1)] as IndexEntry[];
    chunk.splice(this.searchChunk(chunk, entry.key, this.fields.length, false), 0, entry);
    if (chunk.length > MAX_CHUNK) this.chunks.splice(this.chunks.indexOf(chunk), 1, chunk.slice(0, MAX_CHUNK / 2), chunk.slice(MAX_CHUNK / 2));
  }

  /** Removes the entry of `doc` (located by the key `doc` has now, as nedb passes the stored object). */
  remove(doc: StoredDoc): void {
    if (this.multikeySeen || !this.holds(doc)) return;
    const key = this.keyOf(doc);
    const ci = this.chunkFor(key, this.fields.length, false);
    const chunk = this.chunks[ci];
    if (!chunk) return;
    const at = this.searchChunk(chunk, key, this.fields.length, false);
    if (chunk[at]?.doc._id !== doc._id) return;
    chunk.splice(at, 1);
    this.byId?.delete(doc._id);
    if (chunk.length === 0) this.chunks.splice(ci, 1);
    this.size -= 1;
    this.starts = null;
  }

  /**
   * `oldDoc` (the stored object) becomes `newDoc`: swapped in place when the
   * update left its key alone, which most updates do (a status, an outcome).
   */
  replace(oldDoc: StoredDoc, newDoc: StoredDoc): void {
    if (this.multikeySeen) return;
    if (this.sparse && !(this.holds(oldDoc) && this.holds(newDoc))) {
      this.remove(oldDoc);
      this.insert(newDoc);
      return;
    }
    const stored = (this.byId ??= this.entriesById()).get(oldDoc._id);
    const key = this.keyOf(newDoc);
    if (stored?.doc === oldDoc && !this.isMultikey(newDoc) && this.compareKeys(stored.key, key, this.fields.length) === 0) {
      stored.key = key;
      stored.doc = newDoc;
      return;
    }
    this.remove(oldDoc);
    this.insert(newDoc);
  }

  /**
   * First position whose key, compared on the first `prefix.length` fields,
   * is >= `prefix` (`after` false) or > `prefix` (`after` true).
   */
  bound(prefix: unknown[], after: boolean): number {
    const ci = this.chunkFor(prefix, prefix.length, after);
    const chunk = this.chunks[ci];
    if (!chunk) return this.size;
    return (this.chunkStarts()[ci] as number) + this.searchChunk(chunk, prefix, prefix.length, after);
  }

  /** Entries at positions [from, to), in index order or reversed (then starting at to - 1). */
  *entries(from: number, to: number, reverse: boolean): Generator<IndexEntry> {
    if (from >= to) return;
    const starts = this.chunkStarts();
    let ci = this.chunkAt(reverse ? to - 1 : from);
    let i = (reverse ? to - 1 : from) - (starts[ci] as number);
    for (let left = to - from; left > 0; left -= 1) {
      let chunk = this.chunks[ci] as IndexEntry[];
      if (i < 0 || i >= chunk.length) {
        ci += reverse ? -1 : 1;
        chunk = this.chunks[ci] as IndexEntry[];
        i = reverse ? chunk.length - 1 : 0;
      }
      yield chunk[i] as IndexEntry;
      i += reverse ? -1 : 1;
    }
  }

  /** Never planned again until rebuilt, so it holds nothing. */
  private becomeMultikey(): void {
    this.multikeySeen = true;
    this.chunks = [];
    this.byId = null;
    this.size = 0;
    this.starts = null;
  }

  private entriesById(): Map<string, IndexEntry> {
    const byId = new Map<string, IndexEntry>();
    for (const chunk of this.chunks) for (const entry of chunk) byId.set(entry.doc._id, entry);
    return byId;
  }

  keyOf(doc: StoredDoc): unknown[] {
    return this.paths.map((path) => {
      const v = valueAt(doc, path);
      return v === undefined ? null : v;
    });
  }

  private entryOf(doc: StoredDoc): IndexEntry {
    return { key: this.keyOf(doc), doc };
  }

  /** Whether the index holds `doc`: always, unless sparse and `doc` has none of the declared fields. */
  holds(doc: StoredDoc): boolean {
    return !this.sparse || this.declaredPaths.some((path) => valueAt(doc, path) !== undefined);
  }

  private isMultikey(doc: StoredDoc): boolean {
    return this.paths.some((path) => pathHasArray(doc, path));
  }

  private compareKeys(a: unknown[], b: unknown[], n: number): number {
    for (let i = 0; i < n; i += 1) {
      const c = compareValues(a[i], b[i]);
      if (c !== 0) return c * (this.directions[i] as number);
    }
    return 0;
  }

  /** The first chunk whose last entry is >= (or >) the target; chunks.length when none. */
  private chunkFor(target: unknown[], n: number, after: boolean): number {
    let lo = 0;
    let hi = this.chunks.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const chunk = this.chunks[mid] as IndexEntry[];
      const c = this.compareKeys((chunk[chunk.length - 1] as IndexEntry).key, target, n);
      if (c < 0 || (after && c === 0)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  private searchChunk(chunk: IndexEntry[], target: unknown[], n: number, after: boolean): number {
    let lo = 0;
    let hi = chunk.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const c = this.compareKeys((chunk[mid] as IndexEntry).key, target, n);
      if (c < 0 || (after && c === 0)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  private chunkStarts(): number[] {
    if (!this.starts) {
      let at = 0;
      this.starts = this.chunks.map((chunk) => {
        const start = at;
        at += chunk.length;
        return start;
      });
    }
    return this.starts;
  }

  private chunkAt(position: number): number {
    const starts = this.chunkStarts();
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >>> 1;
      if ((starts[mid] as number) <= position) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }
}

/** The value at a dotted path; stops (returning what it reached) at an array, which the caller counts as multikey. */
function valueAt(doc: unknown, path: string[]): unknown {
  let node = doc;
  for (const part of path) {
    if (Array.isArray(node)) return node;
    if (!isPlainObject(node)) return undefined;
    node = node[part];
  }
  return node;
}

function pathHasArray(doc: unknown, path: string[]): boolean {
  let node = doc;
  for (const part of path) {
    if (Array.isArray(node)) return true;
    if (!isPlainObject(node)) return false;
    node = node[part];
  }
  return Array.isArray(node);
}
