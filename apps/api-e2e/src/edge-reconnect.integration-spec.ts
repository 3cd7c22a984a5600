import { createTestWorkspace, expectEventually, startStack, type Stack, type TestWorkspace } from '@wbk/testing';

/**
 * Revocation notices travel on core NATS: one sent while the bus is down is
 * lost. The gateway must not trust what it cached before the gap once the bus
 * is back, even though its key cache TTL is far from over.
 */
describe('key revocation across a NATS outage', () => {
  let stack: Stack;
  let workspace: TestWorkspace;

  beforeAll(async () => {
    // A cache TTL far longer than the test: only the reconnect flush can make the revocation visible.
    stack = await startStack({ appEnv: { gateway: { KEY_CACHE_TTL_MS: '3600000' } } });
    workspace = await createTestWorkspace(stack.admin, { plan: 'org' }, { reader: ['read'] });
  });

  afterAll(async () => {
    await stack?.startNats();
    await stack?.stop();
  });

  async function natsStatus(): Promise<unknown> {
    const response = await stack.api().get<{ data: { nats: string } }>('/healthz');
    return response.body.data.nats;
  }

  it('answers 401 revoked_key at once after nats-server comes back, for a key revoked while it was down', async () => {
    const key = await stack.admin.createKey(workspace.id, { name: 'revoked during outage', permissions: ['read'] });
    const api = stack.api(key.key);
    expect((await api.get('/v1/contacts')).status).toBe(200);
    expect((await api.get('/v1/contacts')).status).toBe(200);

    await stack.stopNats();
    await expectEventually(async () => expect(await natsStatus()).toBe('disconnected'), { timeoutMs: 15_000, intervalMs: 100 });
    await stack.admin.revokeKey(key.id);
    await stack.startNats();
    await expectEventually(async () => expect(await natsStatus()).toBe('connected'), { timeoutMs: 30_000, intervalMs: 100 });

    const response = await api.get('/v1/contacts');
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ error: { code: 'revoked_key' } });
  });

  it('keeps serving a key that is still valid after the outage', async () => {
    const response = await stack.api(workspace.keys['reader']!).get('/v1/contacts');
    expect(response.status).toBe(200);
  });
});
