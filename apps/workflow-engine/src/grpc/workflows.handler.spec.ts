import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isAppError, newId, type FieldIssue } from '@wbk/platform';
import { ManualClock } from '@wbk/testing';
import { openStore, type DocStore } from '@wbk/store';
import { WORKFLOWS_COLLECTION, WorkflowRepository } from '../store/workflow.repository';
import type { ApiReply } from '@wbk/rpc';
import { createWorkflowsHandlers } from './workflows.handler';

const WS = '11111111-1111-4111-8111-111111111111';
const OTHER_WS = '22222222-2222-4222-8222-222222222222';

let dir: string;
let store: DocStore;
let clock: ManualClock;
let workflows: WorkflowRepository;
let handlers: ReturnType<typeof createWorkflowsHandlers>;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'wf-handlers-'));
  store = await openStore({ kind: 'embedded', dataDir: dir });
  clock = new ManualClock('2026-11-22T10:00:00.000Z');
  workflows = new WorkflowRepository(store);
  await workflows.ensureIndexes();
  handlers = createWorkflowsHandlers({ workflows, clock });
});

afterEach(async () => {
  await store.close();
  await rm(dir, { recursive: true, force: true });
});

function request({ ws = WS, id, query = {}, body, key = '' }: { ws?: string; id?: string; query?: Record<string, string>; body?: unknown; key?: string } = {}) {
  return { context: { workspace_id: ws, request_id: 'r', idempotency_key: key }, path: id ? { id } : {}, query, body_json: body === undefined ? '' : JSON.stringify(body) };
}

type Data = Record<string, unknown>;
const data = (reply: ApiReply): Data => JSON.parse(reply.data_json) as Data;

async function failure(promise: Promise<unknown>): Promise<{ code: string; fields: FieldIssue[] }> {
  try {
    await promise;
  } catch (err) {
    if (!isAppError(err)) throw err;
    return { code: err.code, fields: (err.details as { fields?: FieldIssue[] } | undefined)?.fields ?? [] };
  }
  throw new Error('expected an error');
}

const body = (name = 'Deal won') => ({
  name,
  condition_entity: 'deal',
  condition_field: 'status',
  condition_operator: 'changed_to',
  condition_value: 'won',
  action_type: 'webhook',
  action_config: { url: 'https://hooks.example.com/won' },
});

