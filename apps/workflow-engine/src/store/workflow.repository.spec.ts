import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { newEvent, OUTBOX_FIELD } from '@wbk/bus';
import { EVENT_EXAMPLES, type EventEnvelope } from '@wbk/contracts';
import { newId } from '@wbk/platform';
import { ManualClock } from '@wbk/testing';
import { openStore, type DocStore } from '@wbk/store';
import { toWorkflowView, type WorkflowRecord } from '../domain/workflow';
import type { TriggerDecision } from '../domain/workflow-breaker';
import { workflowAutoDisabled } from '../events/workflow-events';
import { WORKFLOWS_COLLECTION, WorkflowRepository, type AutoDisabledAlert } from './workflow.repository';

const clock = new ManualClock('2026-11-22T10:00:00.000Z');
const DAY = '2026-11-22';
const AT = '2026-11-22T10:00:00.000Z';

let dir: string;
let store: DocStore;
let workflows: WorkflowRepository;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'wf-repo-'));
  store = await openStore({ kind: 'embedded', dataDir: dir });
  workflows = new WorkflowRepository(store);
  await workflows.ensureIndexes();
});

afterAll(async () => {
  await store?.close();
  await rm(dir, { recursive: true, force: true });
});

async function aWorkflow(overrides: Partial<WorkflowRecord> = {}): Promise<WorkflowRecord> {
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
    action_config: { url: 'https://hooks.example.com/' },
    max_triggers_per_day: 100,
    triggers_day: null,
    triggers_today: 0,
    last_triggered_at: null,
    auto_disabled_reason: null,
    created_at: AT,
    updated_at: AT,
    ...overrides,
  };
  await workflows.insert(record);
  return record;
}

/** The alert factory the processor passes: records what it was built from. */
function alerts(): { alertOf: AutoDisabledAlert; built: WorkflowRecord[] } {
  const built: WorkflowRecord[] = [];
  const alertOf: AutoDisabledAlert = (disabled, trip) => {
    built.push(disabled);
    const cause = newEvent({ type: 'deal.updated', workspaceId: disabled.workspace_id, data: EVENT_EXAMPLES['deal.updated'], clock });
    return workflowAutoDisabled(toWorkflowView(disabled, clock.now()), trip, clock, cause);
  };
  return { alertOf, built };
}

async function stored(wf: WorkflowRecord): Promise<Record<string, unknown>> {
  const doc = await store.collection(WORKFLOWS_COLLECTION).findOne({ _id: wf.id });
  if (!doc) throw new Error('workflow document missing');
  return doc;
}

