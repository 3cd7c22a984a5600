/**
 * Workflow triggers, actions and run history end to end: a change made through the gateway reaches the engine as a CRM
 * event, and each action lands in the service that owns it: tasks and field
 * updates in the CRM, webhooks at a real HTTPS receiver (signed by the
 * dispatcher), messages at provider-sim. The engine retries after 100, 200,
 * 300 ms; the dispatcher trusts the receiver's self-signed certificate.
 */
import { aContact, aDeal, anUnknownId, expectEventually, HttpsReceiverPool, startStack, subscribeEvents, type ApiClient, type HttpsReceiver, type Stack } from '@wbk/testing';
import { answer, bodyOf, deliveryIdOf, dispatcherEnv, settle, signatureValid, writeReceiverCa } from './webhooks.support';
import {
  aWorkflow,
  createRecord,
  createWorkflow,
  engineEnv,
  expectStatus,
  expectValidationError,
  freshWorkspace,
  getWorkflow,
  patchRecord,
  runsOf,
  runsOfEntity,
  simSent,
  tasksOf,
  waitForRuns,
  type Run,
  type WorkspaceApi,
} from './workflows.support';

interface Contact {
  id: string;
  full_name: string;
  first_name: string;
  email: string;
  job_title: string;
  company: string;
  tags: string[];
  [field: string]: unknown;
}

const SECRET = 'workflow-action-secret-0123456789';

