import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isAppError, type FieldIssue } from '@wbk/platform';
import { ManualClock } from '@wbk/testing';
import { openStore, type DocStore } from '@wbk/store';
import { ContactRepository } from '../store/contact.repository';
import { DEALS_COLLECTION, DealRepository } from '../store/deal.repository';
import type { ApiReply } from '@wbk/rpc';
import { createContactsHandlers } from './contacts.handler';
import { createDealsHandlers } from './deals.handler';
import { NoteRepository } from '../store/note.repository';
import { TaskRepository } from '../store/task.repository';

const WS = '11111111-1111-4111-8111-111111111111';
const OTHER_WS = '22222222-2222-4222-8222-222222222222';

let dir: string;
let store: DocStore;
let clock: ManualClock;
let kicks: number;
let deals: ReturnType<typeof createDealsHandlers>;
let contacts: ReturnType<typeof createContactsHandlers>;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'crm-deals-'));
  store = await openStore({ kind: 'embedded', dataDir: dir });
  clock = new ManualClock('2026-03-01T10:00:00.000Z');
  kicks = 0;
  const dealRepo = new DealRepository(store);
  const repos = { contacts: new ContactRepository(store), notes: new NoteRepository(store), tasks: new TaskRepository(store), deals: dealRepo };
  await Promise.all(Object.values(repos).map((r) => r.ensureIndexes()));
  deals = createDealsHandlers({ deals: dealRepo, clock, afterWrite: () => (kicks += 1) });
  contacts = createContactsHandlers({ ...repos, clock, afterWrite: () => undefined });
});

afterEach(async () => {
  await store.close();
  await rm(dir, { recursive: true, force: true });
});

function request({ ws = WS, id, query = {}, body }: { ws?: string; id?: string; query?: Record<string, string>; body?: unknown } = {}) {
  return {
    context: { workspace_id: ws, request_id: 'r', api_key_id: 'k', user_id: '', idempotency_key: '', causation_root_id: '', causation_depth: 0 },
    path: id ? { id } : {},
    query,
    body_json: body === undefined ? '' : JSON.stringify(body),
  };
}

type Data = Record<string, unknown>;
const data = (reply: ApiReply): Data => JSON.parse(reply.data_json) as Data;

async function failure(promise: Promise<unknown>): Promise<{ code: string; message: string; fields: FieldIssue[] }> {
  try {
    await promise;
  } catch (err) {
    if (!isAppError(err)) throw err;
    return { code: err.code, message: err.message, fields: ((err.details ?? {}) as { fields?: FieldIssue[] }).fields ?? [] };
  }
  throw new Error('expected an AppError');
}

async function createDeal(body: Data, ws = WS): Promise<Data> {
  clock.advance(1000);
  return data(await deals.CreateDeal(request({ ws, body })))['deal'] as Data;
}

const outbox = async (id: string) => ((await store.collection(DEALS_COLLECTION).findOne({ _id: id }))?.['_outbox'] ?? []) as Array<{ event: string; data: Data }>;

