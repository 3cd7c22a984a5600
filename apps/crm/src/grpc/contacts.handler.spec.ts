import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isAppError, newId, type FieldIssue } from '@wbk/platform';
import { ManualClock } from '@wbk/testing';
import { openStore, type Doc, type DocStore } from '@wbk/store';
import { ContactRepository, CONTACTS_COLLECTION } from '../store/contact.repository';
import { DealRepository } from '../store/deal.repository';
import { NoteRepository } from '../store/note.repository';
import { TaskRepository } from '../store/task.repository';
import type { ApiReply } from '@wbk/rpc';
import { createContactsHandlers } from './contacts.handler';

const WS = '11111111-1111-4111-8111-111111111111';
const OTHER_WS = '22222222-2222-4222-8222-222222222222';

let dir: string;
let store: DocStore;
let clock: ManualClock;
let kicks: number;
let handlers: ReturnType<typeof createContactsHandlers>;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'crm-contacts-'));
  store = await openStore({ kind: 'embedded', dataDir: dir });
  clock = new ManualClock('2026-03-01T10:00:00.000Z');
  kicks = 0;
  const repos = { contacts: new ContactRepository(store), notes: new NoteRepository(store), tasks: new TaskRepository(store), deals: new DealRepository(store) };
  await Promise.all(Object.values(repos).map((r) => r.ensureIndexes()));
  handlers = createContactsHandlers({ ...repos, clock, afterWrite: () => (kicks += 1) });
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
  cause?: { root: string; depth: number };
}

