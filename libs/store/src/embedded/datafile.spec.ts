import { readFileSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DocStore } from '../doc-store';
import { EmbeddedDocStore, type EmbeddedStoreOptions } from './embedded-doc-store';

describe('embedded datafile writes', () => {
  let dataDir: string;
  const opened: DocStore[] = [];
  const open = async (options?: EmbeddedStoreOptions): Promise<DocStore> => {
    const store = await EmbeddedDocStore.open(dataDir, options);
    opened.push(store);
    return store;
  };
  const fileText = (name: string): string => readFileSync(path.join(dataDir, `${name}.db`), 'utf8');

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'wbk-datafile-'));
  });
  afterEach(async () => {
    for (const store of opened.splice(0)) await store.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('has every line of a write in the file when its promise resolves, also among many concurrent writes', async () => {
    const store = await open();
    const items = store.collection('items');
    const seenOnResolve = await Promise.all(
      Array.from({ length: 300 }, (_, i) =>
        items.insertOne({ _id: `doc-${i}`, n: i }).then(() => fileText('items').includes(`"_id":"doc-${i}"`)),
      ),
    );
    expect(seenOnResolve.every(Boolean)).toBe(true);
    await items.updateOne({ _id: 'doc-7' }, { $set: { marked: 'after-update' } });
    expect(fileText('items')).toContain('after-update');
  });

  it('keeps concurrent writes, in call order, for a store opened while the writer is still running', async () => {
    const writer = await open();
    const counters = writer.collection('counters');
    await counters.insertOne({ _id: 'c', seq: [] });
    const writes: Array<Promise<unknown>> = [];
    for (let i = 0; i < 400; i += 1) {
      writes.push(counters.updateOne({ _id: 'c' }, { $push: { seq: i } }));
      writes.push(writer.collection('log').insertOne({ _id: `l-${i}`, i }));
    }
    await Promise.all(writes);
    // No close: a second store replays the file the writer left, as after a kill.
    const reader = await open();
    expect((await reader.collection('counters').findOne({ _id: 'c' }))?.seq).toEqual(Array.from({ length: 400 }, (_, i) => i));
    expect(await reader.collection('log').countDocuments({})).toBe(400);
  });

  it('reloads every write after close and reopen', async () => {
    const first = await open();
    const items = first.collection('items');
    await Promise.all(Array.from({ length: 200 }, (_, i) => items.insertOne({ _id: `d${i}`, v: 0 })));
    await Promise.all(Array.from({ length: 200 }, (_, i) => items.updateOne({ _id: `d${i}` }, { $inc: { v: i } })));
    await Promise.all(Array.from({ length: 50 }, (_, i) => items.deleteOne({ _id: `d${i * 4}` })));
    await first.close();
    opened.splice(opened.indexOf(first), 1);
    const second = await open();
    const docs = await second.collection('items').find({}, { sort: { v: 1 } });
    expect(docs).toHaveLength(150);
    expect(docs.every((d) => Number((d._id as string).slice(1)) === d.v && (d.v as number) % 4 !== 0)).toBe(true);
  });

  it('rewrites a file grown well beyond its live data at run time, losing no write made meanwhile', async () => {
    const store = await open({ compaction: { minBytes: 20_000, growthFactor: 3 } });
    const hot = store.collection('hot');
    await hot.insertOne({ _id: 'h', n: 0, pad: 'x'.repeat(200) });
    const writes: Array<Promise<unknown>> = [];
    for (let i = 0; i < 1_000; i += 1) writes.push(hot.updateOne({ _id: 'h' }, { $inc: { n: 1 } }));
    await Promise.all(writes);
    // ~230 KiB were appended for ~250 live bytes: the rewrite runs in the background after the append.
    const size = (): number => statSync(path.join(dataDir, 'hot.db')).size;
    for (let i = 0; i < 100 && size() >= 40_000; i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(size()).toBeLessThan(40_000);
    await hot.updateOne({ _id: 'h' }, { $inc: { n: 1 } });
    expect(fileText('hot')).toContain('"n":1001');
    const reader = await open();
    expect((await reader.collection('hot').findOne({ _id: 'h' }))?.n).toBe(1_001);
  });

  it('does not rewrite a file below the floor at run time', async () => {
    const store = await open({ compaction: { minBytes: 10_000_000, growthFactor: 3 } });
    const hot = store.collection('hot');
    await hot.insertOne({ _id: 'h', n: 0 });
    for (let i = 0; i < 50; i += 1) await hot.updateOne({ _id: 'h' }, { $inc: { n: 1 } });
    expect(fileText('hot').trim().split('\n')).toHaveLength(51);
  });
});
