import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AppError, ManualClock, isAppError, isUuid } from '@wbk/platform';
import type { CrmAutomationRpc, OutreachAutomationRpc } from '@wbk/contracts';
import { createTypedRpcClient, type TypedRpcClient } from '@wbk/rpc';
import { openStore, type DocStore } from '@wbk/store';
import { CrmTasksClient } from '../assistant/crm-tasks.client';
import { OutreachTasksClient } from '../assistant/outreach-tasks.client';
import { EnrichmentTasksClient, type EnrichmentCaller } from '../assistant/enrichment-tasks.client';
import { AssistantTaskExecutor } from '../assistant/task-executor';
import { AssistantTaskRunner } from '../assistant/task-runner';
import { silentLogger, startFakeCrm, type FakeCrm } from '../assistant/testing/fake-crm.server';
import { startFakeOutreach, type FakeOutreach } from '../assistant/testing/fake-outreach.server';
import { ASSISTANT_TASKS_COLLECTION, AssistantTaskRepository } from '../store/assistant-task.repository';
import type { ApiReply } from '@wbk/rpc';
import { createAssistantHandlers } from './assistant.handler';

const WS = '11111111-1111-4111-8111-111111111111';
const OTHER_WS = '22222222-2222-4222-8222-222222222222';
const JANE = 'aaaaaaaa-0000-4000-8000-000000000001';
const BOB = 'aaaaaaaa-0000-4000-8000-000000000002';
const LIST = 'bbbbbbbb-0000-4000-8000-000000000001';
const CAMPAIGN = 'dddddddd-0000-4000-8000-000000000001';

type Data = Record<string, unknown>;
type Task = { id: string; type: string; status: string; description: string; metadata: Data; created_at: string };

let dir: string;
let store: DocStore;
let clock: ManualClock;
let crm: FakeCrm;
let rpc: TypedRpcClient<CrmAutomationRpc>;
let outreach: FakeOutreach;
let outreachRpc: TypedRpcClient<OutreachAutomationRpc>;
let tasks: AssistantTaskRepository;
let runner: AssistantTaskRunner;
let kicks: number;
/** The prospector's answer to the next searches (the enrichment service is another process; its own specs cover the search). */
let prospectorAnswer: { prospects: Array<Record<string, unknown>>; total: number } | AppError;
const searches: Array<Record<string, unknown>> = [];
const enrichmentRpc: EnrichmentCaller = {
  call: async (_method, request) => {
    searches.push(request as Record<string, unknown>);
    if (prospectorAnswer instanceof AppError) throw prospectorAnswer;
    return prospectorAnswer as never;
  },
};
let handlers: ReturnType<typeof createAssistantHandlers>;
/** The approving key holds every permission here (task-runner.permissions.spec covers refusals). */
const allGranted = { current: async () => ({ permissions: ['admin'], revoked: false, expires_at: '' }) };

beforeAll(async () => {
  crm = await startFakeCrm();
  rpc = createTypedRpcClient(crm.service, { name: 'crm', address: crm.address, logger: silentLogger, deadlineMs: 3_000 });
  outreach = await startFakeOutreach();
  outreachRpc = createTypedRpcClient(outreach.service, { name: 'outreach', address: outreach.address, logger: silentLogger, deadlineMs: 3_000 });
});

afterAll(async () => {
  rpc.close();
  outreachRpc.close();
  await crm.stop();
  await outreach.stop();
});

