import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isAppError, newId, type FieldIssue } from '@wbk/platform';
import { ManualClock } from '@wbk/testing';
import { openStore, type DocStore } from '@wbk/store';
import { CONTACTS_COLLECTION } from '../store/contact.repository';
import { LIST_MEMBERS_COLLECTION, ListMemberRepository } from '../store/list-member.repository';
import { LISTS_COLLECTION, ListRepository } from '../store/list.repository';
import type { ApiReply } from '@wbk/rpc';
import { ListMembership } from '../app/list-membership';
import { createListsHandlers } from './lists.handler';

const WS = '11111111-1111-4111-8111-111111111111';
const OTHER_WS = '22222222-2222-4222-8222-222222222222';

let dir: string;
let store: DocStore;
let clock: ManualClock;
let kicks: number;
let lists: ListRepository;
let members: ListMemberRepository;
let handlers: ReturnType<typeof createListsHandlers>;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'crm-lists-'));
  store = await openStore({ kind: 'embedded', dataDir: dir });
  clock = new ManualClock('2026-03-01T10:00:00.000Z');
  kicks = 0;
  lists = new ListRepository(store);
  members = new ListMemberRepository(store);
  await Promise.all([lists.ensureIndexes(), members.ensureIndexes()]);
  handlers = createListsHandlers({ lists, members, clock, afterWrite: () => (kicks += 1) });
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

async function failure(promise: Promise<unknown>): Promise<{ code: string; fields: FieldIssue[]; details: Data }> {
  try {
    await promise;
  } catch (err) {
    if (!isAppError(err)) throw err;
    const details = (err.details ?? {}) as Data;
    return { code: err.code, fields: (details['fields'] as FieldIssue[] | undefined) ?? [], details };
  }
  throw new Error('expected an AppError');
}

async function createList(name: string, ws = WS): Promise<string> {
  clock.advance(1000);
  return data(await handlers.CreateList(request({ ws, body: { name } })))['id'] as string;
}

async function seedContacts(n: number, ws = WS, deleted = false): Promise<string[]> {
  const ids = Array.from({ length: n }, () => newId());
  await store.collection(CONTACTS_COLLECTION).insertMany(ids.map((_id) => ({ _id, workspace_id: ws, full_name: 'X', deleted_at: deleted ? '2026-01-01T00:00:00.000Z' : null })));
  return ids;
}

type Outboxed = Array<{ id: string; event: string; data: Data }>;
const outbox = async (id: string): Promise<Outboxed> => ((await store.collection(LISTS_COLLECTION).findOne({ _id: id }))?.['_outbox'] as Outboxed | undefined) ?? [];
const memberCount = (listId: string) => store.collection(LIST_MEMBERS_COLLECTION).countDocuments({ list_id: listId });