function request({ ws = WS, id, query = {}, body, cause }: CallOptions = {}) {
  return {
    context: {
      workspace_id: ws,
      request_id: 'req-1',
      api_key_id: 'key-1',
      user_id: '',
      idempotency_key: '',
      causation_root_id: cause?.root ?? '',
      causation_depth: cause?.depth ?? 0,
    },
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

async function create(body: Data, ws = WS): Promise<Data> {
  clock.advance(1000);
  return data(await handlers.CreateContact(request({ ws, body })));
}

const rawContact = (id: string) => store.collection(CONTACTS_COLLECTION).findOne({ _id: id });

describe('CreateContact', () => {
  it('creates, answers 201 with the full read shape, audits, and writes the event to the outbox', async () => {
    const reply = await handlers.CreateContact(request({ body: { email: 'jane.doe@example.com', tags: ['vip'], priority: 2 } }));
    const contact = data(reply);
    expect(reply.created).toBe(true);
    expect(reply.audit).toEqual({ action: 'create', resource_type: 'contacts', resource_id: contact['id'], diff_json: '' });
    expect(contact).toEqual({
      id: expect.any(String),
      first_name: 'Jane',
      last_name: 'Doe',
      full_name: 'Jane Doe',
      email: 'jane.doe@example.com',
      phone: null,
      job_title: null,
      company: null,
      related_company_id: null,
      linkedin_url: null,
      priority: 2,
      tags: ['vip'],
      custom_fields: {},
      created_date: '2026-03-01T10:00:00.000Z',
      updated_date: '2026-03-01T10:00:00.000Z',
    });
    const doc = await rawContact(contact['id'] as string);
    expect(doc?.['_outbox_pending']).toBe(true);
    const [event] = doc?.['_outbox'] as Array<{ event: string; workspace_id: string; data: Data; causation: { depth: number } }>;
    expect(event).toMatchObject({ event: 'contact.created', workspace_id: WS, data: { contact: { ...contact, created_at: contact['created_date'] } }, causation: { depth: 0 } });
    expect(kicks).toBe(1);
  });

  it('carries the causation of automation into the event', async () => {
    const root = newId();
    const contact = data(await handlers.CreateContact(request({ body: { full_name: 'A B' }, cause: { root, depth: 2 } })));
    const doc = await rawContact(contact['id'] as string);
    expect((doc?.['_outbox'] as Array<{ causation: unknown }>)[0]?.causation).toEqual({ root_id: root, depth: 3 });
  });

  it('rejects unknown fields and stores nothing', async () => {
    const err = await failure(handlers.CreateContact(request({ body: { email: 'a@b.co', nickname: 'x' } })));
    expect(err.code).toBe('validation_error');
    expect(err.fields).toEqual([{ field: 'nickname', message: 'is not a known field' }]);
    expect(await store.collection(CONTACTS_COLLECTION).countDocuments({})).toBe(0);
    expect(kicks).toBe(0);
  });

  it('rejects an empty body and a non-object body', async () => {
    expect((await failure(handlers.CreateContact(request()))).fields[0]?.field).toBe('body');
    expect((await failure(handlers.CreateContact(request({ body: [1] })))).fields[0]?.field).toBe('body');
  });

  it("round-trips custom_fields with '.' and '$' keys exactly", async () => {
    const custom = { 'a.b': { $c: [1, { 'd.e': null }] }, $top: 'x', plain: { nested: { deep: true } } };
    const created = await create({ full_name: 'A', custom_fields: custom });
    const got = data(await handlers.GetContact(request({ id: created['id'] as string })));
    expect(got['custom_fields']).toEqual(custom);
    const listed = data(await handlers.ListContacts(request())) as unknown as Data[];
    expect(listed[0]?.['custom_fields']).toEqual(custom);
  });
});

describe('GetContact and ListContacts', () => {
  it('gets by id with api_access audit; another workspace gets 404 Contact not found', async () => {
    const created = await create({ full_name: 'Jane Doe' });
    const reply = await handlers.GetContact(request({ id: created['id'] as string }));
    expect(data(reply)).toEqual(created);
    expect(reply.audit?.action).toBe('api_access');
    const err = await failure(handlers.GetContact(request({ ws: OTHER_WS, id: created['id'] as string })));
    expect(err).toMatchObject({ code: 'not_found', message: 'Contact not found' });
  });

  it('finds a contact by an id typed in capitals in the path, and audits it lower-cased', async () => {
    const created = await create({ full_name: 'Jane Doe' });
    const id = created['id'] as string;
    const reply = await handlers.GetContact(request({ id: id.toUpperCase() }));
    expect(data(reply)).toEqual(created);
    expect(reply.audit?.resource_id).toBe(id);
    const updated = await handlers.UpdateContact(request({ id: id.toUpperCase(), body: { phone: '2' } }));
    expect(data(updated)).toMatchObject({ id, phone: '2' });
    expect(data(await handlers.DeleteContact(request({ id: id.toUpperCase() })))).toEqual({ id, deleted: true });
  });

  it('lists newest first with meta, scoped to the workspace, with filters', async () => {
    const a = await create({ full_name: 'A', email: 'a@x.co', tags: ['vip'] });
    const b = await create({ full_name: 'B', tags: ['vip', 'lead'] });
    const c = await create({ full_name: 'C' });
    await create({ full_name: 'Other' }, OTHER_WS);
    const reply = await handlers.ListContacts(request({ query: { per_page: '2' } }));
    expect((data(reply) as unknown as Data[]).map((x) => x['id'])).toEqual([c['id'], b['id']]);
    expect(reply).toMatchObject({ has_meta: true, meta: { page: 1, per_page: 2, total: 3 } });
    const page2 = await handlers.ListContacts(request({ query: { per_page: '2', page: '2' } }));
    expect((data(page2) as unknown as Data[]).map((x) => x['id'])).toEqual([a['id']]);
    const byTag = await handlers.ListContacts(request({ query: { tag: 'vip' } }));
    expect((data(byTag) as unknown as Data[]).map((x) => x['id'])).toEqual([b['id'], a['id']]);
    const byEmail = await handlers.ListContacts(request({ query: { email: 'A@X.co' } }));
    expect((data(byEmail) as unknown as Data[]).map((x) => x['id'])).toEqual([a['id']]);
  });

  it('rejects unknown query parameters and a bad include', async () => {
    expect((await failure(handlers.ListContacts(request({ query: { sort: 'x' } })))).fields[0]?.field).toBe('sort');
    const created = await create({ full_name: 'A' });
    const err = await failure(handlers.GetContact(request({ id: created['id'] as string, query: { include: 'emails' } })));
    expect(err.fields[0]?.field).toBe('include');
  });
});

describe('GetContact includes', () => {
  it('embeds empty arrays when asked and nothing exists, and nothing when not asked', async () => {
    const created = await create({ full_name: 'A' });
    const id = created['id'] as string;
    const all = data(await handlers.GetContact(request({ id, query: { include: '*' } })));
    expect(all).toMatchObject({ recent_notes: [], open_tasks: [], open_deals: [] });
    const notesOnly = data(await handlers.GetContact(request({ id, query: { include: 'notes' } })));
    expect(Object.keys(notesOnly)).toContain('recent_notes');
    expect(Object.keys(notesOnly)).not.toContain('open_tasks');
  });

  it('embeds the 3 newest notes, 3 open tasks and the 3 most recently updated deals (won and lost ones too) of this contact only', async () => {
    const id = (await create({ full_name: 'A' }))['id'] as string;
    const otherId = (await create({ full_name: 'B' }))['id'] as string;
    const day = (d: number) => `2026-02-${String(d).padStart(2, '0')}T00:00:00.000Z`;
    const notes: Doc[] = [1, 2, 3, 4].map((d) => ({ _id: `n${d}`, workspace_id: WS, contact_id: id, title: `N${d}`, content: 'c', note_type: 'general', category: null, created_date: day(d), deleted_at: null }));
    notes.push({ _id: 'n9', workspace_id: WS, contact_id: id, title: 'deleted', created_date: day(9), deleted_at: day(10) });
    notes.push({ _id: 'nx', workspace_id: OTHER_WS, contact_id: id, title: 'other ws', created_date: day(9) });
    notes.push({ _id: 'ny', workspace_id: WS, contact_id: otherId, title: 'other contact', created_date: day(9) });
    await store.collection('notes').insertMany(notes);
    await store.collection('tasks').insertMany([
      { _id: 't1', workspace_id: WS, contact_id: id, title: 'late', status: 'open', priority: 'high', due_date: day(20), assigned_to_user_id: 'u1', updated_date: day(1) },
      { _id: 't2', workspace_id: WS, contact_id: id, title: 'soon', status: 'open', priority: 'low', due_date: day(5), assigned_to_user_id: null, updated_date: day(1) },
      { _id: 't3', workspace_id: WS, contact_id: id, title: 'undated', status: 'in_progress', priority: null, due_date: null, updated_date: day(3) },
      { _id: 't4', workspace_id: WS, contact_id: id, title: 'undated older', status: 'open', updated_date: day(2) },
      { _id: 't5', workspace_id: WS, contact_id: id, title: 'done', status: 'completed', due_date: day(1), updated_date: day(1) },
    ]);
    await store.collection('deals').insertMany([
      { _id: 'd1', workspace_id: WS, main_contact_id: id, name: 'D1', stage: 'proposal', status: 'open', estimated_value: 1000, updated_date: day(1) },
      { _id: 'd2', workspace_id: WS, main_contact_id: id, name: 'D2', stage: 'qualification', status: 'open', estimated_value: 2000, updated_date: day(4) },
      { _id: 'd3', workspace_id: WS, main_contact_id: id, name: 'D3', stage: 'closed_won', status: 'won', estimated_value: 3000, updated_date: day(9) },
      { _id: 'd4', workspace_id: WS, main_contact_id: id, name: 'D4', stage: 'proposal', status: 'open', updated_date: day(3) },
      { _id: 'd5', workspace_id: WS, main_contact_id: id, name: 'D5', stage: 'proposal', status: 'open', updated_date: day(2) },
      { _id: 'd6', workspace_id: WS, main_contact_id: otherId, name: 'other', status: 'open', updated_date: day(9) },
    ]);
    const got = data(await handlers.GetContact(request({ id, query: { include: 'notes,tasks,deals' } })));
    expect(got['recent_notes']).toEqual([
      { id: 'n4', title: 'N4', content: 'c', note_type: 'general', category: null, created_date: day(4) },
      { id: 'n3', title: 'N3', content: 'c', note_type: 'general', category: null, created_date: day(3) },
      { id: 'n2', title: 'N2', content: 'c', note_type: 'general', category: null, created_date: day(2) },
    ]);
    expect(got['open_tasks']).toEqual([
      { id: 't2', title: 'soon', status: 'open', priority: 'low', due_date: day(5), assigned_to_user_id: null },
      { id: 't1', title: 'late', status: 'open', priority: 'high', due_date: day(20), assigned_to_user_id: 'u1' },
      { id: 't3', title: 'undated', status: 'in_progress', priority: null, due_date: null, assigned_to_user_id: null },
    ]);
    // open_deals has no status condition (docs/decisions.md "Drift from the spec closed"): the won deal, updated last, comes first.
    expect(got['open_deals']).toEqual([
      { id: 'd3', name: 'D3', stage: 'closed_won', estimated_value: 3000, updated_date: day(9) },
      { id: 'd2', name: 'D2', stage: 'qualification', estimated_value: 2000, updated_date: day(4) },
      { id: 'd4', name: 'D4', stage: 'proposal', estimated_value: null, updated_date: day(3) },
    ]);
  });
});

describe('UpdateContact', () => {
  it('changes only given fields, recomputes names, emits changes, audits the diff', async () => {
    const created = await create({ full_name: 'Jane Doe', phone: '1', tags: ['a'] });
    const id = created['id'] as string;
    clock.advance(5000);
    const reply = await handlers.UpdateContact(request({ id, body: { last_name: 'Smith', phone: null } }));
    const updated = data(reply);
    expect(updated).toMatchObject({ first_name: 'Jane', last_name: 'Smith', full_name: 'Jane Smith', phone: null, tags: ['a'], created_date: created['created_date'] });
    expect(updated['updated_date']).not.toBe(created['updated_date']);
    expect(JSON.parse(reply.audit?.diff_json ?? '')).toEqual({
      last_name: { from: 'Doe', to: 'Smith' },
      full_name: { from: 'Jane Doe', to: 'Jane Smith' },
      phone: { from: '1', to: null },
    });
    const doc = await rawContact(id);
    const events = doc?.['_outbox'] as Array<{ event: string; data: Data }>;
    expect(events.map((e) => e.event)).toEqual(['contact.created', 'contact.updated']);
    expect(events[1]?.data).toEqual({ contact: { ...updated, created_at: updated['created_date'] }, changes: { last_name: 'Doe', full_name: 'Jane Doe', phone: '1' } });
    expect(doc?.['version']).toBe(2);
    expect(data(await handlers.GetContact(request({ id })))).toEqual(updated);
  });

  it('answers 200 without a write or event when nothing changes', async () => {
    const created = await create({ full_name: 'Jane Doe', tags: ['a'] });
    const id = created['id'] as string;
    const kicksBefore = kicks;
    clock.advance(5000);
    const reply = await handlers.UpdateContact(request({ id, body: { first_name: 'Jane', tags: ['a', 'a'] } }));
    expect(data(reply)).toEqual(created);
    expect(reply.audit?.diff_json).toBe('{}');
    expect(kicks).toBe(kicksBefore);
    expect((await rawContact(id))?.['version']).toBe(1);
  });

  it('a rejected PATCH changes nothing', async () => {
    const created = await create({ email: 'a@b.co', phone: '1' });
    const id = created['id'] as string;
    const before = await rawContact(id);
    for (const body of [{}, { phone: '2', bogus: 1 }, { priority: 7, phone: '2' }, { email: null }, [1]]) {
      expect((await failure(handlers.UpdateContact(request({ id, body })))).code).toBe('validation_error');
    }
    expect(await rawContact(id)).toEqual(before);
  });

  it('is 404 for another workspace and for unknown ids, and leaves the record alone', async () => {
    const created = await create({ full_name: 'A' });
    const id = created['id'] as string;
    expect((await failure(handlers.UpdateContact(request({ ws: OTHER_WS, id, body: { full_name: 'Hacked' } })))).code).toBe('not_found');
    expect((await failure(handlers.UpdateContact(request({ id: newId(), body: { full_name: 'X' } })))).code).toBe('not_found');
    expect(data(await handlers.GetContact(request({ id })))['full_name']).toBe('A');
  });

  function racingHandlers(id: string, racesBeforeWrite: number) {
    const repo = new ContactRepository(store);
    const calls = { update: 0 };
    const contacts = Object.assign(Object.create(repo) as ContactRepository, {
      update: async (...args: Parameters<ContactRepository['update']>) => {
        calls.update += 1;
        // Another writer gets in between our read and our write.
        if (calls.update <= racesBeforeWrite) await store.collection(CONTACTS_COLLECTION).updateOne({ _id: id }, { $inc: { version: 1 } });
        return repo.update(...args);
      },
    });
    const h = createContactsHandlers({ contacts, notes: new NoteRepository(store), tasks: new TaskRepository(store), deals: new DealRepository(store), clock, afterWrite: () => undefined });
    return { h, calls };
  }

  it('retries the read-modify-write when another write moved the version', async () => {
    const id = (await create({ full_name: 'A' }))['id'] as string;
    const { h, calls } = racingHandlers(id, 1);
    expect(data(await h.UpdateContact(request({ id, body: { full_name: 'B' } })))['full_name']).toBe('B');
    expect(calls.update).toBe(2);
    expect((await rawContact(id))?.['version']).toBe(3);
  });

  it('answers 409 version_conflict when the version keeps moving', async () => {
    const id = (await create({ full_name: 'A' }))['id'] as string;
    const { h, calls } = racingHandlers(id, 99);
    expect((await failure(h.UpdateContact(request({ id, body: { full_name: 'B' } })))).code).toBe('version_conflict');
    expect(calls.update).toBe(3);
    expect((await rawContact(id))?.['full_name']).toBe('A');
  });
});

describe('DeleteContact', () => {
  it('tombstones with the event in the same write, hides the contact, and a second delete is 404', async () => {
    const created = await create({ full_name: 'A' });
    const id = created['id'] as string;
    expect((await failure(handlers.DeleteContact(request({ ws: OTHER_WS, id })))).code).toBe('not_found');
    const reply = await handlers.DeleteContact(request({ id }));
    expect(data(reply)).toEqual({ id, deleted: true });
    expect(reply.audit).toMatchObject({ action: 'delete', resource_id: id });
    const doc = await rawContact(id);
    expect(doc?.['deleted_at']).toEqual(expect.any(String));
    expect((doc?.['_outbox'] as Array<{ event: string; data: Data }>).at(-1)).toMatchObject({ event: 'contact.deleted', data: { contact: created } });
    expect((await failure(handlers.GetContact(request({ id })))).code).toBe('not_found');
    expect(data(await handlers.ListContacts(request()))).toEqual([]);
    expect((await handlers.ListContacts(request())).meta?.total).toBe(0);
    expect((await failure(handlers.DeleteContact(request({ id })))).code).toBe('not_found');
    expect((await failure(handlers.UpdateContact(request({ id, body: { full_name: 'B' } })))).code).toBe('not_found');
  });
});

describe('request context', () => {
  it('refuses a request without a workspace', async () => {
    expect((await failure(handlers.ListContacts({ context: null, path: {}, query: {}, body_json: '' }))).code).toBe('missing_auth');
  });
});
