/**
 * Webhook endpoints through the gateway, with the dispatcher's DEFAULT settings:
 * loopback and private targets are refused (spec "Events" rule 6), so
 * the registered URLs here are public IP literals that need no DNS.
 * Delivery itself is covered by webhooks-delivery.integration-spec.ts.
 */
import { anUnknownId, createTestWorkspace, startStack, type ApiClient, type Stack } from '@wbk/testing';
import { type Webhook } from './webhooks.support';

const PUBLIC_URL = 'https://93.184.215.14/hooks/crm';
const OTHER_PUBLIC_URL = 'https://93.184.215.15/hooks/crm-v2';

describe('webhook endpoints (default settings)', () => {
  let stack: Stack;
  let api: ApiClient;
  let reader: ApiClient;
  let otherWorkspace: ApiClient;

  beforeAll(async () => {
    stack = await startStack();
    const workspace = await createTestWorkspace(stack.admin, { plan: 'org' }, { full: ['read', 'write', 'admin'], reader: ['read'] });
    const other = await createTestWorkspace(stack.admin, { plan: 'org' });
    api = stack.api(workspace.keys.full);
    reader = stack.api(workspace.keys.reader);
    otherWorkspace = stack.api(other.keys.full);
  });

  afterAll(async () => {
    await stack?.stop();
  });

  async function create(body: Record<string, unknown> = { url: PUBLIC_URL, events: ['contact.created'] }): Promise<Webhook & { secret: string }> {
    const response = await api.post('/v1/webhooks', body);
    expect(response.status).toBe(201);
    return response.body.data as Webhook & { secret: string };
  }

  it('creates a webhook and returns the secret once, never on reads', async () => {
    const response = await api.post('/v1/webhooks', { url: PUBLIC_URL, events: ['contact.created', 'deal.updated'], description: 'CRM sync' });
    expect(response.status).toBe(201);
    const created = response.body.data as Webhook & { secret: string };
    expect(created).toMatchObject({ url: PUBLIC_URL, events: ['contact.created', 'deal.updated'], description: 'CRM sync', enabled: true });
    expect(created.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(created.created_at).toEqual(expect.any(String));
    expect(created.updated_at).toEqual(expect.any(String));
    expect(created.secret).toEqual(expect.any(String));
    expect(created.secret.length).toBeGreaterThanOrEqual(32);

    const read = await api.get(`/v1/webhooks/${created.id}`);
    expect(read.status).toBe(200);
    expect(read.body.data).not.toHaveProperty('secret');
    const { secret, ...withoutSecret } = created;
    expect(read.body.data).toEqual(withoutSecret);
    expect(JSON.stringify(read.body)).not.toContain(secret);

    const list = await api.get('/v1/webhooks?per_page=100');
    expect(list.status).toBe(200);
    expect(list.body.meta).toEqual({ page: 1, per_page: 100, total: expect.any(Number) });
    expect((list.body.data as Webhook[]).map((w) => w.id)).toContain(created.id);
    expect(JSON.stringify(list.body)).not.toContain(secret);
    for (const webhook of list.body.data as Webhook[]) expect(webhook).not.toHaveProperty('secret');
  });

  it('gives every webhook its own secret', async () => {
    const [a, b] = [await create(), await create()];
    expect(a.secret).not.toBe(b.secret);
  });

  it.each([
    ['plain http', 'http://93.184.215.14/hooks'],
    ['no scheme', '93.184.215.14/hooks'],
    ['another scheme', 'ftp://93.184.215.14/hooks'],
    ['loopback', 'https://127.0.0.1/hooks'],
    ['loopback with a port', 'https://127.0.0.1:8443/hooks'],
    ['loopback, another address of 127/8', 'https://127.10.0.1/hooks'],
    ['loopback as a decimal integer', 'https://2130706433/hooks'],
    ['localhost by name (resolved)', 'https://localhost/hooks'],
    ['private 10/8', 'https://10.0.0.1/hooks'],
    ['private 172.16/12', 'https://172.16.5.4/hooks'],
    ['private 192.168/16', 'https://192.168.1.1/hooks'],
    ['carrier-grade NAT 100.64/10', 'https://100.64.0.1/hooks'],
    ['link-local (cloud metadata)', 'https://169.254.169.254/latest/meta-data'],
    ['unspecified', 'https://0.0.0.0/hooks'],
    ['multicast', 'https://224.0.0.1/hooks'],
    ['IPv6 loopback', 'https://[::1]/hooks'],
    ['IPv6 unspecified', 'https://[::]/hooks'],
    ['IPv6 link-local', 'https://[fe80::1]/hooks'],
    ['IPv6 unique-local', 'https://[fd00::1]/hooks'],
    ['IPv6 multicast', 'https://[ff02::1]/hooks'],
    ['IPv4-mapped loopback', 'https://[::ffff:127.0.0.1]/hooks'],
    ['IPv4-mapped private', 'https://[::ffff:10.0.0.1]/hooks'],
    ['IPv4-mapped metadata address', 'https://[::ffff:169.254.169.254]/hooks'],
    ['credentials in the URL', 'https://user:pass@93.184.215.14/hooks'],
  ])('refuses %s with 400 invalid_url and stores nothing', async (_label, url) => {
    const before = (await api.get('/v1/webhooks?per_page=1')).body.meta?.total;
    const response = await api.post('/v1/webhooks', { url, events: ['contact.created'] });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: { code: 'invalid_url', message: expect.any(String) } });
    expect((await api.get('/v1/webhooks?per_page=1')).body.meta?.total).toBe(before);
  });

  it('refuses unknown event names with 400 validation_error naming them', async () => {
    const response = await api.post('/v1/webhooks', { url: PUBLIC_URL, events: ['contact.created', 'contact.exploded'] });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: { code: 'validation_error' } });
    expect(JSON.stringify(response.body.error)).toContain('contact.exploded');
  });

  it.each([
    ['no events', { url: PUBLIC_URL, events: [] }],
    ['events missing', { url: PUBLIC_URL }],
    ['url missing', { events: ['contact.created'] }],
    ['events not an array', { url: PUBLIC_URL, events: 'contact.created' }],
    ['an unknown field', { url: PUBLIC_URL, events: ['contact.created'], secret: 'mine' }],
  ])('refuses a body with %s with 400 validation_error', async (_label, body) => {
    const response = await api.post('/v1/webhooks', body);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: { code: 'validation_error' } });
  });

  it('accepts "*" for every event', async () => {
    const webhook = await create({ url: PUBLIC_URL, events: ['*'] });
    expect(webhook.events).toEqual(['*']);
  });

  it('updates url, events, description and enabled, and checks a new url again', async () => {
    const webhook = await create();
    const patched = await api.patch(`/v1/webhooks/${webhook.id}`, { url: OTHER_PUBLIC_URL, events: ['company.created'], description: 'v2', enabled: false });
    expect(patched.status).toBe(200);
    expect(patched.body.data).toMatchObject({ id: webhook.id, url: OTHER_PUBLIC_URL, events: ['company.created'], description: 'v2', enabled: false });
    expect(patched.body.data).not.toHaveProperty('secret');

    for (const url of ['http://93.184.215.14/hooks', 'https://10.1.2.3/hooks', 'https://[::ffff:127.0.0.1]/hooks', 'https://169.254.169.254/']) {
      const refused = await api.patch(`/v1/webhooks/${webhook.id}`, { url });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ error: { code: 'invalid_url' } });
    }
    const unknownEvent = await api.patch(`/v1/webhooks/${webhook.id}`, { events: ['nope.nope'] });
    expect(unknownEvent.status).toBe(400);
    expect(unknownEvent.body).toMatchObject({ error: { code: 'validation_error' } });

    const read = await api.get(`/v1/webhooks/${webhook.id}`);
    expect(read.body.data).toMatchObject({ url: OTHER_PUBLIC_URL, events: ['company.created'], enabled: false });

    const reEnabled = await api.patch(`/v1/webhooks/${webhook.id}`, { enabled: true });
    expect(reEnabled.status).toBe(200);
    expect(reEnabled.body.data).toMatchObject({ enabled: true });
  });

  it('deletes a webhook: gone from reads, lists and logs', async () => {
    const webhook = await create();
    const deleted = await api.delete(`/v1/webhooks/${webhook.id}`);
    expect(deleted.status).toBe(200);
    expect((await api.get(`/v1/webhooks/${webhook.id}`)).status).toBe(404);
    expect((await api.get(`/v1/webhooks/${webhook.id}/logs`)).status).toBe(404);
    expect((await api.patch(`/v1/webhooks/${webhook.id}`, { description: 'x' })).status).toBe(404);
    expect((await api.delete(`/v1/webhooks/${webhook.id}`)).status).toBe(404);
    const list = await api.get('/v1/webhooks?per_page=100');
    expect((list.body.data as Webhook[]).map((w) => w.id)).not.toContain(webhook.id);
  });

  it('answers an empty, paginated log for a new webhook and checks its filters', async () => {
    const webhook = await create();
    const logs = await api.get(`/v1/webhooks/${webhook.id}/logs`);
    expect(logs.status).toBe(200);
    expect(logs.body.data).toEqual([]);
    expect(logs.body.meta).toMatchObject({ page: 1, total: 0 });
    for (const query of ['status=pending', 'delivery_id=not-a-uuid', 'colour=red']) {
      const bad = await api.get(`/v1/webhooks/${webhook.id}/logs?${query}`);
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({ error: { code: 'validation_error' } });
    }
  });

  it("answers 404 not_found for another workspace's webhook and for unknown ids", async () => {
    const webhook = await create();
    expect((await otherWorkspace.get(`/v1/webhooks/${webhook.id}`)).status).toBe(404);
    expect((await otherWorkspace.patch(`/v1/webhooks/${webhook.id}`, { enabled: false })).status).toBe(404);
    expect((await otherWorkspace.delete(`/v1/webhooks/${webhook.id}`)).status).toBe(404);
    expect((await otherWorkspace.get(`/v1/webhooks/${webhook.id}/logs`)).status).toBe(404);
    expect((await otherWorkspace.post(`/v1/webhooks/${webhook.id}/replay`, { since: new Date(Date.now() - 60_000).toISOString(), until: new Date().toISOString() })).status).toBe(404);
    const missing = await api.get(`/v1/webhooks/${anUnknownId()}`);
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ error: { code: 'not_found' } });
    const retry = await api.post(`/v1/webhooks/${webhook.id}/deliveries/${anUnknownId()}/retry`);
    expect(retry.status).toBe(404);
    expect((await api.get(`/v1/webhooks/${webhook.id}`)).status).toBe(200);
  });

  it('needs write permission to change webhooks, read to see them', async () => {
    const webhook = await create();
    expect((await reader.get(`/v1/webhooks/${webhook.id}`)).status).toBe(200);
    const refused = await reader.post('/v1/webhooks', { url: PUBLIC_URL, events: ['contact.created'] });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: { code: 'insufficient_permissions' } });
    expect((await reader.delete(`/v1/webhooks/${webhook.id}`)).status).toBe(403);
  });

  it('refuses a replay window that is malformed or inverted', async () => {
    const webhook = await create();
    const now = Date.now();
    for (const body of [{}, { since: 'yesterday', until: new Date(now).toISOString() }, { since: new Date(now).toISOString(), until: new Date(now - 60_000).toISOString() }]) {
      const response = await api.post(`/v1/webhooks/${webhook.id}/replay`, body);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ error: { code: 'validation_error' } });
    }
  });
});