describe('CreateList / GetList / ListLists', () => {
  it('creates with 201, the read shape, audit and list.created on the outbox', async () => {
    const reply = await handlers.CreateList(request({ body: { name: '  Hot leads ', description: 'Q2' } }));
    const list = data(reply);
    expect(reply.created).toBe(true);
    expect(list).toEqual({ id: expect.any(String), name: 'Hot leads', description: 'Q2', contact_count: 0, created_date: '2026-03-01T10:00:00.000Z', updated_date: '2026-03-01T10:00:00.000Z' });
    expect(reply.audit).toEqual({ action: 'create', resource_type: 'lists', resource_id: list['id'], diff_json: '' });
    expect(await outbox(list['id'] as string)).toMatchObject([{ event: 'list.created', data: { list } }]);
    expect(kicks).toBe(1);
    expect(data(await handlers.GetList(request({ id: list['id'] as string })))).toEqual(list);
  });

  it('rejects bad bodies naming each field, and stores nothing', async () => {
    const err = await failure(handlers.CreateList(request({ body: { name: '', colour: 'red', description: 5 } })));
    expect(err.code).toBe('validation_error');
    expect(err.fields.map((f) => f.field).sort()).toEqual(['colour', 'description', 'name']);
    expect((await failure(handlers.CreateList(request({ body: { name: 'x'.repeat(201) } })))).fields[0]?.field).toBe('name');
    expect((await failure(handlers.CreateList(request({ body: {} })))).fields[0]?.field).toBe('name');
    expect(await store.collection(LISTS_COLLECTION).countDocuments({})).toBe(0);
  });

  it('names are unique per workspace (case-insensitive); a deleted list frees its name', async () => {
    const id = await createList('Hot leads');
    expect((await failure(handlers.CreateList(request({ body: { name: 'hot  LEADS' } })))).code).toBe('duplicate_name');
    await createList('Hot leads', OTHER_WS);
    await handlers.DeleteList(request({ id }));
    await createList('Hot leads');
  });

  it('lists newest first with meta, scoped to the workspace; unknown params and bad paging are 400', async () => {
    const a = await createList('A');
    const b = await createList('B');
    const c = await createList('C');
    await createList('Other', OTHER_WS);
    const reply = await handlers.ListLists(request({ query: { per_page: '2' } }));
    expect((data(reply) as unknown as Data[]).map((l) => l['id'])).toEqual([c, b]);
    expect(reply.meta).toEqual({ page: 1, per_page: 2, total: 3 });
    expect((data(await handlers.ListLists(request({ query: { per_page: '2', page: '2' } })))) as unknown as Data[]).toHaveLength(1);
    expect((await handlers.ListLists(request({ query: { per_page: '2', page: '2' } }))).data_json).toContain(a);
    expect((await failure(handlers.ListLists(request({ query: { q: 'x' } })))).fields[0]?.field).toBe('q');
    expect((await failure(handlers.ListLists(request({ query: { per_page: '500' } })))).fields[0]?.field).toBe('per_page');
  });

  it('another workspace gets 404 not_found', async () => {
    const id = await createList('A');
    expect((await failure(handlers.GetList(request({ ws: OTHER_WS, id })))).code).toBe('not_found');
    expect((await failure(handlers.DeleteList(request({ ws: OTHER_WS, id })))).code).toBe('not_found');
    expect((await failure(handlers.AddListContacts(request({ ws: OTHER_WS, id, body: { contact_ids: [newId()] } })))).code).toBe('not_found');
  });
});

describe('AddListContacts', () => {
  it('adds, counts only new members, skips present ids and in-request duplicates, emits exactly the new ids', async () => {
    const id = await createList('A');
    const [c1, c2, c3] = await seedContacts(3);
    const first = await handlers.AddListContacts(request({ id, body: { contact_ids: [c1, c2, c1?.toUpperCase()] } }));
    expect(first.created).toBe(false);
    expect(data(first)).toEqual({ added: 2, list_id: id, contact_count: 2 });
    expect(first.audit).toMatchObject({ action: 'update', resource_type: 'lists', resource_id: id });
    const second = await handlers.AddListContacts(request({ id, body: { contact_ids: [c2, c3] } }));
    expect(data(second)).toEqual({ added: 1, list_id: id, contact_count: 3 });
    const none = await handlers.AddListContacts(request({ id, body: { contact_ids: [c1, c3] } }));
    expect(data(none)).toEqual({ added: 0, list_id: id, contact_count: 3 });
    const events = (await outbox(id)).filter((e) => e.event === 'list.contacts_added');
    expect(events.map((e) => e.data)).toEqual([
      { list_id: id, contact_ids: [c1, c2], count: 2 },
      { list_id: id, contact_ids: [c3], count: 1 },
    ]);
    expect(await memberCount(id)).toBe(3);
    expect(data(await handlers.GetList(request({ id })))['contact_count']).toBe(3);
    const doc = await store.collection(LISTS_COLLECTION).findOne({ _id: id });
    expect(doc?.['pending_op']).toBeNull();
  });

  it('refuses malformed, unknown, deleted and other-workspace ids with details.invalid_ids and adds nothing', async () => {
    const id = await createList('A');
    const [good] = await seedContacts(1);
    const [foreign] = await seedContacts(1, OTHER_WS);
    const [gone] = await seedContacts(1, WS, true);
    const unknown = newId();
    const malformed = await failure(handlers.AddListContacts(request({ id, body: { contact_ids: [good, 'nope', 42] } })));
    expect(malformed).toMatchObject({ code: 'validation_error', details: { invalid_ids: ['nope', 42] } });
    expect(malformed.fields[0]?.field).toBe('contact_ids');
    const missing = await failure(handlers.AddListContacts(request({ id, body: { contact_ids: [good, foreign, unknown, gone] } })));
    expect(missing).toMatchObject({ code: 'validation_error', details: { invalid_ids: [foreign, unknown, gone] } });
    expect(await memberCount(id)).toBe(0);
    expect(data(await handlers.GetList(request({ id })))['contact_count']).toBe(0);
    expect((await outbox(id)).map((e) => e.event)).toEqual(['list.created']);
  });

  it('refuses an empty array, more than 100 ids, a missing or mistyped field and unknown fields', async () => {
    const id = await createList('A');
    const ids = await seedContacts(101);
    for (const body of [{ contact_ids: [] }, { contact_ids: ids }, {}, { contact_ids: 'x' }, { contact_ids: [ids[0]], extra: 1 }, [ids[0]]]) {
      expect((await failure(handlers.AddListContacts(request({ id, body })))).code).toBe('validation_error');
    }
    expect(data(await handlers.AddListContacts(request({ id, body: { contact_ids: ids.slice(0, 100) } })))).toEqual({ added: 100, list_id: id, contact_count: 100 });
  });

  it('is 404 for a missing or deleted list', async () => {
    const [c] = await seedContacts(1);
    expect((await failure(handlers.AddListContacts(request({ id: newId(), body: { contact_ids: [c] } })))).code).toBe('not_found');
    const id = await createList('A');
    await handlers.DeleteList(request({ id }));
    expect((await failure(handlers.AddListContacts(request({ id, body: { contact_ids: [c] } })))).code).toBe('not_found');
  });

  it('keeps contact_count exact under concurrent overlapping adds', async () => {
    const id = await createList('A');
    const ids = await seedContacts(30);
    const fast = createListsHandlers({ lists, members, clock, afterWrite: () => undefined, membership: new ListMembership({ lists, members, clock, afterWrite: () => undefined, waitMs: 1 }) });
    const replies = await Promise.all([0, 5, 10, 15].map((start) => fast.AddListContacts(request({ id, body: { contact_ids: ids.slice(start, start + 15) } }))));
    const added = replies.map((r) => data(r)['added'] as number);
    expect(added.reduce((a, b) => a + b, 0)).toBe(30);
    expect(data(await handlers.GetList(request({ id })))['contact_count']).toBe(30);
    const emitted = (await outbox(id)).filter((e) => e.event === 'list.contacts_added').flatMap((e) => e.data['contact_ids'] as string[]);
    expect(emitted.sort()).toEqual([...ids].sort());
  });
});

