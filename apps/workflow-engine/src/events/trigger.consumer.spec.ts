import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { connectBus, newEvent, OutboxRelay, type Bus, type Consumer } from '@wbk/bus';
import { EVENT_EXAMPLES, EVENTS_STREAM, subjectOf, type EventEnvelope } from '@wbk/contracts';
import { createLogger, newId } from '@wbk/platform';
import { openStore, type DocStore } from '@wbk/store';
import { expectEventually, ManualClock, type NatsServerHandle, startNatsServer } from '@wbk/testing';
import type { WorkflowRecord } from '../domain/workflow';
import { utcDay } from '../domain/workflow-breaker';
import { runIdOf } from '../domain/workflow-run';
import { ProcessTrigger, type ProcessTriggerDeps } from '../app/process-trigger.use-case';
import type { KeyGrantState } from '../domain/action-permissions';
import type { ActionContext, ActionOutcome, ActionType } from '../domain/workflow-action';
import type { KeyGrants } from '../peers/workspace-key-grants.client';
import { RunRepository } from '../store/run.repository';
import { WORKFLOWS_COLLECTION, WorkflowRepository } from '../store/workflow.repository';
import { startTriggerConsumers } from './trigger.consumer';

jest.setTimeout(30_000);

const logger = createLogger({ service: 'trigger-spec', level: 'silent' });
/** Now, not a fixed date: runs older than RUN_RETENTION_DAYS of real time are removed by the TTL. */
const clock = new ManualClock(new Date());
const TODAY = utcDay(clock.now());

type RunActionPort = ProcessTriggerDeps['runAction'];

/** Fake action runner (unit test): records calls; each workflow's behaviour is set per test. */
class FakeRunAction implements RunActionPort {
  calls: Array<{ actionType: ActionType; config: Record<string, unknown>; context: ActionContext }> = [];
  behaviour = new Map<string, () => ActionOutcome>();
  async execute(actionType: ActionType, config: Record<string, unknown>, context: ActionContext): Promise<ActionOutcome> {
    this.calls.push({ actionType, config, context });
    return (this.behaviour.get(context.workflowId) ?? (() => ({ ok: true, result: { done: true } })))();
  }
  callsFor(workflowId: string) {
    return this.calls.filter((c) => c.context.workflowId === workflowId);
  }
}

/** The workspace service's answer per key id (what each key may do now). */
const keyGrants = new Map<string, KeyGrantState>();
const grants: KeyGrants = { current: async (_workspaceId, keyId) => keyGrants.get(keyId) ?? null };
const FULL_KEY = newId();
keyGrants.set(FULL_KEY, { permissions: ['read', 'write'], revoked: false, expires_at: '' });

let server: NatsServerHandle;
let bus: Bus;
let dir: string;
let store: DocStore;
let workflows: WorkflowRepository;
let runs: RunRepository;
let relay: OutboxRelay;
let runAction: FakeRunAction;
let consumers: Consumer[] = [];

beforeAll(async () => {
  server = await startNatsServer();
  bus = await connectBus({ servers: server.url, name: 'trigger-spec', logger });
  await bus.ensureStreams();
  dir = await mkdtemp(path.join(tmpdir(), 'wf-trigger-'));
  store = await openStore({ kind: 'embedded', dataDir: dir });
  workflows = new WorkflowRepository(store);
  runs = new RunRepository(store, 30);
  await Promise.all([workflows.ensureIndexes(), runs.ensureIndexes()]);
  relay = new OutboxRelay({ store, bus, collections: [WORKFLOWS_COLLECTION], logger, sweepIntervalMs: 100 });
  relay.start();
  runAction = new FakeRunAction();
  const processTrigger = new ProcessTrigger({ workflows, runs, runAction, grants, clock, logger, maxDepth: 5, retries: 3, afterWrite: () => relay.kick() });
  consumers = await startTriggerConsumers({ bus, store, logger, processTrigger, retryMs: [50, 50, 50] });
});

afterAll(async () => {
  await Promise.all(consumers.map((c) => c.stop()));
  await relay?.stop();
  await bus?.close();
  await server?.stop();
  await store?.close();
  await rm(dir, { recursive: true, force: true });
});

async function aWorkflow(overrides: Partial<WorkflowRecord> = {}): Promise<WorkflowRecord> {
  const now = clock.now().toISOString();
  const record: WorkflowRecord = {
    id: newId(),
    workspace_id: newId(),
    name: `wf ${newId()}`,
    enabled: true,
    condition_entity: 'deal',
    condition_field: 'stage',
    condition_operator: 'changed',
    condition_value: '',
    action_type: 'webhook',
    action_config: { url: 'https://hooks.example.com/{{deal.name}}' },
    max_triggers_per_day: 100,
    triggers_day: null,
    triggers_today: 0,
    last_triggered_at: null,
    auto_disabled_reason: null,
    created_at: now,
    updated_at: now,
    acting_key: { key_id: FULL_KEY, permissions: ['read', 'write'] },
    ...overrides,
  };
  await workflows.insert(record);
  return record;
}