function build(approveWaitMs = 4_000): void {
  runner = new AssistantTaskRunner({ tasks, executor: new AssistantTaskExecutor(new CrmTasksClient(rpc), new OutreachTasksClient(outreachRpc), new EnrichmentTasksClient(enrichmentRpc)), grants: allGranted, clock, logger: silentLogger });
  handlers = createAssistantHandlers({ tasks, runner, clock, afterWrite: () => (kicks += 1), approveWaitMs });
}

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'wf-assistant-'));
  store = await openStore({ kind: 'embedded', dataDir: dir });
  clock = new ManualClock('2026-03-01T10:00:00.000Z');
  kicks = 0;
  tasks = new AssistantTaskRepository(store);
  await tasks.ensureIndexes();
  crm.calls.length = 0;
  crm.delayMs = 0;
  crm.contacts.splice(0, crm.contacts.length, { id: JANE, workspace_id: WS, full_name: 'Jane Doe', email: 'jane@acme.com', tags: ['client'] }, { id: BOB, workspace_id: WS, full_name: 'Bob Stone', email: 'bob@x.com', tags: [] });
  crm.lists.splice(0, crm.lists.length, { id: LIST, workspace_id: WS, name: 'Prospects', members: new Set() });
  outreach.calls.length = 0;
  searches.length = 0;
  prospectorAnswer = { prospects: [], total: 0 };
  outreach.campaigns.splice(0, outreach.campaigns.length, { id: CAMPAIGN, workspace_id: WS, name: 'Q3 Outreach', status: 'draft', contact_count: 12 });
  build();
});

afterEach(async () => {
  await runner.drain();
  await store.close();
  await rm(dir, { recursive: true, force: true });
});

function request({ ws = WS, id, query = {}, body, key = '' }: { ws?: string; id?: string; query?: Record<string, string>; body?: unknown; key?: string } = {}) {
  return {
    context: { workspace_id: ws, request_id: 'req-1', api_key_id: 'key-1', user_id: '', idempotency_key: key, causation_root_id: '', causation_depth: 0, permissions: ['admin'] },
    path: id ? { id } : {},
    query,
    body_json: body === undefined ? '' : JSON.stringify(body),
  };
}

const data = <T = Data>(reply: ApiReply): T => JSON.parse(reply.data_json) as T;

async function failure(promise: Promise<unknown>): Promise<{ code: string; message: string; details: Data }> {
  try {
    await promise;
  } catch (err) {
    if (!isAppError(err)) throw err;
    return { code: err.code, message: err.message, details: (err.details ?? {}) as Data };
  }
  throw new Error('expected an AppError');
}

async function chat(message: string, ws = WS, context?: Data): Promise<Task[]> {
  clock.advance(1000);
  return data<{ tasks: Task[] }>(await handlers.AssistantChat(request({ ws, body: { message, ...(context ? { context } : {}) } }))).tasks;
}

async function approve(id: string, ws = WS): Promise<Task> {
  return data<Task>(await handlers.ApproveAssistantTask(request({ ws, id })));
}

type Outboxed = Array<{ event: string; workspace_id: string; data: { task: Task } }>;
const outbox = async (id: string): Promise<Outboxed> => ((await store.collection(ASSISTANT_TASKS_COLLECTION).findOne({ _id: id }))?.['_outbox'] as Outboxed | undefined) ?? [];

