import type { Collection, Doc } from '../doc-store';

/**
 * Part of the DocStore contract: the list queries every service runs (workspace,
 * soft-delete, newest first) must give the same pages through a compound index
 * as a plain scan does, in MongoDB's type order, after every kind of write and
 * after TTL expiry. `fresh` gives a new empty collection of the store under test;
 * `ttlGraceMs` is how long an expired document may stay visible.
 */
export function describeIndexedListPages(fresh: () => Collection, ttlGraceMs: number): void {
  describe('list queries through a compound index give the same pages as without it', () => {
    const LIST_INDEX = { workspace_id: 1 as const, deleted_at: 1 as const, created_date: -1 as const, _id: -1 as const };
    const at = (day: number): Date => new Date(Date.UTC(2024, 0, day));
    // Mixed types on the sorted field (MongoDB order: missing = null < numbers < strings < objects < booleans < Dates).
    const created: unknown[] = [5, 3.5, 'b', 'a', at(2), at(1), true, false, null, undefined, { y: 1 }, -2, 'b', at(2)];
    const seed = (): Doc[] => {
      const docs: Doc[] = [];
      for (let i = 0; i < 42; i += 1) {
        const doc: Doc = { _id: `d${String(i).padStart(2, '0')}`, workspace_id: i % 3 === 2 ? 'w2' : 'w1', rank: i % 5 };
        const c = created[i % created.length];
        if (c !== undefined) doc.created_date = c;
        if (i % 4 === 1) doc.deleted_at = at(10);
        else if (i % 4 === 2) doc.deleted_at = null;
        docs.push(doc);
      }
      return docs;
    };
    let indexed: Collection;
    let plain: Collection;
    const both = async (fn: (c: Collection) => Promise<unknown>): Promise<void> => {
      await fn(indexed);
      await fn(plain);
    };
    const same = async (filter: Record<string, unknown>, sort?: Record<string, 1 | -1>): Promise<void> => {
      const total = await plain.countDocuments(filter);
      expect(await indexed.countDocuments(filter)).toBe(total);
      const all = (await plain.find(filter, sort ? { sort } : {})).map((d) => d._id);
      const got = (await indexed.find(filter, sort ? { sort } : {})).map((d) => d._id);
      // Without a sort the order is unspecified: compare as sets.
      if (!sort) {
        expect([...got].sort()).toEqual([...all].sort());
        return;
      }
      expect(got).toEqual(all);
      for (const [skip, limit] of [[0, 3], [2, 3], [Math.max(0, total - 1), 5], [total + 2, 2], [1, 0]] as const) {
        expect((await indexed.find(filter, { sort, skip, limit })).map((d) => d._id)).toEqual(all.slice(skip, limit ? skip + limit : undefined));
      }
    };
    const checkAll = async (): Promise<void> => {
      const newest = { created_date: -1 as const, _id: -1 as const };
      const oldest = { created_date: 1 as const, _id: 1 as const };
      for (const ws of ['w1', 'w2', 'none']) {
        await same({ workspace_id: ws, deleted_at: null }, newest);
        await same({ workspace_id: ws, deleted_at: null }, oldest);
        await same({ workspace_id: ws, deleted_at: { $eq: null } }, newest);
        await same({ workspace_id: ws, deleted_at: at(10) }, newest);
        await same({ workspace_id: ws }, { deleted_at: 1, created_date: -1, _id: -1 });
        await same({ workspace_id: ws }, { deleted_at: -1, created_date: 1, _id: 1 });
        await same({ workspace_id: ws, deleted_at: null, rank: { $gte: 2 } }, newest);
        await same({ workspace_id: ws, deleted_at: null, $or: [{ rank: 0 }, { created_date: 'b' }] }, oldest);
        await same({ workspace_id: ws, deleted_at: null });
        await same({ workspace_id: ws, rank: 3 }, newest);
      }
      await same({ workspace_id: 'w1', deleted_at: null, created_date: 'b' }, { _id: -1 });
      await same({ workspace_id: 'w1', deleted_at: null, created_date: null }, { _id: 1 });
    };

    beforeAll(async () => {
      indexed = fresh();
      plain = fresh();
      await indexed.createIndexes([{ key: LIST_INDEX }, { key: { expires_at: 1 }, expireAfterSeconds: 0 }]);
      await both((c) => c.insertMany(seed()));
    });

    it('on mixed types, nulls and missing fields, in both directions, with residual predicates', async () => {
      await checkAll();
      const page = await indexed.find({ workspace_id: 'w1', deleted_at: null }, { sort: { created_date: 1, _id: 1 } });
      // Spot check of MongoDB's type order, so both adapters are held to it (not only to each other).
      const rank = (v: unknown): number =>
        v === undefined || v === null ? 0 : typeof v === 'number' ? 1 : typeof v === 'string' ? 2 : typeof v === 'boolean' ? 4 : v instanceof Date ? 5 : 3;
      const ranks = page.map((d) => rank(d.created_date));
      expect(new Set(ranks).size).toBe(6);
      expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    });

    it('after updates that move documents in the index, replaces and deletes', async () => {
      await both(async (c) => {
        await c.updateOne({ _id: 'd00' }, { $set: { created_date: at(30) } });
        await c.updateMany({ workspace_id: 'w1', rank: 1 }, { $set: { deleted_at: at(11) } });
        await c.updateOne({ _id: 'd05' }, { $unset: { deleted_at: '' } });
        await c.updateOne({ _id: 'd06' }, { $set: { workspace_id: 'w2' } });
        await c.replaceOne({ _id: 'd07' }, { _id: 'd07', workspace_id: 'w1', created_date: 'aa' });
        await c.findOneAndUpdate({ _id: 'd09' }, { $set: { created_date: -50 } });
        await c.deleteOne({ _id: 'd10' });
        await c.deleteMany({ workspace_id: 'w1', rank: 4 });
        await c.updateOne({ _id: 'new1' }, { $set: { workspace_id: 'w1', created_date: 'c', deleted_at: null } }, { upsert: true });
      });
      await checkAll();
    });

    it('after TTL expiry', async () => {
      await both(async (c) => {
        await c.insertMany([
          { _id: 't1', workspace_id: 'w1', deleted_at: null, created_date: 'zz', expires_at: new Date(Date.now() - 60_000) },
          { _id: 't2', workspace_id: 'w1', deleted_at: null, created_date: 'zy', expires_at: new Date(Date.now() + 3_600_000) },
        ]);
        // The plain twin has no TTL index: it loses the document the way a caller would.
        if (c === plain) await c.deleteOne({ _id: 't1' });
      });
      const deadline = Date.now() + ttlGraceMs;
      while ((await indexed.countDocuments({ _id: 't1' })) > 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 1_000));
      }
      await checkAll();
      const strings = await indexed.find({ workspace_id: 'w1', deleted_at: null, created_date: { $gte: 'zx', $lt: '~' } }, { sort: { created_date: -1, _id: -1 } });
      expect(strings.map((d) => d._id)).toEqual(['t2']);
    }, ttlGraceMs + 10_000);
  });
}
