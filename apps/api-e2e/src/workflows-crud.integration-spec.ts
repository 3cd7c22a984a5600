/**
 * Workflows CRUD through the gateway (spec POST/PATCH /v1/workflows): every rule a caller with curl can hit, on the real stack.
 */
import { anIdempotencyKey, anUnknownId, startStack, type ApiClient, type Stack } from '@wbk/testing';
import { ALL_KEYS, aWorkflow, createWorkflow, engineEnv, expectValidationError, freshWorkspace, getWorkflow, uniqueName, WORKFLOW_FIELDS, type Workflow, type WorkspaceApi } from './workflows.support';

describe('workflows CRUD', () => {
  let stack: Stack;
  let ws: WorkspaceApi;
  let api: ApiClient;

  beforeAll(async () => {
    stack = await startStack({ appEnv: { 'workflow-engine': engineEnv() } });
    ws = await freshWorkspace(stack, { keys: ALL_KEYS });
    api = ws.api;
  });

  afterAll(async () => {
    await stack?.stop();
  });

  it('creates with the spec defaults, reads it back, lists and deletes it', async () => {
    const body = aWorkflow();
    const response = await api.post('/v1/workflows', body);
    expect(response.status).toBe(201);
    const created = response.body.data as Workflow;
    expect(Object.keys(created).sort()).toEqual(WORKFLOW_FIELDS);
    expect(created).toMatchObject({
      ...body,
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      enabled: true,
      max_triggers_per_day: 100,
      triggers_today: 0,
      last_triggered_at: null,
      auto_disabled_reason: null,
    });
    expect(new Date(created.created_at).toISOString()).toBe(created.created_at);
    expect(await getWorkflow(api, created.id)).toEqual(created);

    const list = await api.get('/v1/workflows');
    expect(list.status).toBe(200);
    expect((list.body.data as Workflow[]).map((w) => w.id)).toContain(created.id);
    expect(list.body.meta).toMatchObject({ page: 1, total: expect.any(Number) });

    const deleted = await api.delete(`/v1/workflows/${created.id}`);
    expect(deleted.status).toBe(200);
    expect((await api.get(`/v1/workflows/${created.id}`)).body.error?.code).toBe('not_found');
    expect((await api.delete(`/v1/workflows/${created.id}`)).status).toBe(404);
    // The name of a deleted workflow is free again.
    expect((await api.post('/v1/workflows', { ...body })).status).toBe(201);
  });

  it('filters the list by enabled, condition_entity and action_type, and refuses unknown filters', async () => {
    const other = await freshWorkspace(stack);
    const a = await createWorkflow(other.api, aWorkflow());
    const b = await createWorkflow(other.api, aWorkflow({ enabled: false, condition_entity: 'deal', condition_field: 'stage', action_type: 'webhook', action_config: { url: 'https://hooks.example.com/x' } }));
    const ids = async (query: string): Promise<string[]> => {
      const response = await other.api.get(`/v1/workflows?${query}`);
      expect(response.status).toBe(200);
      return (response.body.data as Workflow[]).map((w) => w.id);
    };
    expect(await ids('enabled=true')).toEqual([a.id]);
    expect(await ids('enabled=false')).toEqual([b.id]);
    expect(await ids('condition_entity=deal')).toEqual([b.id]);
    expect(await ids('action_type=create_task')).toEqual([a.id]);
    expect((await ids('')).sort()).toEqual([a.id, b.id].sort());
    expectValidationError(await other.api.get('/v1/workflows?enabled=yes'), ['enabled']);
    expectValidationError(await other.api.get('/v1/workflows?condition_entity=invoice'), ['condition_entity']);
    expectValidationError(await other.api.get('/v1/workflows?colour=red'), ['colour']);
    // Another workspace's workflow is not found, not forbidden.
    expect((await api.get(`/v1/workflows/${a.id}`)).status).toBe(404);
    expect((await api.patch(`/v1/workflows/${a.id}`, { enabled: false })).status).toBe(404);
  });

  describe('name', () => {
    it('must be 1 to 120 characters', async () => {
      expectValidationError(await api.post('/v1/workflows', aWorkflow({ name: '' })), ['name']);
      expectValidationError(await api.post('/v1/workflows', aWorkflow({ name: 'x'.repeat(121) })), ['name']);
      const longest = `${uniqueName('L')}${'x'.repeat(120)}`.slice(0, 120);
      expect((await createWorkflow(api, aWorkflow({ name: longest }))).name).toBe(longest);
    });

    it('is unique per workspace: 409 duplicate_name on create and on rename', async () => {
      const first = await createWorkflow(api);
      const duplicate = await api.post('/v1/workflows', aWorkflow({ name: first.name }));
      expect({ status: duplicate.status, code: duplicate.body.error?.code }).toEqual({ status: 409, code: 'duplicate_name' });
      // Same name in another workspace is fine.
      const other = await freshWorkspace(stack);
      expect((await other.api.post('/v1/workflows', aWorkflow({ name: first.name }))).status).toBe(201);

      const second = await createWorkflow(api);
      const rename = await api.patch(`/v1/workflows/${second.id}`, { name: first.name });
      expect({ status: rename.status, code: rename.body.error?.code }).toEqual({ status: 409, code: 'duplicate_name' });
      expect((await getWorkflow(api, second.id)).name).toBe(second.name);
      // Renaming to its own name is not a conflict.
      expect((await api.patch(`/v1/workflows/${second.id}`, { name: second.name })).status).toBe(200);
    });
  });

  it('names every missing required field', async () => {
    expectValidationError(await api.post('/v1/workflows', {}), [
      'name',
      'condition_entity',
      'condition_field',
      'condition_operator',
      'condition_value',
      'action_type',
      'action_config',
    ]);
    expectValidationError(await api.post('/v1/workflows', aWorkflow({ surprise: true })), ['surprise']);
    expectValidationError(await api.post('/v1/workflows', aWorkflow({ condition_entity: 'invoice' })), ['condition_entity']);
    expectValidationError(await api.post('/v1/workflows', aWorkflow({ condition_operator: 'matches' })), ['condition_operator']);
    expectValidationError(await api.post('/v1/workflows', aWorkflow({ action_type: 'send_fax' })), ['action_type']);
    expectValidationError(await api.post('/v1/workflows', aWorkflow({ max_triggers_per_day: 0 })), ['max_triggers_per_day']);
  });

  it('wants condition_value "" for changed', async () => {
    expectValidationError(await api.post('/v1/workflows', aWorkflow({ condition_operator: 'changed', condition_value: 'Partner' })), ['condition_value']);
    expect((await createWorkflow(api, aWorkflow({ condition_operator: 'changed', condition_value: '' }))).condition_value).toBe('');
  });

  it.each([
    ['greater_than on a text field', { condition_field: 'email', condition_operator: 'greater_than', condition_value: '5' }, 'condition_operator'],
    ['contains on a number', { condition_entity: 'deal', condition_field: 'estimated_value', condition_operator: 'contains', condition_value: '5' }, 'condition_operator'],
    ['contains on an enum', { condition_entity: 'deal', condition_field: 'status', condition_operator: 'contains', condition_value: 'won' }, 'condition_operator'],
    ['equals on a list', { condition_field: 'tags', condition_operator: 'equals', condition_value: 'vip' }, 'condition_operator'],
    ['a non-numeric value for a number', { condition_entity: 'deal', condition_field: 'estimated_value', condition_operator: 'greater_than', condition_value: 'lots' }, 'condition_value'],
    ['a non-date value for a date', { condition_entity: 'deal', condition_field: 'next_follow_up_date', condition_operator: 'less_than', condition_value: 'soon' }, 'condition_value'],
    ['an unlisted enum value', { condition_entity: 'deal', condition_field: 'status', condition_operator: 'changed_to', condition_value: 'closed' }, 'condition_value'],
    ['a field the entity does not have', { condition_field: 'shoe_size', condition_operator: 'changed' }, 'condition_field'],
    ['update_field on a synced email', { condition_entity: 'email', condition_field: 'subject', action_type: 'update_field', action_config: { field: 'subject', value: 'x' } }, 'action_config.field'],
  ])('refuses %s with 400 naming the field', async (_what, overrides, field) => {
    expectValidationError(await api.post('/v1/workflows', aWorkflow(overrides)), [field]);
  });

  it('accepts the documented operator matrix', async () => {
    const ok = [
      { condition_entity: 'deal', condition_field: 'estimated_value', condition_operator: 'greater_than', condition_value: '10000' },
      { condition_entity: 'deal', condition_field: 'next_follow_up_date', condition_operator: 'less_than', condition_value: '2030-01-01' },
      { condition_entity: 'deal', condition_field: 'status', condition_operator: 'changed_to', condition_value: 'won' },
      { condition_field: 'tags', condition_operator: 'contains', condition_value: 'vip' },
      { condition_field: 'company', condition_operator: 'contains', condition_value: 'acme' },
      { condition_entity: 'task', condition_field: 'status', condition_operator: 'equals', condition_value: 'completed' },
      { condition_entity: 'email', condition_field: 'subject', condition_operator: 'contains', condition_value: 'invoice', action_type: 'webhook', action_config: { url: 'https://hooks.example.com/mail' } },
      { condition_entity: 'meeting', condition_field: 'start_time', condition_operator: 'changed', action_type: 'webhook', action_config: { url: 'https://hooks.example.com/meet' } },
    ];
    for (const overrides of ok) await createWorkflow(api, aWorkflow(overrides));
  });

  describe('action_config per action type', () => {
    it.each([
      ['send_email', { to: '{{contact.email}}', subject: 'Hello {{contact.first_name}}', body: 'Welcome' }],
      ['send_email', { to: 'ops@example.com', subject: 'New lead', body: 'See CRM' }],
      ['create_task', { title: 'Call {{contact.full_name}}', due_in_days: 0 }],
      ['create_task', { title: 'Call', due_in_days: 3, priority: 'urgent', assigned_to_user_id: 'user-1' }],
      ['send_channel_message', { channel: 'chat_a', recipient: 'C0SALES01', message: 'New contact {{contact.full_name}}' }],
      ['webhook', { url: 'https://hooks.example.com/wf' }],
      ['webhook', { url: 'https://hooks.example.com/wf', secret: 'a-secret-of-16-chars-or-more' }],
      ['update_field', { field: 'priority', value: 1 }],
      ['update_field', { field: 'tags', value: ['hot'] }],
    ])('accepts a valid %s config', async (actionType, config) => {
      const created = await createWorkflow(api, aWorkflow({ action_type: actionType, action_config: config }));
      expect(created.action_config).toEqual(config);
    });

    it.each([
      ['send_email', { to: 'not-an-address', subject: 's', body: 'b' }, ['action_config.to']],
      ['send_email', { to: 'a@example.com' }, ['action_config.subject', 'action_config.body']],
      ['create_task', { title: 'Call' }, ['action_config.due_in_days']],
      ['create_task', { title: '', due_in_days: -1, priority: 'asap' }, ['action_config.title', 'action_config.due_in_days', 'action_config.priority']],
      ['send_channel_message', { channel: 'pigeon', recipient: '', message: 'hi' }, ['action_config.channel', 'action_config.recipient']],
      ['webhook', { url: 'http://hooks.example.com/plain' }, ['action_config.url']],
      ['webhook', { url: 'https://hooks.example.com/x', secret: 'short' }, ['action_config.secret']],
      ['webhook', { url: 'https://hooks.example.com/x', headers: {} }, ['action_config.headers']],
      ['update_field', { field: 'full_name', value: 'x' }, ['action_config.field']],
      ['update_field', { field: 'priority', value: 'very' }, ['action_config.value']],
      ['update_field', {}, ['action_config.field']],
    ])('refuses an invalid %s config naming the field', async (actionType, config, fields) => {
      expectValidationError(await api.post('/v1/workflows', aWorkflow({ action_type: actionType, action_config: config })), fields);
    });

    it('refuses an action_config that is not an object', async () => {
      expectValidationError(await api.post('/v1/workflows', aWorkflow({ action_config: 'call them' })), ['action_config']);
    });
  });

  describe('PATCH', () => {
    it('answers the full record as GET returns it, with the breaker fields and a newer updated_at', async () => {
      const created = await createWorkflow(api);
      await new Promise((resolve) => setTimeout(resolve, 5));
      const response = await api.patch(`/v1/workflows/${created.id}`, { enabled: false, max_triggers_per_day: 10 });
      expect(response.status).toBe(200);
      const updated = response.body.data as Workflow;
      expect(Object.keys(updated).sort()).toEqual(WORKFLOW_FIELDS);
      expect(updated).toMatchObject({ id: created.id, enabled: false, max_triggers_per_day: 10, triggers_today: 0, last_triggered_at: null, auto_disabled_reason: null, created_at: created.created_at });
      expect(Date.parse(updated.updated_at)).toBeGreaterThan(Date.parse(created.updated_at));
      expect(await getWorkflow(api, created.id)).toEqual(updated);
    });

    it('replaces action_config whole', async () => {
      const created = await createWorkflow(api, aWorkflow({ action_config: { title: 'Call', due_in_days: 2, priority: 'high', assigned_to_user_id: 'u-1' } }));
      const updated = (await api.patch(`/v1/workflows/${created.id}`, { action_config: { title: 'Email', due_in_days: 5 } })).body.data as Workflow;
      expect(updated.action_config).toEqual({ title: 'Email', due_in_days: 5 });
      expect((await getWorkflow(api, created.id)).action_config).toEqual({ title: 'Email', due_in_days: 5 });
    });

    it('checks the definition as a whole after the patch', async () => {
      const created = await createWorkflow(api);
      // The stored create_task config does not fit a webhook action.
      expectValidationError(await api.patch(`/v1/workflows/${created.id}`, { action_type: 'webhook' }), ['action_config.url']);
      // job_title is not a deal field.
      expectValidationError(await api.patch(`/v1/workflows/${created.id}`, { condition_entity: 'deal' }), ['condition_field']);
      expectValidationError(await api.patch(`/v1/workflows/${created.id}`, { condition_operator: 'greater_than', condition_value: '3' }), ['condition_operator']);
      expectValidationError(await api.patch(`/v1/workflows/${created.id}`, { name: '' }), ['name']);
      expectValidationError(await api.patch(`/v1/workflows/${created.id}`, {}), ['body']);
      expectValidationError(await api.patch(`/v1/workflows/${created.id}`, { triggers_today: 0 }), ['triggers_today']);
      expect(await getWorkflow(api, created.id)).toEqual(created);
      const ok = await api.patch(`/v1/workflows/${created.id}`, { action_type: 'webhook', action_config: { url: 'https://hooks.example.com/y' } });
      expect(ok.status).toBe(200);
      expect((await api.patch(`/v1/workflows/${anUnknownId()}`, { enabled: false })).status).toBe(404);
      expectValidationError(await api.patch('/v1/workflows/not-a-uuid', { enabled: false }), ['id']);
    });
  });

  describe('Idempotency-Key', () => {
    it('makes a repeated create return the first answer and store one workflow', async () => {
      const key = anIdempotencyKey();
      const body = aWorkflow();
      const first = await api.post('/v1/workflows', body, { 'Idempotency-Key': key });
      const again = await api.post('/v1/workflows', body, { 'Idempotency-Key': key });
      expect(first.status).toBe(201);
      expect(again.status).toBe(201);
      expect(again.body).toEqual(first.body);
      const list = (await api.get('/v1/workflows?per_page=200')).body.data as Workflow[];
      expect(list.filter((w) => w.name === body.name)).toHaveLength(1);
      const other = await api.post('/v1/workflows', aWorkflow(), { 'Idempotency-Key': key });
      expect({ status: other.status, code: other.body.error?.code }).toEqual({ status: 409, code: 'idempotency_conflict' });
    });

    it('makes a repeated update return the first answer', async () => {
      const created = await createWorkflow(api);
      const key = anIdempotencyKey();
      const body = { name: uniqueName('Renamed') };
      const first = await api.patch(`/v1/workflows/${created.id}`, body, { 'Idempotency-Key': key });
      const again = await api.patch(`/v1/workflows/${created.id}`, body, { 'Idempotency-Key': key });
      expect(first.status).toBe(200);
      expect(again.body).toEqual(first.body);
      const conflict = await api.patch(`/v1/workflows/${created.id}`, { enabled: false }, { 'Idempotency-Key': key });
      expect(conflict.status).toBe(409);
      expect((await getWorkflow(api, created.id)).enabled).toBe(true);
    });
  });

  it('needs write:workflows to change and read:workflows to read', async () => {
    const created = await createWorkflow(api);
    const reader = stack.api(ws.keys.reader);
    for (const response of [
      await reader.post('/v1/workflows', aWorkflow()),
      await reader.patch(`/v1/workflows/${created.id}`, { enabled: false }),
      await reader.delete(`/v1/workflows/${created.id}`),
    ]) {
      expect({ status: response.status, code: response.body.error?.code }).toEqual({ status: 403, code: 'insufficient_permissions' });
      expect(response.body.error?.message).toContain('write:workflows');
    }
    expect((await reader.get(`/v1/workflows/${created.id}`)).status).toBe(200);
    expect((await reader.get(`/v1/workflows/${created.id}/runs`)).status).toBe(200);
    const scoped = await stack.admin.createKey(ws.id, { name: 'scoped', permissions: ['read:contacts'] });
    const denied = await stack.api(scoped.key).get('/v1/workflows');
    expect({ status: denied.status, message: denied.body.error?.message }).toEqual({ status: 403, message: expect.stringContaining('read:workflows') });
    expect((await getWorkflow(api, created.id)).enabled).toBe(true);
  });
});
