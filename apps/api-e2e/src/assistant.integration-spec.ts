/**
 * The assistant end to end: chat turns plain English
 * into pending tasks, the approval queue moves them (pending -> approved ->
 * completed | failed, pending -> dismissed, anything else 409
 * task_not_pending), approving executes through the CRM, and task.approved /
 * task.dismissed are published once per move.
 */
import { aContact, aList, anUnknownId, expectEventually, startStack, subscribeEvents, type ApiClient, type EventTap, type Stack } from '@wbk/testing';
import { settle } from './webhooks.support';
import { createRecord, expectValidationError, freshWorkspace, type WorkspaceApi } from './workflows.support';

interface AssistantTask {
  id: string;
  type: 'prospect_search' | 'campaign_start' | 'contact_update' | 'list_operation';
  status: 'pending' | 'approved' | 'dismissed' | 'completed' | 'failed';
  description: string;
  metadata: Record<string, unknown>;
  created_at: string;
  [field: string]: unknown;
}

interface ChatAnswer {
  reply: string;
  tasks: AssistantTask[];
}

function taskIdOf(envelope: Record<string, unknown>): unknown {
  return (envelope.data as { task?: { id?: unknown } } | undefined)?.task?.id;
}

describe('assistant', () => {
  let stack: Stack;
  let ws: WorkspaceApi;
  let api: ApiClient;
  let approvedTap: EventTap;
  let dismissedTap: EventTap;

  beforeAll(async () => {
    stack = await startStack();
    ws = await freshWorkspace(stack, { keys: { full: ['read', 'write', 'assistant'], writer: ['read', 'write'] } });
    api = ws.api;
    approvedTap = await subscribeEvents(stack.natsUrl, 'events.task.approved');
    dismissedTap = await subscribeEvents(stack.natsUrl, 'events.task.dismissed');
  });

  afterAll(async () => {
    await approvedTap?.stop();
    await dismissedTap?.stop();
    await stack?.stop();
  });

  async function chat(message: string, client = api): Promise<ChatAnswer> {
    const response = await client.post('/v1/assistant/chat', { message });
    expect({ status: response.status, error: response.body.error }).toEqual({ status: 200, error: undefined });
    return response.body.data as ChatAnswer;
  }

  async function propose(message: string): Promise<AssistantTask> {
    const answer = await chat(message);
    expect(answer.tasks).toHaveLength(1);
    return answer.tasks[0]!;
  }

  async function listTasks(query = ''): Promise<AssistantTask[]> {
    const response = await api.get(`/v1/assistant/tasks?per_page=100${query}`);
    expect(response.status).toBe(200);
    return (response.body.data as { tasks: AssistantTask[] }).tasks;
  }

  async function approve(id: string): Promise<AssistantTask> {
    const response = await api.post(`/v1/assistant/tasks/${id}/approve`);
    expect({ status: response.status, error: response.body.error }).toEqual({ status: 200, error: undefined });
    return response.body.data as AssistantTask;
  }

  /** The task once its execution has ended (approve may answer while it still runs). */
  async function settled(id: string): Promise<AssistantTask> {
    return expectEventually(async () => {
      for (const status of ['completed', 'failed'] as const) {
        const found = (await listTasks(`&status=${status}`)).find((t) => t.id === id);
        if (found) return found;
      }
      throw new Error(`task ${id} has not finished`);
    });
  }

  it.each([
    ['find 20 litigation partners in London', 'prospect_search', { limit: 20, location: ['London'] }],
    ['add Jane Doe to list Prospects', 'list_operation', { operation: 'add', list_name: 'Prospects', contacts: [{ name: 'Jane Doe' }], contact_count: 1 }],
    ['start campaign Q3 outreach', 'campaign_start', { campaign_name: 'Q3 outreach' }],
    ['set priority of jane@acme.com to high', 'contact_update', { contact: { email: 'jane@acme.com' }, changes: { priority: 1 } }],
  ])('chat "%s" proposes a pending %s task', async (message, type, metadata) => {
    const answer = await chat(message);
    expect(answer.tasks).toHaveLength(1);
    const [task] = answer.tasks;
    expect(task).toMatchObject({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), type, status: 'pending', description: expect.any(String), metadata, created_at: expect.any(String) });
    expect(answer.reply).toContain(task!.id);
    expect(answer.reply).toContain('approv');
    expect((await listTasks()).map((t) => t.id)).toContain(task!.id);
  });

  it('answers text it does not understand helpfully, with no task', async () => {
    const before = (await listTasks()).length;
    const answer = await chat('what is the weather like?');
    expect(answer.tasks).toEqual([]);
    expect(answer.reply).toMatch(/did not understand/i);
    expect(answer.reply).toContain('find 20 litigation partners in London');
    expect(await listTasks()).toHaveLength(before);
    expectValidationError(await api.post('/v1/assistant/chat', { message: '' }), ['message']);
    expectValidationError(await api.post('/v1/assistant/chat', {}), ['message']);
  });

  it('lists pending tasks by default and filters by status', async () => {
    const task = await propose('start campaign Listing test');
    const pending = await listTasks();
    expect(pending.every((t) => t.status === 'pending')).toBe(true);
    expect(pending.map((t) => t.id)).toContain(task.id);
    await api.post(`/v1/assistant/tasks/${task.id}/dismiss`);
    expect((await listTasks()).map((t) => t.id)).not.toContain(task.id);
    const dismissed = await listTasks('&status=dismissed');
    expect(dismissed.map((t) => t.id)).toContain(task.id);
    expect(dismissed.every((t) => t.status === 'dismissed')).toBe(true);
    expectValidationError(await api.get('/v1/assistant/tasks?status=done'), ['status']);
    const meta = (await api.get('/v1/assistant/tasks?per_page=1')).body.meta;
    expect(meta).toMatchObject({ page: 1, per_page: 1, total: expect.any(Number) });
  });

  it('approving contact_update changes the contact in the CRM and completes the task', async () => {
    const contact = await createRecord<{ id: string; email: string; priority: number }>(api, '/v1/contacts', aContact({ priority: 3 }));
    const task = await propose(`set priority of ${contact.email} to high`);
    const approved = await approve(task.id);
    expect(['approved', 'completed']).toContain(approved.status);
    const done = await settled(task.id);
    expect(done).toMatchObject({ status: 'completed', metadata: { result: { contact_id: contact.id, updated_fields: ['priority'] } } });
    const read = await api.get(`/v1/contacts/${contact.id}`);
    expect((read.body.data as { priority: number }).priority).toBe(1);
    await expectEventually(() => expect(approvedTap.matching((e) => taskIdOf(e) === task.id)).toHaveLength(1));
  });

  it('approving list_operation adds the named contact to the named list', async () => {
    const own = await freshWorkspace(stack);
    const list = await createRecord<{ id: string; name: string }>(own.api, '/v1/lists', aList({ name: 'Prospects' }));
    const jane = await createRecord<{ id: string }>(own.api, '/v1/contacts', aContact({ first_name: 'Jane', last_name: 'Doe' }));
    await createRecord(own.api, '/v1/contacts', aContact({ first_name: 'John', last_name: 'Doe' }));
    const answer = (await own.api.post('/v1/assistant/chat', { message: 'add Jane Doe to list Prospects' })).body.data as ChatAnswer;
    const [task] = answer.tasks;
    expect((await own.api.post(`/v1/assistant/tasks/${task!.id}/approve`)).status).toBe(200);
    const done = await expectEventually(async () => {
      const tasks = ((await own.api.get('/v1/assistant/tasks?status=completed')).body.data as { tasks: AssistantTask[] }).tasks;
      expect(tasks.map((t) => t.id)).toEqual([task!.id]);
      return tasks[0]!;
    });
    expect(done.metadata.result).toMatchObject({ list_id: list.id, operation: 'add', contact_ids: [jane.id], added: 1, contact_count: 1 });
    const read = await own.api.get(`/v1/lists/${list.id}`);
    expect((read.body.data as { contact_count: number }).contact_count).toBe(1);
  });

  it('a contact that cannot be found fails the task with the reason and changes nothing', async () => {
    const task = await propose(`set priority of nobody-${Date.now()}@example.com to low`);
    await approve(task.id);
    const done = await settled(task.id);
    expect(done.status).toBe('failed');
    expect(String(done.metadata.error)).toMatch(/no contact matches/);
  });

  it('approving a prospect search with no match fails with the reason and saves nothing', async () => {
    const task = await propose(`find 20 ${Date.now().toString(36)}zq litigators in Atlantis`);
    await approve(task.id);
    const done = await settled(task.id);
    expect(done.status).toBe('failed');
    expect(String(done.metadata.error)).toMatch(/found no prospects/);
  });

  it('approving "start campaign <name>" starts that draft campaign through outreach', async () => {
    const name = `Q3 outreach ${Date.now()}`;
    const created = await api.post('/v1/campaigns', { name, timezone: 'Europe/London', steps: [{ channel: 'email', delay_seconds: 0, subject: 'Hello {{contact.first_name}}', message: 'A note from the firm.' }] });
    expect(created.status).toBe(201);
    const campaign = created.body.data as { id: string; status: string };
    expect(campaign.status).toBe('draft');
    const task = await propose(`start campaign ${name}`);
    await approve(task.id);
    const done = await settled(task.id);
    expect(done).toMatchObject({ status: 'completed', metadata: { result: { campaign_id: campaign.id, campaign_name: name, status: 'active' } } });
    const read = await api.get(`/v1/campaigns/${campaign.id}`);
    expect(read.body.data).toMatchObject({ id: campaign.id, status: 'active' });
  });

  it('approving "start campaign" for a campaign that does not exist fails and says so', async () => {
    const task = await propose('start campaign Nobody named this one');
    await approve(task.id);
    const done = await settled(task.id);
    expect(done.status).toBe('failed');
    expect(String(done.metadata.error)).toMatch(/campaign/i);
    expect(String(done.metadata.error)).toContain('Nobody named this one');
  });

  it('dismisses; a task that is no longer pending answers 409 task_not_pending; events are published once', async () => {
    const dismissedTask = await propose('start campaign To dismiss');
    const dismissed = await api.post(`/v1/assistant/tasks/${dismissedTask.id}/dismiss`);
    expect(dismissed.status).toBe(200);
    expect(dismissed.body.data).toMatchObject({ id: dismissedTask.id, status: 'dismissed' });
    for (const again of [
      await api.post(`/v1/assistant/tasks/${dismissedTask.id}/dismiss`),
      await api.post(`/v1/assistant/tasks/${dismissedTask.id}/approve`),
    ]) {
      expect({ status: again.status, code: again.body.error?.code }).toEqual({ status: 409, code: 'task_not_pending' });
      expect(again.body.error?.message).toContain('dismissed');
    }

    const approvedTask = await propose('find 5 partners in Paris');
    await approve(approvedTask.id);
    const twice = await api.post(`/v1/assistant/tasks/${approvedTask.id}/approve`);
    expect({ status: twice.status, code: twice.body.error?.code }).toEqual({ status: 409, code: 'task_not_pending' });
    const late = await api.post(`/v1/assistant/tasks/${approvedTask.id}/dismiss`);
    expect(late.status).toBe(409);

    await expectEventually(() => {
      expect(dismissedTap.matching((e) => taskIdOf(e) === dismissedTask.id)).toHaveLength(1);
      expect(approvedTap.matching((e) => taskIdOf(e) === approvedTask.id)).toHaveLength(1);
    });
    await settle(500);
    expect(dismissedTap.matching((e) => taskIdOf(e) === dismissedTask.id)).toHaveLength(1);
    expect(approvedTap.matching((e) => taskIdOf(e) === approvedTask.id)).toHaveLength(1);
    expect(approvedTap.matching((e) => taskIdOf(e) === dismissedTask.id)).toHaveLength(0);
    const [event] = dismissedTap.matching((e) => taskIdOf(e) === dismissedTask.id);
    expect(event!.envelope).toMatchObject({ event: 'task.dismissed', workspace_id: ws.id, data: { task: { id: dismissedTask.id, status: 'dismissed' } } });

    expect((await api.post(`/v1/assistant/tasks/${anUnknownId()}/approve`)).status).toBe(404);
    expectValidationError(await api.post('/v1/assistant/tasks/not-a-uuid/dismiss'), ['id']);
  });

  it('needs the assistant permission on every assistant endpoint', async () => {
    const task = await propose('start campaign Permission test');
    const writer = stack.api(ws.keys.writer);
    for (const response of [
      await writer.post('/v1/assistant/chat', { message: 'start campaign X' }),
      await writer.get('/v1/assistant/tasks'),
      await writer.post(`/v1/assistant/tasks/${task.id}/approve`),
      await writer.post(`/v1/assistant/tasks/${task.id}/dismiss`),
    ]) {
      expect({ status: response.status, code: response.body.error?.code }).toEqual({ status: 403, code: 'insufficient_permissions' });
      expect(response.body.error?.message).toContain('assistant');
    }
    expect((await listTasks()).find((t) => t.id === task.id)?.status).toBe('pending');
  });
});
