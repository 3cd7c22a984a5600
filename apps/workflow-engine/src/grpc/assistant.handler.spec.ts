import { ASSISTANT_TASKS_COLLECTION } from '../store/assistant-task.repository';
import { JANE, OTHER_WS, WS, data, failure, request, useAssistantFixture, type Task } from '../testing/assistant.fixture';

const f = useAssistantFixture();

describe('AssistantChat', () => {
  it('creates pending tasks and a reply that says they await approval', async () => {
    const reply = await f.handlers.AssistantChat(request({ body: { message: 'find 20 litigation partners in London. add jane@acme.com to list Prospects' } }));
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
    expect(f.kicks).toBe(0);
  });

  it('answers text it does not understand with help and no task', async () => {
    const body = data<{ reply: string; tasks: Task[] }>(await f.handlers.AssistantChat(request({ body: { message: 'what is the weather like?' } })));
    expect(body.tasks).toEqual([]);
    expect(body.reply).toMatch(/did not understand/);
    expect(body.reply).toMatch(/find 20 litigation partners in London/);
    expect(await f.store.collection(ASSISTANT_TASKS_COLLECTION).countDocuments({})).toBe(0);
  });

  it('uses context for "this contact"', async () => {
    const [task] = await f.chat('set priority to high', WS, { contact_id: JANE });
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
    const err = await failure(f.handlers.AssistantChat(request({ body })));
    expect(err.code).toBe('validation_error');
    expect((err.details['fields'] as Array<{ field: string }>).map((f) => f.field)).toContain(field);
  });

  it('creates the same tasks once for a repeated Idempotency-Key', async () => {
    const key = '33333333-3333-4333-8333-333333333333';
    const first = data<{ tasks: Task[] }>(await f.handlers.AssistantChat(request({ key, body: { message: 'start campaign Q3' } })));
    const again = data<{ tasks: Task[] }>(await f.handlers.AssistantChat(request({ key, body: { message: 'start campaign Q3' } })));
    expect(again.tasks.map((t) => t.id)).toEqual(first.tasks.map((t) => t.id));
    expect(await f.store.collection(ASSISTANT_TASKS_COLLECTION).countDocuments({})).toBe(1);
  });
});

describe('ListAssistantTasks', () => {
  it('lists pending tasks newest first by default, scoped to the workspace, with meta', async () => {
    const [older] = await f.chat('start campaign A');
    const [newer] = await f.chat('start campaign B');
    await f.chat('start campaign C', OTHER_WS);
    const reply = await f.handlers.ListAssistantTasks(request());
    expect(data<{ tasks: Task[] }>(reply).tasks.map((t) => t.id)).toEqual([newer!.id, older!.id]);
    expect(reply.meta).toEqual({ page: 1, per_page: 25, total: 2 });
  });

  it('filters by status and paginates', async () => {
    const [a] = await f.chat('start campaign A');
    await f.chat('start campaign B');
    await f.handlers.DismissAssistantTask(request({ id: a!.id }));
    expect(data<{ tasks: Task[] }>(await f.handlers.ListAssistantTasks(request({ query: { status: 'dismissed' } }))).tasks.map((t) => t.id)).toEqual([a!.id]);
    const page2 = await f.handlers.ListAssistantTasks(request({ query: { per_page: '1', page: '2' } }));
    expect(data<{ tasks: Task[] }>(page2).tasks).toEqual([]);
    expect(page2.meta).toEqual({ page: 2, per_page: 1, total: 1 });
  });

  it.each<Record<string, string>>([{ status: 'done' }, { per_page: '101' }, { sort: 'x' }])('refuses %j', async (query) => {
    expect((await failure(f.handlers.ListAssistantTasks(request({ query })))).code).toBe('validation_error');
  });
});

describe('DismissAssistantTask', () => {
  it('moves pending -> dismissed with task.dismissed on the outbox, then answers 409', async () => {
    const [task] = await f.chat('start campaign Q3 outreach');
    f.clock.advance(5000);
    const dismissed = data<Task>(await f.handlers.DismissAssistantTask(request({ id: task!.id })));
    expect(dismissed).toMatchObject({ id: task!.id, status: 'dismissed', updated_at: '2026-03-01T10:00:06.000Z' });
    expect(f.kicks).toBe(1);
    const events = await f.outbox(task!.id);
    expect(events.map((e) => e.event)).toEqual(['task.dismissed']);
    expect(events[0]!.data.task).toMatchObject({ id: task!.id, status: 'dismissed' });
    const again = await failure(f.handlers.DismissAssistantTask(request({ id: task!.id })));
    expect(again).toMatchObject({ code: 'task_not_pending', details: { status: 'dismissed' } });
    expect(again.message).toMatch(/is dismissed, not pending/);
    expect((await failure(f.approve(task!.id))).code).toBe('task_not_pending');
    expect(f.crm.calls).toEqual([]);
  });

  it('answers 404 for an unknown task or one of another workspace', async () => {
    const [task] = await f.chat('start campaign Q3', OTHER_WS);
    expect((await failure(f.handlers.DismissAssistantTask(request({ id: task!.id })))).code).toBe('not_found');
    expect((await failure(f.handlers.DismissAssistantTask(request({ id: JANE })))).code).toBe('not_found');
    expect((await failure(f.handlers.DismissAssistantTask(request({ id: 'not-a-uuid' })))).code).toBe('not_found');
  });
});

describe('a stray query parameter (docs/decisions.md: unknown query parameters are 400)', () => {
  it('refuses chat, approve and dismiss without creating, executing or changing a task', async () => {
    const [task] = await f.chat('start campaign Q3 outreach');
    const before = await f.store.collection(ASSISTANT_TASKS_COLLECTION).find({});
    const query = { bogus: '1' };
    for (const call of [
      () => f.handlers.AssistantChat(request({ query, body: { message: 'start campaign Q4' } })),
      () => f.handlers.ApproveAssistantTask(request({ id: task!.id, query })),
      () => f.handlers.DismissAssistantTask(request({ id: task!.id, query })),
    ]) {
      expect(await failure(call())).toMatchObject({ code: 'validation_error', details: { fields: [{ field: 'bogus', message: 'is not a known query parameter (none are accepted)' }] } });
    }
    expect(await f.store.collection(ASSISTANT_TASKS_COLLECTION).find({})).toEqual(before);
    expect(f.kicks).toBe(0);
    expect(f.crm.calls).toEqual([]);
  });
});

