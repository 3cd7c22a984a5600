// Paging at scale (docs/performance.md): a list of 100,000 contacts must page as
// fast at page 1,000 as at page 1 within a factor of 3, so deep pages of a big
// workspace stay usable. Seeds through the public bulk endpoint and
// times GET /v1/contacts through the whole stack, one request at a time.
import type { ApiClient } from '@wbk/testing';

export interface ApiPagingFigures {
  contacts: number;
  seedSeconds: number;
  perPage: number;
  deepPage: number;
  page1P50Ms: number;
  deepPageP50Ms: number;
  ratio: number;
}

const BULK_SIZE = 1000;

async function seed(api: ApiClient, total: number): Promise<void> {
  for (let batch = 0; batch < total / BULK_SIZE; batch++) {
    const contacts = Array.from({ length: BULK_SIZE }, (_, i) => ({
      first_name: 'Bench',
      last_name: `Contact ${batch * BULK_SIZE + i}`,
      email: `bench.${batch * BULK_SIZE + i}@example.com`,
    }));
    const res = await api.post('/v1/contacts/bulk', { contacts });
    if (res.status !== 201) throw new Error(`bulk seed failed: ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
  }
}

async function p50(run: () => Promise<void>, calls: number): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < calls; i++) {
    const start = process.hrtime.bigint();
    await run();
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

export async function measureApiPaging(api: ApiClient, options: { contacts?: number; perPage?: number; calls?: number } = {}): Promise<ApiPagingFigures> {
  const contacts = options.contacts ?? 100_000;
  const perPage = options.perPage ?? 100;
  const calls = options.calls ?? 100;
  const deepPage = Math.floor(contacts / perPage);
  const started = Date.now();
  await seed(api, contacts);
  const seedSeconds = (Date.now() - started) / 1000;
  const page = (n: number) => async () => {
    const res = await api.get(`/v1/contacts?page=${n}&per_page=${perPage}`);
    if (res.status !== 200) throw new Error(`page ${n}: ${res.status}`);
  };
  await p50(page(1), 10); // warm-up
  const page1P50Ms = await p50(page(1), calls);
  const deepPageP50Ms = await p50(page(deepPage), calls);
  return { contacts, seedSeconds, perPage, deepPage, page1P50Ms, deepPageP50Ms, ratio: deepPageP50Ms / page1P50Ms };
}
