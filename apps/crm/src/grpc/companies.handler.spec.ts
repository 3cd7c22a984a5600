import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isAppError, newId, type FieldIssue } from '@wbk/platform';
import { ManualClock } from '@wbk/testing';
import { openStore, type DocStore } from '@wbk/store';
import { COMPANIES_COLLECTION, CompanyRepository } from '../store/company.repository';
import type { ApiReply } from '@wbk/rpc';
import { createCompaniesHandlers } from './companies.handler';

const WS = '11111111-1111-4111-8111-111111111111';
const OTHER_WS = '22222222-2222-4222-8222-222222222222';

let dir: string;
let store: DocStore;
let clock: ManualClock;
let kicks: number;
let handlers: ReturnType<typeof createCompaniesHandlers>;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'crm-companies-'));
  store = await openStore({ kind: 'embedded', dataDir: dir });
  clock = new ManualClock('2026-03-01T10:00:00.000Z');
  kicks = 0;
  const companies = new CompanyRepository(store);
  await companies.ensureIndexes();
  handlers = createCompaniesHandlers({ companies, clock, afterWrite: () => (kicks += 1) });
});

afterEach(async () => {
  await store.close();
  await rm(dir, { recursive: true, force: true });
});

interface CallOptions {
  ws?: string;
  id?: string;
  query?: Record<string, string>;
  body?: unknown;
}

function request({ ws = WS, id, query = {}, body }: CallOptions = {}) {
  return {
    context: { workspace_id: ws, request_id: 'req-1', api_key_id: 'key-1', user_id: '', causation_root_id: '', causation_depth: 0 },
    path: id ? { id } : {},
    query,
    body_json: body === undefined ? '' : JSON.stringify(body),
  };
}

type Data = Record<string, unknown>;
const data = (reply: ApiReply): Data => JSON.parse(reply.data_json) as Data;
const list = (reply: ApiReply): Data[] => JSON.parse(reply.data_json) as Data[];

async function failure(promise: Promise<unknown>): Promise<{ code: string; message: string; fields: FieldIssue[] }> {
  try {
    await promise;
  } catch (err) {
    if (!isAppError(err)) throw err;
    return { code: err.code, message: err.message, fields: ((err.details ?? {}) as { fields?: FieldIssue[] }).fields ?? [] };
  }
  throw new Error('expected an AppError');
}

async function create(body: Data, ws = WS): Promise<Data> {
  clock.advance(1000);
  return data(await handlers.CreateCompany(request({ ws, body })));
}

const raw = (id: string) => store.collection(COMPANIES_COLLECTION).findOne({ _id: id });
type OutboxEntry = { event: string; workspace_id: string; data: Data };
const outbox = async (id: string) => ((await raw(id))?.['_outbox'] ?? []) as OutboxEntry[];

describe('CreateCompany', () => {
  it('answers 201 with the full read shape, audits, and writes company.created to the outbox', async () => {
    const reply = await handlers.CreateCompany(
      request({ body: { name: ' Acme Corp ', domain: 'ACME.com', industry: 'Software', size: '51-200', tags: ['target', 'target'], city: 'Berlin' } }),
    );
    const company = data(reply);
    expect(reply.created).toBe(true);
    expect(reply.audit).toEqual({ action: 'create', resource_type: 'companies', resource_id: company['id'], diff_json: '' });
    expect(company).toEqual({
      id: expect.any(String),
      name: 'Acme Corp',
      domain: 'acme.com',
      industry: 'Software',
      size: '51-200',
      website: null,
      linkedin_url: null,
      city: 'Berlin',
      country: null,
      description: null,
      tags: ['target'],
      created_date: '2026-03-01T10:00:00.000Z',
      updated_date: '2026-03-01T10:00:00.000Z',
    });
    const [event] = await outbox(company['id'] as string);
    expect(event).toMatchObject({ event: 'company.created', workspace_id: WS, data: { company } });
    expect((await raw(company['id'] as string))?.['_outbox_pending']).toBe(true);
    expect(kicks).toBe(1);
  });

  it('derives the domain from the website when none is given', async () => {
    expect((await create({ name: 'A', website: 'https://www.Example.org/about' }))['domain']).toBe('example.org');
    expect((await create({ name: 'B', website: 'https://example.org', domain: 'other.io' }))['domain']).toBe('other.io');
  });

  it('requires a name of 1 to 200 characters, names every bad field and stores nothing', async () => {
    const missing = await failure(handlers.CreateCompany(request({ body: { industry: 'x' } })));
    expect(missing.code).toBe('validation_error');
    expect(missing.fields).toEqual([{ field: 'name', message: expect.any(String) }]);
    const bad = await failure(
      handlers.CreateCompany(request({ body: { name: 'x'.repeat(201), website: 'ftp://x', domain: 'https://acme.com', tags: 'a', colour: 1, id: 'x' } })),
    );
    expect(bad.fields.map((f) => f.field).sort()).toEqual(['colour', 'domain', 'id', 'name', 'tags', 'website']);
    expect(bad.fields.find((f) => f.field === 'id')?.message).toBe('is read-only');
    expect(await store.collection(COMPANIES_COLLECTION).countDocuments({})).toBe(0);
    expect(kicks).toBe(0);
  });

  it('refuses a body that is not an object and oversize tag arrays', async () => {
    expect((await failure(handlers.CreateCompany(request({ body: ['x'] })))).fields[0]?.field).toBe('body');
    const tags = Array.from({ length: 51 }, (_, i) => `t${i}`);
    expect((await failure(handlers.CreateCompany(request({ body: { name: 'A', tags } })))).fields[0]?.field).toBe('tags');
  });
});

