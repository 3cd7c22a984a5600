import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isAppError, newId, type FieldIssue } from '@wbk/platform';
import { ManualClock } from '@wbk/testing';
import { openStore, type DocStore } from '@wbk/store';
import { CONTACTS_COLLECTION } from '../store/contact.repository';
import { DEALS_COLLECTION } from '../store/deal.repository';
import { TASKS_COLLECTION, TaskRepository } from '../store/task.repository';
import type { ApiReply } from '@wbk/rpc';
import { createTasksHandlers } from './tasks.handler';

const WS = '11111111-1111-4111-8111-111111111111';
const OTHER_WS = '22222222-2222-4222-8222-222222222222';

let dir: string;
let store: DocStore;
let clock: ManualClock;
let kicks: number;
let tasks: TaskRepository;
let handlers: ReturnType<typeof createTasksHandlers>;
let contactId: string;
let dealId: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'crm-tasks-'));
  store = await openStore({ kind: 'embedded', dataDir: dir });
  clock = new ManualClock('2026-03-01T10:00:00.000Z');
  kicks = 0;
  tasks = new TaskRepository(store);
  await tasks.ensureIndexes();
  handlers = createTasksHandlers({ tasks, clock, afterWrite: () => (kicks += 1) });
  contactId = newId();
  dealId = newId();
  await store.collection(CONTACTS_COLLECTION).insertOne({ _id: contactId, workspace_id: WS, full_name: 'C', deleted_at: null });
  await store.collection(DEALS_COLLECTION).insertOne({ _id: dealId, workspace_id: WS, name: 'D', deleted_at: null });
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
const ids = (reply: ApiReply): unknown[] => (data(reply) as unknown as Data[]).map((t) => t['id']);

async function failure(promise: Promise<unknown>): Promise<{ code: string; fields: FieldIssue[] }> {
  try {
    await promise;
  } catch (err) {
    if (!isAppError(err)) throw err;
    return { code: err.code, fields: ((err.details ?? {}) as { fields?: FieldIssue[] }).fields ?? [] };
  }
  throw new Error('expected an AppError');
}

async function create(body: Data, ws = WS): Promise<Data> {
  clock.advance(1000);
  return data(await handlers.CreateTask(request({ ws, body })));
}

type Outboxed = Array<{ event: string; data: Data }>;
const outbox = async (id: string): Promise<Outboxed> => ((await store.collection(TASKS_COLLECTION).findOne({ _id: id }))?.['_outbox'] as Outboxed | undefined) ?? [];

describe('CreateTask', () => {
  it('creates with defaults, 201, audit and task.created; normalizes the due date', async () => {
    const reply = await handlers.CreateTask(request({ body: { title: ' Call back ', due_date: '2026-03-05', contact_id: contactId.toUpperCase(), deal_id: dealId } }));
    const task = data(reply);
    expect(reply.created).toBe(true);
    expect(task).toEqual({
      id: expect.any(String),
      title: 'Call back',
      description: null,
      status: 'open',
      priority: 'medium',
      due_date: '2026-03-05T00:00:00.000Z',
      contact_id: contactId,
      deal_id: dealId,
      assigned_to_user_id: null,
      completed_at: null,
      created_date: '2026-03-01T10:00:00.000Z',
      updated_date: '2026-03-01T10:00:00.000Z',
    });
    expect(reply.audit).toEqual({ action: 'create', resource_type: 'tasks', resource_id: task['id'], diff_json: '' });
    expect(await outbox(task['id'] as string)).toMatchObject([{ event: 'task.created', data: { task } }]);
    expect(kicks).toBe(1);
    const zoned = await create({ title: 'x', due_date: '2026-03-05T17:30:00+02:00', status: 'completed' });
    expect(zoned['due_date']).toBe('2026-03-05T15:30:00.000Z');
    expect(zoned['completed_at']).toBe(zoned['created_date']);
  });

  it('rejects bad input naming each field, and stores nothing', async () => {
    const err = await failure(
      handlers.CreateTask(request({ body: { title: '', status: 'done', priority: 'critical', due_date: '2026-02-30', assigned_to_user_id: 'u1', completed_at: 'x', bogus: 1 } })),
    );
    expect(err.code).toBe('validation_error');
    expect(err.fields.map((f) => f.field).sort()).toEqual(['assigned_to_user_id', 'bogus', 'completed_at', 'due_date', 'priority', 'status', 'title']);
    expect(err.fields.find((f) => f.field === 'completed_at')?.message).toMatch(/read-only/);
    expect((await failure(handlers.CreateTask(request({ body: { description: 'x' } })))).fields).toEqual([{ field: 'title', message: 'is required' }]);
    expect((await failure(handlers.CreateTask(request({ body: { title: 'x'.repeat(301) } })))).fields[0]?.field).toBe('title');
    expect((await failure(handlers.CreateTask(request({ body: { title: 'x', due_date: '2026-03-05T10:00:00' } })))).fields[0]?.field).toBe('due_date');
    expect(await store.collection(TASKS_COLLECTION).countDocuments({})).toBe(0);
  });

  it('refuses links to contacts or deals that are unknown or of another workspace', async () => {
    const foreign = newId();
    await store.collection(CONTACTS_COLLECTION).insertOne({ _id: foreign, workspace_id: OTHER_WS, deleted_at: null });
    const err = await failure(handlers.CreateTask(request({ body: { title: 'x', contact_id: foreign, deal_id: newId() } })));
    expect(err.fields.map((f) => f.field)).toEqual(['contact_id', 'deal_id']);
    expect(await store.collection(TASKS_COLLECTION).countDocuments({})).toBe(0);
  });
});

