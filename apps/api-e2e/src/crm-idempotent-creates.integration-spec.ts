import { aContact, anIdempotencyKey, startStack, type ApiClient, type Stack } from '@wbk/testing';
import { crmWorkspaces, expectError } from './crm.support';
import { forgetIdempotencyKey } from './idempotency.support';

/**
 * Creates under an Idempotency-Key after the gateway's entry for the key is
 * gone (24 h window over, evicted, or lost with a crashed replica): the CRM
 * itself answers a retry of the same request with the records it stored, and
 * refuses a different request under the key, storing nothing.
 */

interface BulkCreated {
  created: Array<{ index: number; id: string }>;
  count: number;
}

function unique(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}`;
}

describe('CRM creates stay idempotent when the gateway forgot the key', () => {
  let stack: Stack;
  let api: ApiClient;
  let workspaceId: string;

  beforeAll(async () => {
    stack = await startStack();
    const { workspace } = await crmWorkspaces(stack, { full: ['read', 'write'] });
    api = stack.api(workspace.keys.full);
    workspaceId = workspace.id;
  });

  afterAll(async () => {
    await stack?.stop();
  });

  const forgetKey = (key: string) => forgetIdempotencyKey(stack, workspaceId, key);

  async function contactTotal(tag: string): Promise<number> {
    const response = await api.get(`/v1/contacts?per_page=1&tag=${tag}`);
    expect(response.status).toBe(200);
    return response.body.meta!.total;
  }

  it('a retried POST /v1/contacts returns the same contact; another body under the key is 409 and stores nothing', async () => {
    const tag = unique('single');
    const key = anIdempotencyKey();
    const body = aContact({ first_name: 'Ada', tags: [tag] });
    const first = await api.post('/v1/contacts', body, { 'Idempotency-Key': key });
    expect(first.status).toBe(201);

    await forgetKey(key);
    const retry = await api.post('/v1/contacts', body, { 'Idempotency-Key': key });
    expect(retry.status).toBe(201);
    expect((retry.body.data as { id: string }).id).toBe((first.body.data as { id: string }).id);
    expect(await contactTotal(tag)).toBe(1);

    await forgetKey(key);
    const other = await api.post('/v1/contacts', aContact({ first_name: 'Grace', tags: [tag] }), { 'Idempotency-Key': key });
    expectError(other, 409, 'idempotency_conflict');
    expect(await contactTotal(tag)).toBe(1);
  });

  it('a different POST /v1/contacts/bulk batch under a used key is 409 with nothing stored; the same batch answers the same records', async () => {
    const [tagA, tagB] = [unique('batch-a'), unique('batch-b')];
    const key = anIdempotencyKey();
    const batchA = { contacts: [aContact({ tags: [tagA] }), aContact({ tags: [tagA] })] };
    const first = await api.post('/v1/contacts/bulk', batchA, { 'Idempotency-Key': key });
    expect(first.status).toBe(201);

    await forgetKey(key);
    const batchB = { contacts: [aContact({ tags: [tagB] }), aContact({ tags: [tagB] }), aContact({ tags: [tagB] })] };
    const conflict = await api.post('/v1/contacts/bulk', batchB, { 'Idempotency-Key': key });
    expectError(conflict, 409, 'idempotency_conflict');
    expect(await contactTotal(tagB)).toBe(0);

    const retry = await api.post('/v1/contacts/bulk', batchA, { 'Idempotency-Key': key });
    expect(retry.status).toBe(201);
    expect((retry.body.data as BulkCreated).created).toEqual((first.body.data as BulkCreated).created);
    expect(await contactTotal(tagA)).toBe(2);
  });
});