describe('GetCompany', () => {
  it('reads the company; another workspace, an unknown id and a deleted company are 404 not_found', async () => {
    const created = await create({ name: 'Acme' });
    const reply = await handlers.GetCompany(request({ id: created['id'] as string }));
    expect(data(reply)).toEqual(created);
    expect(reply.audit).toMatchObject({ action: 'api_access', resource_type: 'companies', resource_id: created['id'] });
    expect(await failure(handlers.GetCompany(request({ ws: OTHER_WS, id: created['id'] as string })))).toMatchObject({
      code: 'not_found',
      message: 'Company not found',
    });
    expect((await failure(handlers.GetCompany(request({ id: newId() })))).code).toBe('not_found');
    await handlers.DeleteCompany(request({ id: created['id'] as string }));
    expect((await failure(handlers.GetCompany(request({ id: created['id'] as string })))).code).toBe('not_found');
  });

  it('refuses unknown query parameters', async () => {
    const created = await create({ name: 'Acme' });
    expect((await failure(handlers.GetCompany(request({ id: created['id'] as string, query: { include: 'x' } })))).fields[0]?.field).toBe('include');
  });
});

describe('ListCompanies', () => {
  it('pages newest first with meta, scoped to the workspace', async () => {
    const a = await create({ name: 'A' });
    const b = await create({ name: 'B' });
    const c = await create({ name: 'C' });
    await create({ name: 'Other' }, OTHER_WS);
    const page1 = await handlers.ListCompanies(request({ query: { per_page: '2' } }));
    expect(list(page1).map((x) => x['id'])).toEqual([c['id'], b['id']]);
    expect(page1.meta).toEqual({ page: 1, per_page: 2, total: 3 });
    expect(page1.has_meta).toBe(true);
    const page2 = await handlers.ListCompanies(request({ query: { per_page: '2', page: '2' } }));
    expect(list(page2).map((x) => x['id'])).toEqual([a['id']]);
  });

  it('filters by domain (case-insensitive), tag and q (word prefixes of the name, any case)', async () => {
    const acme = await create({ name: 'ACME Corp', domain: 'acme.com', tags: ['vip'] });
    const globex = await create({ name: 'Globex Corporation', domain: 'globex.io' });
    await create({ name: 'Initech' });
    const ids = async (query: Record<string, string>) => list(await handlers.ListCompanies(request({ query }))).map((x) => x['id']);
    expect(await ids({ domain: 'ACME.COM' })).toEqual([acme['id']]);
    expect(await ids({ tag: 'vip' })).toEqual([acme['id']]);
    expect(await ids({ q: 'acme' })).toEqual([acme['id']]);
    expect(await ids({ q: 'corp' })).toEqual([globex['id'], acme['id']]);
    expect(await ids({ q: 'Glob CORP' })).toEqual([globex['id']]);
    expect(await ids({ q: 'cme' })).toEqual([]);
    // Regex characters are separators, never patterns: "(acme)" is the word acme.
    expect(await ids({ q: '(acme)' })).toEqual([acme['id']]);
    expect(await ids({ q: 'corp', domain: 'acme.com' })).toEqual([acme['id']]);
  });

  it('refuses unknown parameters, bad filters and out-of-range pages', async () => {
    expect((await failure(handlers.ListCompanies(request({ query: { name: 'x' } })))).fields[0]?.field).toBe('name');
    expect((await failure(handlers.ListCompanies(request({ query: { domain: 'not a domain' } })))).fields[0]?.field).toBe('domain');
    expect((await failure(handlers.ListCompanies(request({ query: { q: '  ' } })))).fields[0]?.field).toBe('q');
    expect((await failure(handlers.ListCompanies(request({ query: { per_page: '201' } })))).fields[0]?.field).toBe('per_page');
    expect((await failure(handlers.ListCompanies(request({ query: { page: '0' } })))).fields[0]?.field).toBe('page');
  });
});

