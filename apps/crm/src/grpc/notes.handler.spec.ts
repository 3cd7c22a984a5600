import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isAppError, newId, type FieldIssue } from '@wbk/platform';
import { ManualClock } from '@wbk/testing';
import { openStore, type DocStore } from '@wbk/store';
import { CompanyRepository } from '../store/company.repository';
import { ContactRepository } from '../store/contact.repository';
import { DealRepository } from '../store/deal.repository';
import { NOTES_COLLECTION, NoteRepository } from '../store/note.repository';
import { TaskRepository } from '../store/task.repository';
import type { ApiReply } from '@wbk/rpc';
import { createCompaniesHandlers } from './companies.handler';
import { createContactsHandlers } from './contacts.handler';
import { createNotesHandlers } from './notes.handler';

const WS = '11111111-1111-4111-8111-111111111111';
const OTHER_WS = '22222222-2222-4222-8222-222222222222';

let dir: string;
let store: DocStore;
let clock: ManualClock;
let kicks: number;
let notes: ReturnType<typeof createNotesHandlers>;
let companies: ReturnType<typeof createCompaniesHandlers>;
let contacts: ReturnType<typeof createContactsHandlers>;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'crm-notes-'));
  store = await openStore({ kind: 'embedded', dataDir: dir });
  clock = new ManualClock('2026-03-01T10:00:00.000Z');
  kicks = 0;
  const repos = {
    notes: new NoteRepository(store),
    companies: new CompanyRepository(store),
    contacts: new ContactRepository(store),
    tasks: new TaskRepository(store),
    deals: new DealRepository(store),
  };
  await Promise.all(Object.values(repos).map((r) => r.ensureIndexes()));
  const common = { clock, afterWrite: () => (kicks += 1) };
  notes = createNotesHandlers({ ...repos, ...common });
  companies = createCompaniesHandlers({ ...repos, ...common });
  contacts = createContactsHandlers({ ...repos, ...common });
});

afterEach(async () => {
  await store.close();
  await rm(dir, { recursive: true, force: true });
});

function request({ ws = WS, id, query = {}, body }: { ws?: string; id?: string; query?: Record<string, string>; body?: unknown } = {}) {
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

const companyId = async (ws = WS) => data(await companies.CreateCompany(request({ ws, body: { name: 'Acme' } })))['id'] as string;
const contactId = async (ws = WS) => data(await contacts.CreateContact(request({ ws, body: { full_name: 'Jane Doe' } })))['id'] as string;
const noteCount = () => store.collection(NOTES_COLLECTION).countDocuments({});

describe('company notes', () => {
  it('creates a note: 201, exactly the spec fields, default note_type, audit, internal note.created in the outbox', async () => {
    const company = await companyId();
    kicks = 0;
    const reply = await notes.CreateCompanyNote(request({ id: company, body: { title: ' Call recap ', content: 'Line 1\n  Line 2 ', tags: ['q1', 'q1'] } }));
    const note = data(reply);
    expect(reply.created).toBe(true);
    expect(reply.audit).toEqual({ action: 'create', resource_type: 'notes', resource_id: note['id'], diff_json: '' });
    expect(note).toEqual({
      id: expect.any(String),
      title: 'Call recap',
      content: 'Line 1\n  Line 2 ',
      note_type: 'general',
      tags: ['q1'],
      created_date: '2026-03-01T10:00:00.000Z',
    });
    const doc = await store.collection(NOTES_COLLECTION).findOne({ _id: note['id'] as string });
    expect(doc).toMatchObject({ workspace_id: WS, company_id: company, contact_id: null, deleted_at: null, _outbox_pending: true });
    const events = doc?.['_outbox'] as Array<{ event: string; workspace_id: string; data: Data }>;
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      event: 'note.created',
      workspace_id: WS,
      data: { note: { ...note, category: null, contact_id: null, company_id: company } },
    });
    expect(kicks).toBe(1);
  });

  it('requires a title, bounds content at 50,000 characters, refuses unknown fields (category too) and stores nothing', async () => {
    const company = await companyId();
    const missing = await failure(notes.CreateCompanyNote(request({ id: company, body: { content: 'x' } })));
    expect(missing.code).toBe('validation_error');
    expect(missing.fields.map((f) => f.field)).toEqual(['title']);
    const bad = await failure(
      notes.CreateCompanyNote(request({ id: company, body: { title: 'T', content: 'x'.repeat(50_001), note_type: 'y'.repeat(51), category: 'c', tags: [1] } })),
    );
    expect(bad.fields.map((f) => f.field).sort()).toEqual(['category', 'content', 'note_type', 'tags.0']);
    expect(await noteCount()).toBe(0);
    const atLimit = await notes.CreateCompanyNote(request({ id: company, body: { title: 'T', content: 'x'.repeat(50_000), note_type: 'call' } }));
    expect(data(atLimit)['note_type']).toBe('call');
  });

  it('is 404 not_found for a missing, deleted or other-workspace company', async () => {
    const foreign = await companyId(OTHER_WS);
    const err = await failure(notes.CreateCompanyNote(request({ id: foreign, body: { title: 'T' } })));
    expect(err).toMatchObject({ code: 'not_found', message: 'Company not found' });
    expect((await failure(notes.CreateCompanyNote(request({ id: newId(), body: { title: 'T' } })))).code).toBe('not_found');
    const gone = await companyId();
    await companies.DeleteCompany(request({ id: gone }));
    expect((await failure(notes.ListCompanyNotes(request({ id: gone })))).code).toBe('not_found');
    expect((await failure(notes.ListCompanyNotes(request({ ws: OTHER_WS, id: await companyId() })))).code).toBe('not_found');
    expect(await noteCount()).toBe(0);
  });

  it('lists the company notes newest first with pagination, and only that company', async () => {
    const company = await companyId();
    const other = await companyId();
    const titles: string[] = [];
    for (const n of [1, 2, 3]) {
      clock.advance(1000);
      titles.push(data(await notes.CreateCompanyNote(request({ id: company, body: { title: `N${n}` } })))['title'] as string);
    }
    await notes.CreateCompanyNote(request({ id: other, body: { title: 'elsewhere' } }));
    const page1 = await notes.ListCompanyNotes(request({ id: company, query: { per_page: '2' } }));
    expect(list(page1).map((n) => n['title'])).toEqual(['N3', 'N2']);
    expect(page1.meta).toEqual({ page: 1, per_page: 2, total: 3 });
    expect(page1.audit).toMatchObject({ action: 'api_access', resource_type: 'notes' });
    expect(Object.keys(list(page1)[0] ?? {})).toEqual(['id', 'title', 'content', 'note_type', 'tags', 'created_date']);
    const page2 = await notes.ListCompanyNotes(request({ id: company, query: { per_page: '2', page: '2' } }));
    expect(list(page2).map((n) => n['title'])).toEqual(['N1']);
    expect((await failure(notes.ListCompanyNotes(request({ id: company, query: { sort: 'x' } })))).fields[0]?.field).toBe('sort');
  });
});

