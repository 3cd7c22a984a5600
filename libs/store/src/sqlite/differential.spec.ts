import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { isDuplicateKeyError, type Collection, type Doc, type DocStore, type Filter, type SortSpec, type UpdateSpec } from '../doc-store';
import { openStore } from '../open-store';
import { ReferenceCollection } from '../testing/reference-collection';

/**
 * The same random operations against the SQLite store and the mingo oracle
 * (and MongoDB too when MONGO_URL is set), compared after every step. The
 * SQLite collection carries a compound index, a sparse index and an index
 * that goes multikey, so every plan of query-plan.ts is exercised.
 */
const ids = fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f');
const day = (n: number): Date => new Date(Date.UTC(2024, 0, n));
const mixed = fc.oneof(fc.integer({ min: -3, max: 3 }), fc.constantFrom('x', 'y', 'Z', ''), fc.boolean(), fc.constantFrom(day(1), day(2)), fc.constant(null));
const docArb = fc.record(
  {
    _id: ids,
    ws: fc.constantFrom('w1', 'w2'),
    n: fc.oneof(fc.integer({ min: 0, max: 4 }), fc.constant(null)),
    s: fc.constantFrom('p', 'q', 'r'),
    m: mixed,
    cnt: fc.integer({ min: 0, max: 3 }),
    tags: fc.array(fc.constantFrom('t1', 't2', 't3'), { maxLength: 3 }),
    sub: fc.record({ k: fc.integer({ min: 0, max: 2 }) }),
  },
  { requiredKeys: ['_id'] },
);
const condition: fc.Arbitrary<Filter> = fc.oneof(
  fc.record({ ws: fc.constantFrom('w1', 'w2') }),
  fc.record({ n: fc.oneof(fc.integer({ min: 0, max: 4 }), fc.constant(null)) }),
  fc.record({ n: fc.record({ $in: fc.array(fc.oneof(fc.integer({ min: 0, max: 4 }), fc.constant(null)), { minLength: 1, maxLength: 3 }) }) }),
  fc.constantFrom<Filter>({ n: { $gt: 1 } }, { n: { $lte: 2 } }, { n: { $ne: null } }, { n: { $nin: [1, 2] } }),
  fc.record({ m: mixed }),
  fc.constantFrom<Filter>({ m: { $gte: 0 } }, { m: { $lt: 'y' } }, { m: { $gt: false } }, { m: { $lt: day(2) } }, { m: { $exists: false } }),
  fc.record({ s: fc.constantFrom('p', 'q', 'r') }),
  fc.constantFrom<Filter>({ s: { $exists: true } }, { s: { $regex: '^[pq]' } }, { s: { $regex: 'P', $options: 'i' } }),
  fc.record({ tags: fc.constantFrom('t1', 't2') }),
  fc.constantFrom<Filter>({ tags: { $size: 0 } }, { tags: { $elemMatch: { $in: ['t3'] } } }, { 'sub.k': 1 }, { sub: { k: 2 } }),
);
const filterArb: fc.Arbitrary<Filter> = fc.oneof(
  fc.array(condition, { maxLength: 3 }).map((parts) => Object.assign({}, ...parts) as Filter),
  fc.tuple(condition, condition).map(([a, b]) => ({ $or: [a, b] })),
  fc.tuple(condition, condition).map(([a, b]) => ({ $and: [a, b] })),
);
const updateArb: fc.Arbitrary<UpdateSpec> = fc.oneof(
  fc.record({ $set: fc.record({ n: fc.oneof(fc.integer({ min: 0, max: 4 }), fc.constant(null)) }) }),
  fc.record({ $set: fc.record({ m: mixed }) }),
  fc.record({ $set: fc.record({ 'sub.k': fc.integer({ min: 0, max: 2 }) }) }),
  fc.constantFrom<UpdateSpec>({ $unset: { s: '' } }, { $unset: { m: '' } }, { $inc: { cnt: 1 } }, { $inc: { fresh: 2 } }),
  fc.record({ $push: fc.record({ tags: fc.constantFrom('t1', 't3') }) }),
  fc.record({ $addToSet: fc.record({ tags: fc.record({ $each: fc.array(fc.constantFrom('t1', 't2'), { maxLength: 2 }) }) }) }),
  fc.record({ $pull: fc.record({ tags: fc.constantFrom('t1', 't2') }) }),
  fc.constantFrom<UpdateSpec>({ $pull: { never_there: 'x' } }),
);
const sortArb: fc.Arbitrary<SortSpec> = fc
  .array(fc.tuple(fc.constantFrom('ws', 'n', 'm', 's'), fc.constantFrom<1 | -1>(1, -1)), { maxLength: 3 })
  .map((fields) => ({ ...Object.fromEntries(fields), _id: 1 }) as SortSpec);

