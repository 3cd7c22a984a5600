// create_task / update_field against a small in-process gRPC CrmService that
// records the ApiRequest it receives (acceptable only here: the real CRM runs in
// the end-to-end tests). What matters is the request the CRM gets: context
// (causation, idempotency key, workflow id) and body.
import type { EventEnvelope } from '@wbk/contracts';
import { AppError, ManualClock, createLogger } from '@wbk/platform';
import { createRpcServer, findProtoRoot, loadServiceDefinition, type RpcServer } from '@wbk/rpc';
import type { ActionContext } from './action-executor.port';
import { createActionExecutor, type ClosableActionExecutor } from './action-executor';
import type { OutreachPort } from './outreach.port';

const WS = '11111111-1111-4111-8111-111111111111';
const WORKFLOW = '22222222-2222-4222-8222-222222222222';
const RUN = '33333333-3333-4333-8333-333333333333';
const ROOT = '44444444-4444-4444-8444-444444444444';
const CONTACT = '55555555-5555-4555-8555-555555555555';
const DEAL = '66666666-6666-4666-8666-666666666666';

const logger = createLogger({ service: 'crm-actions-test', level: 'silent' });
const protoRoot = findProtoRoot(__dirname);
const unusedOutreach: OutreachPort = {
  sendEmail: () => Promise.reject(new Error('not used')),
  sendChannelMessage: () => Promise.reject(new Error('not used')),
  close: () => undefined,
};

interface Recorded {
  method: string;
  request: { context: Record<string, unknown>; path: Record<string, string>; body_json: string };
}

let server: RpcServer;
let recorded: Recorded[];
let failWith: AppError | null;
let executor: ClosableActionExecutor;

function trigger(depth: number): EventEnvelope {
  return { id: '77777777-7777-4777-8777-777777777777', event: 'contact.updated', occurred_at: '2026-03-01T09:00:00.000Z', workspace_id: WS, data: {}, causation: { root_id: ROOT, depth } };
}

function context(entityType: ActionContext['entityType'], entity: Record<string, unknown>, depth = 2): ActionContext {
  return { workspaceId: WS, workflowId: WORKFLOW, runId: RUN, trigger: trigger(depth), entity, entityType };
}

beforeAll(async () => {
  server = createRpcServer({ logger });
  const handler = (method: string) => async (request: unknown) => {
    recorded.push({ method, request: request as Recorded['request'] });
    if (failWith) throw failWith;
    return { data_json: JSON.stringify({ id: '88888888-8888-4888-8888-888888888888' }), meta: null, has_meta: false, created: method === 'CreateTask', audit: null };
  };
  const definition = loadServiceDefinition(protoRoot, 'crm/v1/crm.proto', 'wbk.crm.v1.CrmService');
  // The server wants every method; the ones the actions never call just record too.
  const handlers = Object.fromEntries(Object.keys(definition).map((method) => [method, handler(method)]));
  server.addService(definition, handlers);
  const port = await server.start('127.0.0.1', 0);
  executor = createActionExecutor({
    crmAddress: `127.0.0.1:${port}`,
    dispatcherAddress: '127.0.0.1:1',
    providerSimUrl: 'http://127.0.0.1:1',
    protoRoot,
    logger,
    clock: new ManualClock('2026-03-30T23:30:00.000Z'),
    outreach: unusedOutreach,
  });
});

afterAll(async () => {
  executor.close();
  await server.stop();
});

beforeEach(() => {
  recorded = [];
  failWith = null;
});

const expectedContext = {
  workspace_id: WS,
  request_id: RUN,
  api_key_id: '',
  user_id: '',
  idempotency_key: RUN,
  causation_root_id: ROOT,
  causation_depth: 2,
  causation_workflow_id: WORKFLOW,
};

