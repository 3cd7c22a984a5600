import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CrmAutomationRpc, OutreachAutomationRpc } from '@wbk/contracts';
import { AppError, isAppError } from '@wbk/platform';
import { ManualClock } from '@wbk/testing';
import { createTypedRpcClient, type ApiReply, type TypedRpcClient } from '@wbk/rpc';
import { openStore, type DocStore } from '@wbk/store';
import { ExecuteAssistantTask } from '../app/execute-assistant-task.use-case';
import { createAssistantHandlers } from '../grpc/assistant.handler';
import { AssistantTaskRunnerJob } from '../jobs/assistant-task-runner.job';
import { CrmTasksClient } from '../peers/crm-tasks.client';
import { EnrichmentTasksClient } from '../peers/enrichment-tasks.client';
import { OutreachTasksClient } from '../peers/outreach-tasks.client';
import { ASSISTANT_TASKS_COLLECTION, AssistantTaskRepository } from '../store/assistant-task.repository';
import { silentLogger, startFakeCrm, type FakeCrm } from './fake-crm-server.fixture';
import { startFakeOutreach, type FakeOutreach } from './fake-outreach-server.fixture';

/**
 * The assistant handlers and task runner on an embedded store, executing
 * through fake CRM and outreach gRPC servers and a scripted prospector.
 * useAssistantFixture() registers the jest hooks: the fakes live for the
 * file, the store and the seeded records for each test.
 */
export const WS = '11111111-1111-4111-8111-111111111111';
export const OTHER_WS = '22222222-2222-4222-8222-222222222222';
export const JANE = 'aaaaaaaa-0000-4000-8000-000000000001';
export const BOB = 'aaaaaaaa-0000-4000-8000-000000000002';
export const LIST = 'bbbbbbbb-0000-4000-8000-000000000001';
export const CAMPAIGN = 'dddddddd-0000-4000-8000-000000000001';

export type Data = Record<string, unknown>;
export type Task = { id: string; type: string; status: string; description: string; metadata: Data; created_at: string };
type Outboxed = Array<{ event: string; workspace_id: string; data: { task: Task } }>;

export interface AssistantFixture {
  store: DocStore;
  clock: ManualClock;
  crm: FakeCrm;
  outreach: FakeOutreach;
  tasks: AssistantTaskRepository;
  runner: AssistantTaskRunnerJob;
  handlers: ReturnType<typeof createAssistantHandlers>;
  /** How often a write asked the relay to run. */
  kicks: number;
  /** The prospector's answer to the next searches (the enrichment service is another process; its own specs cover the search). */
  prospectorAnswer: { prospects: Array<Record<string, unknown>>; total: number } | AppError;
  /** The searches the prospector was asked for. */
  searches: Array<Record<string, unknown>>;
  /** Builds the runner and handlers again, e.g. with a shorter approval wait. */
  build(approveWaitMs?: number): void;
  chat(message: string, ws?: string, context?: Data): Promise<Task[]>;
  approve(id: string, ws?: string): Promise<Task>;
  /** The events a task's last write put on its outbox. */
  outbox(id: string): Promise<Outboxed>;
}

/** The approving key holds every permission here (assistant-task-runner.job.permissions.spec covers refusals). */
const allGranted = { current: async () => ({ permissions: ['admin'], revoked: false, expires_at: '' }) };