describe('workflows handlers', () => {
  it('creates, reads and lists the full record', async () => {
    const created = await handlers.CreateWorkflow(request({ body: body() }));
    expect(created.created).toBe(true);
    expect(created.audit).toMatchObject({ action: 'create', resource_type: 'workflows' });
    const record = data(created);
    expect(record).toMatchObject({ name: 'Deal won', enabled: true, max_triggers_per_day: 100, triggers_today: 0, last_triggered_at: null, auto_disabled_reason: null, created_at: '2026-11-22T10:00:00.000Z' });
    expect(data(await handlers.GetWorkflow(request({ id: String(record['id']) })))).toEqual(record);
    await handlers.CreateWorkflow(request({ body: { ...body('Other'), enabled: false, action_type: 'create_task', action_config: { title: 'Call', due_in_days: 1 } } }));
    const list = await handlers.ListWorkflows(request({ query: { enabled: 'false' } }));
    expect((JSON.parse(list.data_json) as Data[]).map((w) => w['name'])).toEqual(['Other']);
    expect(list.meta).toEqual({ page: 1, per_page: 50, total: 1 });
    expect((await failure(handlers.ListWorkflows(request({ query: { action_type: 'fax' } })))).fields[0]?.field).toBe('action_type');
  });

  it('answers a retry under the same Idempotency-Key with the stored workflow (the gateway entry gone); another body under it is 409 idempotency_conflict', async () => {
    const key = '44444444-4444-4444-8444-444444444444';
    const first = data(await handlers.CreateWorkflow(request({ body: body(), key })));
    clock.advance(60_000);
    const retry = await handlers.CreateWorkflow(request({ body: body(), key }));
    expect(retry.created).toBe(true);
    expect(data(retry)).toEqual(first);
    expect((await failure(handlers.CreateWorkflow(request({ body: body('Deal lost'), key })))).code).toBe('idempotency_conflict');
    expect(await store.collection(WORKFLOWS_COLLECTION).countDocuments({})).toBe(1);
  });

  it('409 duplicate_name ignoring case, also on rename', async () => {
    await handlers.CreateWorkflow(request({ body: body('Deal won') }));
    expect((await failure(handlers.CreateWorkflow(request({ body: body('deal WON') })))).code).toBe('duplicate_name');
    const other = data(await handlers.CreateWorkflow(request({ body: body('Second') })));
    expect((await failure(handlers.UpdateWorkflow(request({ id: String(other['id']), body: { name: 'Deal Won' } })))).code).toBe('duplicate_name');
    // another workspace may use the name
    expect((await handlers.CreateWorkflow(request({ ws: OTHER_WS, body: body('Deal won') }))).created).toBe(true);
  });

  it('PATCH validates the merged definition, replaces action_config and audits the diff', async () => {
    const id = String(data(await handlers.CreateWorkflow(request({ body: body() })))['id']);
    expect((await failure(handlers.UpdateWorkflow(request({ id, body: {} })))).code).toBe('validation_error');
    // changing the entity alone leaves a field the task has not got
    expect((await failure(handlers.UpdateWorkflow(request({ id, body: { condition_entity: 'contact' } })))).fields[0]?.field).toBe('condition_field');
    clock.advance(1000);
    const updated = await handlers.UpdateWorkflow(request({ id, body: { action_config: { url: 'https://other.example.com/' } } }));
    expect(data(updated)).toMatchObject({ action_config: { url: 'https://other.example.com/' }, updated_at: '2026-11-22T10:00:01.000Z' });
    expect(JSON.parse(updated.audit?.diff_json ?? '{}')).toEqual({ action_config: { from: { url: 'https://hooks.example.com/won' }, to: { url: 'https://other.example.com/' } } });
  });

  it('re-enabling an auto-disabled workflow resets the breaker for the day', async () => {
    const id = String(data(await handlers.CreateWorkflow(request({ body: body() })))['id']);
    const record = await workflows.findById(WS, id);
    await workflows.countTrigger(record!, 'run-1', '2026-11-22', clock.now().toISOString());
    await store.collection('workflows').updateOne({ _id: id }, { $set: { enabled: false, auto_disabled_reason: 'Circuit breaker: ...' } });
    expect(data(await handlers.GetWorkflow(request({ id })))).toMatchObject({ enabled: false, triggers_today: 1 });
    const enabled = data(await handlers.UpdateWorkflow(request({ id, body: { enabled: true } })));
    expect(enabled).toMatchObject({ enabled: true, triggers_today: 0, auto_disabled_reason: null });
  });

  it('scopes by workspace and deletes', async () => {
    const id = String(data(await handlers.CreateWorkflow(request({ body: body() })))['id']);
    expect((await failure(handlers.GetWorkflow(request({ ws: OTHER_WS, id })))).code).toBe('not_found');
    expect(data(await handlers.DeleteWorkflow(request({ id })))).toEqual({ id, deleted: true });
    expect((await failure(handlers.GetWorkflow(request({ id })))).code).toBe('not_found');
    expect((await failure(handlers.DeleteWorkflow(request({ id: newId() })))).code).toBe('not_found');
    // the name is free again
    expect((await handlers.CreateWorkflow(request({ body: body() }))).created).toBe(true);
  });

  it('refuses a stray query parameter on create, read, update and delete, changing nothing (docs/decisions.md)', async () => {
    const id = String(data(await handlers.CreateWorkflow(request({ body: body() })))['id']);
    const before = await store.collection(WORKFLOWS_COLLECTION).find({});
    const query = { bogus: '1' };
    for (const call of [
      () => handlers.CreateWorkflow(request({ query, body: body('Not stored') })),
      () => handlers.GetWorkflow(request({ id, query })),
      () => handlers.UpdateWorkflow(request({ id, query, body: { enabled: false } })),
      () => handlers.DeleteWorkflow(request({ id, query })),
    ]) {
      expect(await failure(call())).toEqual({ code: 'validation_error', fields: [{ field: 'bogus', message: 'is not a known query parameter (none are accepted)' }] });
    }
    expect(await store.collection(WORKFLOWS_COLLECTION).find({})).toEqual(before);
  });
});

describe('the key a workflow acts for', () => {
  const keyed = (keyId: string, permissions: string[], extra: { id?: string; body?: unknown }) => {
    const base = request(extra);
    return { ...base, context: { ...base.context, api_key_id: keyId, permissions } };
  };

  it('is the key that last saved it, with its permissions at that moment', async () => {
    const creator = newId();
    const created = data(await handlers.CreateWorkflow(keyed(creator, ['write:workflows', 'deals:read'], { body: body() })));
    const id = created['id'] as string;
    expect((await workflows.findById(WS, id))?.acting_key).toEqual({ key_id: creator, permissions: ['write:workflows', 'deals:read'] });
    expect(created).not.toHaveProperty('acting_key');

    const editor = newId();
    await handlers.UpdateWorkflow(keyed(editor, ['write:workflows'], { id, body: { enabled: false } }));
    expect((await workflows.findById(WS, id))?.acting_key).toEqual({ key_id: editor, permissions: ['write:workflows'] });
  });
});