describe('AssistantChat', () => {
  it('creates pending tasks and a reply that says they await approval', async () => {
    const reply = await handlers.AssistantChat(request({ body: { message: 'find 20 litigation partners in London. add jane@acme.com to list Prospects' } }));
    const body = data<{ reply: string; tasks: Task[] }>(reply);
    expect(reply.created).toBe(false);
    expect(body.tasks.map((t) => [t.type, t.status])).toEqual([
      ['prospect_search', 'pending'],
      ['list_operation', 'pending'],
    ]);
    expect(body.tasks[0]!.metadata).toEqual({ titles: ['litigation partner'], location: ['London'], industry: [], headcount: [], limit: 20 });
    expect(body.reply).toMatch(/2 tasks; they await your approval/);
    expect(body.reply).toContain(body.tasks[1]!.id);
    expect(reply.audit).toMatchObject({ action: 'create', resource_type: 'assistant_tasks' });
    expect(kicks).toBe(0);
  });

  it('answers text it does not understand with help and no task', async () => {
    const body = data<{ reply: string; tasks: Task[] }>(await handlers.AssistantChat(request({ body: { message: 'what is the weather like?' } })));
    expect(body.tasks).toEqual([]);
    expect(body.reply).toMatch(/did not understand/);
    expect(body.reply).toMatch(/find 20 litigation partners in London/);
    expect(await store.collection(ASSISTANT_TASKS_COLLECTION).countDocuments({})).toBe(0);
  });

  it('uses context for "this contact"', async () => {
    const [task] = await chat('set priority to high', WS, { contact_id: JANE });
    expect(task!.metadata).toEqual({ contact: { id: JANE }, changes: { priority: 1 } });
  });

  it.each<[unknown, string]>([
    [{}, 'message'],
    [{ message: '' }, 'message'],
    [{ message: 'x'.repeat(2001) }, 'message'],
    [{ message: 'hi', extra: 1 }, 'extra'],
    [{ message: 'hi', context: { contact_id: 'nope' } }, 'context.contact_id'],
    [{ message: 'hi', context: { deal_id: JANE } }, 'context.deal_id'],
    [['hi'], 'body'],
  ])('refuses %j naming %s', async (body, field) => {
    const err = await failure(handlers.AssistantChat(request({ body })));
    expect(err.code).toBe('validation_error');
    expect((err.details['fields'] as Array<{ field: string }>).map((f) => f.field)).toContain(field);
  });

  it('creates the same tasks once for a repeated Idempotency-Key', async () => {
    const key = '33333333-3333-4333-8333-333333333333';
    const first = data<{ tasks: Task[] }>(await handlers.AssistantChat(request({ key, body: { message: 'start campaign Q3' } })));
    const again = data<{ tasks: Task[] }>(await handlers.AssistantChat(request({ key, body: { message: 'start campaign Q3' } })));
    expect(again.tasks.map((t) => t.id)).toEqual(first.tasks.map((t) => t.id));
    expect(await store.collection(ASSISTANT_TASKS_COLLECTION).countDocuments({})).toBe(1);
  });
});

describe('ListAssistantTasks', () => {
  it('lists pending tasks newest first by default, scoped to the workspace, with meta', async () => {
    const [older] = await chat('start campaign A');
    const [newer] = await chat('start campaign B');
    await chat('start campaign C', OTHER_WS);
    const reply = await handlers.ListAssistantTasks(request());
    expect(data<{ tasks: Task[] }>(reply).tasks.map((t) => t.id)).toEqual([newer!.id, older!.id]);
    expect(reply.meta).toEqual({ page: 1, per_page: 25, total: 2 });
  });

  it('filters by status and paginates', async () => {
    const [a] = await chat('start campaign A');
    await chat('start campaign B');
    await handlers.DismissAssistantTask(request({ id: a!.id }));
    expect(data<{ tasks: Task[] }>(await handlers.ListAssistantTasks(request({ query: { status: 'dismissed' } }))).tasks.map((t) => t.id)).toEqual([a!.id]);
    const page2 = await handlers.ListAssistantTasks(request({ query: { per_page: '1', page: '2' } }));
    expect(data<{ tasks: Task[] }>(page2).tasks).toEqual([]);
    expect(page2.meta).toEqual({ page: 2, per_page: 1, total: 1 });
  });

  it.each<Record<string, string>>([{ status: 'done' }, { per_page: '101' }, { sort: 'x' }])('refuses %j', async (query) => {
    expect((await failure(handlers.ListAssistantTasks(request({ query })))).code).toBe('validation_error');
  });
});