describe('crash safety of membership changes', () => {
  /** A membership writer whose finishing write "crashes" once after the members were stored. */
  function crashingAfterApply() {
    const crashing = Object.assign(Object.create(lists) as ListRepository, {
      finishOp: () => Promise.reject(new Error('process died')),
    });
    return createListsHandlers({ lists: crashing, members, clock, afterWrite: () => undefined });
  }

  it('a change interrupted after storing members is completed once by the next change, with the original event', async () => {
    const id = await createList('A');
    const [c1, c2, c3] = await seedContacts(3);
    await expect(crashingAfterApply().AddListContacts(request({ id, body: { contact_ids: [c1, c2] } }))).rejects.toThrow('process died');
    // Members stored, but neither count nor event yet: the intent holds them.
    expect(await memberCount(id)).toBe(2);
    expect((await outbox(id)).map((e) => e.event)).toEqual(['list.created']);
    const pending = (await store.collection(LISTS_COLLECTION).findOne({ _id: id }))?.['pending_op'] as { event: { id: string } };
    clock.advance(31_000);
    const next = await handlers.AddListContacts(request({ id, body: { contact_ids: [c2, c3] } }));
    expect(data(next)).toEqual({ added: 1, list_id: id, contact_count: 3 });
    const added = (await outbox(id)).filter((e) => e.event === 'list.contacts_added');
    expect(added.map((e) => e.data['contact_ids'])).toEqual([[c1, c2], [c3]]);
    expect(added[0]?.id).toBe(pending.event.id);
  });

  it('a change interrupted before storing members is completed by the sweep', async () => {
    const id = await createList('A');
    const [c1] = await seedContacts(1);
    const dead = Object.assign(Object.create(members) as ListMemberRepository, { addAll: () => Promise.reject(new Error('process died')) });
    const h = createListsHandlers({ lists, members: dead, clock, afterWrite: () => undefined });
    await expect(h.AddListContacts(request({ id, body: { contact_ids: [c1] } }))).rejects.toThrow('process died');
    expect(await memberCount(id)).toBe(0);
    const sweeper = new ListMembership({ lists, members, clock, afterWrite: () => (kicks += 1) });
    expect(await sweeper.recoverStale()).toBe(0); // still within the lease: the writer may be alive
    clock.advance(31_000);
    const kicksBefore = kicks;
    expect(await sweeper.recoverStale()).toBe(1);
    expect(kicks).toBe(kicksBefore + 1);
    expect(await memberCount(id)).toBe(1);
    expect(data(await handlers.GetList(request({ id })))['contact_count']).toBe(1);
    expect((await outbox(id)).filter((e) => e.event === 'list.contacts_added')).toHaveLength(1);
    expect(await sweeper.recoverStale()).toBe(0);
  });

  it('a request waits for a running change and answers 409 when it never ends within the lease', async () => {
    const id = await createList('A');
    const [c1] = await seedContacts(1);
    const stored = await lists.findLive(WS, id);
    // Another (live) writer holds the list; the sleep lets time pass until its lease expires, then it is completed.
    await lists.beginOp(WS, id, stored?.version ?? 0, { id: newId(), kind: 'add', contact_ids: [], started_at: clock.now().toISOString(), event: { id: newId(), event: 'list.contacts_added', occurred_at: clock.now().toISOString(), workspace_id: WS, data: { list_id: id, contact_ids: [], count: 0 }, causation: { root_id: newId(), depth: 0 } } });
    const waiting = new ListMembership({ lists, members, clock, afterWrite: () => undefined, sleep: async (ms) => void clock.advance(ms * 100) });
    const h = createListsHandlers({ lists, members, clock, afterWrite: () => undefined, membership: waiting });
    expect(data(await h.AddListContacts(request({ id, body: { contact_ids: [c1] } })))).toEqual({ added: 1, list_id: id, contact_count: 1 });
    const stuck = await lists.findLive(WS, id);
    await lists.beginOp(WS, id, stuck?.version ?? 0, { id: newId(), kind: 'remove', contact_ids: [], started_at: clock.now().toISOString(), event: { id: newId(), event: 'list.contacts_removed', occurred_at: clock.now().toISOString(), workspace_id: WS, data: {}, causation: { root_id: newId(), depth: 0 } } });
    const impatient = createListsHandlers({ lists, members, clock, afterWrite: () => undefined, membership: new ListMembership({ lists, members, clock, afterWrite: () => undefined, sleep: async () => undefined }) });
    expect((await failure(impatient.DeleteList(request({ id })))).code).toBe('version_conflict');
  });
});

