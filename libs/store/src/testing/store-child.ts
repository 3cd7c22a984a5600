/**
 * A separate process on an embedded data directory, for the fault specs
 * (run with `node --import tsx`):
 *   burst <dataDir>  writes without end, in waves of concurrent inserts and
 *                    updates, printing each id once its write's promise resolved;
 *   hold <dataDir>   opens the store, prints "ready" and waits to be killed;
 *   open <dataDir>   opens the store and exits (0 when it opened).
 */
import { SqliteDocStore } from '../sqlite/sqlite-doc-store';

async function burst(dataDir: string): Promise<void> {
  const store = await SqliteDocStore.open(dataDir);
  const c = store.collection('burst');
  await c.createIndexes([{ key: { wave: 1, n: 1 } }]);
  for (let wave = 0; ; wave += 1) {
    const writes: Promise<void>[] = [];
    for (let n = 0; n < 20; n += 1) {
      const id = `w${wave}-${n}`;
      writes.push(c.insertOne({ _id: id, wave, n, at: new Date() }).then(() => void process.stdout.write(`${id}\n`)));
    }
    if (wave > 0) {
      const prev = `w${wave - 1}-0`;
      writes.push(c.updateOne({ _id: prev }, { $set: { updated: true } }).then(() => void process.stdout.write(`updated ${prev}\n`)));
    }
    await Promise.all(writes);
  }
}

async function main(): Promise<void> {
  const [mode, dataDir] = process.argv.slice(2);
  if (!dataDir) throw new Error('usage: store-child.ts burst|hold|open <dataDir>');
  if (mode === 'burst') return burst(dataDir);
  const store = await SqliteDocStore.open(dataDir);
  if (mode === 'hold') {
    process.stdout.write('ready\n');
    // The interval keeps the process, and the store it references, alive until it is killed.
    setInterval(() => void store.ping(), 60_000);
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