type Op =
  | { kind: 'insert'; doc: Doc }
  | { kind: 'updateOne'; id: string; filter: Filter; update: UpdateSpec; upsert: boolean }
  | { kind: 'updateMany'; filter: Filter; update: UpdateSpec }
  | { kind: 'deleteOne'; id: string; filter: Filter }
  | { kind: 'deleteMany'; filter: Filter }
  | { kind: 'find'; filter: Filter; sort: SortSpec | undefined; skip: number; limit: number }
  | { kind: 'count'; filter: Filter };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  { arbitrary: docArb.map((doc): Op => ({ kind: 'insert', doc: doc as Doc })), weight: 4 },
  { arbitrary: fc.record({ id: ids, filter: filterArb, update: updateArb, upsert: fc.boolean() }).map((o): Op => ({ kind: 'updateOne', ...o })), weight: 3 },
  { arbitrary: fc.record({ filter: filterArb, update: updateArb }).map((o): Op => ({ kind: 'updateMany', ...o })), weight: 2 },
  { arbitrary: fc.record({ id: ids, filter: filterArb }).map((o): Op => ({ kind: 'deleteOne', ...o })), weight: 1 },
  { arbitrary: filterArb.map((filter): Op => ({ kind: 'deleteMany', filter })), weight: 1 },
  {
    arbitrary: fc
      .record({ filter: filterArb, sort: fc.option(sortArb, { nil: undefined }), skip: fc.nat(4), limit: fc.nat(4) })
      .map((o): Op => ({ kind: 'find', ...o })),
    weight: 4,
  },
  { arbitrary: filterArb.map((filter): Op => ({ kind: 'count', filter })), weight: 2 },
);

/** An outcome to compare: the value, a duplicate key, or some other refusal (messages differ between implementations). */
async function settle<R>(fn: () => Promise<R> | R): Promise<{ ok: R } | { duplicate: true } | { refused: true }> {
  try {
    return { ok: await fn() };
  } catch (err) {
    return isDuplicateKeyError(err) ? { duplicate: true } : { refused: true };
  }
}

const byId = (docs: Doc[]): Doc[] => [...docs].sort((x, y) => (x._id < y._id ? -1 : x._id > y._id ? 1 : 0));

async function run(op: Op, c: Collection, ref: ReferenceCollection): Promise<[unknown, unknown]> {
  switch (op.kind) {
    case 'insert':
      return Promise.all([settle(() => c.insertOne(op.doc)), settle(() => ref.insertOne(op.doc))]);
    case 'updateOne': {
      // Pinned to one `_id`: which of several matches an updateOne picks is not promised.
      const filter = { ...op.filter, _id: op.id };
      const opts = { upsert: op.upsert };
      return Promise.all([settle(() => c.updateOne(filter, op.update, opts)), settle(() => ref.updateOne(filter, op.update, op.upsert))]);
    }
    case 'updateMany':
      return Promise.all([settle(() => c.updateMany(op.filter, op.update)), settle(() => ref.updateMany(op.filter, op.update))]);
    case 'deleteOne': {
      const filter = { ...op.filter, _id: op.id };
      return Promise.all([settle(async () => (await c.deleteOne(filter)).deletedCount), settle(() => ref.deleteMany(filter, true))]);
    }
    case 'deleteMany':
      return Promise.all([settle(async () => (await c.deleteMany(op.filter)).deletedCount), settle(() => ref.deleteMany(op.filter, false))]);
    case 'find': {
      const options = { ...(op.sort ? { sort: op.sort } : {}), skip: op.skip, limit: op.limit };
      if (op.sort) return Promise.all([settle(() => c.find(op.filter, options)), settle(() => ref.find(op.filter, options))]);
      // Without a sort the order (and so a page) is unspecified: compare whole results as sets.
      return Promise.all([settle(async () => byId(await c.find(op.filter))), settle(() => byId(ref.find(op.filter)))]);
    }
    case 'count':
      return Promise.all([settle(() => c.countDocuments(op.filter)), settle(() => ref.count(op.filter))]);
  }
}

describe('SQLite store against the mingo oracle (and MongoDB when MONGO_URL is set)', () => {
  jest.setTimeout(120_000);
  let dataDir: string;
  let store: DocStore;
  let mongo: DocStore | undefined;
  let seq = 0;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'wbk-diff-'));
    store = await openStore({ kind: 'embedded', dataDir });
    if (process.env.MONGO_URL) mongo = await openStore({ kind: 'mongo', url: process.env.MONGO_URL, database: `store_diff_${Date.now().toString(36)}` });
  });
  afterAll(async () => {
    await store.close();
    await mongo?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('answers every sequence of operations like the oracle', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 5, maxLength: 40 }), async (ops) => {
        seq += 1;
        const c = store.collection(`diff_${seq}`);
        await c.createIndexes([{ key: { ws: 1, n: 1, m: -1, _id: 1 } }, { key: { s: 1 }, sparse: true }, { key: { tags: 1 } }, { key: { m: 1, _id: 1 } }]);
        const m = mongo?.collection(`diff_${seq}`);
        const ref = new ReferenceCollection();
        for (const op of ops) {
          const [got, want] = await run(op, c, ref);
          expect({ op, result: got }).toEqual({ op, result: want });
          if (m) {
            const [fromMongo] = await run(op, m, new ReferenceCollection());
            expect({ op, mongo: fromMongo }).toEqual({ op, mongo: got });
          }
        }
        expect(byId(await c.find({}))).toEqual(byId(ref.find({})));
      }),
      { numRuns: 150 },
    );
  });
});
