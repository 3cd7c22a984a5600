import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isAppError, newId } from '@wbk/platform';
import { openStore, type DocStore } from '@wbk/store';
import type { RunRecord } from '../domain/workflow-run';
import { RunRepository } from '../store/run.repository';
import { WorkflowRepository } from '../store/workflow.repository';
import { createRunsHandlers } from './runs.handler';

const WS = '11111111-1111-4111-8111-111111111111';
const OTHER_WS = '22222222-2222-4222-8222-222222222222';
const ENTITY = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
/** Recent times: the retention TTL removes runs older than 30 days of real time. */
const BASE = Date.now() - 60_000;
const at = (s: number): string => new Date(BASE + s * 1000).toISOString();

let dir: string;
let store: DocStore;
let runs: RunRepository;
let workflows: WorkflowRepository;
let handlers: ReturnType<typeof createRunsHandlers>;
let workflowId: string;

function run(at: string, overrides: Partial<RunRecord> = {}): RunRecord {
  return {
    id: newId(),
    workspace_id: WS,
    workflow_id: workflowId,
    trigger_event: { id: newId(), type: 'deal.updated', occurred_at: at },
    entity: { type: 'deal', id: ENTITY },
    status: 'succeeded',
    action_type: 'webhook',
    action_result: { status_code: 200 },
    error: null,
    warnings: [],
    attempts: 1,
    duration_ms: 12,
    created_at: at,
    finished_at: at,
    ...overrides,
  };
}

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'wf-runs-'));
  store = await openStore({ kind: 'embedded', dataDir: dir });
  runs = new RunRepository(store, 30);
  workflows = new WorkflowRepository(store);
  await Promise.all([runs.ensureIndexes(), workflows.ensureIndexes()]);
  workflowId = newId();
  await workflows.insert({
    id: workflowId,
    workspace_id: WS,
    name: 'w',
    enabled: true,
    condition_entity: 'deal',
    condition_field: 'stage',
    condition_operator: 'changed',
    condition_value: '',
    action_type: 'webhook',
    action_config: { url: 'https://x.example.com' },
    max_triggers_per_day: 100,
    triggers_day: null,
    triggers_today: 0,
    last_triggered_at: null,
    auto_disabled_reason: null,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
  });
  handlers = createRunsHandlers({ workflows, runs });
});

afterEach(async () => {
  await store.close();
  await rm(dir, { recursive: true, force: true });
});

const req = (query: Record<string, string>, id?: string, ws = WS) => ({ context: { workspace_id: ws, request_id: 'r' }, path: id ? { id } : {}, query, body_json: '' });

async function code(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (err) {
    if (isAppError(err)) return err.code;
    throw err;
  }
  return 'none';
}

describe('run history handlers', () => {
  it('lists a workflow runs newest first, paginated, without workspace_id', async () => {
    await runs.insertOrGet(run(at(1)));
    await runs.insertOrGet(run(at(3), { status: 'failed', error: 'boom' }));
    await runs.insertOrGet(run(at(2)));
    const reply = await handlers.ListWorkflowRuns(req({ per_page: '2' }, workflowId));
    const items = JSON.parse(reply.data_json) as Array<Record<string, unknown>>;
    expect(items.map((r) => r['created_at'])).toEqual([at(3), at(2)]);
    expect(items[0]).not.toHaveProperty('workspace_id');
    expect(reply.meta).toEqual({ page: 1, per_page: 2, total: 3 });
    expect(await code(handlers.ListWorkflowRuns(req({}, workflowId, OTHER_WS)))).toBe('not_found');
  });

  it('lists runs by entity and requires a UUID entity_id', async () => {
    await runs.insertOrGet(run(at(1)));
    await runs.insertOrGet(run(at(2), { entity: { type: 'deal', id: newId() } }));
    const reply = await handlers.ListRunsByEntity(req({ entity_id: ENTITY.toUpperCase() }));
    expect(reply.meta?.total).toBe(1);
    expect(await code(handlers.ListRunsByEntity(req({})))).toBe('validation_error');
    expect(await code(handlers.ListRunsByEntity(req({ entity_id: 'nope' })))).toBe('validation_error');
    expect(await code(handlers.ListRunsByEntity(req({ entity_id: ENTITY, status: 'x' })))).toBe('validation_error');
    expect((await handlers.ListRunsByEntity(req({ entity_id: ENTITY }, undefined, OTHER_WS))).meta?.total).toBe(0);
  });
});
