import { AppError, isAppError, isUuid } from '@wbk/platform';
import { ASSISTANT_TASKS_COLLECTION } from '../store/assistant-task.repository';
import { BOB, CAMPAIGN, JANE, LIST, OTHER_WS, WS, data, failure, request, useAssistantFixture, type Task } from '../testing/assistant.fixture';

const f = useAssistantFixture();

describe('ApproveAssistantTask', () => {
  it('executes a contact update through the CRM and ends completed', async () => {
    const [task] = await f.chat('set priority of jane@acme.com to high');
    const done = await f.approve(task!.id);
    expect(done.status).toBe('completed');
    expect(done.metadata['result']).toMatchObject({ contact_id: JANE, updated_fields: ['priority'] });
    expect(f.crm.contacts[0]!.priority).toBe(1);
    expect(f.crm.methods()).toEqual(['FindContactsByEmail', 'UpdateContact']);
    const update = f.crm.calls[1]!.request;
    expect(update.context).toMatchObject({ workspace_id: WS, request_id: task!.id, causation: null });
    expect(isUuid(update.context!.idempotency_key)).toBe(true);
    expect(update).toMatchObject({ id: JANE, priority: 1, tags_add: [] });
    const events = await f.outbox(task!.id);
    expect(events.map((e) => [e.event, e.data.task.status])).toEqual([['task.approved', 'approved']]);
    const again = await failure(f.approve(task!.id));
    expect(again).toMatchObject({ code: 'task_not_pending', details: { status: 'completed' } });
  });

  it('merges added tags into the contact and resolves a contact by name', async () => {
    const [task] = await f.chat('tag Jane Doe with vip');
    expect((await f.approve(task!.id)).status).toBe('completed');
    expect(f.crm.contacts[0]!.tags).toEqual(['client', 'vip']);
  });

  it('adds contacts named by email and name to a list found by name', async () => {
    const [task] = await f.chat('add bob@x.com and Jane Doe to the prospects list');
    const done = await f.approve(task!.id);
    expect(done.status).toBe('completed');
    expect(done.metadata['result']).toEqual({ list_id: LIST, list_name: 'Prospects', operation: 'add', contact_ids: [BOB, JANE], added: 2, contact_count: 2 });
    const add = f.crm.calls.find((c) => c.method === 'AddListContacts')!.request;
    expect(add).toMatchObject({ list_id: LIST, contact_ids: [BOB, JANE] });
  });

  it('removes a contact from a list given by context', async () => {
    f.crm.lists[0]!.members.add(JANE);
    const [task] = await f.chat('remove Jane Doe from this list', WS, { list_id: LIST });
    const done = await f.approve(task!.id);
    expect(done.metadata['result']).toMatchObject({ removed: 1, contact_count: 0 });
  });

  it('fails without changing anything when a contact cannot be resolved', async () => {
    const [task] = await f.chat('add jane@acme.com and nobody@x.com to list Prospects');
    const done = await f.approve(task!.id);
    expect(done.status).toBe('failed');
    expect(done.metadata['error']).toBe('Nothing was changed: no contact matches nobody@x.com');
    expect(f.crm.methods()).not.toContain('AddListContacts');
  });

  it('fails with a clear error when the list does not exist', async () => {
    const [task] = await f.chat('add Jane Doe to list Nope');
    expect((await f.approve(task!.id)).metadata['error']).toBe('No list named "Nope" was found');
  });

  it('records the CRM refusal as the error', async () => {
    const id = 'cccccccc-0000-4000-8000-000000000001';
    await f.tasks.insertPending(WS, [{ id, type: 'contact_update', description: 'x', metadata: { contact: { id: JANE }, changes: { phone: '1'.repeat(60) } } }], f.clock.now().toISOString());
    const done = await f.approve(id);
    expect(done.status).toBe('failed');
    expect(done.metadata['error']).toBe('The CRM refused the change (validation_error): phone: must be at most 50 characters');
  });

  it('runs a prospect_search through the prospector and saves what it found as contacts in a new list', async () => {
    const prospect = (member_id: string, full_name: string) => {
      const [first_name, last_name] = full_name.split(' ');
      return { member_id, full_name, first_name, last_name, job_title: 'Litigation Partner', company: 'Hartley', company_domain: 'hartley.example', linkedin_url: '', email_available: true };
    };
    f.prospectorAnswer = { prospects: [prospect('mem_00000000000000a1', 'Ann Lee'), prospect('mem_00000000000000a2', 'Raj Patel')], total: 2 };
    const [task] = await f.chat('find 20 litigation partners in London with 50-200 employees');
    const done = await f.approve(task!.id);
    expect(done.status).toBe('completed');
    expect(f.searches[0]).toMatchObject({ titles: ['litigation partner'], location: ['London'], headcount: ['11-50', '51-200'], page: 1, per_page: 20 });
    const result = done.metadata['result'] as { list_id: string; contact_ids: string[]; contact_count: number };
    expect(result.contact_ids).toHaveLength(2);
    expect(result.contact_count).toBe(2);
    expect(f.crm.lists.find((l) => l.id === result.list_id)!.members).toEqual(new Set(result.contact_ids));
    // The same person found again is the same contact.
    const [again] = await f.chat('find 5 litigation partners');
    const second = (await f.approve(again!.id)).metadata['result'] as { contact_ids: string[] };
    expect(second.contact_ids).toEqual(result.contact_ids);
  });

  it.each([
    [new AppError('service_unavailable', 'The prospector is not configured for this deployment'), /^The prospector is not available/],
    [{ prospects: [], total: 0 }, /^The search found no prospects; no list was created$/],
  ])('fails a prospect_search with the reason and creates nothing (%#)', async (answer, error) => {
    f.prospectorAnswer = answer;
    const [task] = await f.chat('find 20 litigation partners in London');
    const done = await f.approve(task!.id);
    expect(done).toMatchObject({ status: 'failed', metadata: expect.objectContaining({ error: expect.stringMatching(error) }) });
    expect(f.crm.calls).toEqual([]);
  });

  it('starts the campaign it names through outreach, by name or by id', async () => {
    const [task] = await f.chat('start campaign Q3 outreach');
    const done = await f.approve(task!.id);
    expect(done).toMatchObject({ status: 'completed', metadata: expect.objectContaining({ result: { campaign_id: CAMPAIGN, campaign_name: 'Q3 Outreach', status: 'active', contact_count: 12 } }) });
    expect(f.outreach.calls).toEqual([{ method: 'StartCampaign', request: expect.objectContaining({ campaign_name: 'Q3 outreach', context: expect.objectContaining({ workspace_id: WS, request_id: task!.id }) }) }]);
    const [byId] = await f.chat(`start campaign ${CAMPAIGN}`);
    expect((await f.approve(byId!.id)).status).toBe('completed');
    expect(f.outreach.calls[1]!.request).toMatchObject({ campaign_id: CAMPAIGN });
    expect(f.crm.calls).toEqual([]);
  });

  it('fails a campaign_start outreach refuses, with its reason', async () => {
    const [missing] = await f.chat('start campaign Q9 launch');
    expect((await f.approve(missing!.id)).metadata['error']).toBe('Campaign not found; the campaign was not started');
    f.outreach.campaigns[0]!.status = 'completed';
    const [completed] = await f.chat('start campaign Q3 outreach');
    expect((await f.approve(completed!.id)).metadata['error']).toMatch(/^The campaign was not started \(campaign_not_draft\)/);
  });

  it('answers approved when the execution outlasts the wait, then finishes in the background', async () => {
    f.build(50);
    f.crm.delayMs = 200;
    const [task] = await f.chat('set priority of jane@acme.com to low');
    expect((await f.approve(task!.id)).status).toBe('approved');
    await f.runner.drain();
    const listed = data<{ tasks: Task[] }>(await f.handlers.ListAssistantTasks(request({ query: { status: 'completed' } }))).tasks;
    expect(listed.map((t) => t.id)).toEqual([task!.id]);
  });

  it('answers 404 for a task of another workspace', async () => {
    const [task] = await f.chat('start campaign Q3', OTHER_WS);
    expect((await failure(f.approve(task!.id))).code).toBe('not_found');
  });

  it('lets only one of two concurrent approvals through', async () => {
    const [task] = await f.chat('start campaign Q3');
    const results = await Promise.allSettled([f.approve(task!.id), f.approve(task!.id)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const rejected = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(isAppError(rejected.reason) && rejected.reason.code).toBe('task_not_pending');
    expect(await f.outbox(task!.id)).toHaveLength(1);
  });
});

describe('AssistantTaskRunnerJob.resumeStale', () => {
  it('finishes an execution a crashed engine left approved', async () => {
    const [task] = await f.chat('set priority of bob@x.com to medium');
    await f.store.collection(ASSISTANT_TASKS_COLLECTION).updateOne({ _id: task!.id }, {
      $set: { status: 'approved', execution_started_at: '2026-03-01T09:00:00.000Z', execution_attempts: 1, approved_by: { key_id: 'key-1', permissions: ['admin'] } },
    });
    expect(await f.runner.resumeStale()).toBe(1);
    await f.runner.drain();
    expect((await f.tasks.find(WS, task!.id))!.status).toBe('completed');
    expect(f.crm.contacts[1]!.priority).toBe(2);
    expect(await f.runner.resumeStale()).toBe(0);
  });

  it('gives up after repeated interruptions', async () => {
    const [task] = await f.chat('set priority of bob@x.com to medium');
    await f.store.collection(ASSISTANT_TASKS_COLLECTION).updateOne({ _id: task!.id }, { $set: { status: 'approved', execution_started_at: '2026-03-01T09:00:00.000Z', execution_attempts: 3 } });
    await f.runner.resumeStale();
    const stored = (await f.tasks.find(WS, task!.id))!;
    expect(stored.status).toBe('failed');
    expect(stored.metadata['error']).toMatch(/interrupted 3 times/);
    expect(f.crm.calls).toEqual([]);
  });
});
