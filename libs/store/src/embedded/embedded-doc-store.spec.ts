import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isDuplicateKeyError, type DocStore } from '../doc-store';
import type { EmbeddedCollection } from './embedded-collection';
import { EmbeddedDocStore } from './embedded-doc-store';

describe('EmbeddedDocStore', () => {
  let dataDir: string;
  const opened: DocStore[] = [];
  const open = async (): Promise<DocStore> => {
    const store = await EmbeddedDocStore.open(dataDir);
    opened.push(store);
    return store;
  };

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'wbk-embedded-'));
  });
  afterEach(async () => {
    // Sequentially: two stores on one directory (only this test does that) would race on the compaction temp file.
    for (const store of opened.splice(0)) await store.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('has a write on disk when its promise resolves, without close (a killed process keeps it)', async () => {
    const writer = await open();
    await writer.collection('events').insertOne({ _id: 'e1', at: new Date(5) });
    await writer.collection('events').updateOne({ _id: 'e1' }, { $set: { done: true } });
    const reader = await open();
    expect(await reader.collection('events').findOne({ _id: 'e1' })).toEqual({ _id: 'e1', at: new Date(5), done: true });
  });

  it('reads, counts, updates and replaces by _id with the other fields of the filter still applied, expired documents hidden', async () => {
    const store = await open();
    const contacts = store.collection('contacts');
    await contacts.createIndexes([{ key: { workspace_id: 1, deleted_at: 1, created_at: -1 } }, { key: { expires_at: 1 }, expireAfterSeconds: 0 }]);
    await contacts.insertMany(Array.from({ length: 50 }, (_, i) => ({ _id: `c${i}`, workspace_id: i % 2 === 0 ? 'w1' : 'w2', deleted_at: null, created_at: new Date(i) })));
    await contacts.insertOne({ _id: 'gone', workspace_id: 'w1', deleted_at: null, created_at: new Date(0), expires_at: new Date(Date.now() - 1_000) });

    expect(await contacts.findOne({ _id: 'c4', workspace_id: 'w1', deleted_at: null })).toMatchObject({ _id: 'c4' });
    expect(await contacts.findOne({ _id: 'c4', workspace_id: 'w2', deleted_at: null })).toBeNull();
    expect(await contacts.find({ _id: { $eq: 'c5' }, workspace_id: 'w2' })).toHaveLength(1);
    expect(await contacts.countDocuments({ _id: 'c4', workspace_id: 'w1' })).toBe(1);
    expect(await contacts.countDocuments({ _id: 'c4', workspace_id: 'w2' })).toBe(0);
    expect(await contacts.findOne({ _id: 'gone', workspace_id: 'w1' })).toBeNull();

    expect(await contacts.updateOne({ _id: 'c4', workspace_id: 'w2' }, { $set: { deleted_at: new Date(9) } })).toMatchObject({ matchedCount: 0 });
    expect(await contacts.updateOne({ _id: 'c4', workspace_id: 'w1' }, { $set: { deleted_at: new Date(9) } })).toMatchObject({ matchedCount: 1, modifiedCount: 1 });
    expect(await contacts.findOne({ _id: 'c4', workspace_id: 'w1', deleted_at: null })).toBeNull();
    expect(await contacts.replaceOne({ _id: 'c6', workspace_id: 'w2' }, { _id: 'c6', workspace_id: 'w1', deleted_at: null, created_at: new Date(6), name: 'x' })).toMatchObject({ matchedCount: 0 });
    expect(await contacts.replaceOne({ _id: 'c6', workspace_id: 'w1' }, { _id: 'c6', workspace_id: 'w1', deleted_at: null, created_at: new Date(6), name: 'x' })).toMatchObject({ matchedCount: 1, modifiedCount: 1 });
    expect(await contacts.find({ workspace_id: 'w1', deleted_at: null }, { sort: { created_at: -1 }, limit: 2 })).toEqual([
      expect.objectContaining({ _id: 'c48' }),
      expect.objectContaining({ _id: 'c46' }),
    ]);
  });

  it('answers from its indexes after many updates of documents sharing a key, and rolls a unique conflict back whole', async () => {
    const store = await open();
    const messages = store.collection('messages');
    await messages.createIndexes([{ key: { workspace_id: 1, public_id: 1 }, unique: true }, { key: { workspace_id: 1, status: 1 } }, { key: { status: 1, public_id: 1 } }]);
    await messages.insertMany(Array.from({ length: 300 }, (_, i) => ({ _id: `m${i}`, workspace_id: 'w1', public_id: `local-${i}`, status: 'queued' })));
    for (let i = 0; i < 300; i += 1) {
      // Unindexed-key change, then a change of the unique key: both paths of an index update.
      await messages.updateOne({ _id: `m${i}` }, { $set: { status: i % 2 === 0 ? 'sent' : 'queued', note: 'x' } });
      if (i % 3 === 0) await messages.updateOne({ _id: `m${i}` }, { $set: { public_id: `provider-${i}` } });
    }
    expect(await messages.countDocuments({ workspace_id: 'w1' })).toBe(300);
    expect(await messages.countDocuments({ workspace_id: 'w1', status: 'sent' })).toBe(150);
    // Writes find their documents through nedb's index on status, which the documents moved to 'sent' have left.
    expect(await messages.updateMany({ status: 'queued' }, { $set: { touched: true } })).toMatchObject({ matchedCount: 150 });
    expect(await messages.findOne({ workspace_id: 'w1', public_id: 'provider-3' })).toMatchObject({ _id: 'm3', note: 'x' });
    expect(await messages.findOne({ workspace_id: 'w1', public_id: 'local-3' })).toBeNull();

    const conflict = messages.updateOne({ _id: 'm1' }, { $set: { public_id: 'provider-3', status: 'sent' } });
    expect(isDuplicateKeyError(await conflict.catch((err: unknown) => err))).toBe(true);
    expect(await messages.findOne({ workspace_id: 'w1', public_id: 'local-1' })).toMatchObject({ _id: 'm1', status: 'queued' });
    expect(await messages.countDocuments({ workspace_id: 'w1', status: 'sent' })).toBe(150);
    expect(await messages.find({ workspace_id: 'w1' }, { sort: { status: 1, _id: 1 }, limit: 1 })).toEqual([expect.objectContaining({ _id: 'm1' })]);
  });

  it('frees the unique key of an expired document at once', async () => {
    const store = await open();
    const keys = store.collection('idempotency');
    await keys.createIndexes([
      { key: { key: 1 }, unique: true },
      { key: { expires_at: 1 }, expireAfterSeconds: 0 },
    ]);
    await keys.insertOne({ _id: 'a', key: 'k', expires_at: new Date(Date.now() + 100) });
    const err: unknown = await keys.insertOne({ _id: 'b', key: 'k', expires_at: new Date(Date.now() + 60_000) }).catch((e: unknown) => e);
    expect(isDuplicateKeyError(err)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 150));
    await keys.insertOne({ _id: 'c', key: 'k', expires_at: new Date(Date.now() + 60_000) });
    expect((await keys.find({})).map((d) => d._id)).toEqual(['c']);
  });

  it('keeps no nedb tree for a TTL index, even one a datafile declares, and still hides expired documents from scans', async () => {
    const line = JSON.stringify({ $$indexCreated: { fieldName: 'expires_at', unique: false, sparse: false, expireAfterSeconds: 0 } });
    await writeFile(path.join(dataDir, 'sessions.db'), `${line}\n`);
    const store = await open();
    const sessions = store.collection('sessions');
    await sessions.createIndexes([{ key: { expires_at: 1 }, expireAfterSeconds: 0 }]);
    const nedb = (sessions as unknown as { ds: { indexes: Record<string, unknown>; ttlIndexes: Record<string, number> } }).ds;
    expect(Object.keys(nedb.indexes)).toEqual(['_id']);
    expect(nedb.ttlIndexes).toEqual({ expires_at: 0 });
    await sessions.insertMany([
      { _id: 'old', kind: 'a', expires_at: new Date(Date.now() - 1_000) },
      { _id: 'live', kind: 'a', expires_at: new Date(Date.now() + 60_000) },
    ]);
    expect((await sessions.find({ kind: 'a' })).map((d) => d._id)).toEqual(['live']);
    expect(await sessions.countDocuments({ expires_at: { $lt: new Date(Date.now() + 120_000) } })).toBe(1);
  });

  it('rejects collection names that are not plain file names', async () => {
    const store = await open();
    expect(() => store.collection('../escape')).toThrow('invalid collection name');
    expect(() => store.collection('a/b')).toThrow('invalid collection name');
  });

  it('rejects an update without operators instead of replacing the document', async () => {
    const store = await open();
    await store.collection('x').insertOne({ _id: 'a', v: 1 });
    await expect(store.collection('x').updateOne({ _id: 'a' }, {})).rejects.toThrow('update operators');
  });
});

