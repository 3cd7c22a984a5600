import { randomUUID } from 'node:crypto';
import { aContact, createTestWorkspace, expectEventually, startStack, type Stack, type TestWorkspace } from '@wbk/testing';

const RATE_LIMIT_HEADERS = ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset', 'x-request-id'];

describe('authentication and permissions', () => {
  let stack: Stack;
  let workspace: TestWorkspace;

  beforeAll(async () => {
    stack = await startStack({ gateways: 2 });
    workspace = await createTestWorkspace(stack.admin, { plan: 'org' }, { full: ['read', 'write', 'assistant', 'admin'], reader: ['read'], writer: ['read', 'write'] });
  });

  afterAll(async () => {
    await stack?.stop();
  });

  it('answers 401 missing_auth when the Authorization header is absent', async () => {
    const response = await stack.api().get('/v1/contacts');
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ error: { code: 'missing_auth' } });
  });

  it.each([['Basic dXNlcjpwYXNz'], ['Bearer'], ['Bearer '], ['wbk_no_scheme']])('answers 401 missing_auth for the malformed header %j', async (header) => {
    const response = await stack.api().get('/v1/contacts', { authorization: header });
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ error: { code: 'missing_auth' } });
  });

  it('answers 401 invalid_key for a key nobody issued', async () => {
    const response = await stack.api(`wbk_${randomUUID().replace(/-/g, '')}`).get('/v1/contacts');
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ error: { code: 'invalid_key' } });
  });

  it('answers 401 invalid_key once a key has expired', async () => {
    const expiresAt = new Date(Date.now() + 3_000).toISOString();
    const key = await stack.admin.createKey(workspace.id, { name: 'short lived', permissions: ['read'], expiresAt });
    const api = stack.api(key.key);
    expect((await api.get('/v1/contacts')).status).toBe(200);
    await expectEventually(
      async () => {
        const response = await api.get('/v1/contacts');
        expect(response.status).toBe(401);
        expect(response.body).toMatchObject({ error: { code: 'invalid_key' } });
      },
      { timeoutMs: 15_000, intervalMs: 500 },
    );
  });

  it('answers 401 revoked_key on the very next request on every gateway replica', async () => {
    const key = await stack.admin.createKey(workspace.id, { name: 'to revoke', permissions: ['read'] });
    const [first, second] = stack.gatewayUrls.map((url) => stack.api(key.key, url));
    // Both replicas have now cached the key as valid.
    expect((await first!.get('/v1/contacts')).status).toBe(200);
    expect((await second!.get('/v1/contacts')).status).toBe(200);

    await stack.admin.revokeKey(key.id);

    for (const api of [first!, second!]) {
      const response = await api.get('/v1/contacts');
      expect(response.status).toBe(401);
      expect(response.body).toMatchObject({ error: { code: 'revoked_key' } });
    }
  });

  it('answers 403 insufficient_permissions naming the missing permission', async () => {
    const response = await stack.api(workspace.keys.reader).post('/v1/contacts', aContact());
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ error: { code: 'insufficient_permissions' } });
    expect(JSON.stringify(response.body)).toMatch(/write/);
  });

  it('lets a read key read', async () => {
    const response = await stack.api(workspace.keys.reader).get('/v1/contacts');
    expect(response.status).toBe(200);
  });

  it('answers 403 admin_key_required for audit logs with a non-admin key', async () => {
    const response = await stack.api(workspace.keys.writer).get('/v1/audit-logs');
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ error: { code: 'admin_key_required' } });
  });

  it.each([
    ['a success', () => stack.api(workspace.keys.full).get('/v1/contacts'), 200],
    ['a 401', () => stack.api().get('/v1/contacts'), 401],
    ['a 404', () => stack.api(workspace.keys.full).get('/v1/no-such-route'), 404],
    ['/healthz', () => stack.api().get('/healthz'), 200],
  ])('sends the rate-limit headers and X-Request-ID on %s', async (_label, call, status) => {
    const response = await call();
    expect(response.status).toBe(status);
    for (const header of RATE_LIMIT_HEADERS) expect(response.headers[header]).toBeDefined();
  });

  it('echoes a caller X-Request-ID and generates one otherwise', async () => {
    const requestId = randomUUID();
    const echoed = await stack.api(workspace.keys.full).get('/v1/contacts', { 'x-request-id': requestId });
    expect(echoed.headers['x-request-id']).toBe(requestId);

    const first = await stack.api(workspace.keys.full).get('/v1/contacts');
    const second = await stack.api(workspace.keys.full).get('/v1/contacts');
    expect(first.headers['x-request-id']).toEqual(expect.any(String));
    expect(first.headers['x-request-id']).not.toBe('');
    expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
  });
});