describe('CreateDeal / GetDeal', () => {
  it('creates with defaults, answers 201 {deal}, audits and queues deal.created', async () => {
    const reply = await deals.CreateDeal(request({ body: { name: 'Acme merger', estimated_value: 5000, currency: 'gbp', probability: 40, priority: 'high' } }));
    expect(reply.created).toBe(true);
    const deal = data(reply)['deal'] as Data;
    expect(deal).toEqual({
      id: expect.any(String),
      name: 'Acme merger',
      stage: 'qualification',
      status: 'open',
      pipeline: 'default',
      estimated_value: 5000,
      currency: 'GBP',
      main_contact_id: null,
      owner_user_id: null,
      priority: 'high',
      matter_type: null,
      tags: [],
      related_company_id: null,
      high_level_description: null,
      next_follow_up_date: null,
      fee_model: null,
      probability: 40,
      closed_date: null,
      created_date: '2026-03-01T10:00:00.000Z',
      updated_date: '2026-03-01T10:00:00.000Z',
    });
    expect(reply.audit).toEqual({ action: 'create', resource_type: 'deals', resource_id: deal['id'], diff_json: '' });
    expect(await outbox(deal['id'] as string)).toMatchObject([{ event: 'deal.created', data: { deal } }]);
    expect(kicks).toBe(1);
    const got = await deals.GetDeal(request({ id: deal['id'] as string }));
    expect(data(got)).toEqual({ deal });
    expect(got.audit?.action).toBe('api_access');
  });

  it('404 deal_not_found for a missing deal or another workspace', async () => {
    const deal = await createDeal({ name: 'a' });
    expect(await failure(deals.GetDeal(request({ ws: OTHER_WS, id: deal['id'] as string })))).toMatchObject({ code: 'deal_not_found' });
    expect(await failure(deals.GetDeal(request({ id: '33333333-3333-4333-8333-333333333333' })))).toMatchObject({ code: 'deal_not_found' });
  });

  it('main_contact_id must name a live contact of the workspace; nothing stored otherwise', async () => {
    const contact = data(await contacts.CreateContact(request({ body: { full_name: 'Jane' } })));
    const otherContact = data(await contacts.CreateContact(request({ ws: OTHER_WS, body: { full_name: 'Bob' } })));
    const err = await failure(deals.CreateDeal(request({ body: { name: 'a', main_contact_id: otherContact['id'] } })));
    expect(err.code).toBe('validation_error');
    expect(err.fields.map((f) => f.field)).toEqual(['main_contact_id']);
    expect(await store.collection(DEALS_COLLECTION).countDocuments({})).toBe(0);
    const deal = await createDeal({ name: 'a', main_contact_id: contact['id'] });
    expect(deal['main_contact_id']).toBe(contact['id']);
    // Feeds the contact's open_deals include (read side kept by the contacts slice).
    const withDeals = data(await contacts.GetContact(request({ id: contact['id'] as string, query: { include: 'deals' } })));
    expect(withDeals['open_deals']).toEqual([{ id: deal['id'], name: 'a', stage: 'qualification', estimated_value: null, updated_date: deal['updated_date'] }]);
  });

  it('rejects bad input naming each field, storing nothing', async () => {
    const err = await failure(deals.CreateDeal(request({ body: { name: 'a', probability: 150, currency: 'US', priority: 'p0', extra: 1 } })));
    expect(err.fields.map((f) => f.field).sort()).toEqual(['currency', 'extra', 'priority', 'probability']);
    expect(await store.collection(DEALS_COLLECTION).countDocuments({})).toBe(0);
    expect(kicks).toBe(0);
  });
});

describe('ListDeals', () => {
  it('filters, pages newest first with meta, scoped to the workspace, excluding deleted', async () => {
    const a = await createDeal({ name: 'a', status: 'won', pipeline: 'litigation' });
    const b = await createDeal({ name: 'b', stage: 'proposal' });
    const c = await createDeal({ name: 'c', owner_user_id: '44444444-4444-4444-8444-444444444444' });
    await createDeal({ name: 'other' }, OTHER_WS);
    const all = await deals.ListDeals(request({ query: { per_page: '2' } }));
    expect((data(all)['deals'] as Data[]).map((d) => d['name'])).toEqual(['c', 'b']);
    expect(all.meta).toEqual({ page: 1, per_page: 2, total: 3 });
    const page2 = data(await deals.ListDeals(request({ query: { per_page: '2', page: '2' } })));
    expect((page2['deals'] as Data[]).map((d) => d['id'])).toEqual([a['id']]);
    const names = async (query: Record<string, string>) => (data(await deals.ListDeals(request({ query })))['deals'] as Data[]).map((d) => d['name']);
    expect(await names({ status: 'won' })).toEqual(['a']);
    expect(await names({ pipeline: 'litigation' })).toEqual(['a']);
    expect(await names({ stage: 'proposal' })).toEqual(['b']);
    expect(await names({ owner_user_id: c['owner_user_id'] as string })).toEqual(['c']);
    await deals.DeleteDeal(request({ id: b['id'] as string }));
    expect(await names({})).toEqual(['c', 'a']);
    expect((await failure(deals.ListDeals(request({ query: { sort: 'x' } })))).fields[0]?.field).toBe('sort');
    expect((await failure(deals.ListDeals(request({ query: { per_page: '500' } })))).code).toBe('validation_error');
  });
});

