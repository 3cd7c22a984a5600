import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isAppError, type FieldIssue } from '@wbk/platform';
import { ManualClock } from '@wbk/testing';
import { openStore, type DocStore } from '@wbk/store';
import { bulkRecordId } from '../domain/bulk';
import { DEAL_BATCHES_COLLECTION, DEALS_COLLECTION, DealRepository } from '../store/deal.repository';
import type { ApiReply } from '@wbk/rpc';
import { createDealsBulkHandlers } from './deals-bulk.handler';
import { createDealsHandlers } from './deals.handler';

const WS = '11111111-1111-4111-8111-111111111111';
const KEY = '55555555-5555-4555-8555-555555555555';

let dir: string;
let store: DocStore;
let repo: DealRepository;
let clock: ManualClock;
let kicks: number;
let bulk: ReturnType<typeof createDealsBulkHandlers>;
let single: ReturnType<typeof createDealsHandlers>;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'crm-deals-bulk-'));
  store = await openStore({ kind: 'embedded', dataDir: dir });
  clock = new ManualClock('2026-03-01T10:00:00.000Z');
  kicks = 0;
  repo = new DealRepository(store);
  await repo.ensureIndexes();
  const deps = { deals: repo, clock, afterWrite: () => (kicks += 1) };
  bulk = createDealsBulkHandlers(deps);
  single = createDealsHandlers(deps);
});

afterEach(async () => {
  await store.close();
  await rm(dir, { recursive: true, force: true });
});

function request(body: unknown, idempotencyKey = '') {
  return {
    context: { workspace_id: WS, request_id: 'r', api_key_id: 'k', user_id: '', idempotency_key: idempotencyKey, causation_root_id: '', causation_depth: 0 },
    path: {},
    query: {},
    body_json: JSON.stringify(body),
  };
}

type Data = Record<string, unknown>;
const data = (reply: ApiReply): Data => JSON.parse(reply.data_json) as Data;
const batches = () => store.collection(DEAL_BATCHES_COLLECTION).find({});
const dealCount = () => store.collection(DEALS_COLLECTION).countDocuments({});

async function failure(promise: Promise<unknown>): Promise<{ code: string; fields: FieldIssue[] }> {
  try {
    await promise;
  } catch (err) {
    if (!isAppError(err)) throw err;
    return { code: err.code, fields: ((err.details ?? {}) as { fields?: FieldIssue[] }).fields ?? [] };
  }
  throw new Error('expected an AppError');
}

describe('BulkCreateDeals', () => {
  it('creates the valid records, reports the others by index, and queues one deal.bulk_created', async () => {
    const reply = await bulk.BulkCreateDeals(
      request({ deals: [{ name: 'a' }, { probability: 101 }, { name: 'c', main_contact_id: '66666666-6666-4666-8666-666666666666' }, { name: 'd', currency: 'EUR' }] }),
    );
    expect(reply.created).toBe(true);
    const body = data(reply);
    expect(body['count']).toBe(2);
    expect((body['created'] as Data[]).map((c) => c['index'])).toEqual([0, 3]);
    expect(body['errors']).toEqual([
      { index: 1, errors: [{ field: 'name', message: 'is required' }, { field: 'probability', message: 'must be between 0 and 100' }] },
      { index: 2, errors: [{ field: 'main_contact_id', message: 'must be the id of a contact in this workspace' }] },
    ]);
    expect(await dealCount()).toBe(2);
    const [batch] = await batches();
    const events = batch?.['_outbox'] as Array<{ event: string; data: { deals: Data[]; count: number } }>;
    expect(events).toHaveLength(1);
    expect(events[0]?.event).toBe('deal.bulk_created');
    expect(events[0]?.data.count).toBe(2);
    expect(events[0]?.data.deals.map((d) => d['name'])).toEqual(['a', 'd']);
    expect(kicks).toBe(1);
  });

  it('an idempotent retry stores every record once and the batch event once, even after a crash before the batch', async () => {
    const body = { deals: [{ name: 'a' }, { name: 'b' }] };
    const insertBatch = repo.insertBatch.bind(repo);
    const spy = jest.spyOn(repo, 'insertBatch').mockRejectedValueOnce(new Error('crash'));
    await expect(bulk.BulkCreateDeals(request(body, KEY))).rejects.toThrow('crash');
    expect(await dealCount()).toBe(2);
    expect(await batches()).toHaveLength(0);
    spy.mockImplementation(insertBatch);
    clock.advance(5000);
    const retry = data(await bulk.BulkCreateDeals(request(body, KEY)));
    expect((retry['created'] as Data[]).map((c) => c['id'])).toEqual([bulkRecordId(WS, KEY, 0), bulkRecordId(WS, KEY, 1)]);
    const again = data(await bulk.BulkCreateDeals(request(body, KEY)));
    expect(again).toEqual(retry);
    expect(await dealCount()).toBe(2);
    const stored = await batches();
    expect(stored).toHaveLength(1);
    // The event shows the records as first stored, not re-stamped by the retry.
    expect((stored[0]?.['_outbox'] as Array<{ data: { deals: Data[] } }>)[0]?.data.deals[0]?.['created_date']).toBe('2026-03-01T10:00:00.000Z');
  });

  it('refuses a different batch under a used key with 409 idempotency_conflict, storing nothing new and queuing no event', async () => {
    const first = data(await bulk.BulkCreateDeals(request({ deals: [{ name: 'a' }, { name: 'b' }] }, KEY)));
    const err = await failure(bulk.BulkCreateDeals(request({ deals: [{ name: 'c' }, { name: 'd' }, { name: 'e' }] }, KEY)));
    expect(err.code).toBe('idempotency_conflict');
    expect(await dealCount()).toBe(2);
    expect(await batches()).toHaveLength(1);
    expect(kicks).toBe(1);
    expect(data(await bulk.BulkCreateDeals(request({ deals: [{ name: 'a' }, { name: 'b' }] }, KEY)))).toEqual(first);
    expect(kicks).toBe(1);
  });

  it('without a key a repeated call is a new call; nothing valid -> nothing stored and 200', async () => {
    await bulk.BulkCreateDeals(request({ deals: [{ name: 'a' }] }));
    await bulk.BulkCreateDeals(request({ deals: [{ name: 'a' }] }));
    expect(await dealCount()).toBe(2);
    const none = await bulk.BulkCreateDeals(request({ deals: [{ nope: 1 }] }));
    expect(none.created).toBe(false);
    expect(data(none)).toEqual({ created: [], errors: [{ index: 0, errors: [{ field: 'name', message: 'is required' }, { field: 'nope', message: 'is not a known field' }] }], count: 0 });
    expect(await dealCount()).toBe(2);
  });

  it('refuses a bad envelope (over 1,000 records, unknown fields) with 400 and stores nothing', async () => {
    const many = Array.from({ length: 1001 }, (_, i) => ({ name: `d${i}` }));
    expect((await failure(bulk.BulkCreateDeals(request({ deals: many })))).fields).toEqual([{ field: 'deals', message: 'must contain at most 1000 records' }]);
    expect((await failure(bulk.BulkCreateDeals(request({ deals: [], x: 1 })))).fields.map((f) => f.field).sort()).toEqual(['deals', 'x']);
    expect(await dealCount()).toBe(0);
  });
});