describe('CreateTask with an idempotency key (an automation retrying its action)', () => {
  it('creates one task, whatever the number of retries, and answers the same record each time', async () => {
    const key = newId();
    const call = () => {
      const req = request({ body: { title: 'Call back', contact_id: contactId } });
      return handlers.CreateTask({ ...req, context: { ...req.context, idempotency_key: key } });
    };
    const first = data(await call());
    clock.advance(60_000);
    const again = data(await call());
    expect(again).toEqual(first);
    expect(await store.collection(TASKS_COLLECTION).countDocuments({ workspace_id: WS })).toBe(1);
    expect(await outbox(first['id'] as string)).toHaveLength(1);
    expect(kicks).toBe(1);
  });
});

describe('ListTasks', () => {
  it('lists newest first with meta and each filter, scoped to the workspace', async () => {
    const user = newId();
    const a = await create({ title: 'a', due_date: '2026-03-03', contact_id: contactId, assigned_to_user_id: user });
    const b = await create({ title: 'b', due_date: '2026-03-05T12:00:00Z', deal_id: dealId, status: 'in_progress' });
    const c = await create({ title: 'c' });
    await create({ title: 'other' }, OTHER_WS);
    const all = await handlers.ListTasks(request());
    expect(ids(all)).toEqual([c['id'], b['id'], a['id']]);
    expect(all.meta).toEqual({ page: 1, per_page: 50, total: 3 });
    expect(ids(await handlers.ListTasks(request({ query: { per_page: '1', page: '2' } })))).toEqual([b['id']]);
    expect(ids(await handlers.ListTasks(request({ query: { status: 'in_progress' } })))).toEqual([b['id']]);
    expect(ids(await handlers.ListTasks(request({ query: { assigned_to_user_id: user } })))).toEqual([a['id']]);
    expect(ids(await handlers.ListTasks(request({ query: { contact_id: contactId } })))).toEqual([a['id']]);
    expect(ids(await handlers.ListTasks(request({ query: { deal_id: dealId } })))).toEqual([b['id']]);
    expect(ids(await handlers.ListTasks(request({ query: { due_before: '2026-03-04' } })))).toEqual([a['id']]);
    // A date-only due_before covers its whole day; bounds are inclusive.
    expect(ids(await handlers.ListTasks(request({ query: { due_after: '2026-03-05', due_before: '2026-03-05' } })))).toEqual([b['id']]);
    expect(ids(await handlers.ListTasks(request({ query: { due_after: '2026-03-03T00:00:00Z' } })))).toEqual([b['id'], a['id']]);
  });

  it('400 on unknown params, invalid values, invalid dates and due_before earlier than due_after', async () => {
    for (const [query, field] of [
      [{ sort: 'x' }, 'sort'],
      [{ status: 'done' }, 'status'],
      [{ contact_id: 'x' }, 'contact_id'],
      [{ due_before: 'tomorrow' }, 'due_before'],
      [{ due_after: '2026-13-01' }, 'due_after'],
      [{ due_after: '2026-03-05', due_before: '2026-03-04' }, 'due_before'],
      [{ per_page: '0' }, 'per_page'],
    ] as Array<[Record<string, string>, string]>) {
      const err = await failure(handlers.ListTasks(request({ query })));
      expect(err.code).toBe('validation_error');
      expect(err.fields[0]?.field).toBe(field);
    }
  });
});