function verdicts(decisions: TriggerDecision[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const d of decisions) {
    const key = d.verdict === 'run' ? (d.count ? 'counted' : 'already_counted') : d.verdict;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

describe('WorkflowRepository.countTrigger', () => {
  it('counts a run once, however often its trigger is handled', async () => {
    const wf = await aWorkflow();
    expect(await workflows.countTrigger(wf, 'run-1', DAY, AT)).toEqual({ verdict: 'run', count: { triggers_day: DAY, triggers_today: 1 } });
    expect(await workflows.countTrigger(wf, 'run-1', DAY, AT)).toEqual({ verdict: 'run', count: null });
    expect(await stored(wf)).toMatchObject({ triggers_day: DAY, triggers_today: 1, counted_runs: ['run-1'], last_triggered_at: AT });
  });

  it('lets exactly max runs through concurrent triggers, trips once and queues one alert in the disabling write', async () => {
    const wf = await aWorkflow({ max_triggers_per_day: 5 });
    const { alertOf, built } = alerts();
    const decisions = await Promise.all(Array.from({ length: 20 }, (_, i) => workflows.countTrigger(wf, `run-${i}`, DAY, AT, alertOf)));
    expect(verdicts(decisions)).toEqual({ counted: 5, trip: 1, refuse: 14 });
    expect(decisions.filter((d) => d.verdict === 'run').map((d) => d.verdict === 'run' && d.count?.triggers_today).sort()).toEqual([1, 2, 3, 4, 5]);
    expect(decisions.find((d) => d.verdict === 'refuse')).toEqual({
      verdict: 'refuse',
      runError: 'Circuit breaker: the workflow had already been disabled for exceeding its daily maximum of triggers',
    });
    const trip = decisions.find((d) => d.verdict === 'trip');
    expect(trip).toMatchObject({ day: DAY, triggers_today: 5, reason: `Circuit breaker: more than 5 triggers on ${DAY} (UTC); disabled at ${AT}` });
    const doc = await stored(wf);
    expect(doc).toMatchObject({ enabled: false, triggers_today: 5, auto_disabled_reason: trip?.verdict === 'trip' ? trip.reason : '', updated_at: AT });
    expect(doc['counted_runs']).toHaveLength(5);
    const outbox = doc[OUTBOX_FIELD] as EventEnvelope[];
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ event: 'workflow.auto_disabled', data: { workflow: { id: wf.id } } });
    // the alert is built from the workflow as the trip leaves it
    expect(built.at(-1)).toMatchObject({ id: wf.id, enabled: false, triggers_today: 5, auto_disabled_reason: expect.stringContaining('more than 5 triggers') });
  });

  it('decides on the stored state when the caller loaded a stale record', async () => {
    const wf = await aWorkflow({ max_triggers_per_day: 10 });
    for (let i = 0; i < 3; i++) await workflows.countTrigger(wf, `early-${i}`, DAY, AT);
    await workflows.update(wf.workspace_id, wf.id, { max_triggers_per_day: 3, updated_at: AT });
    const { alertOf } = alerts();
    // `wf` still says 0 of 10
    expect(await workflows.countTrigger(wf, 'late', DAY, AT, alertOf)).toMatchObject({ verdict: 'trip', triggers_today: 3, reason: expect.stringContaining('more than 3 triggers') });
    expect(await stored(wf)).toMatchObject({ enabled: false, triggers_today: 3 });
  });

  it('starts a new count on a new UTC day', async () => {
    const wf = await aWorkflow({ max_triggers_per_day: 1 });
    expect(await workflows.countTrigger(wf, 'day-1', DAY, AT)).toMatchObject({ verdict: 'run' });
    const next = '2026-11-23T00:00:00.000Z';
    expect(await workflows.countTrigger(wf, 'day-2', '2026-11-23', next)).toEqual({ verdict: 'run', count: { triggers_day: '2026-11-23', triggers_today: 1 } });
    expect(await stored(wf)).toMatchObject({ enabled: true, triggers_day: '2026-11-23', triggers_today: 1, counted_runs: ['day-2'], last_triggered_at: next });
  });

  it('refuses a deleted or disabled workflow and writes nothing', async () => {
    const gone = await aWorkflow();
    await workflows.delete(gone.workspace_id, gone.id, AT);
    expect(await workflows.countTrigger(gone, 'run-x', DAY, AT)).toEqual({ verdict: 'refuse', runError: 'The workflow was disabled or deleted before its action ran' });
    const off = await aWorkflow();
    await workflows.update(off.workspace_id, off.id, { enabled: false, updated_at: AT });
    expect(await workflows.countTrigger(off, 'run-y', DAY, AT)).toMatchObject({ verdict: 'refuse' });
    expect(await stored(off)).toMatchObject({ triggers_day: null, triggers_today: 0, counted_runs: [] });
  });

  it('counts from zero again once re-enabled for the day', async () => {
    const wf = await aWorkflow({ max_triggers_per_day: 1 });
    const { alertOf } = alerts();
    await workflows.countTrigger(wf, 'a', DAY, AT, alertOf);
    expect(await workflows.countTrigger(wf, 'b', DAY, AT, alertOf)).toMatchObject({ verdict: 'trip' });
    const enabled = await workflows.update(wf.workspace_id, wf.id, { enabled: true, updated_at: AT }, DAY);
    expect(enabled).toMatchObject({ enabled: true, triggers_today: 0, auto_disabled_reason: null });
    expect(await workflows.countTrigger(wf, 'c', DAY, AT, alertOf)).toEqual({ verdict: 'run', count: { triggers_day: DAY, triggers_today: 1 } });
  });

  it('will not trip without the alert to queue with it', async () => {
    const wf = await aWorkflow({ max_triggers_per_day: 1 });
    await workflows.countTrigger(wf, 'a', DAY, AT);
    await expect(workflows.countTrigger(wf, 'b', DAY, AT)).rejects.toThrow('needs the workflow.auto_disabled alert');
    expect(await stored(wf)).toMatchObject({ enabled: true, triggers_today: 1 });
  });
});