describe('UpdateCompany', () => {
  it('changes only the given fields, replaces tags, answers {id, name, industry, updated_date} and emits changes', async () => {
    const created = await create({ name: 'Acme', industry: 'Software', city: 'Berlin', tags: ['a', 'b'] });
    const id = created['id'] as string;
    clock.advance(5000);
    const reply = await handlers.UpdateCompany(request({ id, body: { industry: 'Fintech', tags: ['c'], country: 'DE' } }));
    expect(data(reply)).toEqual({ id, name: 'Acme', industry: 'Fintech', updated_date: '2026-03-01T10:00:06.000Z' });
    expect(reply.audit).toEqual({
      action: 'update',
      resource_type: 'companies',
      resource_id: id,
      diff_json: JSON.stringify({ industry: { from: 'Software', to: 'Fintech' }, country: { from: null, to: 'DE' }, tags: { from: ['a', 'b'], to: ['c'] } }),
    });
    const got = data(await handlers.GetCompany(request({ id })));
    expect(got).toMatchObject({ name: 'Acme', city: 'Berlin', industry: 'Fintech', country: 'DE', tags: ['c'], created_date: created['created_date'] });
    const events = await outbox(id);
    expect(events.map((e) => e.event)).toEqual(['company.created', 'company.updated']);
    expect(events[1]?.data).toEqual({ company: got, changes: { industry: 'Software', country: null, tags: ['a', 'b'] } });
    expect(kicks).toBe(2);
  });

  it('keeps q search in step with a renamed company', async () => {
    const created = await create({ name: 'Acme' });
    await handlers.UpdateCompany(request({ id: created['id'] as string, body: { name: 'Zenith Labs' } }));
    const found = async (q: string) => list(await handlers.ListCompanies(request({ query: { q } }))).length;
    expect(await found('acme')).toBe(0);
    expect(await found('labs')).toBe(1);
  });

  it('null clears optional fields; name cannot be cleared; no-op changes write nothing', async () => {
    const created = await create({ name: 'Acme', industry: 'Software' });
    const id = created['id'] as string;
    expect((await failure(handlers.UpdateCompany(request({ id, body: { name: null } })))).fields[0]?.field).toBe('name');
    expect((await failure(handlers.UpdateCompany(request({ id, body: {} })))).fields[0]?.field).toBe('body');
    expect(data(await handlers.UpdateCompany(request({ id, body: { industry: null } })))['industry']).toBeNull();
    const before = await outbox(id);
    const again = await handlers.UpdateCompany(request({ id, body: { industry: null } }));
    expect(data(again)['updated_date']).toBe(data(await handlers.GetCompany(request({ id })))['updated_date']);
    expect(await outbox(id)).toHaveLength(before.length);
  });

  it('is 404 for another workspace and leaves the record alone', async () => {
    const created = await create({ name: 'Acme' });
    const err = await failure(handlers.UpdateCompany(request({ ws: OTHER_WS, id: created['id'] as string, body: { name: 'Hacked' } })));
    expect(err.code).toBe('not_found');
    expect(data(await handlers.GetCompany(request({ id: created['id'] as string })))['name']).toBe('Acme');
  });
});

describe('DeleteCompany', () => {
  it('tombstones with company.deleted in the same write and hides the company from lists', async () => {
    const created = await create({ name: 'Acme', domain: 'acme.com' });
    const id = created['id'] as string;
    const reply = await handlers.DeleteCompany(request({ id }));
    expect(data(reply)).toEqual({ id, deleted: true });
    expect(reply.audit).toMatchObject({ action: 'delete', resource_type: 'companies', resource_id: id });
    const doc = await raw(id);
    expect(doc?.['deleted_at']).toEqual(expect.any(String));
    expect((await outbox(id)).map((e) => e.event)).toEqual(['company.created', 'company.deleted']);
    expect((await outbox(id))[1]?.data).toEqual({ company: created });
    expect(list(await handlers.ListCompanies(request({ query: { domain: 'acme.com' } })))).toEqual([]);
    expect((await failure(handlers.DeleteCompany(request({ id })))).code).toBe('not_found');
  });

  it('is 404 for another workspace', async () => {
    const created = await create({ name: 'Acme' });
    expect((await failure(handlers.DeleteCompany(request({ ws: OTHER_WS, id: created['id'] as string })))).code).toBe('not_found');
    expect((await raw(created['id'] as string))?.['deleted_at']).toBeNull();
  });
});
