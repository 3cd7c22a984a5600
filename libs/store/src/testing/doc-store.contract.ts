import { isDuplicateKeyError, type Collection, type Doc, type DocStore, type Filter } from '../doc-store';
import { isStorableKeyError } from '../storable-keys';
import { describeIndexedListPages } from './indexed-list-pages.contract';

export interface ContractHarness {
  store: DocStore;
  /** Closes `store` and opens a new one over the same data. */
  reopen: () => Promise<DocStore>;
  cleanup: () => Promise<void>;
}

export interface ContractOptions {
  /** How long expired documents may stay visible (MongoDB's TTL monitor runs every 60 s). */
  ttlGraceMs?: number;
}

/**
 * The one behaviour contract every DocStore adapter must pass
 * (the embedded adapter must not drift from MongoDB).
 * Each test uses its own collection so one store serves the whole suite.
 */
export function describeDocStoreContract(
  name: string,
  open: () => Promise<ContractHarness>,
  options: ContractOptions = {},
): void {
  describe(`DocStore contract: ${name}`, () => {
    let harness: ContractHarness;
    let store: DocStore;
    let seq = 0;
    const fresh = <T extends Doc = Doc>(): Collection<T> => store.collection<T>(`c${Date.now().toString(36)}_${(seq += 1)}`);

    beforeAll(async () => {
      harness = await open();
      store = harness.store;
    });
    afterAll(async () => {
      await harness?.cleanup();
    });

    async function expectDuplicate(op: Promise<unknown>, index?: string): Promise<void> {
      const err: unknown = await op.then(
        () => null,
        (e: unknown) => e,
      );
      expect(isDuplicateKeyError(err)).toBe(true);
      if (index !== undefined && isDuplicateKeyError(err)) expect(err.index).toBe(index);
    }

    const people = [
      { _id: 'p1', workspace_id: 'w1', name: 'Ada', age: 36, tags: ['a', 'b'], profile: { city: 'London' }, items: [{ k: 'x', n: 1 }] },
      { _id: 'p2', workspace_id: 'w1', name: 'bob', age: 25, tags: ['b'], profile: { city: 'Paris' }, items: [{ k: 'y', n: 5 }] },
      { _id: 'p3', workspace_id: 'w2', name: 'Cy', age: 41, tags: [], profile: { city: 'London' }, deleted_at: null },
      { _id: 'p4', workspace_id: 'w1', name: 'Dee', tags: ['c'], deleted_at: new Date('2024-01-01T00:00:00Z') },
    ];

    it('answers ping', async () => {
      expect(await store.ping()).toBe(true);
    });

    it('refuses keys no store can hold the same way, writing nothing', async () => {
      const contacts = fresh();
      const refused = (op: Promise<unknown>) => op.then(() => null, (e: unknown) => e).then((e) => isStorableKeyError(e));
      expect(await refused(contacts.insertOne({ _id: 'c1', custom_fields: { 'a\0b': 1 } }))).toBe(true);
      expect(await refused(contacts.insertMany([{ _id: 'c2' }, { _id: 'c3', custom_fields: { '': 1 } }]))).toBe(true);
      expect(await contacts.countDocuments({})).toBe(0);
      await contacts.insertOne({ _id: 'c4', custom_fields: {} });
      expect(await refused(contacts.updateOne({ _id: 'c4' }, { $set: { 'custom_fields.a\0b': 1 } }))).toBe(true);
      expect(await refused(contacts.find({ 'custom_fields.\0': 1 }))).toBe(true);
      expect(await contacts.findOne({ _id: 'c4' })).toEqual({ _id: 'c4', custom_fields: {} });
    });

    it('inserts and finds documents; a second _id is a DuplicateKeyError', async () => {
      const c = fresh();
      await c.insertOne({ _id: 'a', v: 1 });
      expect(await c.findOne({ _id: 'a' })).toEqual({ _id: 'a', v: 1 });
      expect(await c.findOne({ _id: 'missing' })).toBeNull();
      await expectDuplicate(c.insertOne({ _id: 'a', v: 2 }), '_id_');
      expect(await c.findOne({ _id: 'a' })).toEqual({ _id: 'a', v: 1 });
    });

    it('insertMany is ordered: documents before a duplicate stay', async () => {
      const c = fresh();
      await c.insertMany([]);
      await c.insertOne({ _id: 'b' });
      await expectDuplicate(c.insertMany([{ _id: 'a' }, { _id: 'b' }, { _id: 'c' }]));
      expect((await c.find({}, { sort: { _id: 1 } })).map((d) => d._id)).toEqual(['a', 'b']);
    });

    it('keeps what was inserted, whatever the caller does to its objects afterwards', async () => {
      const c = fresh();
      const at = new Date('2026-11-24T10:00:00.000Z');
      const one = { _id: 'one', at, user: { id: 'u1', tags: ['a', { deep: 1 }] } };
      const many = [{ _id: 'm1', details: { status: 200 } }, { _id: 'm2', details: { status: 201 } }];
      await c.insertOne(one);
      await c.insertMany(many);
      one.user.id = 'changed';
      (one.user.tags[1] as { deep: number }).deep = 2;
      one.user.tags.push('b');
      many[0]!.details.status = 500;
      expect(await c.findOne({ _id: 'one' })).toEqual({ _id: 'one', at: new Date('2026-11-24T10:00:00.000Z'), user: { id: 'u1', tags: ['a', { deep: 1 }] } });
      expect((await c.find({}, { sort: { _id: 1 } })).filter((d) => d._id !== 'one').map((d) => d['details'])).toEqual([{ status: 200 }, { status: 201 }]);
    });

    it('supports every query operator of the port', async () => {
      const c = fresh();
      await c.insertMany(people);
      const ids = async (filter: Record<string, unknown>): Promise<string[]> =>
        (await c.find(filter, { sort: { _id: 1 } })).map((d) => d._id);
      expect(await ids({ workspace_id: 'w1' })).toEqual(['p1', 'p2', 'p4']);
      expect(await ids({ 'profile.city': 'London' })).toEqual(['p1', 'p3']);
      expect(await ids({ age: { $eq: 25 } })).toEqual(['p2']);
      expect(await ids({ tags: 'b' })).toEqual(['p1', 'p2']);
      expect(await ids({ tags: { $ne: 'b' } })).toEqual(['p3', 'p4']);
      expect(await ids({ age: { $ne: 25 } })).toEqual(['p1', 'p3', 'p4']);
      expect(await ids({ name: { $in: ['Ada', 'Cy', 'zz'] } })).toEqual(['p1', 'p3']);
      expect(await ids({ tags: { $in: ['c', 'a'] } })).toEqual(['p1', 'p4']);
      expect(await ids({ tags: { $nin: ['b'] } })).toEqual(['p3', 'p4']);
      expect(await ids({ age: { $gt: 25 } })).toEqual(['p1', 'p3']);
      expect(await ids({ age: { $gte: 25, $lt: 41 } })).toEqual(['p1', 'p2']);
      expect(await ids({ age: { $lte: 36 } })).toEqual(['p1', 'p2']);
      expect(await ids({ age: { $exists: false } })).toEqual(['p4']);
      expect(await ids({ deleted_at: { $exists: true } })).toEqual(['p3', 'p4']);
      expect(await ids({ deleted_at: null })).toEqual(['p1', 'p2', 'p3']);
      expect(await ids({ deleted_at: { $ne: null } })).toEqual(['p4']);
      expect(await ids({ deleted_at: { $lt: new Date('2025-01-01T00:00:00Z') } })).toEqual(['p4']);
      expect(await ids({ name: { $regex: '^[a-c]' } })).toEqual(['p2']);
      expect(await ids({ name: { $regex: '^[a-c]', $options: 'i' } })).toEqual(['p1', 'p2', 'p3']);
      expect(await ids({ tags: { $size: 1 } })).toEqual(['p2', 'p4']);
      expect(await ids({ items: { $elemMatch: { k: 'y', n: { $gte: 5 } } } })).toEqual(['p2']);
      expect(await ids({ items: { $elemMatch: { k: 'x', n: { $gte: 5 } } } })).toEqual([]);
      expect(await ids({ tags: { $elemMatch: { $in: ['a', 'c'] } } })).toEqual(['p1', 'p4']);
      expect(await ids({ 'items.k': 'x' })).toEqual(['p1']);
      expect(await ids({ $or: [{ name: 'Cy' }, { age: 25 }] })).toEqual(['p2', 'p3']);
      expect(await ids({ $and: [{ workspace_id: 'w1' }, { tags: 'b' }], age: { $gt: 30 } })).toEqual(['p1']);
      expect(await ids({ profile: { city: 'Paris' } })).toEqual(['p2']);
    });

    it('sorts, skips and limits, and counts', async () => {
      const c = fresh();
      await c.insertMany(people);
      const names = async (opts: Parameters<Collection['find']>[1]): Promise<unknown[]> =>
        (await c.find({ workspace_id: 'w1' }, opts)).map((d) => d.name);
      expect(await names({ sort: { name: 1 } })).toEqual(['Ada', 'Dee', 'bob']);
      expect(await names({ sort: { name: -1 }, skip: 1, limit: 1 })).toEqual(['Dee']);
      expect(await names({ sort: { _id: 1 }, skip: 2 })).toEqual(['Dee']);
      expect(await names({ sort: { _id: 1 }, limit: 2 })).toEqual(['Ada', 'bob']);
      const multi = await c.find({}, { sort: { 'profile.city': -1, age: -1 }, limit: 3 });
      expect(multi.map((d) => d._id)).toEqual(['p2', 'p3', 'p1']);
      expect((await c.findOne({ workspace_id: 'w1' }, { sort: { age: -1 } }))?._id).toBe('p1');
      expect(await c.countDocuments({})).toBe(4);
      expect(await c.countDocuments({ workspace_id: 'w1', tags: 'b' })).toBe(2);
      expect(await c.countDocuments({ workspace_id: 'none' })).toBe(0);
    });

    it('applies $set $unset $inc $push $addToSet $pull and reports counts', async () => {
      const c = fresh();
      await c.insertOne({ _id: 'd', n: 1, tags: ['a'], items: [{ k: 'x' }, { k: 'y' }], gone: true, profile: { city: 'Rome' } });
      const r = await c.updateOne(
        { _id: 'd' },
        { $set: { 'profile.zip': '001', title: 'T' }, $unset: { gone: '' }, $inc: { n: 2, fresh_counter: 1 }, $push: { log: 'one' } },
      );
      expect(r).toEqual({ matchedCount: 1, modifiedCount: 1, upsertedId: null });
      await c.updateOne({ _id: 'd' }, { $push: { log: { $each: ['two', 'three'] } }, $addToSet: { tags: { $each: ['a', 'b'] } } });
      await c.updateOne({ _id: 'd' }, { $addToSet: { tags: 'c' }, $pull: { items: { k: 'x' } } });
      await c.updateOne({ _id: 'd' }, { $pull: { log: 'two' } });
      expect(await c.findOne({ _id: 'd' })).toEqual({
        _id: 'd',
        n: 3,
        fresh_counter: 1,
        tags: ['a', 'b', 'c'],
        items: [{ k: 'y' }],
        profile: { city: 'Rome', zip: '001' },
        title: 'T',
        log: ['one', 'three'],
      });
      const noop = await c.updateOne({ _id: 'd' }, { $set: { n: 3 }, $addToSet: { tags: 'a' } });
      expect(noop).toEqual({ matchedCount: 1, modifiedCount: 0, upsertedId: null });
      expect(await c.updateOne({ _id: 'none' }, { $set: { n: 1 } })).toEqual({ matchedCount: 0, modifiedCount: 0, upsertedId: null });
    });

    it('updateMany updates every match', async () => {
      const c = fresh();
      await c.insertMany(people);
      const r = await c.updateMany({ workspace_id: 'w1' }, { $set: { flagged: true } });
      expect(r).toEqual({ matchedCount: 3, modifiedCount: 3, upsertedId: null });
      expect(await c.countDocuments({ flagged: true })).toBe(3);
      expect((await c.updateMany({ workspace_id: 'w1' }, { $set: { flagged: true } })).modifiedCount).toBe(0);
    });

    it('upserts with a string _id and the filter equalities', async () => {
      const c = fresh();
      const r = await c.updateOne(
        { workspace_id: 'w1', key: 'k1', 'scope.kind': 'x', age: { $gt: 3 } },
        { $inc: { count: 1 } },
        { upsert: true },
      );
      expect(typeof r.upsertedId).toBe('string');
      expect(r).toMatchObject({ matchedCount: 0, modifiedCount: 0 });
      expect(await c.findOne({ _id: r.upsertedId! })).toEqual({ _id: r.upsertedId, workspace_id: 'w1', key: 'k1', scope: { kind: 'x' }, count: 1 });
      const again = await c.updateOne({ workspace_id: 'w1', key: 'k1' }, { $inc: { count: 1 } }, { upsert: true });
      expect(again).toEqual({ matchedCount: 1, modifiedCount: 1, upsertedId: null });
      const pinned = await c.updateOne({ _id: 'mine' }, { $set: { v: 1 } }, { upsert: true });
      expect(pinned.upsertedId).toBe('mine');
      expect(await c.countDocuments({})).toBe(2);
    });

    it('findOneAndUpdate returns the document before or after', async () => {
      const c = fresh();
      await c.insertOne({ _id: 's', seq: 1 });
      expect(await c.findOneAndUpdate({ _id: 's' }, { $inc: { seq: 1 } })).toEqual({ _id: 's', seq: 1 });
      expect(await c.findOneAndUpdate({ _id: 's' }, { $inc: { seq: 1 } }, { returnDocument: 'after' })).toEqual({ _id: 's', seq: 3 });
      expect(await c.findOneAndUpdate({ _id: 'x' }, { $inc: { seq: 1 } })).toBeNull();
      expect(await c.findOneAndUpdate({ _id: 'x' }, { $inc: { seq: 1 } }, { upsert: true, returnDocument: 'before' })).toBeNull();
      expect(await c.findOneAndUpdate({ _id: 'y' }, { $set: { a: 1 } }, { upsert: true, returnDocument: 'after' })).toEqual({ _id: 'y', a: 1 });
      expect(await c.findOne({ _id: 'x' })).toEqual({ _id: 'x', seq: 1 });
    });

    it('replaceOne keeps the _id and upserts', async () => {
      const c = fresh();
      await c.insertOne({ _id: 'r', a: 1, b: 2 });
      const r = await c.replaceOne({ a: 1 }, { _id: 'other', c: 3 });
      expect(r).toEqual({ matchedCount: 1, modifiedCount: 1, upsertedId: null });
      expect(await c.find({})).toEqual([{ _id: 'r', c: 3 }]);
      expect((await c.replaceOne({ _id: 'r' }, { _id: 'r', c: 3 })).modifiedCount).toBe(0);
      expect(await c.replaceOne({ a: 9 }, { _id: 'n', d: 1 })).toEqual({ matchedCount: 0, modifiedCount: 0, upsertedId: null });
      const up = await c.replaceOne({ a: 9 }, { _id: 'n', d: 1 }, { upsert: true });
      expect(up.upsertedId).toBe('n');
      expect(await c.findOne({ _id: 'n' })).toEqual({ _id: 'n', d: 1 });
      expect((await c.replaceOne({ _id: 'p' }, { _id: 'p', e: 1 }, { upsert: true })).upsertedId).toBe('p');
    });

    it('deletes one or many', async () => {
      const c = fresh();
      await c.insertMany(people);
      expect(await c.deleteOne({ workspace_id: 'w1' })).toEqual({ deletedCount: 1 });
      expect(await c.deleteOne({ workspace_id: 'none' })).toEqual({ deletedCount: 0 });
      expect(await c.deleteMany({ workspace_id: 'w1' })).toEqual({ deletedCount: 2 });
      expect(await c.countDocuments({})).toBe(1);
    });

    it('enforces unique indexes on insert, update, upsert and index creation', async () => {
      const c = fresh();
      const spec = [{ key: { workspace_id: 1 as const, email: 1 as const }, unique: true, name: 'ws_email' }];
      await c.createIndexes(spec);
      await c.createIndexes(spec);
      await c.createIndexes([{ key: { slug: 1 }, unique: true, sparse: true }]);
      await c.insertOne({ _id: '1', workspace_id: 'w1', email: 'a@x', slug: 's1' });
      await c.insertOne({ _id: '2', workspace_id: 'w2', email: 'a@x' });
      await c.insertOne({ _id: '3', workspace_id: 'w1', email: 'b@x' });
      await expectDuplicate(c.insertOne({ _id: '4', workspace_id: 'w1', email: 'a@x' }), 'ws_email');
      await expectDuplicate(c.updateOne({ _id: '3' }, { $set: { email: 'a@x' } }), 'ws_email');
      await expectDuplicate(c.updateOne({ _id: '3' }, { $set: { slug: 's1' } }), 'slug_1');
      await expectDuplicate(c.updateOne({ workspace_id: 'w9', slug: 's1' }, { $set: { email: 'z@x' } }, { upsert: true }), 'slug_1');
      await expectDuplicate(c.replaceOne({ _id: '2' }, { _id: '2', workspace_id: 'w1', email: 'b@x' }), 'ws_email');
      expect(await c.findOne({ _id: '3' })).toEqual({ _id: '3', workspace_id: 'w1', email: 'b@x' });
      expect(await c.countDocuments({})).toBe(3);
      const d = fresh();
      await d.insertMany([{ _id: 'a', code: 1 }, { _id: 'b', code: 1 }]);
      await expectDuplicate(d.createIndexes([{ key: { code: 1 }, unique: true }]));
    });

    it('lets documents without the fields of a sparse compound unique index coexist', async () => {
      const c = fresh();
      await c.createIndexes([{ key: { workspace_id: 1, external_id: 1 }, unique: true, sparse: true }]);
      await c.insertMany([{ _id: 'a' }, { _id: 'b' }, { _id: 'c', workspace_id: 'w', external_id: 'e' }]);
      await expectDuplicate(c.insertOne({ _id: 'd', workspace_id: 'w', external_id: 'e' }), 'workspace_id_1_external_id_1');
      expect(await c.countDocuments({})).toBe(3);
    });

    it('answers through a sparse index exactly as without it, for documents with the field, without it and with null', async () => {
      const c = fresh();
      await c.createIndexes([{ key: { pending: 1 }, name: 'pending', sparse: true }]);
      await c.insertMany([{ _id: 'a', pending: true }, { _id: 'b' }, { _id: 'c', pending: null }, { _id: 'd', pending: true }]);
      await c.updateOne({ _id: 'b' }, { $set: { pending: true } });
      await c.updateOne({ _id: 'a' }, { $unset: { pending: '' } });
      const ids = async (filter: Filter) => (await c.find(filter, { sort: { _id: 1 } })).map((doc) => doc._id);
      expect(await ids({ pending: true })).toEqual(['b', 'd']);
      expect(await c.countDocuments({ pending: true })).toBe(2);
      expect(await ids({ pending: null })).toEqual(['a', 'c']);
      expect(await ids({ pending: { $exists: false } })).toEqual(['a']);
      expect(await c.countDocuments({})).toBe(4);
    });

    it('expires documents through a TTL index', async () => {
      const c = fresh();
      await c.createIndexes([{ key: { expires_at: 1 }, expireAfterSeconds: 0 }]);
      await c.insertMany([
        { _id: 'old', expires_at: new Date(Date.now() - 60_000) },
        { _id: 'new', expires_at: new Date(Date.now() + 3_600_000) },
        { _id: 'none' },
      ]);
      const deadline = Date.now() + (options.ttlGraceMs ?? 0);
      while ((await c.countDocuments({ _id: 'old' })) > 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 1_000));
      }
      expect((await c.find({}, { sort: { _id: 1 } })).map((d) => d._id)).toEqual(['new', 'none']);
    }, (options.ttlGraceMs ?? 0) + 10_000);

    it('round-trips user JSON exactly: dotted, $-prefixed and __proto__ keys, nesting, scalars, Dates', async () => {
      const c = fresh();
      const userJson = JSON.parse(
        '{"a.b":1,"$set":{"$$date":5,"x.y":[{".":"%","%2E":"%25"}]},"__proto__":{"polluted":true},"%24k":"lit",' +
          '"nested":[[1,[2,{"$in":null}]],{"k":null}],"t":true,"f":false,"n":-1.5,"z":0,"s":"","$":"dollar","..":"dots"}',
      ) as Record<string, unknown>;
      const when = new Date('2024-05-06T07:08:09.123Z');
      const doc = { _id: 'u', custom_fields: userJson, metadata: { when, 'when.later': [when] } };
      await c.insertOne(doc);
      const got = await c.findOne({ _id: 'u' });
      expect(got).toEqual(doc);
      expect(JSON.stringify(got)).toBe(JSON.stringify(doc));
      const cf = got!.custom_fields as Record<string, unknown>;
      expect(Object.getPrototypeOf(cf)).toBe(Object.prototype);
      expect(Object.prototype.hasOwnProperty.call(cf, '__proto__')).toBe(true);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expect((got!.metadata as { when: unknown }).when).toBeInstanceOf(Date);

      const updated = await c.findOneAndUpdate(
        { _id: 'u' },
        { $set: { action_config: userJson, 'metadata.extra': { '$x.y': when } }, $push: { history: { '.k': 1 } } },
        { returnDocument: 'after' },
      );
      expect(updated).toEqual({ ...doc, action_config: userJson, metadata: { ...doc.metadata, extra: { '$x.y': when } }, history: [{ '.k': 1 }] });
      expect(await c.findOne({ action_config: userJson })).toEqual(updated);
      await c.updateOne({ _id: 'u' }, { $pull: { history: { '.k': 1 } } });
      expect((await c.findOne({ _id: 'u' }))!.history).toEqual([{ '.k': 1 }]);
      await c.replaceOne({ _id: 'u' }, { _id: 'u', custom_fields: userJson });
      expect(JSON.stringify(await c.findOne({ _id: 'u' }))).toBe(JSON.stringify({ _id: 'u', custom_fields: userJson }));
    });

    describeIndexedListPages(fresh, options.ttlGraceMs ?? 0);

    it('keeps data, deletions, Dates and unique indexes across close and reopen', async () => {
      const name = `persist_${Date.now().toString(36)}`;
      const c = store.collection(name);
      await c.createIndexes([{ key: { email: 1 }, unique: true }]);
      const at = new Date('2023-03-04T05:06:07.000Z');
      await c.insertMany([
        { _id: 'a', email: 'a@x', at, cf: { 'k.1': { $v: 1 } } },
        { _id: 'b', email: 'b@x' },
        { _id: 'c', email: 'c@x' },
      ]);
      await c.updateOne({ _id: 'a' }, { $inc: { n: 5 } });
      await c.deleteOne({ _id: 'b' });
      store = await harness.reopen();
      const again = store.collection(name);
      expect(await again.find({}, { sort: { _id: 1 } })).toEqual([
        { _id: 'a', email: 'a@x', at, cf: { 'k.1': { $v: 1 } }, n: 5 },
        { _id: 'c', email: 'c@x' },
      ]);
      await expectDuplicate(again.insertOne({ _id: 'd', email: 'c@x' }));
    });

    it('drops a retired index for good, and drops nothing when there is none', async () => {
      const name = `retired_${Date.now().toString(36)}`;
      const c = store.collection(name);
      await c.dropIndex({ key: { email: 1 } });
      await c.createIndexes([{ key: { email: 1 }, unique: true }, { key: { workspace_id: 1, status: 1 } }]);
      await c.insertOne({ _id: 'a', workspace_id: 'w', status: 'new', email: 'a@x' });
      await c.dropIndex({ key: { email: 1 } });
      await c.dropIndex({ key: { email: 1 } });
      await c.dropIndex({ key: { workspace_id: 1, status: 1 } });
      await c.insertOne({ _id: 'b', workspace_id: 'w', status: 'new', email: 'a@x' });
      store = await harness.reopen();
      const again = store.collection(name);
      await again.insertOne({ _id: 'c', workspace_id: 'w', status: 'new', email: 'a@x' });
      expect(await again.countDocuments({ workspace_id: 'w', status: 'new' })).toBe(3);
      await again.updateOne({ _id: 'b' }, { $set: { status: 'done' } });
      expect((await again.find({ workspace_id: 'w', status: 'new' }, { sort: { _id: 1 } })).map((doc) => doc._id)).toEqual(['a', 'c']);
    });
  });
}
