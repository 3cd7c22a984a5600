// create_task / update_field against a small in-process CrmAutomationService
// (testing/fake-crm-server.fixture.ts) that records the typed requests it
// receives; the real service's handling of them is tested in apps/crm. What
// matters here is the request the CRM gets: context (causation, idempotency
// key, workflow id) and named fields, and how answers become run outcomes.
import type { EventEnvelope } from '@wbk/contracts';
import { AppError, createLogger } from '@wbk/platform';
import { ManualClock } from '@wbk/testing';
import { findProtoRoot } from '@wbk/rpc';
import { FAKE_TASK_ID, startFakeCrm, type FakeCrm } from '../testing/fake-crm-server.fixture';
import type { ActionContext } from '../domain/workflow-action';
import { runActionOver, type ClosableRunAction } from '../testing/run-action.fixture';

const WS = '11111111-1111-4111-8111-111111111111';
const WORKFLOW = '22222222-2222-4222-8222-222222222222';
const RUN = '33333333-3333-4333-8333-333333333333';
const ROOT = '44444444-4444-4444-8444-444444444444';
const CONTACT = '55555555-5555-4555-8555-555555555555';
const DEAL = '66666666-6666-4666-8666-666666666666';

const logger = createLogger({ service: 'crm-actions-test', level: 'silent' });
const protoRoot = findProtoRoot(__dirname);

let crm: FakeCrm;
let executor: ClosableRunAction;

function trigger(depth: number): EventEnvelope {
  return { id: '77777777-7777-4777-8777-777777777777', event: 'contact.updated', occurred_at: '2026-03-01T09:00:00.000Z', workspace_id: WS, data: {}, causation: { root_id: ROOT, depth } };
}

function context(entityType: ActionContext['entityType'], entity: Record<string, unknown>, depth = 2): ActionContext {
  return { workspaceId: WS, workflowId: WORKFLOW, runId: RUN, trigger: trigger(depth), entity, entityType };
}

beforeAll(async () => {
  crm = await startFakeCrm();
  executor = runActionOver({
    crmAddress: crm.address,
    dispatcherAddress: '127.0.0.1:1',
    outreachAddress: '127.0.0.1:1',
    protoRoot,
    logger,
    clock: new ManualClock('2026-03-30T23:30:00.000Z'),
  });
});

afterAll(async () => {
  executor.close();
  await crm.stop();
});

beforeEach(() => {
  crm.calls.length = 0;
  crm.failWith = null;
});

const expectedContext = { workspace_id: WS, request_id: RUN, idempotency_key: RUN, causation: { root_id: ROOT, depth: 2, workflow_id: WORKFLOW } };

describe('create_task', () => {
  it('creates the task linked to the triggering contact, due today + due_in_days (UTC), with the causation context', async () => {
    const outcome = await executor.execute('create_task', { title: 'Call Jane', due_in_days: 3, priority: 'high' }, context('contact', { id: CONTACT, full_name: 'Jane' }));
    expect(outcome).toEqual({ ok: true, result: { task_id: FAKE_TASK_ID, due_date: '2026-04-02' } });
    expect(crm.calls).toEqual([
      {
        method: 'CreateTask',
        request: { context: expectedContext, title: 'Call Jane', due_date: '2026-04-02', _due_date: 'due_date', priority: 'high', _priority: 'priority', contact_id: CONTACT, _contact_id: 'contact_id' },
      },
    ]);
  });

  it('links a deal trigger by deal_id and a task trigger by nothing', async () => {
    await executor.execute('create_task', { title: 'T', due_in_days: 0, assigned_to_user_id: 'u1' }, context('deal', { id: DEAL }));
    await executor.execute('create_task', { title: 'T', due_in_days: 0 }, context('task', { id: DEAL }));
    expect(crm.calls.map((c) => c.request)).toEqual([
      expect.objectContaining({ title: 'T', due_date: '2026-03-30', assigned_to_user_id: 'u1', deal_id: DEAL }),
      expect.objectContaining({ title: 'T', due_date: '2026-03-30' }),
    ]);
    expect(crm.calls[0]!.request).not.toHaveProperty('contact_id');
    expect(crm.calls[1]!.request).not.toHaveProperty('deal_id');
    expect(crm.calls[1]!.request).not.toHaveProperty('contact_id');
  });

  it('reports a validation answer as final and an unavailable CRM as retryable', async () => {
    crm.failWith = new AppError('validation_error', 'Invalid request', { fields: [{ field: 'assigned_to_user_id', message: 'must be a UUID' }] });
    const refused = await executor.execute('create_task', { title: 'T', due_in_days: 1 }, context('contact', { id: CONTACT }));
    expect(refused).toMatchObject({ ok: false, retryable: false });
    expect(refused.ok === false && refused.error).toContain('validation_error');

    crm.failWith = new AppError('service_unavailable', 'store down');
    expect(await executor.execute('create_task', { title: 'T', due_in_days: 1 }, context('contact', { id: CONTACT }))).toMatchObject({ ok: false, retryable: true });
  });
});