describe('DismissAssistantTask', () => {
  it('moves pending -> dismissed with task.dismissed on the outbox, then answers 409', async () => {
    const [task] = await chat('start campaign Q3 outreach');
    clock.advance(5000);
    const dismissed = data<Task>(await handlers.DismissAssistantTask(request({ id: task!.id })));
    expect(dismissed).toMatchObject({ id: task!.id, status: 'dismissed', updated_at: '2026-03-01T10:00:06.000Z' });
    expect(kicks).toBe(1);
    const events = await outbox(task!.id);
    expect(events.map((e) => e.event)).toEqual(['task.dismissed']);
    expect(events[0]!.data.task).toMatchObject({ id: task!.id, status: 'dismissed' });
    const again = await failure(handlers.DismissAssistantTask(request({ id: task!.id })));
    expect(again).toMatchObject({ code: 'task_not_pending', details: { status: 'dismissed' } });
    expect(again.message).toMatch(/is dismissed, not pending/);
    expect((await failure(approve(task!.id))).code).toBe('task_not_pending');
    expect(crm.calls).toEqual([]);
  });

  it('answers 404 for an unknown task or one of another workspace', async () => {
    const [task] = await chat('start campaign Q3', OTHER_WS);
    expect((await failure(handlers.DismissAssistantTask(request({ id: task!.id })))).code).toBe('not_found');
    expect((await failure(handlers.DismissAssistantTask(request({ id: JANE })))).code).toBe('not_found');
    expect((await failure(handlers.DismissAssistantTask(request({ id: 'not-a-uuid' })))).code).toBe('not_found');
  });
});

describe('a stray query parameter (docs/decisions.md: unknown query parameters are 400)', () => {
  it('refuses chat, approve and dismiss without creating, executing or changing a task', async () => {
    const [task] = await chat('start campaign Q3 outreach');
    const before = await store.collection(ASSISTANT_TASKS_COLLECTION).find({});
    const query = { bogus: '1' };
    for (const call of [
      () => handlers.AssistantChat(request({ query, body: { message: 'start campaign Q4' } })),
      () => handlers.ApproveAssistantTask(request({ id: task!.id, query })),
      () => handlers.DismissAssistantTask(request({ id: task!.id, query })),
    ]) {
      expect(await failure(call())).toMatchObject({ code: 'validation_error', details: { fields: [{ field: 'bogus', message: 'is not a known query parameter (none are accepted)' }] } });
    }
    expect(await store.collection(ASSISTANT_TASKS_COLLECTION).find({})).toEqual(before);
    expect(kicks).toBe(0);
    expect(crm.calls).toEqual([]);
  });
});

