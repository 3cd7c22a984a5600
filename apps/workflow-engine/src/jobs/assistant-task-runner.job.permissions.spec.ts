import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { newId } from '@wbk/platform';
import { ManualClock } from '@wbk/testing';
import { openStore, type DocStore } from '@wbk/store';
import type { KeyGrantState } from '../domain/action-permissions';
import type { ActingKey } from '@wbk/contracts';
import { taskApproved } from '../events/assistant-events';
import type { ExecutableTask, ExecutionOutcome } from '../app/execute-assistant-task.use-case';
import type { KeyGrants } from '../peers/workspace-key-grants.client';
import { AssistantTaskRepository } from '../store/assistant-task.repository';
import { silentLogger } from '../testing/fake-crm-server.fixture';
import { AssistantTaskRunnerJob } from './assistant-task-runner.job';

const WS = '11111111-1111-4111-8111-111111111111';

let dir: string;
let store: DocStore;
let tasks: AssistantTaskRepository;
let runner: AssistantTaskRunnerJob;
const executed: ExecutableTask[] = [];
const keyGrants = new Map<string, KeyGrantState>();
const grants: KeyGrants = { current: async (_ws, keyId) => keyGrants.get(keyId) ?? null };
const clock = new ManualClock('2026-03-01T10:00:00.000Z');

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'wf-assistant-perms-'));
  store = await openStore({ kind: 'embedded', dataDir: dir });
  tasks = new AssistantTaskRepository(store);
  await tasks.ensureIndexes();
  executed.length = 0;
  const executeTask = { execute: async (task: ExecutableTask): Promise<ExecutionOutcome> => (executed.push(task), { ok: true, result: { done: true } }) };
  runner = new AssistantTaskRunnerJob({ tasks, executeTask, grants, clock, logger: silentLogger });
});

afterEach(async () => {
  await runner.drain();
  await store.close();
  await rm(dir, { recursive: true, force: true });
});

function aKey(permissions: string[], state: Partial<KeyGrantState> = {}): ActingKey {
  const keyId = newId();
  keyGrants.set(keyId, { permissions, revoked: false, expires_at: '', ...state });
  return { key_id: keyId, permissions };
}

async function approvedBy(approver: ActingKey | null, type: 'contact_update' | 'list_operation' = 'contact_update') {
  const id = newId();
  await tasks.insertPending(WS, [{ id, type, description: 'Tag Jane as vip', metadata: {} }], clock.now().toISOString());
  const approved = await tasks.leavePending(WS, id, 'approved', clock.now().toISOString(), (after) => taskApproved(WS, after, clock), approver);
  return runner.run(approved!);
}

describe('approved assistant tasks run with the approving key\'s permissions', () => {
  it('runs when the approving key holds what the task needs', async () => {
    const done = await approvedBy(aKey(['assistant', 'read:contacts', 'write:contacts']));
    expect(done.status).toBe('completed');
    expect(executed).toHaveLength(1);
  });

  it('fails a task the approving key may not do, naming the missing permission, and runs nothing', async () => {
    const approver = aKey(['assistant', 'read:contacts']);
    const done = await approvedBy(approver);
    expect(done).toMatchObject({ status: 'failed', metadata: { error: `contact_update: insufficient_permissions: the API key ${approver.key_id} that approved this task lacks the permission write:contacts` } });
    const lists = await approvedBy(aKey(['assistant', 'read', 'write:contacts']), 'list_operation');
    expect(lists.metadata['error']).toContain('lacks the permission write:lists');
    expect(executed).toHaveLength(0);
  });

  it('fails when the approving key was revoked before the task ran, or none was recorded', async () => {
    expect((await approvedBy(aKey(['admin'], { revoked: true }))).metadata['error']).toContain('is revoked');
    expect((await approvedBy(null)).metadata['error']).toContain('no API key is recorded as the approver of this task');
    expect(executed).toHaveLength(0);
  });
});
