import { open, truncate, type FileHandle } from 'node:fs/promises';

/** A batch of appended text and the promise its writers wait on. */
interface Batch {
  chunks: string[];
  done: Promise<void>;
  settle: (err?: unknown) => void;
}

function newBatch(): Batch {
  let settle: (err?: unknown) => void = () => undefined;
  const done = new Promise<void>((resolve, reject) => {
    settle = (err) => (err === undefined ? resolve() : reject(err));
  });
  // Appends nobody waits for (TTL expiry, index declarations) must not surface as unhandled rejections.
  done.catch(() => undefined);
  return { chunks: [], done, settle };
}

/**
 * Group commit for one append-only file: one open handle, and every append
 * made while a write is in flight (or in the same turn of the event loop)
 * goes out in the next single write. Batches are written strictly in order,
 * so the file always holds a prefix of the appends. No fsync: a batch is done
 * once the OS has it (page cache), so a killed process keeps it and a power
 * loss may not - nedb's own durability level.
 */
export class AppendBatcher {
  private handle: FileHandle | undefined;
  private collecting: Batch | undefined;
  private inFlight: Batch | undefined;
  private loop: Promise<void> | undefined;
  /** Bytes in the file as far as this process knows (set by the owner after a rewrite). */
  private bytes = 0;

  constructor(
    private readonly filename: string,
    private readonly fileMode: number,
    private readonly afterWrite: () => void = () => undefined,
  ) {}

  get size(): number {
    return this.bytes;
  }

  append(text: string): void {
    this.collecting ??= newBatch();
    this.collecting.chunks.push(text);
    // setImmediate, not a microtask: writers chained through promises in this turn join the batch.
    this.loop ??= new Promise<void>((resolve) => setImmediate(resolve)).then(() => this.writeAll());
  }

  /** Settles once everything appended so far is in the file (rejects if its batch failed). */
  barrier(): Promise<void> {
    return (this.collecting ?? this.inFlight)?.done ?? Promise.resolve();
  }

  /** Waits for every pending append, then closes the handle (a rewrite replaces the file under it). */
  async drain(): Promise<void> {
    while (this.loop) await this.loop;
    const handle = this.handle;
    this.handle = undefined;
    await handle?.close();
  }

  /** After the owner rewrote the file: its new length. */
  reset(bytes: number): void {
    this.bytes = bytes;
  }

  private async writeAll(): Promise<void> {
    while (this.collecting) {
      const batch = this.collecting;
      this.collecting = undefined;
      this.inFlight = batch;
      try {
        await this.write(Buffer.from(batch.chunks.join(''), 'utf8'));
        batch.settle();
      } catch (err) {
        batch.settle(err);
      }
      this.inFlight = undefined;
    }
    this.loop = undefined;
    this.afterWrite();
  }

  private async write(buf: Buffer): Promise<void> {
    try {
      this.handle ??= await open(this.filename, 'a', this.fileMode);
      let offset = 0;
      while (offset < buf.length) {
        const { bytesWritten } = await this.handle.write(buf, offset, buf.length - offset);
        offset += bytesWritten;
      }
      this.bytes += buf.length;
    } catch (err) {
      // A torn batch would glue its half line to the next batch's first line: cut it off.
      const handle = this.handle;
      this.handle = undefined;
      await handle?.close().catch(() => undefined);
      await truncate(this.filename, this.bytes).catch(() => undefined);
      throw err;
    }
  }
}