function dealUpdated(workspaceId: string, cause?: EventEnvelope['causation']): EventEnvelope {
  const event = newEvent({ type: 'deal.updated', workspaceId, data: { deal: { ...EVENT_EXAMPLES['deal.updated'].deal, id: newId(), name: 'Acme', stage: 'won' }, changes: { stage: 'lead' } }, clock });
  return cause ? { ...event, causation: cause } : event;
}

async function publish(event: EventEnvelope, msgID = event.id): Promise<void> {
  await bus.js.publish(subjectOf('deal.updated'), JSON.stringify(event), { msgID });
}

async function autoDisabledEvents(workflowId: string): Promise<EventEnvelope[]> {
  const info = await bus.jsm.streams.info(EVENTS_STREAM);
  const found: EventEnvelope[] = [];
  for (let seq = info.state.first_seq; info.state.messages > 0 && seq <= info.state.last_seq; seq++) {
    const event = (await bus.jsm.streams.getMessage(EVENTS_STREAM, { seq }))?.json<EventEnvelope>();
    if (event?.event === 'workflow.auto_disabled' && (event.data['workflow'] as { id: string }).id === workflowId) found.push(event);
  }
  return found;
}

describe('trigger consumers', () => {
  it('run once per trigger event even when the event arrives twice', async () => {
    const wf = await aWorkflow();
    const event = dealUpdated(wf.workspace_id);
    await publish(event);
    await publish(event, `${event.id}:copy`);
    await expectEventually(async () => {
      const { items } = await runs.forWorkflow(wf.workspace_id, wf.id, 0, 10);
      expect(items).toEqual([expect.objectContaining({ status: 'succeeded', attempts: 1, action_result: { done: true }, entity: { type: 'deal', id: (event.data['deal'] as { id: string }).id } })]);
    });
    // the second copy must have been handled too before counting calls
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(runAction.callsFor(wf.id)).toHaveLength(1);
    expect(runAction.callsFor(wf.id)[0]?.config).toEqual({ url: 'https://hooks.example.com/Acme' });
    expect(runAction.callsFor(wf.id)[0]?.context.runId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('trips the breaker at max_triggers_per_day + 1 and publishes workflow.auto_disabled once', async () => {
    const wf = await aWorkflow({ max_triggers_per_day: 3 });
    for (let i = 0; i < 6; i++) await publish(dealUpdated(wf.workspace_id));
    await expectEventually(async () => {
      const stored = await workflows.findById(wf.workspace_id, wf.id);
      expect(stored).toMatchObject({ enabled: false, triggers_today: 3, auto_disabled_reason: expect.stringContaining(`more than 3 triggers on ${TODAY} (UTC)`) });
      expect(await autoDisabledEvents(wf.id)).toHaveLength(1);
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(runAction.callsFor(wf.id)).toHaveLength(3);
    expect(await autoDisabledEvents(wf.id)).toHaveLength(1);
  });

  it('skips events caused by the workflow itself and records a depth stop', async () => {
    const wf = await aWorkflow();
    await publish(dealUpdated(wf.workspace_id, { root_id: newId(), depth: 1, workflow_id: wf.id }));
    const deep = dealUpdated(wf.workspace_id, { root_id: newId(), depth: 5 });
    await publish(deep);
    await expectEventually(async () => {
      const { items } = await runs.forWorkflow(wf.workspace_id, wf.id, 0, 10);
      expect(items).toEqual([expect.objectContaining({ status: 'skipped', trigger_event: expect.objectContaining({ id: deep.id }), error: expect.stringContaining('5 deep') })]);
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await runs.forWorkflow(wf.workspace_id, wf.id, 0, 10)).total).toBe(1);
    expect(runAction.callsFor(wf.id)).toHaveLength(0);
  });

  it('retries a failing action with backoff, then marks the run failed', async () => {
    const wf = await aWorkflow();
    runAction.behaviour.set(wf.id, () => ({ ok: false, error: 'receiver answered 503', retryable: true }));
    await publish(dealUpdated(wf.workspace_id));
    await expectEventually(async () => {
      const { items } = await runs.forWorkflow(wf.workspace_id, wf.id, 0, 10);
      expect(items).toEqual([expect.objectContaining({ status: 'failed', attempts: 4, error: 'receiver answered 503' })]);
    });
    expect(runAction.callsFor(wf.id)).toHaveLength(4);
    expect(new Set(runAction.callsFor(wf.id).map((c) => c.context.runId)).size).toBe(1);
  });

  it('fails at once on a non-retryable error and ignores non-matching changes', async () => {
    const wf = await aWorkflow({ condition_operator: 'changed_to', condition_value: 'won' });
    runAction.behaviour.set(wf.id, () => ({ ok: false, error: 'deal not found', retryable: false }));
    const other = newEvent({ type: 'deal.updated', workspaceId: wf.workspace_id, data: { deal: { ...EVENT_EXAMPLES['deal.updated'].deal, id: newId(), stage: 'lost' }, changes: { stage: 'lead' } }, clock });
    await publish(other);
    await publish(dealUpdated(wf.workspace_id));
    await expectEventually(async () => {
      const { items } = await runs.forWorkflow(wf.workspace_id, wf.id, 0, 10);
      expect(items).toEqual([expect.objectContaining({ status: 'failed', attempts: 1, error: 'deal not found' })]);
    });
    expect(runAction.callsFor(wf.id)).toHaveLength(1);
  });

  it('resumes a run left pending by a crash mid-action, with the same idempotency key', async () => {
    const wf = await aWorkflow();
    const event = dealUpdated(wf.workspace_id);
    const runId = runIdOf(wf.id, event.id);
    await runs.insertOrGet({
      id: runId,
      workspace_id: wf.workspace_id,
      workflow_id: wf.id,
      trigger_event: { id: event.id, type: event.event, occurred_at: event.occurred_at },
      entity: { type: 'deal', id: (event.data['deal'] as { id: string }).id },
      status: 'pending',
      action_type: 'webhook',
      action_result: null,
      error: null,
      warnings: [],
      attempts: 1,
      duration_ms: null,
      created_at: clock.now().toISOString(),
      finished_at: null,
    });
    await workflows.countTrigger(wf, runId, TODAY, clock.now().toISOString());
    await publish(event);
    await expectEventually(async () => {
      expect((await runs.forWorkflow(wf.workspace_id, wf.id, 0, 10)).items).toEqual([expect.objectContaining({ id: runId, status: 'succeeded', attempts: 2 })]);
    });
    expect(runAction.callsFor(wf.id).map((c) => c.context.runId)).toEqual([runId]);
    // counted once although the run was counted before the crash
    expect((await workflows.findById(wf.workspace_id, wf.id))?.triggers_today).toBe(1);
  });
});

describe('actions run with the permissions of the key that last saved the workflow', () => {
  async function failedRunOf(wf: WorkflowRecord): Promise<string> {
    let error = '';
    await expectEventually(async () => {
      const { items } = await runs.forWorkflow(wf.workspace_id, wf.id, 0, 10);
      expect(items).toEqual([expect.objectContaining({ status: 'failed', attempts: 1 })]);
      error = items[0]!.error ?? '';
    });
    expect(runAction.callsFor(wf.id)).toHaveLength(0);
    return error;
  }

  function aKey(permissions: string[], state: Partial<KeyGrantState> = {}): { key_id: string; permissions: string[] } {
    const keyId = newId();
    keyGrants.set(keyId, { permissions, revoked: false, expires_at: '', ...state });
    return { key_id: keyId, permissions };
  }

  it('refuses update_field when the key lacks the write permission, naming it, and calls nothing', async () => {
    const wf = await aWorkflow({ action_type: 'update_field', action_config: { field: 'stage', value: 'lost' }, acting_key: aKey(['deals:read', 'write:workflows']) });
    await publish(dealUpdated(wf.workspace_id));
    expect(await failedRunOf(wf)).toBe(`update_field: insufficient_permissions: the API key ${wf.acting_key!.key_id} that last saved this workflow lacks the permission write:deals`);
  });

  it('refuses a webhook action when the key cannot read the triggering record', async () => {
    const wf = await aWorkflow({ acting_key: aKey(['write:workflows', 'write:webhooks']) });
    await publish(dealUpdated(wf.workspace_id));
    expect(await failedRunOf(wf)).toContain('lacks the permission deals:read');
  });

  it('checks the key as it is now: a revoked key, or one narrowed since the save, stops the automation', async () => {
    const revoked = await aWorkflow({ acting_key: aKey(['read', 'write'], { revoked: true }) });
    const narrowed = await aWorkflow({ acting_key: { key_id: aKey(['write:workflows']).key_id, permissions: ['read', 'write'] } });
    await publish(dealUpdated(revoked.workspace_id));
    await publish(dealUpdated(narrowed.workspace_id));
    expect(await failedRunOf(revoked)).toContain('that last saved this workflow is revoked');
    expect(await failedRunOf(narrowed)).toContain('lacks the permission deals:read');
  });

  it('refuses a workflow saved before the saving key was recorded', async () => {
    const wf = await aWorkflow({ acting_key: null });
    await publish(dealUpdated(wf.workspace_id));
    expect(await failedRunOf(wf)).toContain('no API key is recorded as the saver of this workflow');
  });
});
