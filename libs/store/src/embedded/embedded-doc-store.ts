/**
 * Embedded DocStore adapter (the default outside production), built on
 * @seald-io/nedb with one append-only datafile per collection:
 * `<dataDir>/<collection>.db`.
 *
 * Limits, by design of nedb:
 * - The whole data set of every opened collection lives in memory; the file is
 *   replayed on open and compacted on open, on close, and at run time once it
 *   is several times its live data (datafile.ts). Fit for development, tests
 *   and small single-node installs, not for large data.
 * - One process per data directory: two processes appending to the same files
 *   corrupt each other's view.
 * - A write's promise resolves after its line is appended (in the OS page
 *   cache, no fsync): a killed process keeps it, a power loss may not.
 *   Appends go through one open handle per file, and writes issued while one
 *   is on its way to the disk share the next append (group commit). A write
 *   is visible to other readers as soon as it is in memory, a moment before
 *   its own promise resolves.
 * - List queries answer from ordered indexes (ordered-index.ts, one per
 *   declared index, kept in step with every write, TTL expiry and load): an
 *   equality prefix of an index plus a sort on the following fields is a
 *   binary search and a positional slice, so page 1,000 costs what page 1
 *   does, and its count is the range size (query-planner.ts). Declare list
 *   indexes so the list filter is a pure prefix, e.g.
 *   {workspace_id: 1, deleted_at: 1, created_date: -1, _id: -1}.
 * - Other queries use nedb's own indexes: equality, $in or a range on ONE
 *   indexed top-level field, or equality on every field of a unique compound
 *   index; anything else scans, and a sort then sorts every match.
 * - Sorting follows MongoDB's type order on both paths (bson-order.ts).
 * - TTL expiry happens on reads and on a 60 s sweep, like MongoDB's monitor.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import Datastore from '@seald-io/nedb';
import type { Collection, Doc, DocStore } from '../doc-store';
import { Datafile, DEFAULT_COMPACTION, type CompactionPolicy } from './datafile';
import { EmbeddedCollection, type StoredDoc } from './embedded-collection';

export interface EmbeddedStoreOptions {
  /** When a datafile is rewritten at run time (tests lower it). */
  compaction?: CompactionPolicy;
}

const COLLECTION_NAME = /^[A-Za-z0-9_-][A-Za-z0-9_.-]{0,119}$/;

export class EmbeddedDocStore implements DocStore {
  private readonly collections = new Map<string, EmbeddedCollection>();
  private closed = false;

  private constructor(
    private readonly dataDir: string,
    private readonly compaction: CompactionPolicy,
  ) {}

  static async open(dataDir: string, options: EmbeddedStoreOptions = {}): Promise<EmbeddedDocStore> {
    await mkdir(dataDir, { recursive: true });
    return new EmbeddedDocStore(dataDir, options.compaction ?? DEFAULT_COMPACTION);
  }

  collection<T extends Doc = Doc>(name: string): Collection<T> {
    if (this.closed) throw new Error('the store is closed');
    // The name becomes a file name: no path separators, no leading dot.
    if (!COLLECTION_NAME.test(name) || name.includes('..')) throw new Error(`invalid collection name "${name}"`);
    let coll = this.collections.get(name);
    if (!coll) {
      const ds = new Datastore<StoredDoc>({
        filename: path.join(this.dataDir, `${name}.db`),
        // A process killed mid-append leaves at most one torn last line; nedb
        // drops unparsable lines, and that must not block the next start.
        corruptAlertThreshold: 1,
      });
      // Before the load: the load's rewrite already goes through it.
      const file = new Datafile(ds, this.compaction);
      const ready = ds.loadDatabaseAsync();
      ready.catch(() => undefined); // surfaced by the first operation that awaits it
      coll = new EmbeddedCollection(name, ds, ready, file);
      this.collections.set(name, coll);
    }
    return coll as unknown as Collection<T>;
  }

  async ping(): Promise<boolean> {
    return !this.closed;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await Promise.all([...this.collections.values()].map((c) => c.close()));
    this.collections.clear();
  }
}