describe('RemoveListContacts and DeleteList', () => {
  it('removes only members, counts them, emits list.contacts_removed with the removed ids', async () => {
    const id = await createList('A');
    const [c1, c2, c3] = await seedContacts(3);
    await handlers.AddListContacts(request({ id, body: { contact_ids: [c1, c2] } }));
    const reply = await handlers.RemoveListContacts(request({ id, body: { contact_ids: [c1, c3, newId()] } }));
    expect(data(reply)).toEqual({ removed: 1, list_id: id, contact_count: 1 });
    expect((await outbox(id)).at(-1)).toMatchObject({ event: 'list.contacts_removed', data: { list_id: id, contact_ids: [c1], count: 1 } });
    expect(await memberCount(id)).toBe(1);
    expect((await failure(handlers.RemoveListContacts(request({ id, body: { contact_ids: ['bad'] } })))).details['invalid_ids']).toEqual(['bad']);
    // Re-adding a removed contact counts as new again.
    expect(data(await handlers.AddListContacts(request({ id, body: { contact_ids: [c1] } })))).toEqual({ added: 1, list_id: id, contact_count: 2 });
  });

  it('tombstones with list.deleted, drops the members, hides the list; a second delete is 404', async () => {
    const id = await createList('A');
    const [c1] = await seedContacts(1);
    await handlers.AddListContacts(request({ id, body: { contact_ids: [c1] } }));
    const before = data(await handlers.GetList(request({ id })));
    const reply = await handlers.DeleteList(request({ id }));
    expect(data(reply)).toEqual({ id, deleted: true });
    expect(reply.audit).toMatchObject({ action: 'delete', resource_type: 'lists', resource_id: id });
    expect((await outbox(id)).at(-1)).toMatchObject({ event: 'list.deleted', data: { list: before } });
    expect(await memberCount(id)).toBe(0);
    expect((await failure(handlers.GetList(request({ id })))).code).toBe('not_found');
    expect((await handlers.ListLists(request())).meta?.total).toBe(0);
    expect((await failure(handlers.DeleteList(request({ id })))).code).toBe('not_found');
  });
});
