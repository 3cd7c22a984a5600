import { aContact, anIdempotencyKey, createTestWorkspace, expectEventually, startStack, type ApiClient, type Stack } from '@wbk/testing';

describe('request and response envelope', () => {
  let stack: Stack;
  let api: ApiClient;

  beforeAll(async () => {
    stack = await startStack();
    const workspace = await createTestWorkspace(stack.admin, { plan: 'org' });
    api = stack.api(workspace.keys.full);
  });

  afterAll(async () => {
    await stack?.stop();
  });

  it('answers 400 invalid_json for a body that is not JSON', async () => {
    const response = await api.request('POST', '/v1/contacts', { body: '{"first_name": "Ada",' });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: { code: 'invalid_json' } });
  });

  it('answers 415 unsupported_media_type for a body that is not declared as JSON', async () => {
    const response = await api.request('POST', '/v1/contacts', { body: 'first_name=Ada', headers: { 'content-type': 'text/plain' } });
    expect(response.status).toBe(415);
    expect(response.body).toMatchObject({ error: { code: 'unsupported_media_type' } });
  });

  it('answers 413 payload_too_large for a body over 1 MiB', async () => {
    const response = await api.post('/v1/contacts', aContact({ custom_fields: { blob: 'x'.repeat(1024 * 1024 + 1) } }));
    expect(response.status).toBe(413);
    expect(response.body).toMatchObject({ error: { code: 'payload_too_large' } });
  });

  it('answers 404 route_not_found for an unknown route', async () => {
    const response = await api.get('/v1/no-such-resource');
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ error: { code: 'route_not_found' } });
  });

  it('answers 400 validation_error for a path id that is not a UUID', async () => {
    const response = await api.get('/v1/contacts/not-a-uuid');
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: { code: 'validation_error' } });
  });

  it.each([['page=-1'], ['page=0'], ['page=999999999'], ['per_page=0'], ['per_page=100000'], ['page=abc']])(
    'answers 400 validation_error for the out-of-range pagination %s',
    async (query) => {
      const response = await api.get(`/v1/contacts?${query}`);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ error: { code: 'validation_error' } });
      expect(response.body.error?.message).toMatch(query.startsWith('per_page') ? /per_page/ : /page/);
    },
  );

  describe('Idempotency-Key', () => {
    it('replays the stored answer for the same request and creates only one contact', async () => {
      const key = anIdempotencyKey();
      const body = aContact({ email: `idem.${key}@example.com` });
      const first = await api.post('/v1/contacts', body, { 'idempotency-key': key });
      expect(first.status).toBe(201);
      expect(first.headers['idempotent-replayed']).toBeUndefined();

      const replay = await api.post('/v1/contacts', body, { 'idempotency-key': key });
      expect(replay.status).toBe(201);
      expect(replay.headers['idempotent-replayed']).toBe('true');
      expect(replay.body).toEqual(first.body);

      const list = await api.get('/v1/contacts?per_page=100');
      const stored = (list.body.data as Array<{ email: string }>).filter((contact) => contact.email === body.email);
      expect(stored).toHaveLength(1);
    });

    it('answers 409 idempotency_conflict for the same key with a different body', async () => {
      const key = anIdempotencyKey();
      expect((await api.post('/v1/contacts', aContact(), { 'idempotency-key': key })).status).toBe(201);
      const conflict = await api.post('/v1/contacts', aContact(), { 'idempotency-key': key });
      expect(conflict.status).toBe(409);
      expect(conflict.body).toMatchObject({ error: { code: 'idempotency_conflict' } });
    });

    it('answers 400 validation_error for a key that is not a UUID', async () => {
      const response = await api.post('/v1/contacts', aContact(), { 'idempotency-key': 'not-a-uuid' });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ error: { code: 'validation_error' } });
    });
  });

  describe('/healthz', () => {
    it('answers 200 while every service is up', async () => {
      const response = await stack.api().get('/healthz');
      expect(response.status).toBe(200);
    });

    it('answers 503 once a service it depends on is down, and 200 again after it restarts', async () => {
      await stack.kill('crm', 'SIGKILL');
      await expectEventually(async () => expect((await stack.api().get('/healthz')).status).toBe(503), { timeoutMs: 15_000 });
      await stack.restart('crm');
      await expectEventually(async () => expect((await stack.api().get('/healthz')).status).toBe(200), { timeoutMs: 15_000 });
    });
  });
});