describe('workflow triggers and actions', () => {
  let stack: Stack;
  let ca: { file: string; remove: () => Promise<void> };
  let ws: WorkspaceApi;
  let api: ApiClient;
  const receivers = new HttpsReceiverPool();

  beforeAll(async () => {
    ca = await writeReceiverCa();
    stack = await startStack({ appEnv: { 'webhook-dispatcher': dispatcherEnv(ca.file), 'workflow-engine': engineEnv() } });
    ws = await freshWorkspace(stack);
    api = ws.api;
  });

  afterAll(async () => {
    await receivers.closeAll();
    await stack?.stop();
    await ca?.remove();
  });

  const receiver = (): Promise<HttpsReceiver> => receivers.start();

  const createContact = (client: ApiClient, overrides: Record<string, unknown> = {}): Promise<Contact> => createRecord<Contact>(client, '/v1/contacts', aContact(overrides));

  it('contact job title changed_to -> create_task in the CRM with the merge token resolved; runs list it', async () => {
    const workflow = await createWorkflow(
      api,
      aWorkflow({
        condition_field: 'job_title',
        condition_operator: 'changed_to',
        condition_value: 'Managing Partner',
        action_config: { title: 'Call {{contact.full_name}} ({{contact.job_title}})', due_in_days: 2, priority: 'high' },
      }),
    );
    const contact = await createContact(api, { first_name: 'Grace', last_name: 'Hopper', job_title: 'Associate' });
    const before = Date.now();
    await patchRecord(api, `/v1/contacts/${contact.id}`, { job_title: 'Managing Partner' });

    const [task] = await expectEventually(async () => {
      const tasks = await tasksOf(api, `contact_id=${contact.id}`);
      expect(tasks).toHaveLength(1);
      return tasks;
    });
    const due = new Date(before + 2 * 86_400_000).toISOString().slice(0, 10);
    expect(task).toMatchObject({ title: 'Call Grace Hopper (Managing Partner)', priority: 'high', contact_id: contact.id, status: 'open' });
    expect(String(task!.due_date)).toContain(due);

    const [run] = await waitForRuns(api, workflow.id, 1);
    expect(run).toEqual({
      id: expect.any(String),
      workflow_id: workflow.id,
      trigger_event: { id: expect.any(String), type: 'contact.updated', occurred_at: expect.any(String) },
      entity: { type: 'contact', id: contact.id },
      status: 'succeeded',
      action_type: 'create_task',
      action_result: expect.objectContaining({ task_id: task!.id }),
      error: null,
      warnings: [],
      attempts: 1,
      duration_ms: expect.any(Number),
      created_at: expect.any(String),
      finished_at: expect.any(String),
    });
    expect(await runsOfEntity(api, contact.id)).toEqual([run]);
    const after = await getWorkflow(api, workflow.id);
    expect(after.triggers_today).toBe(1);
    expect(Date.parse(after.last_triggered_at ?? '')).toBeGreaterThanOrEqual(before - 1_000);

    // Any other new value, or the same value again, does not match changed_to.
    await patchRecord(api, `/v1/contacts/${contact.id}`, { job_title: 'Counsel' });
    await patchRecord(api, `/v1/contacts/${contact.id}`, { phone: '+441234567890' });
    await settle(1_500);
    expect(await runsOf(api, workflow.id)).toHaveLength(1);
    expect(await tasksOf(api, `contact_id=${contact.id}`)).toHaveLength(1);
  });

  it('deal status changed_to won -> update_field on the deal through the CRM', async () => {
    const workflow = await createWorkflow(
      api,
      aWorkflow({
        condition_entity: 'deal',
        condition_field: 'status',
        condition_operator: 'changed_to',
        condition_value: 'won',
        action_type: 'update_field',
        action_config: { field: 'high_level_description', value: 'Won: {{deal.name}} ({{deal.estimated_value}} {{deal.currency}})' },
      }),
    );
    const created = await createRecord<{ deal?: { id: string; name: string }; id: string; name: string }>(api, '/v1/deals', aDeal({ estimated_value: 50_000, currency: 'EUR' }));
    const deal = created.deal ?? created;
    await patchRecord(api, `/v1/deals/${deal.id}`, { status: 'won' });
    await expectEventually(async () => {
      const read = await api.get(`/v1/deals/${deal.id}`);
      const data = (read.body.data as { deal?: Record<string, unknown> }).deal ?? (read.body.data as Record<string, unknown>);
      expect(data.high_level_description).toBe(`Won: ${deal.name} (50000 EUR)`);
    });
    const [run] = await waitForRuns(api, workflow.id, 1);
    expect(run).toMatchObject({ status: 'succeeded', entity: { type: 'deal', id: deal.id }, trigger_event: { type: 'deal.updated' } });
    // The field update is the workflow's own change: it does not fire the workflow again.
    await settle(1_000);
    expect(await runsOf(api, workflow.id)).toHaveLength(1);
  });

  it('webhook action arrives signed at an HTTPS receiver with the workflow, run and entity', async () => {
    const target = await receiver();
    const workflow = await createWorkflow(
      api,
      aWorkflow({ condition_field: 'tags', condition_operator: 'changed_to', condition_value: 'hook-me', action_type: 'webhook', action_config: { url: `${target.url}/wf?x=1`, secret: SECRET } }),
    );
    const contact = await createContact(api);
    await patchRecord(api, `/v1/contacts/${contact.id}`, { tags: ['e2e', 'hook-me'] });
    const request = await expectEventually(() => {
      expect(target.received).toHaveLength(1);
      return target.received[0]!;
    });
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/wf?x=1');
    expect(request.headers['user-agent']).toBe('Service-Webhook/1.0');
    expect(await signatureValid(SECRET, request)).toBe(true);
    expect(await signatureValid(`${SECRET}x`, request)).toBe(false);
    const body = bodyOf(request);
    const [run] = await waitForRuns(api, workflow.id, 1);
    expect(body).toMatchObject({ event: 'workflow.action', delivery_id: deliveryIdOf(request), workspace_id: ws.id });
    expect(body.data).toMatchObject({
      workflow_id: workflow.id,
      run_id: run!.id,
      trigger: { event: 'contact.updated' },
      entity: { id: contact.id, tags: ['e2e', 'hook-me'] },
    });
    expect(run).toMatchObject({ status: 'succeeded', action_result: { delivery_id: deliveryIdOf(request), status_code: 200 } });
    await settle(1_000);
    expect(target.received).toHaveLength(1);
  });

  it('send_email and send_channel_message reach provider-sim once each, tokens resolved', async () => {
    const own = await freshWorkspace(stack);
    const email = await createWorkflow(
      own.api,
      aWorkflow({ condition_field: 'tags', condition_operator: 'changed_to', condition_value: 'welcome', action_type: 'send_email', action_config: { to: '{{contact.email}}', subject: 'Hello {{contact.first_name}}', body: 'Dear {{contact.full_name}}, welcome.' } }),
    );
    const chat = await createWorkflow(
      own.api,
      aWorkflow({ condition_field: 'tags', condition_operator: 'changed_to', condition_value: 'welcome', action_type: 'send_channel_message', action_config: { channel: 'chat_a', recipient: 'C0SALES01', message: 'New: {{contact.full_name}} at {{contact.company}}' } }),
    );
    const contact = await createContact(own.api, { first_name: 'Ada', last_name: 'Byron', company: 'Engines' });
    await patchRecord(own.api, `/v1/contacts/${contact.id}`, { tags: ['welcome'] });
    const [emailRun] = await waitForRuns(own.api, email.id, 1);
    const [chatRun] = await waitForRuns(own.api, chat.id, 1);
    const sent = await simSent(stack, own.id);
    expect(sent).toHaveLength(2);
    const mail = sent.find((s) => s.provider === 'mail_provider_a');
    const message = sent.find((s) => s.provider === 'chat_a');
    expect(mail).toMatchObject({ recipient: contact.email, request: { to: contact.email, subject: 'Hello Ada', text: 'Dear Ada Byron, welcome.' } });
    expect(message).toMatchObject({ recipient: 'C0SALES01', request: { recipient: 'C0SALES01', text: 'New: Ada Byron at Engines' } });
    expect(emailRun).toMatchObject({ status: 'succeeded', action_result: { message_id: mail!.id } });
    expect(chatRun).toMatchObject({ status: 'succeeded', action_result: { channel: 'chat_a', message_id: message!.id } });
    // The engine sends through outreach, so each message is on record there too.
    const recorded = expectStatus(await own.api.get(`/v1/messages/${mail!.id}`), 200, 'GET /v1/messages/{id}') as { channel: string };
    expect(recorded).toMatchObject({ channel: 'email' });
  });

  it('leaves an unknown merge token visible and records it as a warning on the run', async () => {
    const own = await freshWorkspace(stack);
    const workflow = await createWorkflow(
      own.api,
      aWorkflow({ condition_field: 'tags', condition_operator: 'changed_to', condition_value: 'tokens', action_type: 'send_email', action_config: { to: 'ops@example.com', subject: 'Hi {{contact.nickname}}', body: 'About {{deal.name}} for {{contact.first_name}}' } }),
    );
    const contact = await createContact(own.api, { first_name: 'Alan' });
    await patchRecord(own.api, `/v1/contacts/${contact.id}`, { tags: ['tokens'] });
    const [run] = await waitForRuns(own.api, workflow.id, 1);
    expect(run!.status).toBe('succeeded');
    expect(run!.warnings).toHaveLength(2);
    expect(run!.warnings.join('\n')).toContain('{{contact.nickname}}');
    expect(run!.warnings.join('\n')).toContain('{{deal.name}}');
    const [mail] = await simSent(stack, own.id);
    expect(mail!.request).toMatchObject({ to: 'ops@example.com', subject: 'Hi {{contact.nickname}}', text: 'About {{deal.name}} for Alan' });
  });

  it('retries a failing action 3 times with backoff, then marks the run failed', async () => {
    const target = await receiver();
    target.setBehaviour(answer(503, 'down'));
    const workflow = await createWorkflow(
      api,
      aWorkflow({ condition_field: 'tags', condition_operator: 'changed_to', condition_value: 'flaky', action_type: 'webhook', action_config: { url: `${target.url}/down` } }),
    );
    const contact = await createContact(api);
    await patchRecord(api, `/v1/contacts/${contact.id}`, { tags: ['flaky'] });
    const [run] = await waitForRuns(api, workflow.id, 1, 20_000);
    expect(run).toMatchObject({ status: 'failed', attempts: 4, error: expect.stringContaining('503') });
    expect(target.received).toHaveLength(4);
    // Every attempt is the same delivery.
    expect(new Set(target.received.map(deliveryIdOf)).size).toBe(1);
  });

  it('a 4xx answer is not retried', async () => {
    const target = await receiver();
    target.setBehaviour(answer(410, 'gone'));
    const workflow = await createWorkflow(
      api,
      aWorkflow({ condition_field: 'tags', condition_operator: 'changed_to', condition_value: 'gone', action_type: 'webhook', action_config: { url: `${target.url}/gone` } }),
    );
    const contact = await createContact(api);
    await patchRecord(api, `/v1/contacts/${contact.id}`, { tags: ['gone'] });
    const [run] = await waitForRuns(api, workflow.id, 1);
    expect(run).toMatchObject({ status: 'failed', attempts: 1 });
    await settle(800);
    expect(target.received).toHaveLength(1);
  });

  it('two workflows updating each other\'s field stop at the chain limit with the reason on the run', async () => {
    const own = await freshWorkspace(stack);
    // Created before the workflows, so only the PATCH below starts a chain.
    const contact = await createContact(own.api, { job_title: 'Partner', company: 'Start' });
    const toCompany = await createWorkflow(
      own.api,
      aWorkflow({ name: 'Title to company', condition_field: 'job_title', condition_operator: 'changed', action_type: 'update_field', action_config: { field: 'company', value: '{{contact.job_title}} Co' } }),
    );
    const toTitle = await createWorkflow(
      own.api,
      aWorkflow({ name: 'Company to title', condition_field: 'company', condition_operator: 'changed', action_type: 'update_field', action_config: { field: 'job_title', value: '{{contact.company}} X' } }),
    );
    const updates = await subscribeEvents(stack.natsUrl, 'events.contact.updated');
    try {
      await patchRecord(own.api, `/v1/contacts/${contact.id}`, { job_title: 'Loop' });
      const [stopped] = await expectEventually(
        async () => {
          const runs = (await runsOf(own.api, toTitle.id)).filter((r) => r.status === 'skipped');
          expect(runs).toHaveLength(1);
          return runs;
        },
        { timeoutMs: 20_000 },
      );
      expect(stopped!.error).toMatch(/Loop safety.*WORKFLOW_MAX_CHAIN_DEPTH=5/);
      await settle(1_500);
      // User change (depth 0) -> A -> depth 1 -> B -> 2 -> A -> 3 -> B -> 4 -> A -> 5: B stops there.
      expect((await runsOf(own.api, toCompany.id)).map((r) => r.status)).toEqual(['succeeded', 'succeeded', 'succeeded']);
      expect((await runsOf(own.api, toTitle.id)).map((r) => r.status)).toEqual(['skipped', 'succeeded', 'succeeded']);
      const final = (await own.api.get(`/v1/contacts/${contact.id}`)).body.data as Contact;
      expect({ job_title: final.job_title, company: final.company }).toEqual({ job_title: 'Loop Co X Co X', company: 'Loop Co X Co X Co' });
      const chain = updates.matching((e) => (e.data as { contact?: { id?: string } }).contact?.id === contact.id).map((e) => e.envelope.causation as { depth: number });
      expect(chain.map((c) => c.depth)).toEqual([0, 1, 2, 3, 4, 5]);
    } finally {
      await updates.stop();
    }
  });

  it('never fires on its own change', async () => {
    const own = await freshWorkspace(stack);
    const contact = await createContact(own.api, { tags: [] });
    const workflow = await createWorkflow(
      own.api,
      aWorkflow({ condition_field: 'tags', condition_operator: 'changed', action_type: 'update_field', action_config: { field: 'tags', value: ['seen-{{contact.first_name}}'] } }),
    );
    await patchRecord(own.api, `/v1/contacts/${contact.id}`, { tags: ['new'] });
    await expectEventually(async () => {
      const read = (await own.api.get(`/v1/contacts/${contact.id}`)).body.data as Contact;
      expect(read.tags).toEqual(['seen-Ada']);
    });
    await settle(1_500);
    const runs = await runsOf(own.api, workflow.id);
    expect(runs.map((r: Run) => r.status)).toEqual(['succeeded']);
  });

  it('lists runs by entity across workflows and validates the run queries', async () => {
    const own = await freshWorkspace(stack);
    const w1 = await createWorkflow(own.api, aWorkflow({ condition_field: 'tags', condition_operator: 'contains', condition_value: 'both', action_config: { title: 'One', due_in_days: 1 } }));
    const w2 = await createWorkflow(own.api, aWorkflow({ condition_field: 'tags', condition_operator: 'contains', condition_value: 'both', action_config: { title: 'Two', due_in_days: 1 } }));
    const contact = await createContact(own.api, { tags: ['both'] });
    const other = await createContact(own.api, { tags: ['none'] });
    await waitForRuns(own.api, w1.id, 1);
    await waitForRuns(own.api, w2.id, 1);
    const runs = await runsOfEntity(own.api, contact.id);
    expect(runs.map((r) => r.workflow_id).sort()).toEqual([w1.id, w2.id].sort());
    expect(runs.every((r) => r.trigger_event.type === 'contact.created')).toBe(true);
    expect(await runsOfEntity(own.api, other.id)).toEqual([]);
    expect((await tasksOf(own.api, `contact_id=${contact.id}`)).map((t) => t.title).sort()).toEqual(['One', 'Two']);
    // Another workspace sees none of them.
    expect(await runsOfEntity(api, contact.id)).toEqual([]);
    expect((await api.get(`/v1/workflows/${w1.id}/runs`)).status).toBe(404);

    expectValidationError(await own.api.get('/v1/workflow-runs'), ['entity_id']);
    expectValidationError(await own.api.get('/v1/workflow-runs?entity_id=abc'), ['entity_id']);
    expectValidationError(await own.api.get(`/v1/workflows/${w1.id}/runs?per_page=0`), ['per_page']);
    expect((await own.api.get(`/v1/workflows/${anUnknownId()}/runs`)).status).toBe(404);
    const page = await own.api.get(`/v1/workflow-runs?entity_id=${contact.id}&per_page=1`);
    expect(page.body.meta).toEqual({ page: 1, per_page: 1, total: 2 });
  });
});