describe('update_field', () => {
  it('sets the field of the triggering contact through SetField, numbers given as text sent as numbers', async () => {
    const outcome = await executor.execute('update_field', { field: 'priority', value: '1' }, context('contact', { id: CONTACT }, 0));
    expect(outcome).toEqual({ ok: true, result: { entity_type: 'contact', entity_id: CONTACT, field: 'priority' } });
    expect(crm.calls).toEqual([
      {
        method: 'SetField',
        request: { context: { ...expectedContext, causation: { root_id: ROOT, depth: 0, workflow_id: WORKFLOW } }, record_type: 'RECORD_TYPE_CONTACT', id: CONTACT, field: 'priority', value_json: '1' },
      },
    ]);
  });

  it('sends a custom field as its key, for the CRM to merge into the stored map (not the trigger copy)', async () => {
    await executor.execute('update_field', { field: 'custom_fields.tier', value: { level: 'gold' } }, context('contact', { id: CONTACT, custom_fields: { region: 'EU' } }));
    expect(crm.calls[0]!.request).toMatchObject({ field: 'custom_fields.tier', value_json: '{"level":"gold"}' });
  });

  it('routes deals and tasks to their record type', async () => {
    await executor.execute('update_field', { field: 'stage', value: 'won' }, context('deal', { id: DEAL }));
    await executor.execute('update_field', { field: 'status', value: null }, context('task', { id: DEAL }));
    expect(crm.calls.map((c) => c.method === 'SetField' && [c.request.record_type, c.request.value_json])).toEqual([
      ['RECORD_TYPE_DEAL', '"won"'],
      ['RECORD_TYPE_TASK', 'null'],
    ]);
  });

  it('refuses emails, meetings and a missing value without calling anyone, and a not_found answer is final', async () => {
    expect(await executor.execute('update_field', { field: 'subject', value: 'x' }, context('email', { id: CONTACT }))).toMatchObject({ ok: false, retryable: false });
    expect(await executor.execute('update_field', { field: 'job_title' }, context('contact', { id: CONTACT }))).toMatchObject({ ok: false, retryable: false });
    expect(crm.calls).toHaveLength(0);
    crm.failWith = new AppError('not_found', 'Contact not found');
    expect(await executor.execute('update_field', { field: 'job_title', value: 'CEO' }, context('contact', { id: CONTACT }))).toMatchObject({ ok: false, retryable: false });
  });
});

describe('an unreachable CRM', () => {
  it('is a retryable failure', async () => {
    const offline = runActionOver({
      crmAddress: '127.0.0.1:1',
      dispatcherAddress: '127.0.0.1:1',
      outreachAddress: '127.0.0.1:1',
      protoRoot,
      logger,
      clock: new ManualClock(),
      });
    try {
      const outcome = await offline.execute('update_field', { field: 'job_title', value: 'CEO' }, context('contact', { id: CONTACT }));
      expect(outcome).toMatchObject({ ok: false, retryable: true });
      expect(outcome.ok === false && outcome.error).toContain('service_unavailable');
    } finally {
      offline.close();
    }
    // Each attempt first waits out the client's ready wait for the absent peer.
  }, 20_000);
});
