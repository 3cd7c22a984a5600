import { AppError, derivedUuid } from '@wbk/platform';
import { createTypedRpcClient, type TypedRpcClient } from '@wbk/rpc';
import type { CrmAutomationRpc } from '@wbk/contracts';
import { CrmTasksClient } from './crm-tasks.client';
import { silentLogger, startFakeCrm, type FakeCrm } from '../testing/fake-crm-server.fixture';

const WS = '11111111-1111-4111-8111-111111111111';
const JANE = 'aaaaaaaa-0000-4000-8000-000000000001';
const LIST = 'bbbbbbbb-0000-4000-8000-000000000001';
const scope = { workspaceId: WS, taskId: 'cccccccc-0000-4000-8000-000000000001' };

let crm: FakeCrm;
let rpc: TypedRpcClient<CrmAutomationRpc>;
let client: CrmTasksClient;

beforeAll(async () => {
  crm = await startFakeCrm();
  rpc = createTypedRpcClient(crm.service, { name: 'crm', address: crm.address, logger: silentLogger, deadlineMs: 3_000 });
  client = new CrmTasksClient(rpc);
});

afterAll(async () => {
  rpc.close();
  await crm.stop();
});

beforeEach(() => {
  crm.calls.length = 0;
  crm.failWith = null;
  crm.contacts.splice(0, crm.contacts.length, { id: JANE, workspace_id: WS, full_name: 'Jane  DOE', email: 'jane@acme.com', tags: ['client'] });
  crm.lists.splice(0, crm.lists.length, { id: LIST, workspace_id: WS, name: 'Prospects', members: new Set() });
});

describe('CrmTasksClient', () => {
  it('sends one stable idempotency key per task step, the task id as request id and no causation', async () => {
    await client.contactsByEmail(scope, 'jane@acme.com');
    await client.contactsByEmail(scope, 'jane@acme.com');
    await client.contactsByName(scope, 'jane doe');
    const contexts = crm.calls.map((c) => c.request.context);
    expect(contexts[0]).toEqual({ workspace_id: WS, request_id: scope.taskId, idempotency_key: derivedUuid(`assistant-task:${scope.taskId}:find-contact`), causation: null });
    expect(contexts[1]).toEqual(contexts[0]);
    expect(contexts[2]!.idempotency_key).toBe(derivedUuid(`assistant-task:${scope.taskId}:find-contact-by-name`));
  });

  it('reads a not_found answer as null and lets every other failure through', async () => {
    expect(await client.getContact(scope, 'aaaaaaaa-0000-4000-8000-00000000dead')).toBeNull();
    expect(await client.getList(scope, 'bbbbbbbb-0000-4000-8000-00000000dead')).toBeNull();
    expect(await client.listByName(scope, 'nope')).toBeNull();
    crm.failWith = new AppError('service_unavailable', 'store down');
    await expect(client.getContact(scope, JANE)).rejects.toMatchObject({ code: 'service_unavailable' });
  });

  it('sends only the changes the task holds, tags_add for the CRM to merge', async () => {
    const updated = await client.updateContact(scope, JANE, { priority: 1, tags_add: ['vip'] });
    expect(updated).toMatchObject({ id: JANE, priority: 1, tags: ['client', 'vip'] });
    expect(crm.calls[0]).toMatchObject({ method: 'UpdateContact', request: { id: JANE, priority: 1, tags_add: ['vip'] } });
    expect(crm.calls[0]!.request).not.toHaveProperty('job_title');
  });

  it('changes list members and reports how many changed', async () => {
    expect(await client.changeListMembers(scope, LIST, 'add', [JANE])).toEqual({ changed: 1, contactCount: 1 });
    expect(await client.changeListMembers(scope, LIST, 'add', [JANE])).toEqual({ changed: 0, contactCount: 1 });
    expect(await client.changeListMembers(scope, LIST, 'remove', [JANE])).toEqual({ changed: 1, contactCount: 0 });
  });
});

describe('derivedUuid', () => {
  it('is a stable v5-layout UUID that differs per seed', () => {
    expect(derivedUuid('a')).toBe(derivedUuid('a'));
    expect(derivedUuid('a')).not.toBe(derivedUuid('b'));
    expect(derivedUuid('a')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
