import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isDuplicateKeyError, type DocStore } from '../doc-store';
import { openStore } from '../open-store';
import { isUnsupportedQueryError } from '../query-errors';
import type { SqliteCollection } from './sqlite-collection';

describe('SQLite embedded store', () => {
  let dataDir: string;
  let store: DocStore;
  const reopen = async (): Promise<DocStore> => {
    await store.close();
    store = await openStore({ kind: 'embedded', dataDir });
    return store;
  };
  const sqlite = (name: string) => store.collection(name) as unknown as SqliteCollection;

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'wbk-sqlite-'));
    store = await openStore({ kind: 'embedded', dataDir });
  });
  afterEach(async () => {
    await store.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('reads, counts, updates and replaces by _id with the other fields of the filter still applied, expired documents hidden', async () => {
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
    expect(await contacts.find({ workspace_id: 'w1', deleted_at: null }, { sort: { created_at: -1 }, limit: 2 })).toEqual([
      expect.objectContaining({ _id: 'c48' }),
      expect.objectContaining({ _id: 'c46' }),
    ]);
  });

  it('rolls a unique conflict back whole and keeps answering from its indexes', async () => {
    const messages = store.collection('messages');
    await messages.createIndexes([{ key: { workspace_id: 1, public_id: 1 }, unique: true }, { key: { workspace_id: 1, status: 1 } }]);
    await messages.insertMany(Array.from({ length: 30 }, (_, i) => ({ _id: `m${i}`, workspace_id: 'w1', public_id: `local-${i}`, status: 'queued' })));
    await messages.updateOne({ _id: 'm3' }, { $set: { public_id: 'provider-3', status: 'sent' } });
    const conflict = await messages.updateOne({ _id: 'm1' }, { $set: { public_id: 'provider-3', status: 'sent' } }).catch((err: unknown) => err);
    expect(isDuplicateKeyError(conflict) && conflict.index).toBe('workspace_id_1_public_id_1');
    expect(await messages.findOne({ workspace_id: 'w1', public_id: 'local-1' })).toMatchObject({ _id: 'm1', status: 'queued' });
    expect(await messages.countDocuments({ workspace_id: 'w1', status: 'sent' })).toBe(1);
  });

  it('fails only the write that fails among writes issued together, and commits the others', async () => {
    const c = store.collection('burst');
    await c.insertOne({ _id: 'taken' });
    const results = await Promise.allSettled([c.insertOne({ _id: 'a' }), c.insertOne({ _id: 'taken', v: 2 }), c.updateOne({ _id: 'a' }, { $set: { v: 1 } }), c.insertOne({ _id: 'b' })]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
    await reopen();
    expect(await store.collection('burst').find({}, { sort: { _id: 1 } })).toEqual([{ _id: 'a', v: 1 }, { _id: 'b' }, { _id: 'taken' }]);
  });

  it('shows a write to no read before its promise resolved (it is committed by then)', async () => {
    const c = store.collection('visibility');
    const seenEarly: string[] = [];
    for (let i = 0; i < 50; i += 1) {
      let acknowledged = false;
      const write = c.insertOne({ _id: `d${i}` }).then(() => {
        acknowledged = true;
      });
      // Reads issued at different depths of the same turn, while the write is on its way.
      for (let k = 0; k < i % 10; k += 1) await Promise.resolve();
      const [found, count] = await Promise.all([c.findOne({ _id: `d${i}` }), c.countDocuments({ _id: `d${i}` })]);
      if ((found !== null || count !== 0) && !acknowledged) seenEarly.push(`d${i}`);
      await write;
    }
    expect(seenEarly).toEqual([]);
    expect(await c.countDocuments({})).toBe(50);
  });

  it('frees the unique key of an expired document at once', async () => {
    const keys = store.collection('idempotency');
    await keys.createIndexes([{ key: { key: 1 }, unique: true }, { key: { expires_at: 1 }, expireAfterSeconds: 0 }]);
    await keys.insertOne({ _id: 'a', key: 'k', expires_at: new Date(Date.now() + 100) });
    expect(isDuplicateKeyError(await keys.insertOne({ _id: 'b', key: 'k', expires_at: new Date(Date.now() + 60_000) }).catch((e: unknown) => e))).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 150));
    await keys.insertOne({ _id: 'c', key: 'k', expires_at: new Date(Date.now() + 60_000) });
    expect((await keys.find({})).map((d) => d._id)).toEqual(['c']);
  });

  it('refuses what the port does not support with an UnsupportedQueryError, before touching anything', async () => {
    const c = store.collection('x');
    await c.insertOne({ _id: 'a', v: 1 });
    for (const filter of [{ $where: 'true' }, { $expr: { $eq: ['$v', 1] } }, { v: { $function: {} } }, { v: { $type: 'number' } }, { v: { $gte: null } }, { $or: [] }]) {
      expect(isUnsupportedQueryError(await c.find(filter).catch((e: unknown) => e))).toBe(true);
    }
    for (const update of [{}, { v: 2 }, { $rename: { v: 'w' } }, { $set: { _id: 'b' } }, { $push: { l: { $each: [1], $slice: 1 } } }]) {
      expect(isUnsupportedQueryError(await c.updateOne({ _id: 'a' }, update as never).catch((e: unknown) => e))).toBe(true);
    }
    expect(await c.find({})).toEqual([{ _id: 'a', v: 1 }]);
  });

  it('rejects collection names that are not plain names', () => {
    expect(() => store.collection('../escape')).toThrow('invalid collection name');
    expect(() => store.collection('a"b')).toThrow('invalid collection name');
  });

  it('answers list pages through the index with no sort step, at any depth, and counts from it', async () => {
    const c = sqlite('contacts');
    await c.createIndexes([{ key: { workspace_id: 1, deleted_at: 1, created_date: -1, _id: -1 } }]);
    await c.insertMany(Array.from({ length: 300 }, (_, i) => ({ _id: `c${String(i).padStart(3, '0')}`, workspace_id: 'w', deleted_at: null, created_date: new Date(i) })));
    const page = { sort: { created_date: -1 as const, _id: -1 as const }, skip: 250, limit: 10 };
    const filter = { workspace_id: 'w', deleted_at: null };
    expect(c.explain(filter, page)).toBe('index-range');
    const plan = c.explainSql(filter, page).join('\n');
    expect(plan).toContain('USING INDEX');
    expect(plan).not.toContain('TEMP B-TREE');
    expect((await c.find(filter, page)).map((d) => d._id)).toEqual(Array.from({ length: 10 }, (_, i) => `c${String(49 - i).padStart(3, '0')}`));
    expect(await c.countDocuments(filter)).toBe(300);
    expect(c.explain({ ...filter, email: 'a@x' }, page)).toBe('index-walk');
    expect(c.explain({ workspace_id: 'w' }, { sort: { name: 1 } })).toBe('scan');
  });

  it('walks an index for a sort that adds an `_id` tie-break the index lacks, ordering equal keys by id', async () => {
    const c = sqlite('audit');
    await c.createIndexes([{ key: { workspace_id: 1, at: -1 }, name: 'workspace_at' }]);
    // Three documents share each instant, inserted out of id order, so the tie-break decides within each instant.
    const docs = Array.from({ length: 90 }, (_, i) => ({ _id: `e${String((i * 37) % 90).padStart(2, '0')}`, workspace_id: 'w', at: new Date(Date.UTC(2026, 0, 1) + Math.floor(i / 3) * 1000) }));
    await c.insertMany(docs);
    const ordered = (at: 1 | -1, id: 1 | -1): string[] =>
      [...docs].sort((a, b) => at * (a.at.getTime() - b.at.getTime()) || (a._id < b._id ? -id : id)).map((d) => d._id);
    const page = { sort: { at: -1 as const, _id: -1 as const }, skip: 40, limit: 10 };
    expect(c.explain({ workspace_id: 'w' }, page)).toBe('index-range');
    expect(c.explainSql({ workspace_id: 'w' }, page).join('\n')).toContain('USING INDEX');
    expect((await c.find({ workspace_id: 'w' }, page)).map((d) => d._id)).toEqual(ordered(-1, -1).slice(40, 50));
    expect((await c.find({ workspace_id: 'w' }, { sort: { at: 1, _id: 1 }, limit: 4 })).map((d) => d._id)).toEqual(ordered(1, 1).slice(0, 4));
    // A tie-break against the walk's direction is still exact: SQLite sorts each run of equal keys.
    expect((await c.find({ workspace_id: 'w' }, { sort: { at: -1, _id: 1 }, limit: 5 })).map((d) => d._id)).toEqual(ordered(-1, 1).slice(0, 5));
  });

  it('stops answering from an index once a document holds an array on its path, as MongoDB multikey indexes match elements', async () => {
    const c = sqlite('tagged');
    await c.createIndexes([{ key: { tag: 1 } }]);
    await c.insertOne({ _id: 'a', tag: 'b' });
    expect(c.explain({ tag: 'b' })).toBe('index-range');
    await c.insertOne({ _id: 'b', tag: ['a', 'b'] });
    expect(c.explain({ tag: 'b' })).toBe('scan');
    expect((await c.find({ tag: 'b' }, { sort: { _id: 1 } })).map((d) => d._id)).toEqual(['a', 'b']);
    await reopen();
    const again = sqlite('tagged');
    expect(again.explain({ tag: 'b' })).toBe('scan');
    expect(await again.countDocuments({ tag: 'a' })).toBe(1);
  });

  it('answers $in lists through the index, one probe per value', async () => {
    const c = sqlite('contacts');
    await c.createIndexes([{ key: { workspace_id: 1, email: 1 } }]);
    await c.insertMany(Array.from({ length: 20 }, (_, i) => ({ _id: `c${i}`, workspace_id: i < 10 ? 'w1' : 'w2', email: `e${i}@x` })));
    const filter = { workspace_id: 'w1', email: { $in: ['e1@x', 'e3@x', 'e12@x', 'none@x'] } };
    expect(c.explainSql(filter).join('\n')).toMatch(/SEARCH .* USING INDEX .*email/);
    expect((await c.find(filter, { sort: { _id: 1 } })).map((d) => d._id)).toEqual(['c1', 'c3']);
    expect(await c.countDocuments({ _id: { $in: ['c1', 'c19', 'c99'] } })).toBe(2);
  });

  it('drops a retired index and plans without it after reopening', async () => {
    const c = sqlite('enrollments');
    await c.createIndexes([{ key: { status: 1, next_step_at: 1 } }, { key: { campaign_id: 1, status: 1 } }]);
    await c.insertOne({ _id: 'a', status: 'pending', next_step_at: '2026-01-01', campaign_id: 'c' });
    await c.dropIndex({ key: { status: 1, next_step_at: 1 } });
    await reopen();
    const d = sqlite('enrollments');
    expect(d.explain({ campaign_id: 'c' }, { sort: { status: 1 } })).toBe('index-range');
    expect(d.explain({ status: 'pending' }, { sort: { next_step_at: 1 } })).toBe('scan');
    expect(await d.countDocuments({ status: 'pending' })).toBe(1);
  });
});