describe('BulkUpdateDeals after a crash before its batch document', () => {
  it('a retry with the same key announces the deals the first attempt already changed, once', async () => {
    const created = data(await bulk.BulkCreateDeals(request({ deals: [{ name: 'a' }, { name: 'b' }] })));
    const ids = (created['created'] as Data[]).map((c) => c['id'] as string);
    const body = { deals: ids.map((id) => ({ id, stage: 'proposal' })) };
    const insertBatch = repo.insertBatch.bind(repo);
    const spy = jest.spyOn(repo, 'insertBatch').mockRejectedValueOnce(new Error('crash'));
    await expect(bulk.BulkUpdateDeals(request(body, KEY))).rejects.toThrow('crash');
    spy.mockImplementation(insertBatch);
    clock.advance(5000);
    await bulk.BulkUpdateDeals(request(body, KEY));
    await bulk.BulkUpdateDeals(request(body, KEY));
    const updates = (await batches()).filter((b) => b['kind'] === 'update');
    expect(updates).toHaveLength(1);
    const [event] = updates[0]?.['_outbox'] as Array<{ event: string; data: { deals: Data[]; count: number; changes: Record<string, Data> } }>;
    expect(event?.event).toBe('deal.bulk_updated');
    expect(event?.data.count).toBe(2);
    expect(Object.keys(event?.data.changes ?? {}).sort()).toEqual([...ids].sort());
    expect(event?.data.changes[ids[0]!]).toEqual({ stage: 'qualification' });
  });
});

describe('BulkUpdateDeals', () => {
  it('updates the valid records with the single-deal rules, reports the others by index, queues deal.bulk_updated with changes', async () => {
    const a = data(await single.CreateDeal(request({ name: 'a' })))['deal'] as Data;
    const b = data(await single.CreateDeal(request({ name: 'b' })))['deal'] as Data;
    clock.advance(1000);
    const reply = await bulk.BulkUpdateDeals(
      request({
        deals: [
          { id: a['id'], status: 'won' },
          { id: '77777777-7777-4777-8777-777777777777', name: 'x' },
          { id: b['id'], probability: 300 },
          { id: a['id'], name: 'dup' },
          { name: 'no id' },
          { id: b['id'], name: 'b' },
        ],
      }),
    );
    expect(reply.created).toBe(false);
    const body = data(reply);
    expect(body['updated']).toEqual([
      { index: 0, id: a['id'] },
      { index: 5, id: b['id'] },
    ]);
    expect((body['errors'] as Array<{ index: number; errors: FieldIssue[] }>).map((e) => [e.index, e.errors[0]?.field])).toEqual([
      [1, 'id'],
      [2, 'probability'],
      [3, 'id'],
      [4, 'id'],
    ]);
    expect(data(await single.GetDeal({ ...request(undefined), path: { id: a['id'] as string } }))['deal']).toMatchObject({ status: 'won', closed_date: '2026-03-01' });
    const [batch] = await batches();
    const event = (batch?.['_outbox'] as Array<{ event: string; data: Data }>)[0];
    expect(event?.event).toBe('deal.bulk_updated');
    expect(event?.data).toMatchObject({ count: 1, changes: { [a['id'] as string]: { status: 'open', closed_date: null } } });
    expect(JSON.parse(reply.audit?.diff_json ?? '{}')).toEqual({ [a['id'] as string]: { status: { from: 'open', to: 'won' }, closed_date: { from: null, to: '2026-03-01' } } });
  });
});