describe('EmbeddedCollection retired indexes', () => {
  it("removes a retired index's trees, also those a datafile restores, but not one a declared index still needs", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'wbk-drop-'));
    const trees = (c: unknown) => Object.keys((c as { ds: { indexes: Record<string, unknown> } }).ds.indexes).sort();
    try {
      const before = await EmbeddedDocStore.open(dataDir);
      const c = before.collection('enrollments') as unknown as EmbeddedCollection;
      await c.createIndexes([{ key: { status: 1, next_step_at: 1 } }, { key: { campaign_id: 1, status: 1 } }, { key: { email: 1 }, unique: true }]);
      await c.insertOne({ _id: 'a', status: 'pending', next_step_at: '2026-01-01', campaign_id: 'c', email: 'a@x' });
      expect(trees(c)).toEqual(['_id', 'campaign_id', 'email', 'status']);
      await before.close();

      // The next version declares the campaign index only, and retires the other two.
      const after = await EmbeddedDocStore.open(dataDir);
      const d = after.collection('enrollments') as unknown as EmbeddedCollection;
      await d.createIndexes([{ key: { campaign_id: 1, status: 1 } }]);
      expect(trees(d)).toEqual(['_id', 'campaign_id', 'email', 'status']);
      await d.dropIndex({ key: { status: 1, next_step_at: 1 } });
      await d.dropIndex({ key: { email: 1 } });
      await d.dropIndex({ key: { campaign_id: 1, status: 1 }, name: 'not_this_one' });
      expect(trees(d)).toEqual(['_id', 'campaign_id']);
      expect(d.explain({ campaign_id: 'c' }, { sort: { status: 1 } })).toBe('index-range');
      expect(d.explain({ status: 'pending' }, { sort: { next_step_at: 1 } })).toBe('scan');
      await after.close();

      const reopened = await EmbeddedDocStore.open(dataDir);
      const e = reopened.collection('enrollments') as unknown as EmbeddedCollection;
      expect(await e.countDocuments({ status: 'pending' })).toBe(1);
      expect(trees(e)).toEqual(['_id', 'campaign_id']);
      await reopened.close();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('EmbeddedCollection list plans', () => {
  it('answers the live-records list from the ordered index, and other queries by scan', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'wbk-plan-'));
    const store = await EmbeddedDocStore.open(dataDir);
    try {
      const c = store.collection('contacts') as unknown as EmbeddedCollection;
      await c.createIndexes([{ key: { workspace_id: 1, deleted_at: 1, created_date: -1, _id: -1 } }]);
      const newest = { sort: { created_date: -1 as const, _id: -1 as const }, skip: 100, limit: 10 };
      expect(c.explain({ workspace_id: 'w', deleted_at: null }, newest)).toBe('index-range');
      expect(c.explain({ workspace_id: 'w', deleted_at: null, email: 'a@x' }, newest)).toBe('index-walk');
      expect(c.explain({ workspace_id: 'w' }, { sort: { name: 1 } })).toBe('scan');
      await c.insertMany([
        { _id: 'a', workspace_id: 'w', deleted_at: null, created_date: '2024-01-01' },
        { _id: 'b', workspace_id: 'w', created_date: '2024-01-02' },
        { _id: 'c', workspace_id: 'w', deleted_at: '2024-02-01', created_date: '2024-01-03' },
      ]);
    } finally {
      await store.close();
    }
    // Rebuilt from the datafile on load.
    const reopened = await EmbeddedDocStore.open(dataDir);
    try {
      const c = reopened.collection('contacts') as unknown as EmbeddedCollection;
      await c.createIndexes([{ key: { workspace_id: 1, deleted_at: 1, created_date: -1, _id: -1 } }]);
      const filter = { workspace_id: 'w', deleted_at: null };
      expect(c.explain(filter, { sort: { created_date: -1, _id: -1 } })).toBe('index-range');
      expect((await c.find(filter, { sort: { created_date: -1, _id: -1 } })).map((d) => d._id)).toEqual(['b', 'a']);
      expect(await c.countDocuments(filter)).toBe(2);
    } finally {
      await reopened.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
