// `npx tsx tools/bench/paging.bench.ts`: deep paging of a big workspace on the
// embedded store. Requirement (docs/performance.md, Paging at scale): a list of 100,000 contacts pages
// as fast at page 1,000 as at page 1, within a factor of 3.
// Seeds 100,000 live + 2,000 tombstoned contacts in one workspace and 20,000
// in another, then times find({workspace_id, deleted_at: null}) sorted
// {created_date: -1, _id: -1}, 100 per page, at page 1 and page 1,000 (p50 of
// many calls), and the matching countDocuments. Also prints insert throughput.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
// A relative import: `npx tsx` runs from the repo root, where no tsconfig maps the @wbk aliases.
import { openStore, type Collection, type Doc, type DocStore, type IndexSpec } from '../../libs/store/src/index';

export const PAGING_COLLECTION = 'paging_contacts';
export const PAGING_WORKSPACE = 'ws_big';
/** The declaration contact-like repositories should use: the live-records list is a pure prefix. */
export const PAGING_INDEXES: IndexSpec[] = [{ key: { workspace_id: 1, deleted_at: 1, created_date: -1, _id: -1 } }];

export interface PagingOptions {
  perPage?: number;
  deepPage?: number;
  calls?: number;
}

export interface PagingFigures {
  page1Ms: number;
  deepPageMs: number;
  ratio: number;
  countMs: number;
  deepPage: number;
  total: number;
}

export interface SeedFigures {
  documents: number;
  insertManyPerSec: number;
  insertOnePerSec: number;
}

function p50(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

async function timeCalls(calls: number, fn: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < Math.min(10, calls); i += 1) await fn(); // warm-up (JIT)
  const samples: number[] = [];
  for (let i = 0; i < calls; i += 1) {
    const start = performance.now();
    await fn();
    samples.push(performance.now() - start);
  }
  return p50(samples);
}

function contact(workspace: string, i: number, deleted: boolean): Doc {
  // 10 contacts share each second: ties are broken by _id, as the list sorts.
  const created = new Date(Date.UTC(2024, 0, 1) + Math.floor(i / 10) * 1000).toISOString();
  return {
    _id: `${workspace}_${String(i).padStart(7, '0')}`,
    workspace_id: workspace,
    first_name: `First${i}`,
    last_name: `Last${i}`,
    email: `c${i}@example.com`,
    tags: i % 3 === 0 ? ['lead'] : [],
    custom_fields: { score: i % 100 },
    created_date: created,
    updated_date: created,
    deleted_at: deleted ? new Date(Date.UTC(2025, 0, 1)).toISOString() : null,
    version: 1,
  };
}

/** Seeds the paging data set (100,000 live + 2,000 tombstoned in one workspace, 20,000 in another). */
export async function seedPaging(store: DocStore, live = 100_000): Promise<SeedFigures> {
  const coll = store.collection(PAGING_COLLECTION);
  await coll.createIndexes(PAGING_INDEXES);
  const docs: Doc[] = [];
  for (let i = 0; i < live; i += 1) docs.push(contact(PAGING_WORKSPACE, i, false));
  for (let i = live; i < live + 2_000; i += 1) docs.push(contact(PAGING_WORKSPACE, i, true));
  for (let i = 0; i < 20_000; i += 1) docs.push(contact('ws_other', i, false));
  const singles = docs.splice(docs.length - 2_000);
  let start = performance.now();
  for (let i = 0; i < docs.length; i += 1_000) await coll.insertMany(docs.slice(i, i + 1_000));
  const insertManyPerSec = docs.length / ((performance.now() - start) / 1000);
  start = performance.now();
  for (const doc of singles) await coll.insertOne(doc);
  const insertOnePerSec = singles.length / ((performance.now() - start) / 1000);
  return { documents: docs.length + singles.length, insertManyPerSec, insertOnePerSec };
}

/** p50 latency of page 1 vs a deep page and of the count, on data seeded by seedPaging. */
export async function measurePaging(store: DocStore, options: PagingOptions = {}): Promise<PagingFigures> {
  const perPage = options.perPage ?? 100;
  const deepPage = options.deepPage ?? 1_000;
  const calls = options.calls ?? 200;
  const coll: Collection = store.collection(PAGING_COLLECTION);
  const filter = { workspace_id: PAGING_WORKSPACE, deleted_at: null };
  const sort = { created_date: -1 as const, _id: -1 as const };
  const page = (n: number) => coll.find(filter, { sort, skip: (n - 1) * perPage, limit: perPage });
  const deep = await page(deepPage);
  if (deep.length !== perPage) throw new Error(`page ${deepPage} returned ${deep.length} documents, expected ${perPage}: seed more data`);
  const page1Ms = await timeCalls(calls, () => page(1));
  const deepPageMs = await timeCalls(calls, () => page(deepPage));
  const countMs = await timeCalls(calls, () => coll.countDocuments(filter));
  return { page1Ms, deepPageMs, ratio: deepPageMs / page1Ms, countMs, deepPage, total: await coll.countDocuments(filter) };
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'wbk-paging-'));
  const store = await openStore({ kind: 'embedded', dataDir });
  try {
    const seed = await seedPaging(store);
    const paging = await measurePaging(store);
    const fmt = (ms: number): string => `${ms.toFixed(3)} ms`;
    process.stdout.write(
      [
        `embedded store, ${seed.documents} documents`,
        `insertMany (batches of 1,000): ${Math.round(seed.insertManyPerSec)} docs/s`,
        `insertOne: ${Math.round(seed.insertOnePerSec)} docs/s`,
        `list total: ${paging.total}`,
        `page 1 p50: ${fmt(paging.page1Ms)}`,
        `page ${paging.deepPage} p50: ${fmt(paging.deepPageMs)}`,
        `ratio page ${paging.deepPage} / page 1: ${paging.ratio.toFixed(2)} (requirement: <= 3)`,
        `countDocuments p50: ${fmt(paging.countMs)}`,
      ].join('\n') + '\n',
    );
  } finally {
    await store.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (require.main === module) {
  main().catch((err: unknown) => {
    process.stderr.write(`${String(err)}\n`);
    process.exit(1);
  });
}