describe('create_task', () => {
  it('creates the task linked to the triggering contact, due today + due_in_days (UTC), with the causation context', async () => {
    const outcome = await executor.execute('create_task', { title: 'Call Jane', due_in_days: 3, priority: 'high' }, context('contact', { id: CONTACT, full_name: 'Jane' }));
    expect(outcome).toEqual({ ok: true, result: { task_id: '88888888-8888-4888-8888-888888888888', due_date: '2026-04-02' } });
    expect(recorded).toHaveLength(1);
    expect(recorded[0]!.method).toBe('CreateTask');
    expect(recorded[0]!.request.context).toEqual(expectedContext);
    expect(JSON.parse(recorded[0]!.request.body_json)).toEqual({ title: 'Call Jane', due_date: '2026-04-02', priority: 'high', contact_id: CONTACT });
  });

  it('links a deal trigger by deal_id and a task trigger by nothing', async () => {
    await executor.execute('create_task', { title: 'T', due_in_days: 0, assigned_to_user_id: 'u1' }, context('deal', { id: DEAL }));
    await executor.execute('create_task', { title: 'T', due_in_days: 0 }, context('task', { id: DEAL }));
    expect(JSON.parse(recorded[0]!.request.body_json)).toEqual({ title: 'T', due_date: '2026-03-30', assigned_to_user_id: 'u1', deal_id: DEAL });
    expect(JSON.parse(recorded[1]!.request.body_json)).toEqual({ title: 'T', due_date: '2026-03-30' });
  });

  it('reports a validation answer as final and an unavailable CRM as retryable', async () => {
    failWith = new AppError('validation_error', 'Invalid request', { fields: [{ field: 'assigned_to_user_id', message: 'must be a UUID' }] });
    const refused = await executor.execute('create_task', { title: 'T', due_in_days: 1 }, context('contact', { id: CONTACT }));
    expect(refused).toMatchObject({ ok: false, retryable: false });
    expect(refused.ok === false && refused.error).toContain('validation_error');

    failWith = new AppError('service_unavailable', 'store down');
    expect(await executor.execute('create_task', { title: 'T', due_in_days: 1 }, context('contact', { id: CONTACT }))).toMatchObject({ ok: false, retryable: true });
  });
});

describe('update_field', () => {
  it('patches the triggering contact through UpdateContact, numbers given as text sent as numbers', async () => {
    const outcome = await executor.execute('update_field', { field: 'priority', value: '1' }, context('contact', { id: CONTACT }, 0));
    expect(outcome).toEqual({ ok: true, result: { entity_type: 'contact', entity_id: CONTACT, field: 'priority' } });
    expect(recorded[0]!.method).toBe('UpdateContact');
    expect(recorded[0]!.request.path).toEqual({ id: CONTACT });
    expect(recorded[0]!.request.context).toEqual({ ...expectedContext, causation_depth: 0 });
    expect(JSON.parse(recorded[0]!.request.body_json)).toEqual({ priority: 1 });
  });

  it('merges one custom field into the map the trigger saw (the CRM replaces custom_fields whole)', async () => {
    await executor.execute('update_field', { field: 'custom_fields.tier', value: 'gold' }, context('contact', { id: CONTACT, custom_fields: { region: 'EU' } }));
    expect(JSON.parse(recorded[0]!.request.body_json)).toEqual({ custom_fields: { region: 'EU', tier: 'gold' } });
  });

  it('routes deals and tasks to their update RPC', async () => {
    await executor.execute('update_field', { field: 'stage', value: 'won' }, context('deal', { id: DEAL }));
    await executor.execute('update_field', { field: 'status', value: 'completed' }, context('task', { id: DEAL }));
    expect(recorded.map((r) => r.method)).toEqual(['UpdateDeal', 'UpdateTask']);
  });

  it('refuses emails and meetings without calling anyone, and a not_found answer is final', async () => {
    expect(await executor.execute('update_field', { field: 'subject', value: 'x' }, context('email', { id: CONTACT }))).toMatchObject({ ok: false, retryable: false });
    expect(recorded).toHaveLength(0);
    failWith = new AppError('not_found', 'Contact not found');
    expect(await executor.execute('update_field', { field: 'job_title', value: 'CEO' }, context('contact', { id: CONTACT }))).toMatchObject({ ok: false, retryable: false });
  });
});

describe('an unreachable CRM', () => {
  it('is a retryable failure', async () => {
    const offline = createActionExecutor({
      crmAddress: '127.0.0.1:1',
      dispatcherAddress: '127.0.0.1:1',
      providerSimUrl: 'http://127.0.0.1:1',
      protoRoot,
      logger,
      clock: new ManualClock(),
      outreach: unusedOutreach,
    });
    try {
      const outcome = await offline.execute('update_field', { field: 'job_title', value: 'CEO' }, context('contact', { id: CONTACT }));
      expect(outcome).toMatchObject({ ok: false, retryable: true });
      expect(outcome.ok === false && outcome.error).toContain('service_unavailable');
    } finally {
      offline.close();
    }
  });
});
