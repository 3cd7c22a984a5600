import Datastore from '@seald-io/nedb';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isDuplicateKeyError } from '../doc-store';
import { EmbeddedDocStore } from './embedded-doc-store';
import { HashedUniqueKeys } from './hashed-id-index';
import type { StoredDoc } from './ordered-index';

const doc = (_id: unknown): StoredDoc => ({ _id }) as StoredDoc;

describe('HashedUniqueKeys', () => {
  it("refuses a key twice with the error nedb's rollback looks for", () => {
    const keys = new HashedUniqueKeys();
    keys.insert('a', doc('a'));
    const err = (() => {
      try {
        keys.insert('a', doc('a'));
      } catch (e) {
        return e as { errorType?: unknown; key?: unknown };
      }
      return null;
    })();
    expect(err).toMatchObject({ errorType: 'uniqueViolated', key: 'a' });
  });

  it('keeps keys of different types apart and Dates equal by instant, as nedb compares them', () => {
    const keys = new HashedUniqueKeys();
    const [asString, asNumber, asDate] = [doc('1'), doc(1), doc(new Date(1))];
    keys.insert('1', asString);
    keys.insert(1, asNumber);
    keys.insert(new Date(1), asDate);
    expect(keys.search('1')).toEqual([asString]);
    expect(keys.search(1)).toEqual([asNumber]);
    expect(keys.search(new Date(1))).toEqual([asDate]);
    expect(() => keys.insert(new Date(1), doc(new Date(1)))).toThrow('unique constraint');
    keys.delete(1);
    expect(keys.search(1)).toEqual([]);
    expect(keys.getNumberOfKeys()).toBe(2);
    expect(() => keys.insert({ nested: true }, doc('x'))).toThrow('_id must be');
  });

  it('answers a range in key order whatever the insertion order', () => {
    const keys = new HashedUniqueKeys();
    for (const id of ['d', 'a', 'e', 'c', 'b']) keys.insert(id, doc(id));
    expect(keys.betweenBounds({ $gt: 'a', $lte: 'd' }).map((d) => d._id)).toEqual(['b', 'c', 'd']);
    expect(keys.betweenBounds({ $gte: 'c' }).map((d) => d._id)).toEqual(['c', 'd', 'e']);
  });
});

describe('the _id index of an embedded collection', () => {
  it('finds, ranges over and refuses duplicate ids, also after a reload from the datafile', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'wbk-id-index-'));
    try {
      const first = await EmbeddedDocStore.open(dataDir);
      await first.collection('things').insertMany(['m', 'k', 'z', 'a'].map((_id) => ({ _id, n: 1 })));
      await first.collection('things').deleteOne({ _id: 'z' });
      await first.close();

      const store = await EmbeddedDocStore.open(dataDir);
      const things = store.collection('things');
      expect(await things.findOne({ _id: 'k' })).toEqual({ _id: 'k', n: 1 });
      expect(await things.findOne({ _id: 'z' })).toBeNull();
      expect((await things.find({ _id: { $gte: 'b' } }, { sort: { _id: 1 } })).map((d) => d._id)).toEqual(['k', 'm']);
      expect(isDuplicateKeyError(await things.insertOne({ _id: 'a', n: 2 }).catch((e: unknown) => e))).toBe(true);
      // An ordered batch keeps what came before its collision, as MongoDB's does.
      expect(isDuplicateKeyError(await things.insertMany([{ _id: 'b' }, { _id: 'm' }]).catch((e: unknown) => e))).toBe(true);
      expect((await things.find({}, { sort: { _id: 1 } })).map((d) => d._id)).toEqual(['a', 'b', 'k', 'm']);
      await things.insertOne({ _id: 'z', n: 3 });
      expect(await things.findOne({ _id: 'z' })).toEqual({ _id: 'z', n: 3 });
      await store.close();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
  it('reads a document by id straight from the index, and still lets nedb drop one its TTL index says expired', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'wbk-id-read-'));
    const finds = jest.spyOn(Datastore.prototype, 'findAsync');
    try {
      const store = await EmbeddedDocStore.open(dataDir);
      const entries = store.collection<{ _id: string; workspace_id: string; expires_at: Date }>('entries');
      await entries.createIndexes([{ key: { expires_at: 1 }, name: 'expiry', expireAfterSeconds: 0 }]);
      await entries.insertMany([
        { _id: 'live', workspace_id: 'w1', expires_at: new Date(Date.now() + 60_000) },
        { _id: 'gone', workspace_id: 'w1', expires_at: new Date(Date.now() - 1_000) },
      ]);
      finds.mockClear();
      expect(await entries.findOne({ _id: 'live' })).toMatchObject({ _id: 'live' });
      expect(await entries.findOne({ _id: 'live', workspace_id: 'w2' })).toBeNull();
      expect(await entries.updateOne({ _id: 'live', workspace_id: 'w1' }, { $set: { workspace_id: 'w1' } })).toMatchObject({ matchedCount: 1 });
      expect(finds).not.toHaveBeenCalled();
      expect(await entries.findOne({ _id: 'gone' })).toBeNull();
      expect(await entries.findOne({ _id: 'missing' })).toBeNull();
      expect(await entries.countDocuments({ workspace_id: 'w1' })).toBe(1);
      await store.close();
    } finally {
      finds.mockRestore();
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('answers an $in of ids from the index too, for reads and for updateMany, and sorts them when asked', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'wbk-id-in-'));
    const finds = jest.spyOn(Datastore.prototype, 'findAsync');
    try {
      const store = await EmbeddedDocStore.open(dataDir);
      const leases = store.collection<{ _id: string; owner: string | null; n: number }>('leases');
      await leases.insertMany(['c', 'a', 'b', 'd'].map((_id, n) => ({ _id, owner: null, n })));
      finds.mockClear();
      const claimed = await leases.updateMany({ _id: { $in: ['b', 'c', 'x', 'b'] }, owner: null }, { $set: { owner: 'p1' } });
      expect(claimed).toEqual({ matchedCount: 2, modifiedCount: 2, upsertedId: null });
      expect((await leases.find({ _id: { $in: ['a', 'b', 'c'] }, owner: 'p1' }, { sort: { _id: 1 } })).map((d) => d._id)).toEqual(['b', 'c']);
      expect((await leases.find({ _id: { $in: ['d', 'a'] } }, { sort: { n: -1 } })).map((d) => d._id)).toEqual(['d', 'a']);
      expect(await leases.countDocuments({ _id: { $in: ['a', 'd', 'zz'] } })).toBe(2);
      expect(await leases.find({ _id: { $in: [] } })).toEqual([]);
      expect(finds).not.toHaveBeenCalled();
      // Not only strings: left to nedb, with the same answer a scan gives.
      expect(await leases.countDocuments({ _id: { $in: ['a', 1] } })).toBe(1);
      await store.close();
    } finally {
      finds.mockRestore();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
