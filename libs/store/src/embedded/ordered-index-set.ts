/**
 * The ordered indexes of one embedded collection, one per index declared
 * through createIndexes, kept in step with nedb's data (see
 * listenToIndexChanges) and rebuilt from the data on declaration and load.
 */
import type { IndexListener } from './nedb-internals';
import { OrderedIndex, type StoredDoc } from './ordered-index';

/** Below every real Date (the ECMAScript minimum). */
const MIN_DATE = new Date(-8.64e15);

export class OrderedIndexSet implements IndexListener {
  private readonly byName = new Map<string, OrderedIndex>();
  private readonly ttl = new Map<OrderedIndex, number>();

  /** Idempotent for the same name, key and sparseness; a changed one replaces the index. */
  declare(name: string, key: Record<string, 1 | -1>, options: { expireAfterSeconds?: number; sparse: boolean }, docs: StoredDoc[]): void {
    const { expireAfterSeconds, sparse } = options;
    const existing = this.byName.get(name);
    const wanted = new OrderedIndex(name, key, sparse);
    if (existing && sameKey(existing, wanted)) return;
    if (existing) this.ttl.delete(existing);
    wanted.reset(docs);
    this.byName.set(name, wanted);
    if (expireAfterSeconds !== undefined) this.ttl.set(wanted, expireAfterSeconds);
  }

  drop(name: string): void {
    const index = this.byName.get(name);
    if (index === undefined) return;
    this.ttl.delete(index);
    this.byName.delete(name);
  }

  values(): Iterable<OrderedIndex> {
    return this.byName.values();
  }

  /** `_id`s whose TTL Date has passed (nedb's rule: now > date + seconds), found by range instead of a scan. */
  expiredIds(now: number): string[] {
    const ids: string[] = [];
    for (const [index, seconds] of this.ttl) {
      const cutoff = new Date(now - seconds * 1000);
      const ascending = index.directions[0] === 1;
      // Dates sort after every other type: ascending they form the tail, descending the head.
      const from = ascending ? index.bound([MIN_DATE], false) : index.bound([cutoff], false);
      const to = ascending ? index.bound([cutoff], false) : index.bound([MIN_DATE], true);
      for (const entry of index.entries(from, to, false)) {
        const at = entry.key[0];
        if (at instanceof Date && at.getTime() < cutoff.getTime()) ids.push(entry.doc._id);
      }
    }
    return ids;
  }

  insert(doc: StoredDoc): void {
    for (const index of this.byName.values()) index.insert(doc);
  }

  remove(doc: StoredDoc): void {
    for (const index of this.byName.values()) index.remove(doc);
  }

  update(oldDoc: StoredDoc, newDoc: StoredDoc): void {
    for (const index of this.byName.values()) index.replace(oldDoc, newDoc);
  }

  reset(docs: StoredDoc[]): void {
    for (const index of this.byName.values()) index.reset(docs);
  }
}

function sameKey(a: OrderedIndex, b: OrderedIndex): boolean {
  return a.fields.join('\u0000') === b.fields.join('\u0000') && a.directions.join() === b.directions.join() && a.sparse === b.sparse;
}