describe('UpdateDeal', () => {
  it('changes only given fields, sets closed_date on won and clears it on reopen, with changes and diff', async () => {
    const deal = await createDeal({ name: 'a', tags: ['x'] });
    clock.advance(60_000);
    const won = await deals.UpdateDeal(request({ id: deal['id'] as string, body: { status: 'won', probability: 100 } }));
    const wonDeal = data(won)['deal'] as Data;
    expect(wonDeal).toMatchObject({ name: 'a', tags: ['x'], status: 'won', probability: 100, closed_date: '2026-03-01', updated_date: '2026-03-01T10:01:01.000Z' });
    expect(JSON.parse(won.audit?.diff_json ?? '')).toEqual({ status: { from: 'open', to: 'won' }, probability: { from: null, to: 100 }, closed_date: { from: null, to: '2026-03-01' } });
    const events = await outbox(deal['id'] as string);
    expect(events[1]).toMatchObject({ event: 'deal.updated', data: { deal: wonDeal, changes: { status: 'open', probability: null, closed_date: null } } });
    const reopened = data(await deals.UpdateDeal(request({ id: deal['id'] as string, body: { status: 'open' } })))['deal'] as Data;
    expect(reopened['closed_date']).toBeNull();
  });

  it('a no-op patch writes nothing; bad values and unknown deals are refused', async () => {
    const deal = await createDeal({ name: 'a' });
    kicks = 0;
    await deals.UpdateDeal(request({ id: deal['id'] as string, body: { name: 'a' } }));
    expect(kicks).toBe(0);
    expect((await failure(deals.UpdateDeal(request({ id: deal['id'] as string, body: { probability: -1 } })))).fields[0]?.field).toBe('probability');
    expect((await failure(deals.UpdateDeal(request({ id: deal['id'] as string, body: { closed_date: '2026-01-01' } })))).fields[0]?.field).toBe('closed_date');
    expect((await failure(deals.UpdateDeal(request({ ws: OTHER_WS, id: deal['id'] as string, body: { name: 'b' } })))).code).toBe('deal_not_found');
    expect(data(await deals.GetDeal(request({ id: deal['id'] as string })))['deal']).toEqual(deal);
  });
});

describe('DeleteDeal', () => {
  it('tombstones with deal.deleted; afterwards the deal is gone', async () => {
    const deal = await createDeal({ name: 'a' });
    const reply = await deals.DeleteDeal(request({ id: deal['id'] as string }));
    expect(data(reply)).toEqual({ id: deal['id'], deleted: true });
    expect(reply.audit?.action).toBe('delete');
    expect((await outbox(deal['id'] as string)).map((e) => e.event)).toEqual(['deal.created', 'deal.deleted']);
    expect((await failure(deals.GetDeal(request({ id: deal['id'] as string })))).code).toBe('deal_not_found');
    expect((await failure(deals.DeleteDeal(request({ id: deal['id'] as string })))).code).toBe('deal_not_found');
  });
});

describe('a stray query parameter (docs/decisions.md: unknown query parameters are 400)', () => {
  const snapshot = async () => store.collection(DEALS_COLLECTION).find({});
  const refusal = { code: 'validation_error', fields: [{ field: 'bogus', message: 'is not a known query parameter (none are accepted)' }] };

  it('refuses create, update, delete and get, and nothing stored changes', async () => {
    const deal = await createDeal({ name: 'kept', stage: 'qualification' });
    const id = deal['id'] as string;
    const before = await snapshot();
    const kicksBefore = kicks;
    const query = { bogus: '1' };
    for (const call of [
      () => deals.CreateDeal(request({ query, body: { name: 'not stored' } })),
      () => deals.UpdateDeal(request({ id, query, body: { stage: 'proposal' } })),
      () => deals.DeleteDeal(request({ id, query })),
      () => deals.GetDeal(request({ id, query })),
    ]) {
      const { code, fields } = await failure(call());
      expect({ code, fields }).toEqual(refusal);
    }
    expect(await snapshot()).toEqual(before);
    expect(kicks).toBe(kicksBefore);
    expect((await outbox(id)).map((e) => e.event)).toEqual(['deal.created']);
  });
});