describe('contact notes', () => {
  it('creates with category, lists them, and feeds recent_notes (3 newest) on the contact', async () => {
    const contact = await contactId();
    const created: Data[] = [];
    for (const n of [1, 2, 3, 4]) {
      clock.advance(1000);
      created.push(data(await notes.CreateContactNote(request({ id: contact, body: { title: `N${n}`, content: 'c', category: 'sales', note_type: 'call' } }))));
    }
    expect(created[0]).toEqual({
      id: expect.any(String),
      title: 'N1',
      content: 'c',
      note_type: 'call',
      category: 'sales',
      tags: [],
      created_date: '2026-03-01T10:00:01.000Z',
    });
    const listed = await notes.ListContactNotes(request({ id: contact }));
    expect(list(listed).map((n) => n['title'])).toEqual(['N4', 'N3', 'N2', 'N1']);
    expect(listed.meta).toEqual({ page: 1, per_page: 50, total: 4 });
    const got = data(await contacts.GetContact(request({ id: contact, query: { include: 'notes' } })));
    expect(got['recent_notes']).toEqual(
      [created[3], created[2], created[1]].map((n) => ({
        id: n?.['id'],
        title: n?.['title'],
        content: 'c',
        note_type: 'call',
        category: 'sales',
        created_date: n?.['created_date'],
      })),
    );
  });

  it('publishes note.created with the contact id; content and category default to null', async () => {
    const contact = await contactId();
    const note = data(await notes.CreateContactNote(request({ id: contact, body: { title: 'Hello' } })));
    expect(note).toMatchObject({ content: null, category: null, note_type: 'general' });
    const doc = await store.collection(NOTES_COLLECTION).findOne({ _id: note['id'] as string });
    expect((doc?.['_outbox'] as Array<{ data: Data }>)[0]?.data).toEqual({ note: { ...note, contact_id: contact, company_id: null } });
  });

  it('is 404 for a contact of another workspace; validation names bad fields', async () => {
    const foreign = await contactId(OTHER_WS);
    expect(await failure(notes.CreateContactNote(request({ id: foreign, body: { title: 'T' } })))).toMatchObject({ code: 'not_found', message: 'Contact not found' });
    expect((await failure(notes.ListContactNotes(request({ id: foreign })))).code).toBe('not_found');
    const mine = await contactId();
    const bad = await failure(notes.CreateContactNote(request({ id: mine, body: { title: '', category: 5, id: 'x' } })));
    expect(bad.fields.map((f) => f.field).sort()).toEqual(['category', 'id', 'title']);
    expect(await noteCount()).toBe(0);
  });
});