export function useAssistantFixture(): AssistantFixture {
  let dir = '';
  let rpc: TypedRpcClient<CrmAutomationRpc>;
  let outreachRpc: TypedRpcClient<OutreachAutomationRpc>;
  const f = {} as AssistantFixture;
  f.kicks = 0;
  f.searches = [];
  f.prospectorAnswer = { prospects: [], total: 0 };
  f.build = (approveWaitMs = 4_000) => {
    const enrichment = new EnrichmentTasksClient({
      call: async (_method, request) => {
        f.searches.push(request as Record<string, unknown>);
        if (f.prospectorAnswer instanceof AppError) throw f.prospectorAnswer;
        return f.prospectorAnswer as never;
      },
    });
    f.runner = new AssistantTaskRunnerJob({ tasks: f.tasks, executeTask: new ExecuteAssistantTask({ crm: new CrmTasksClient(rpc), outreach: new OutreachTasksClient(outreachRpc), enrichment }), grants: allGranted, clock: f.clock, logger: silentLogger });
    f.handlers = createAssistantHandlers({ tasks: f.tasks, runner: f.runner, clock: f.clock, afterWrite: () => (f.kicks += 1), approveWaitMs });
  };
  f.chat = async (message, ws = WS, context) => {
    f.clock.advance(1000);
    return data<{ tasks: Task[] }>(await f.handlers.AssistantChat(request({ ws, body: { message, ...(context ? { context } : {}) } }))).tasks;
  };
  f.approve = async (id, ws = WS) => data<Task>(await f.handlers.ApproveAssistantTask(request({ ws, id })));
  f.outbox = async (id) => ((await f.store.collection(ASSISTANT_TASKS_COLLECTION).findOne({ _id: id }))?.['_outbox'] as Outboxed | undefined) ?? [];

  beforeAll(async () => {
    f.crm = await startFakeCrm();
    rpc = createTypedRpcClient(f.crm.service, { name: 'crm', address: f.crm.address, logger: silentLogger, deadlineMs: 3_000 });
    f.outreach = await startFakeOutreach();
    outreachRpc = createTypedRpcClient(f.outreach.service, { name: 'outreach', address: f.outreach.address, logger: silentLogger, deadlineMs: 3_000 });
  });

  afterAll(async () => {
    rpc.close();
    outreachRpc.close();
    await f.crm.stop();
    await f.outreach.stop();
  });

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'wf-assistant-'));
    f.store = await openStore({ kind: 'embedded', dataDir: dir });
    f.clock = new ManualClock('2026-03-01T10:00:00.000Z');
    f.kicks = 0;
    f.tasks = new AssistantTaskRepository(f.store);
    await f.tasks.ensureIndexes();
    const { crm, outreach } = f;
    crm.calls.length = 0;
    crm.delayMs = 0;
    crm.contacts.splice(0, crm.contacts.length, { id: JANE, workspace_id: WS, full_name: 'Jane Doe', email: 'jane@acme.com', tags: ['client'] }, { id: BOB, workspace_id: WS, full_name: 'Bob Stone', email: 'bob@x.com', tags: [] });
    crm.lists.splice(0, crm.lists.length, { id: LIST, workspace_id: WS, name: 'Prospects', members: new Set() });
    outreach.calls.length = 0;
    f.searches.length = 0;
    f.prospectorAnswer = { prospects: [], total: 0 };
    outreach.campaigns.splice(0, outreach.campaigns.length, { id: CAMPAIGN, workspace_id: WS, name: 'Q3 Outreach', status: 'draft', contact_count: 12 });
    f.build();
  });

  afterEach(async () => {
    await f.runner.drain();
    await f.store.close();
    await rm(dir, { recursive: true, force: true });
  });

  return f;
}

export function request({ ws = WS, id, query = {}, body, key = '' }: { ws?: string; id?: string; query?: Record<string, string>; body?: unknown; key?: string } = {}) {
  return {
    context: { workspace_id: ws, request_id: 'req-1', api_key_id: 'key-1', user_id: '', idempotency_key: key, causation_root_id: '', causation_depth: 0, permissions: ['admin'] },
    path: id ? { id } : {},
    query,
    body_json: body === undefined ? '' : JSON.stringify(body),
  };
}

export const data = <T = Data>(reply: ApiReply): T => JSON.parse(reply.data_json) as T;

export async function failure(promise: Promise<unknown>): Promise<{ code: string; message: string; details: Data }> {
  try {
    await promise;
  } catch (err) {
    if (!isAppError(err)) throw err;
    return { code: err.code, message: err.message, details: (err.details ?? {}) as Data };
  }
  throw new Error('expected an AppError');
}