describe('UpdateTask', () => {
  it('changes only given fields, sets completed_at on completion and clears it on reopening, emits changes, audits the diff', async () => {
    const task = await create({ title: 'a', priority: 'low', due_date: '2026-03-03' });
    const id = task['id'] as string;
    clock.advance(5000);
    const reply = await handlers.UpdateTask(request({ id, body: { status: 'completed', due_date: null } }));
    const done = data(reply);
    expect(done).toMatchObject({ title: 'a', priority: 'low', status: 'completed', due_date: null, completed_at: '2026-03-01T10:00:06.000Z', updated_date: '2026-03-01T10:00:06.000Z' });
    expect(JSON.parse(reply.audit?.diff_json ?? '')).toEqual({
      status: { from: 'open', to: 'completed' },
      due_date: { from: '2026-03-03T00:00:00.000Z', to: null },
      completed_at: { from: null, to: '2026-03-01T10:00:06.000Z' },
    });
    expect((await outbox(id)).at(-1)).toEqual(expect.objectContaining({ event: 'task.updated', data: { task: done, changes: { status: 'open', due_date: '2026-03-03T00:00:00.000Z', completed_at: null } } }));
    clock.advance(5000);
    expect(data(await handlers.UpdateTask(request({ id, body: { title: 'b' } })))['completed_at']).toBe('2026-03-01T10:00:06.000Z');
    expect(data(await handlers.UpdateTask(request({ id, body: { status: 'open' } })))['completed_at']).toBeNull();
  });

  it('a no-op PATCH answers 200 without a write; a rejected PATCH changes nothing; other workspace is 404', async () => {
    const task = await create({ title: 'a' });
    const id = task['id'] as string;
    const kicksBefore = kicks;
    expect(data(await handlers.UpdateTask(request({ id, body: { title: 'a' } })))).toEqual(task);
    expect(kicks).toBe(kicksBefore);
    const before = await store.collection(TASKS_COLLECTION).findOne({ _id: id });
    for (const body of [{}, { title: null }, { priority: 'urgent', status: 'x' }, { contact_id: newId() }, { completed_at: null }]) {
      expect((await failure(handlers.UpdateTask(request({ id, body })))).code).toBe('validation_error');
    }
    expect(await store.collection(TASKS_COLLECTION).findOne({ _id: id })).toEqual(before);
    expect((await failure(handlers.UpdateTask(request({ ws: OTHER_WS, id, body: { title: 'x' } })))).code).toBe('not_found');
    expect((await failure(handlers.UpdateTask(request({ id: newId(), body: { title: 'x' } })))).code).toBe('not_found');
  });
});

describe('DeleteTask and the contact include', () => {
  it('tombstones without an event, hides the task; a second delete is 404', async () => {
    const task = await create({ title: 'a' });
    const id = task['id'] as string;
    expect((await failure(handlers.DeleteTask(request({ ws: OTHER_WS, id })))).code).toBe('not_found');
    const reply = await handlers.DeleteTask(request({ id }));
    expect(data(reply)).toEqual({ id, deleted: true });
    expect(reply.audit).toMatchObject({ action: 'delete', resource_type: 'tasks', resource_id: id });
    expect((await outbox(id)).map((e) => e.event)).toEqual(['task.created']);
    expect((await handlers.ListTasks(request())).meta?.total).toBe(0);
    expect((await failure(handlers.DeleteTask(request({ id })))).code).toBe('not_found');
    expect((await failure(handlers.UpdateTask(request({ id, body: { title: 'b' } })))).code).toBe('not_found');
  });

  it('tasks written here feed openForContact: open ones only, soonest due first, with the include fields', async () => {
    const user = newId();
    const late = await create({ title: 'late', contact_id: contactId, due_date: '2026-03-09', priority: 'high', assigned_to_user_id: user });
    const soon = await create({ title: 'soon', contact_id: contactId, due_date: '2026-03-02' });
    const done = await create({ title: 'done', contact_id: contactId, due_date: '2026-03-01' });
    await handlers.UpdateTask(request({ id: done['id'] as string, body: { status: 'completed' } }));
    const gone = await create({ title: 'gone', contact_id: contactId });
    await handlers.DeleteTask(request({ id: gone['id'] as string }));
    expect(await tasks.openForContact(WS, contactId)).toEqual([
      { id: soon['id'], title: 'soon', status: 'open', priority: 'medium', due_date: '2026-03-02T00:00:00.000Z', assigned_to_user_id: null },
      { id: late['id'], title: 'late', status: 'open', priority: 'high', due_date: '2026-03-09T00:00:00.000Z', assigned_to_user_id: user },
    ]);
  });
});
