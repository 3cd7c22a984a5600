import { AppError, sampleValue } from '@wbk/platform';
import { CONTACT, KEYS, reply, call, expectCommonHeaders, h } from '../testing/app-harness.fixture';
describe('audit', () => {
  it('records one entry per authenticated call, with the upstream audit on success', async () => {
    h.setUpstream(async () => reply({ id: CONTACT }, { audit: { action: 'update', resource_type: 'contacts', resource_id: CONTACT, diff_json: '{"first_name":{"from":"A","to":"B"}}' } }));
    await call('PATCH', `/v1/contacts/${CONTACT}`, { key: KEYS.writer, body: '{"first_name":"B"}', headers: { 'user-agent': 'test-agent' } });
    await call('GET', '/v1/contacts', { key: 'wbk_unknown_000000000000' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(h.audits).toHaveLength(1);
    expect(h.audits[0]).toMatchObject({
      user: { id: null, email: null, type: 'api_key' },
      action: 'update',
      resource_type: 'contacts',
      resource_id: CONTACT,
      details: { method: 'PATCH', path: `/v1/contacts/${CONTACT}`, status_code: 200, api_key_id: 'key-writer', diff: { first_name: { from: 'A', to: 'B' } } },
      ip_address: '127.0.0.1',
      user_agent: 'test-agent',
      api_key_id: 'key-writer',
    });
  });

  it('records failed calls after auth as api_access', async () => {
    await call('GET', '/v1/audit-logs', { key: KEYS.reader });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(h.audits).toEqual([expect.objectContaining({ action: 'api_access', resource_type: 'audit_logs', details: expect.objectContaining({ status_code: 403 }) })]);
  });
});

describe('rate limits', () => {
  it('refuses the call past the minute limit with 429 and Retry-After', async () => {
    expect((await call('GET', '/v1/contacts', { key: KEYS.tight })).status).toBe(200);
    const second = await call('GET', '/v1/contacts', { key: KEYS.tight });
    expect(second.headers.get('x-ratelimit-limit')).toBe('100');
    expect(second.headers.get('x-ratelimit-remaining')).toBe('98');
    expect(second.headers.get('x-ratelimit-reset')).toBe(String(Date.parse('2026-03-10T00:00:00Z') / 1000));
    const third = await call('GET', '/v1/contacts', { key: KEYS.tight });
    expect(third.status).toBe(429);
    expect(third.headers.get('retry-after')).toBe('30');
    expect(third.body?.error?.code).toBe('rate_limited');
    expect(third.body?.error?.message).toContain('2026-03-09T13:08:00.000Z');
    expectCommonHeaders(third);
    expect(h.calls).toHaveLength(2);
    expect(await sampleValue('wbk_rate_limit_rejections_total', { plan: 'pro' })).toBe(1);
  });
});

describe('idempotency', () => {
  const KEY = '0e7b2a3c-5d4f-4a6b-8c9d-0e1f2a3b4c5d';

  it('replays a finished request without calling the service again', async () => {
    h.setUpstream(async () => reply({ id: CONTACT }, { created: true }));
    const first = await call('POST', '/v1/contacts', { key: KEYS.writer, body: '{"email":"x@y.co","a":1}', headers: { 'idempotency-key': KEY } });
    const again = await call('POST', '/v1/contacts', { key: KEYS.writer, body: '{"a":1,"email":"x@y.co"}', headers: { 'idempotency-key': KEY } });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(h.calls).toHaveLength(1);
    expect(h.calls[0]?.request.context.idempotency_key).toBe(KEY);
    const conflict = await call('POST', '/v1/contacts', { key: KEYS.writer, body: '{"email":"other@y.co"}', headers: { 'idempotency-key': KEY } });
    expect(conflict.status).toBe(409);
    expect(conflict.body?.error?.code).toBe('idempotency_conflict');
  });

  it('refuses a twin still in flight, and frees the key after a failure', async () => {
    const key = '1e7b2a3c-5d4f-4a6b-8c9d-0e1f2a3b4c5d';
    let release: () => void = () => undefined;
    h.setUpstream(() => new Promise((resolve) => (release = () => resolve(reply({}, { created: true })))));
    const slow = call('POST', '/v1/contacts', { key: KEYS.writer, body: '{}', headers: { 'idempotency-key': key } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const twin = await call('POST', '/v1/contacts', { key: KEYS.writer, body: '{}', headers: { 'idempotency-key': key } });
    expect(twin.status).toBe(409);
    expect(twin.body?.error?.message).toMatch(/still being processed/);
    release();
    expect((await slow).status).toBe(201);

    const failing = '2e7b2a3c-5d4f-4a6b-8c9d-0e1f2a3b4c5d';
    h.setUpstream(async () => {
      throw new AppError('validation_error', 'email: required');
    });
    expect((await call('POST', '/v1/contacts', { key: KEYS.writer, body: '{}', headers: { 'idempotency-key': failing } })).status).toBe(400);
    h.setUpstream(async () => reply({}, { created: true }));
    const retried = await call('POST', '/v1/contacts', { key: KEYS.writer, body: '{}', headers: { 'idempotency-key': failing } });
    expect(retried.status).toBe(201);
    expect(retried.headers.get('idempotent-replayed')).toBeNull();
  });

  it('refuses a key that is not a UUID, naming the header', async () => {
    const res = await call('POST', '/v1/contacts', { key: KEYS.writer, body: '{}', headers: { 'idempotency-key': 'nope' } });
    expect(res.status).toBe(400);
    expect(res.body?.error?.details).toEqual({ fields: [{ field: 'Idempotency-Key', message: 'must be a UUID' }] });
  });
});
