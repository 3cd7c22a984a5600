/**
 * The read side of one collection's table: SQL narrows (query-plan.ts), doc-matcher.ts
 * decides the match, sort-keys.ts sorts what SQL did not. Used by reads and,
 * inside the write transaction, by the writes that must find their documents.
 */
import type { StatementSync } from 'node:sqlite';
import type { Filter, SortSpec } from '../doc-store';
import { compileMatcher } from './doc-matcher';
import type { IndexCatalog } from './index-catalog';
import { keyColumn } from './key-columns';
import { checkFilter } from './port-guard';
import { planQuery, type QueryPlan } from './query-plan';
import { scalarKey, sortDocs, valuesAtPath } from './sort-keys';
import { parseDoc, type StoredDoc } from './stored-json';

export interface Row {
  text: string;
  doc: StoredDoc;
}

export interface Page {
  sort?: SortSpec | undefined;
  skip?: number | undefined;
  /** 0 or absent: no limit, as in MongoDB. */
  limit?: number | undefined;
}

export type PlanKind = 'index-range' | 'index-walk' | 'scan';

const EVERYTHING: QueryPlan = { where: '', orderBy: '', params: [], sorted: false, exact: true, index: '' };

export class TableReader {
  /** Whether the last purge of expired documents ran to the end. */
  private purged = false;

  constructor(
    private readonly stmt: (sql: string) => StatementSync,
    private readonly table: string,
    private readonly catalog: IndexCatalog,
  ) {}

  plan(filter: Filter, sort: SortSpec | undefined): QueryPlan | null {
    const plan = planQuery(filter, sort, this.catalog.indexes.values());
    if (plan) return plan;
    return Object.keys(filter).length === 0 ? EVERYTHING : null;
  }

  kind(filter: Filter, sort: SortSpec | undefined): PlanKind {
    const plan = this.plan(filter, sort);
    if (!plan || (sort && Object.keys(sort).length > 0 && !plan.sorted)) return 'scan';
    return plan.exact ? 'index-range' : 'index-walk';
  }

  /** The SQL the plan runs, for EXPLAIN QUERY PLAN in tests. */
  sql(filter: Filter, page: Page): { sql: string; params: (string | number)[] } {
    const plan = this.plan(filter, page.sort) ?? { ...EVERYTHING, exact: false };
    return { sql: `SELECT doc FROM ${this.table}${plan.where}${plan.orderBy} LIMIT ? OFFSET ?`, params: [...plan.params, -1, 0] };
  }

  rows(filter: Filter, page: Page = {}): Row[] {
    checkFilter(filter);
    const sort = page.sort && Object.keys(page.sort).length > 0 ? page.sort : undefined;
    const skip = page.skip ?? 0;
    const limit = page.limit ?? 0;
    const plan = this.plan(filter, sort);
    const alive = this.aliveTest();
    if (plan && plan.exact && (plan.sorted || !sort)) {
      const texts = this.stmt(`SELECT doc FROM ${this.table}${plan.where}${plan.orderBy} LIMIT ? OFFSET ?`).all(...plan.params, limit || -1, skip);
      return texts.map((r) => toRow(String(r.doc))).filter((r) => alive(r.doc));
    }
    const test = compileMatcher(filter);
    const matches = (r: Row): boolean => alive(r.doc) && test(r.doc);
    const select = this.stmt(`SELECT doc FROM ${this.table}${plan?.where ?? ''}${plan?.orderBy ?? ''}`);
    const out: Row[] = [];
    if (plan?.sorted || !sort) {
      // Already in order: stop as soon as the page is full.
      let skipped = 0;
      for (const r of select.iterate(...(plan?.params ?? []))) {
        const row = toRow(String(r.doc));
        if (!matches(row)) continue;
        if (skipped < skip) skipped += 1;
        else out.push(row);
        if (limit && out.length >= limit) break;
      }
      return out;
    }
    for (const r of select.iterate(...(plan?.params ?? []))) {
      const row = toRow(String(r.doc));
      if (matches(row)) out.push(row);
    }
    const byDoc = new Map(out.map((row) => [row.doc, row]));
    const sorted = sortDocs(out.map((r) => r.doc), sort).map((d) => byDoc.get(d)!);
    return sorted.slice(skip, limit ? skip + limit : undefined);
  }

  count(filter: Filter): number {
    checkFilter(filter);
    const plan = this.plan(filter, undefined);
    // After a failed purge the rows are read instead, so an expired document left behind is not counted.
    if (plan?.exact && (this.catalog.ttl.length === 0 || this.purged)) {
      const row = this.stmt(`SELECT COUNT(*) AS n FROM ${this.table}${plan.where}`).get(...plan.params);
      return Number(row?.n ?? 0);
    }
    return this.rows(filter).length;
  }

  /** Removes documents past their TTL (an index range per TTL index; nothing is written when none expired). */
  expire(now = Date.now()): void {
    this.purged = false;
    for (const index of this.catalog.ttl) {
      const [field] = index.fields[0]!;
      const cutoff = scalarKey(new Date(now - (index.expireAfterSeconds ?? 0) * 1000));
      const where = ` WHERE ${keyColumn(field)} >= '9' AND ${keyColumn(field)} < ?${index.sparseWhere ? ` AND (${index.sparseWhere})` : ''}`;
      if (this.stmt(`SELECT 1 FROM ${this.table}${where} LIMIT 1`).get(cutoff)) this.stmt(`DELETE FROM ${this.table}${where}`).run(cutoff);
    }
    this.purged = true;
  }

  /** Hides expired documents even when the purge could not run (a full disk). */
  private aliveTest(): (doc: StoredDoc) => boolean {
    const ttl = this.catalog.ttl;
    if (ttl.length === 0) return () => true;
    const now = Date.now();
    return (doc) =>
      ttl.every((index) => {
        const limitMs = (index.expireAfterSeconds ?? 0) * 1000;
        return !valuesAtPath(doc, index.fields[0]![0]).values.some((v) => v instanceof Date && v.getTime() + limitMs <= now);
      });
  }
}

function toRow(text: string): Row {
  return { text, doc: parseDoc(text) };
}