describe('ApproveAssistantTask', () => {
  it('executes a contact update through the CRM and ends completed', async () => {
    const [task] = await chat('set priority of jane@acme.com to high');
    const done = await approve(task!.id);
    expect(done.status).toBe('completed');
    expect(done.metadata['result']).toMatchObject({ contact_id: JANE, updated_fields: ['priority'] });
    expect(crm.contacts[0]!.priority).toBe(1);
    expect(crm.methods()).toEqual(['FindContactsByEmail', 'UpdateContact']);
    const update = crm.calls[1]!.request;
    expect(update.context).toMatchObject({ workspace_id: WS, request_id: task!.id, causation: null });
    expect(isUuid(update.context!.idempotency_key)).toBe(true);
    expect(update).toMatchObject({ id: JANE, priority: 1, tags_add: [] });
    const events = await outbox(task!.id);
    expect(events.map((e) => [e.event, e.data.task.status])).toEqual([['task.approved', 'approved']]);
    const again = await failure(approve(task!.id));
    expect(again).toMatchObject({ code: 'task_not_pending', details: { status: 'completed' } });
  });

  it('merges added tags into the contact and resolves a contact by name', async () => {
    const [task] = await chat('tag Jane Doe with vip');
    expect((await approve(task!.id)).status).toBe('completed');
    expect(crm.contacts[0]!.tags).toEqual(['client', 'vip']);
  });

  it('adds contacts named by email and name to a list found by name', async () => {
    const [task] = await chat('add bob@x.com and Jane Doe to the prospects list');
    const done = await approve(task!.id);
    expect(done.status).toBe('completed');
    expect(done.metadata['result']).toEqual({ list_id: LIST, list_name: 'Prospects', operation: 'add', contact_ids: [BOB, JANE], added: 2, contact_count: 2 });
    const add = crm.calls.find((c) => c.method === 'AddListContacts')!.request;
    expect(add).toMatchObject({ list_id: LIST, contact_ids: [BOB, JANE] });
  });

  it('removes a contact from a list given by context', async () => {
    crm.lists[0]!.members.add(JANE);
    const [task] = await chat('remove Jane Doe from this list', WS, { list_id: LIST });
    const done = await approve(task!.id);
    expect(done.metadata['result']).toMatchObject({ removed: 1, contact_count: 0 });
  });

  it('fails without changing anything when a contact cannot be resolved', async () => {
    const [task] = await chat('add jane@acme.com and nobody@x.com to list Prospects');
    const done = await approve(task!.id);
    expect(done.status).toBe('failed');
    expect(done.metadata['error']).toBe('Nothing was changed: no contact matches nobody@x.com');
    expect(crm.methods()).not.toContain('AddListContacts');
  });

  it('fails with a clear error when the list does not exist', async () => {
    const [task] = await chat('add Jane Doe to list Nope');
    expect((await approve(task!.id)).metadata['error']).toBe('No list named "Nope" was found');
  });

  it('records the CRM refusal as the error', async () => {
    const id = 'cccccccc-0000-4000-8000-000000000001';
    await tasks.insertPending(WS, [{ id, type: 'contact_update', description: 'x', metadata: { contact: { id: JANE }, changes: { phone: '1'.repeat(60) } } }], clock.now().toISOString());
    const done = await approve(id);
    expect(done.status).toBe('failed');
    expect(done.metadata['error']).toBe('The CRM refused the change (validation_error): phone: must be at most 50 characters');
  });

  it('runs a prospect_search through the prospector and saves what it found as contacts in a new list', async () => {
    const prospect = (member_id: string, full_name: string) => {
      const [first_name, last_name] = full_name.split(' ');
      return { member_id, full_name, first_name, last_name, job_title: 'Litigation Partner', company: 'Hartley', company_domain: 'hartley.example', linkedin_url: '', email_available: true };
    };
    prospectorAnswer = { prospects: [prospect('mem_00000000000000a1', 'Ann Lee'), prospect('mem_00000000000000a2', 'Raj Patel')], total: 2 };
    const [task] = await chat('find 20 litigation partners in London with 50-200 employees');
    const done = await approve(task!.id);
    expect(done.status).toBe('completed');
    expect(searches[0]).toMatchObject({ titles: ['litigation partner'], location: ['London'], headcount: ['11-50', '51-200'], page: 1, per_page: 20 });
    const result = done.metadata['result'] as { list_id: string; contact_ids: string[]; contact_count: number };
    expect(result.contact_ids).toHaveLength(2);
    expect(result.contact_count).toBe(2);
    expect(crm.lists.find((l) => l.id === result.list_id)!.members).toEqual(new Set(result.contact_ids));
    // The same person found again is the same contact.
    const [again] = await chat('find 5 litigation partners');
    const second = (await approve(again!.id)).metadata['result'] as { contact_ids: string[] };
    expect(second.contact_ids).toEqual(result.contact_ids);
  });

  it.each([
    [new AppError('service_unavailable', 'The prospector is not configured for this deployment'), /^The prospector is not available/],
    [{ prospects: [], total: 0 }, /^The search found no prospects; no list was created$/],
  ])('fails a prospect_search with the reason and creates nothing (%#)', async (answer, error) => {
    prospectorAnswer = answer;
    const [task] = await chat('find 20 litigation partners in London');
    const done = await approve(task!.id);
    expect(done).toMatchObject({ status: 'failed', metadata: expect.objectContaining({ error: expect.stringMatching(error) }) });
    expect(crm.calls).toEqual([]);
  });

  it('starts the campaign it names through outreach, by name or by id', async () => {
    const [task] = await chat('start campaign Q3 outreach');
    const done = await approve(task!.id);
    expect(done).toMatchObject({ status: 'completed', metadata: expect.objectContaining({ result: { campaign_id: CAMPAIGN, campaign_name: 'Q3 Outreach', status: 'active', contact_count: 12 } }) });
    expect(outreach.calls).toEqual([{ method: 'StartCampaign', request: expect.objectContaining({ campaign_name: 'Q3 outreach', context: expect.objectContaining({ workspace_id: WS, request_id: task!.id }) }) }]);
    const [byId] = await chat(`start campaign ${CAMPAIGN}`);
    expect((await approve(byId!.id)).status).toBe('completed');
    expect(outreach.calls[1]!.request).toMatchObject({ campaign_id: CAMPAIGN });
    expect(crm.calls).toEqual([]);
  });

  it('fails a campaign_start outreach refuses, with its reason', async () => {
    const [missing] = await chat('start campaign Q9 launch');
    expect((await approve(missing!.id)).metadata['error']).toBe('Campaign not found; the campaign was not started');
    outreach.campaigns[0]!.status = 'completed';
    const [completed] = await chat('start campaign Q3 outreach');
    expect((await approve(completed!.id)).metadata['error']).toMatch(/^The campaign was not started \(campaign_not_draft\)/);
  });

  it('answers approved when the execution outlasts the wait, then finishes in the background', async () => {
    build(50);
    crm.delayMs = 200;
    const [task] = await chat('set priority of jane@acme.com to low');
    expect((await approve(task!.id)).status).toBe('approved');
    await runner.drain();
    const listed = data<{ tasks: Task[] }>(await handlers.ListAssistantTasks(request({ query: { status: 'completed' } }))).tasks;
    expect(listed.map((t) => t.id)).toEqual([task!.id]);
  });

  it('answers 404 for a task of another workspace', async () => {
    const [task] = await chat('start campaign Q3', OTHER_WS);
    expect((await failure(approve(task!.id))).code).toBe('not_found');
  });

  it('lets only one of two concurrent approvals through', async () => {
    const [task] = await chat('start campaign Q3');
    const results = await Promise.allSettled([approve(task!.id), approve(task!.id)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const rejected = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(isAppError(rejected.reason) && rejected.reason.code).toBe('task_not_pending');
    expect(await outbox(task!.id)).toHaveLength(1);
  });
});

describe('AssistantTaskRunner.resumeStale', () => {
  it('finishes an execution a crashed engine left approved', async () => {
    const [task] = await chat('set priority of bob@x.com to medium');
    await store.collection(ASSISTANT_TASKS_COLLECTION).updateOne({ _id: task!.id }, {
      $set: { status: 'approved', execution_started_at: '2026-03-01T09:00:00.000Z', execution_attempts: 1, approved_by: { key_id: 'key-1', permissions: ['admin'] } },
    });
    expect(await runner.resumeStale()).toBe(1);
    await runner.drain();
    expect((await tasks.find(WS, task!.id))!.status).toBe('completed');
    expect(crm.contacts[1]!.priority).toBe(2);
    expect(await runner.resumeStale()).toBe(0);
  });

  it('gives up after repeated interruptions', async () => {
    const [task] = await chat('set priority of bob@x.com to medium');
    await store.collection(ASSISTANT_TASKS_COLLECTION).updateOne({ _id: task!.id }, { $set: { status: 'approved', execution_started_at: '2026-03-01T09:00:00.000Z', execution_attempts: 3 } });
    await runner.resumeStale();
    const stored = (await tasks.find(WS, task!.id))!;
    expect(stored.status).toBe('failed');
    expect(stored.metadata['error']).toMatch(/interrupted 3 times/);
    expect(crm.calls).toEqual([]);
  });
});
