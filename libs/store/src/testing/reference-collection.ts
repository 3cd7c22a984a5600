/**
 * The oracle of the differential spec: the port's semantics over a plain
 * array, with mingo deciding matches and applying updates and a sort written
 * here from MongoDB's documented type order (null = missing < numbers <
 * strings < objects < booleans < Dates). It knows no indexes, plans or
 * storage, which is the point: the store under test must answer like it.
 */
import { Query } from 'mingo';
import { update as applyUpdate } from 'mingo/updater';
import { DuplicateKeyError, type Doc, type Filter, type SortSpec, type UpdateSpec } from '../doc-store';

function rank(v: unknown): number {
  if (v === undefined || v === null) return 0;
  if (typeof v === 'number') return 1;
  if (typeof v === 'string') return 2;
  if (typeof v === 'boolean') return 4;
  if (v instanceof Date) return 5;
  return 3;
}

function compare(a: unknown, b: unknown): number {
  const ra = rank(a);
  const rb = rank(b);
  if (ra !== rb) return ra - rb;
  if (ra === 1) return (a as number) - (b as number);
  if (ra === 2) return a === b ? 0 : (a as string) < (b as string) ? -1 : 1;
  if (ra === 4) return Number(a) - Number(b);
  if (ra === 5) return (a as Date).getTime() - (b as Date).getTime();
  return 0;
}

/** A deep copy made in this realm (jest's structuredClone returns Dates mingo's `instanceof Date` does not recognise). */
function clone<T>(value: T): T {
  if (value instanceof Date) return new Date(value.getTime()) as T;
  if (Array.isArray(value)) return value.map(clone) as T;
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, clone(v)])) as T;
}

export class ReferenceCollection {
  private docs: Doc[] = [];

  find(filter: Filter, options: { sort?: SortSpec; skip?: number; limit?: number } = {}): Doc[] {
    const query = new Query(filter, {});
    let out = this.docs.filter((d) => query.test(d));
    if (options.sort) {
      const fields = Object.entries(options.sort);
      out = [...out].sort((x, y) => {
        for (const [f, dir] of fields) {
          const c = compare(x[f], y[f]);
          if (c !== 0) return c * dir;
        }
        return 0;
      });
    }
    const skip = options.skip ?? 0;
    return out.slice(skip, options.limit ? skip + options.limit : undefined).map(clone);
  }

  count(filter: Filter): number {
    return this.find(filter).length;
  }

  insertOne(doc: Doc): void {
    if (this.docs.some((d) => d._id === doc._id)) throw new DuplicateKeyError('reference', '_id_');
    this.docs.push(clone(doc));
  }

  /** `filter` pins `_id` (doc-store.contract.ts only upserts with one), so the upserted document is that `_id` plus the filter's equalities (MongoDB's rule). */
  updateOne(filter: Filter, update: UpdateSpec, upsert: boolean): { matchedCount: number; modifiedCount: number; upsertedId: string | null } {
    const query = new Query(filter, {});
    const hit = this.docs.find((d) => query.test(d));
    if (hit) return { matchedCount: 1, modifiedCount: this.apply(hit, update) ? 1 : 0, upsertedId: null };
    if (!upsert) return { matchedCount: 0, modifiedCount: 0, upsertedId: null };
    const seed: Doc = { _id: filter._id as string };
    const equalities = plainEqualities(filter);
    if (Object.keys(equalities).length > 0) this.apply(seed, { $set: equalities });
    this.apply(seed, update);
    this.insertOne(seed);
    return { matchedCount: 0, modifiedCount: 0, upsertedId: seed._id };
  }

  updateMany(filter: Filter, update: UpdateSpec): { matchedCount: number; modifiedCount: number; upsertedId: null } {
    const query = new Query(filter, {});
    const hits = this.docs.filter((d) => query.test(d));
    let modifiedCount = 0;
    for (const d of hits) if (this.apply(d, update)) modifiedCount += 1;
    return { matchedCount: hits.length, modifiedCount, upsertedId: null };
  }

  deleteMany(filter: Filter, one: boolean): number {
    const query = new Query(filter, {});
    const hits = this.docs.filter((d) => query.test(d)).slice(0, one ? 1 : undefined);
    this.docs = this.docs.filter((d) => !hits.includes(d));
    return hits.length;
  }

  private apply(doc: Doc, update: UpdateSpec): boolean {
    const before = JSON.stringify(doc);
    applyUpdate(doc, clone(update) as Parameters<typeof applyUpdate>[1]);
    return JSON.stringify(doc) !== before;
  }
}

/** The fields a filter pins by plain equality (also inside `$and`), as MongoDB seeds an upsert with them. */
function plainEqualities(filter: Filter): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(filter)) {
    if (k === '$and') Object.assign(out, ...(v as Filter[]).map(plainEqualities));
    else if (k === '_id' || k.startsWith('$')) continue;
    else if (v === null || typeof v !== 'object' || v instanceof Date) out[k] = v;
    else if (!Object.keys(v).some((op) => op.startsWith('$'))) out[k] = v;
  }
  return out;
}
