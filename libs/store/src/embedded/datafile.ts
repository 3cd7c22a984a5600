import type Datastore from '@seald-io/nedb';
import { AppendBatcher } from './append-batcher';
import { crashSafeWriteLines, persistenceOf, serializeLine, type NedbPersistenceInternals } from './nedb-internals';
import type { StoredDoc } from './ordered-index';

export interface CompactionPolicy {
  /** A smaller file is never rewritten at run time (it is on open and on close). */
  minBytes: number;
  /** Rewrite once the file is this many times the size of its live lines. */
  growthFactor: number;
}

/**
 * Like Redis' AOF rewrite (grow by a factor, above a floor): each rewrite
 * then reclaims at least twice what it writes, so its cost per write stays
 * constant, and a busy collection is not stalled on a timer.
 */
export const DEFAULT_COMPACTION: CompactionPolicy = { minBytes: 16 * 1024 * 1024, growthFactor: 3 };

/** Where the current writes stand, taken before a write so its caller can wait for exactly what it appended. */
export type WriteMark = number;

/**
 * Takes over a nedb datastore's file I/O (it must not be loaded yet):
 * - appends go through one AppendBatcher (one open handle, group commit)
 *   instead of nedb's open-append-close per write, and nedb's executor no
 *   longer waits for the disk: the collection awaits `durable()` outside
 *   its queues, so writes issued meanwhile share the next batch;
 * - full rewrites (load, close, and growth per CompactionPolicy) drain the
 *   batcher first and keep nedb's crash-safe temp-file-and-rename.
 * It tracks the size of each document's latest line to know how much of the
 * file is live.
 */
export class Datafile {
  private readonly batcher: AppendBatcher;
  private readonly nedb: NedbPersistenceInternals;
  private readonly lineBytes = new Map<string, number>();
  private liveBytes = 0;
  private appends = 0;
  private compacting: Promise<void> | undefined;

  constructor(
    private readonly ds: Datastore<StoredDoc>,
    private readonly policy: CompactionPolicy = DEFAULT_COMPACTION,
  ) {
    this.nedb = persistenceOf(ds);
    const { persistence } = this.nedb;
    this.batcher = new AppendBatcher(persistence.filename, persistence.modes.fileMode, () => this.compactIfGrown());
    persistence.persistNewStateAsync = async (docs) => this.append(docs);
    persistence.persistCachedDatabaseAsync = () => this.rewrite();
  }

  mark(): WriteMark {
    return this.appends;
  }

  /** Resolves once every line appended since `mark` is in the file; at once when there is none. */
  durable(mark: WriteMark): Promise<void> {
    return this.appends === mark ? Promise.resolve() : this.batcher.barrier();
  }

  /** Bytes in the file and in its live lines (tests and diagnostics). */
  stats(): { fileBytes: number; liveBytes: number } {
    return { fileBytes: this.batcher.size, liveBytes: this.liveBytes };
  }

  /** Waits for a run-time compaction under way (close then rewrites once more itself). */
  async settle(): Promise<void> {
    await this.compacting;
  }

  private append(docs: Array<Record<string, unknown>>): void {
    let text = '';
    for (const doc of docs) {
      const line = `${serializeLine(doc)}\n`;
      text += line;
      const id = doc._id;
      if (typeof id !== 'string') continue;
      this.liveBytes -= this.lineBytes.get(id) ?? 0;
      if (doc.$$deleted === true) {
        this.lineBytes.delete(id);
      } else {
        const bytes = Buffer.byteLength(line);
        this.lineBytes.set(id, bytes);
        this.liveBytes += bytes;
      }
    }
    if (text.length === 0) return;
    this.appends += 1;
    this.batcher.append(text);
  }

  /** nedb's persistCachedDatabaseAsync, run inside its executor (nothing else appends meanwhile). */
  private async rewrite(): Promise<void> {
    await this.batcher.drain();
    const lines: string[] = [];
    let bytes = 0;
    this.lineBytes.clear();
    this.liveBytes = 0;
    for (const doc of this.ds.getAllData()) {
      const line = serializeLine(doc);
      const size = Buffer.byteLength(line) + 1;
      lines.push(line);
      this.lineBytes.set(doc._id, size);
      this.liveBytes += size;
      bytes += size;
    }
    for (const [key, index] of Object.entries(this.nedb.indexes)) {
      // The _id index is implicit in nedb's format.
      if (key === '_id') continue;
      const line = serializeLine({ $$indexCreated: { fieldName: index.fieldName, unique: index.unique, sparse: index.sparse } });
      lines.push(line);
      bytes += Buffer.byteLength(line) + 1;
    }
    const { filename, modes } = this.nedb.persistence;
    await crashSafeWriteLines(filename, lines, modes);
    this.batcher.reset(bytes);
    this.ds.emit('compaction.done');
  }

  private compactIfGrown(): void {
    if (this.compacting) return;
    const size = this.batcher.size;
    if (size < this.policy.minBytes || size < this.policy.growthFactor * this.liveBytes) return;
    this.compacting = this.ds
      .compactDatafileAsync()
      // A failed rewrite leaves the old file whole; the next batch tries again.
      .catch(() => undefined)
      .finally(() => (this.compacting = undefined));
  }
}
