import { compareValues } from './bson-order';
import { OrderedIndex, type StoredDoc } from './ordered-index';
import { planIndexRead, readPage, countRange } from './query-planner';

/** A deterministic pseudo-random sequence, so a failure reproduces. */
function lcg(seed: number): () => number {
  let s = seed;
  return () => (s = (s * 1103515245 + 12345) % 2147483648) / 2147483648;
}

describe('OrderedIndex', () => {
  it('keeps its order through replacements that keep or change the key', () => {
    const index = new OrderedIndex('t', { w: 1, c: -1 });
    const docs = Array.from({ length: 3_000 }, (_, i): StoredDoc => ({ _id: `d${String(i).padStart(4, '0')}`, w: 'a', c: i % 7 }));
    index.reset(docs);
    const current = new Map(docs.map((d) => [d._id, d]));
    for (const [i, doc] of docs.entries()) {
      // Every third update moves the document (a new c); the others change an unindexed field only.
      const next: StoredDoc = { ...doc, c: i % 3 === 0 ? (i % 11) + 100 : doc.c, status: 'sent' };
      index.replace(current.get(doc._id) as StoredDoc, next);
      current.set(doc._id, next);
    }
    const expected = [...current.values()].sort((x, y) => compareValues(y.c, x.c) || compareValues(y._id, x._id));
    const stored = [...index.entries(0, index.length, false)].map((e) => e.doc);
    expect(stored.map((d) => d._id)).toEqual(expected.map((d) => d._id));
    // The stored objects are the new ones, so reads see the update.
    expect(stored.every((d) => d === current.get(d._id))).toBe(true);
  });

  it('swaps in place documents inserted or removed after its first update, as well as those before', () => {
    const index = new OrderedIndex('t', { w: 1 });
    const a: StoredDoc = { _id: 'a', w: 'x' };
    const b: StoredDoc = { _id: 'b', w: 'x' };
    index.insert(a);
    index.insert(b);
    const a2 = { ...a, note: 1 };
    index.replace(a, a2);
    const c: StoredDoc = { _id: 'c', w: 'x' };
    index.insert(c);
    index.remove(b);
    const c2 = { ...c, note: 2 };
    index.replace(c, c2);
    // A document removed before is not found by id any more: its replacement is a plain insert.
    index.replace(b, { ...b, w: 'y' });
    expect([...index.entries(0, index.length, false)].map((e) => e.doc)).toEqual([a2, c2, { _id: 'b', w: 'y' }]);
    expect([...index.entries(0, 2, false)].map((e) => e.doc)[1]).toBe(c2);
  });

  it('stays sorted and positionally addressable through thousands of inserts and removes (chunk splits included)', () => {
    const rnd = lcg(7);
    const index = new OrderedIndex('t', { w: 1, c: -1 });
    const live = new Map<string, StoredDoc>();
    for (let i = 0; i < 6_000; i += 1) {
      const doc: StoredDoc = { _id: `d${i}`, w: rnd() < 0.8 ? 'a' : 'b', c: Math.floor(rnd() * 50) };
      index.insert(doc);
      live.set(doc._id, doc);
      if (rnd() < 0.3) {
        const victim = [...live.values()][Math.floor(rnd() * live.size)] as StoredDoc;
        index.remove(victim);
        live.delete(victim._id);
      }
    }
    const expected = [...live.values()]
      .filter((d) => d.w === 'a')
      .sort((x, y) => compareValues(y.c, x.c) || compareValues(y._id, x._id))
      .map((d) => d._id);
    const plan = planIndexRead({ w: 'a' }, { c: -1, _id: -1 }, [index]);
    expect(plan).toMatchObject({ reverse: false, residual: false });
    expect(countRange(plan!, () => true)).toBe(expected.length);
    expect(readPage(plan!, 0, 0, () => true).map((d) => d._id)).toEqual(expected);
    expect(readPage(plan!, 1_500, 100, () => true).map((d) => d._id)).toEqual(expected.slice(1_500, 1_600));
    const reversed = planIndexRead({ w: 'a' }, { c: 1, _id: 1 }, [index]);
    expect(readPage(reversed!, 1_500, 100, () => true).map((d) => d._id)).toEqual([...expected].reverse().slice(1_500, 1_600));
  });

  it('is not planned, and holds nothing, once a document held an array on an indexed path, until it is rebuilt from the data', () => {
    const index = new OrderedIndex('t', { w: 1, tags: 1 });
    const plain: StoredDoc = { _id: 'a', w: 'a', tags: 'p' };
    index.insert(plain);
    expect(planIndexRead({ w: 'a' }, undefined, [index])).not.toBeNull();
    const listed: StoredDoc = { _id: 'x', w: 'a', tags: ['p', 'q'] };
    index.replace(plain, { ...plain, tags: ['p'] });
    expect([index.multikey, index.length]).toEqual([true, 0]);
    expect(planIndexRead({ w: 'a' }, undefined, [index])).toBeNull();
    // As MongoDB's multikey flag: removing the array documents does not make the index usable again.
    index.insert(listed);
    index.remove(listed);
    index.insert({ _id: 'b', w: 'a', tags: 'r' });
    expect([index.multikey, index.length]).toEqual([true, 0]);
    expect(planIndexRead({ w: 'a' }, undefined, [index])).toBeNull();

    index.reset([plain, { _id: 'b', w: 'a', tags: 'r' }]);
    expect([index.multikey, index.length]).toEqual([false, 2]);
    expect(planIndexRead({ w: 'a' }, undefined, [index])).not.toBeNull();
    index.reset([plain, listed]);
    expect([index.multikey, index.length]).toEqual([true, 0]);
  });

  it('holds, when sparse, only the documents that have one of its fields, through inserts and updates both ways', () => {
    const index = new OrderedIndex('pending', { flag: 1 }, true);
    const docs = Array.from({ length: 50 }, (_, i): StoredDoc => ({ _id: `d${String(i).padStart(2, '0')}`, ...(i % 10 === 0 ? { flag: true } : {}) }));
    index.reset(docs);
    expect(index.length).toBe(5);
    const quiet: StoredDoc = { _id: 'q' };
    index.insert(quiet);
    expect(index.length).toBe(5);
    // An event written on a document, then published: in, then out again.
    const flagged: StoredDoc = { ...quiet, flag: true };
    index.replace(quiet, flagged);
    expect([...index.entries(0, index.length, false)].map((e) => e.doc._id)).toEqual(['d00', 'd10', 'd20', 'd30', 'd40', 'q']);
    const cleared: StoredDoc = { _id: 'q', note: 'published' };
    index.replace(flagged, cleared);
    index.remove(cleared);
    expect(index.length).toBe(5);
    // A field present with null is held, as MongoDB's sparse indexes hold it.
    index.insert({ _id: 'n', flag: null });
    expect(index.length).toBe(6);
  });

  it('plans a sparse index only for a filter that pins one of its fields to a non-null value', () => {
    const index = new OrderedIndex('pending', { flag: 1 }, true);
    expect(planIndexRead({ flag: true }, undefined, [index])).not.toBeNull();
    // A missing field matches null: those documents are not in the index.
    expect(planIndexRead({ flag: null }, undefined, [index])).toBeNull();
    expect(planIndexRead({}, { flag: 1 }, [index])).toBeNull();
  });

  it('plans only equality prefixes followed by the sort in the declared or fully reversed directions', () => {
    const index = new OrderedIndex('t', { w: 1, del: 1, c: -1, _id: -1 });
    const plan = (filter: Record<string, unknown>, sort?: Record<string, 1 | -1>) => {
      const p = planIndexRead(filter, sort, [index]);
      return p && { prefix: p.prefix.length, reverse: p.reverse, residual: p.residual };
    };
    expect(plan({ w: 'a', del: null }, { c: -1, _id: -1 })).toEqual({ prefix: 2, reverse: false, residual: false });
    expect(plan({ w: 'a', del: { $eq: null } }, { c: 1, _id: 1 })).toEqual({ prefix: 2, reverse: true, residual: false });
    expect(plan({ w: 'a', del: null, x: 1 }, { c: -1 })).toEqual({ prefix: 2, reverse: false, residual: true });
    expect(plan({ w: 'a' }, { del: 1, c: -1 })).toEqual({ prefix: 1, reverse: false, residual: false });
    expect(plan({ w: 'a', del: null }, { c: -1, _id: 1 })).toBeNull();
    expect(plan({ w: 'a', del: null }, { _id: -1 })).toBeNull();
    expect(plan({ w: { $in: ['a'] } }, { del: 1 })).toBeNull();
    expect(plan({ del: null }, undefined)).toBeNull();
  });
});
