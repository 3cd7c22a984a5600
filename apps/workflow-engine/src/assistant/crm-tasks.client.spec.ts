import { createRpcClient, type RpcClient } from '@wbk/rpc';
import { CrmTasksClient, SCAN_PAGE_SIZE } from './crm-tasks.client';
import { derivedUuid } from './derived-id';
import { silentLogger, startFakeCrm, type FakeCrm } from './testing/fake-crm.server';

const WS = '11111111-1111-4111-8111-111111111111';
const scope = { workspaceId: WS, taskId: 'cccccccc-0000-4000-8000-000000000001' };

let crm: FakeCrm;
let rpc: RpcClient;

beforeAll(async () => {
  crm = await startFakeCrm();
  rpc = createRpcClient({ name: 'crm', address: crm.address, definition: crm.definition, logger: silentLogger, deadlineMs: 3_000 });
  // Two full pages and one more contact; the wanted name sits on the last page.
  for (let i = 0; i <= 2 * SCAN_PAGE_SIZE; i++) {
    const n = String(i).padStart(12, '0');
    crm.contacts.push({ id: `aaaaaaaa-0000-4000-8000-${n}`, workspace_id: WS, full_name: i === 2 * SCAN_PAGE_SIZE ? 'Jane  DOE' : `Person ${i}`, email: null, tags: [] });
  }
});

afterAll(async () => {
  rpc.close();
  await crm.stop();
});

beforeEach(() => {
  crm.calls.length = 0;
});

describe('CrmTasksClient name scan', () => {
  it('pages through ListContacts and matches names case- and space-insensitively', async () => {
    const scan = await new CrmTasksClient(rpc).contactsByName(scope, ['jane doe']);
    expect(scan.truncated).toBe(false);
    expect(scan.matches.get('jane doe')?.map((c) => c.full_name)).toEqual(['Jane  DOE']);
    expect(crm.calls.map((c) => c.request.query)).toEqual([1, 2, 3].map((page) => ({ page: String(page), per_page: String(SCAN_PAGE_SIZE) })));
  });

  it('reports a scan cut short by the page limit', async () => {
    const scan = await new CrmTasksClient(rpc, { maxScanPages: 2 }).contactsByName(scope, ['jane doe']);
    expect(scan).toEqual({ matches: new Map(), truncated: true });
    expect(crm.calls).toHaveLength(2);
  });

  it('sends one stable idempotency key per task step', async () => {
    const client = new CrmTasksClient(rpc);
    await client.contactsByEmail(scope, 'x@y.com');
    await client.contactsByEmail(scope, 'x@y.com');
    const [first, second] = crm.calls.map((c) => c.request.context!.idempotency_key);
    expect(first).toBe(second);
    expect(first).toBe(derivedUuid(`assistant-task:${scope.taskId}:find-contact`));
  });
});

describe('derivedUuid', () => {
  it('is a stable v5-layout UUID that differs per seed', () => {
    expect(derivedUuid('a')).toBe(derivedUuid('a'));
    expect(derivedUuid('a')).not.toBe(derivedUuid('b'));
    expect(derivedUuid('a')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
