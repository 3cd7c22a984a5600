import { AppError } from '@wbk/platform';
import { WS, CONTACT, KEYS, reply, call, expectCommonHeaders, h } from '../testing/app-harness.fixture';
describe('health', () => {
  it('answers ok with headers when everything is up, degraded otherwise', async () => {
    const ok = await call('GET', '/healthz');
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ data: { status: 'ok', upstreams: { workspace: 'SERVING', crm: 'SERVING', 'webhook-dispatcher': 'SERVING', 'workflow-engine': 'SERVING', outreach: 'SERVING', enrichment: 'SERVING', 'mailbox-sync': 'SERVING' }, nats: 'connected' } });
    expectCommonHeaders(ok);
    h.health.report = { upstreams: { workspace: 'SERVING', crm: 'UNKNOWN', 'webhook-dispatcher': 'SERVING', 'workflow-engine': 'SERVING', outreach: 'SERVING', enrichment: 'SERVING', 'mailbox-sync': 'SERVING' }, nats: 'connected' };
    await new Promise((resolve) => setTimeout(resolve, 600));
    const degraded = await call('GET', '/healthz');
    expect(degraded.status).toBe(503);
    expect(degraded.body).toMatchObject({ data: { status: 'degraded', upstreams: { crm: 'UNKNOWN' } } });
    h.health.report = { upstreams: { workspace: 'SERVING', crm: 'SERVING', 'webhook-dispatcher': 'SERVING', 'workflow-engine': 'SERVING', outreach: 'SERVING', enrichment: 'SERVING', 'mailbox-sync': 'SERVING' }, nats: 'connected' };
  });

  it('answers 503 draining once the gateway is shutting down, however healthy the upstreams', async () => {
    h.health.draining = true;
    try {
      const draining = await call('GET', '/healthz');
      expect(draining.status).toBe(503);
      expect(draining.body).toEqual({ data: { status: 'draining' } });
    } finally {
      h.health.draining = false;
    }
  });

  it('closes each keep-alive connection after its answer while draining, so no request is cut at the grace', async () => {
    expect((await call('GET', '/v1/contacts', { key: KEYS.reader })).headers.get('connection')).not.toBe('close');
    h.health.draining = true;
    try {
      const answered = await call('GET', '/v1/contacts', { key: KEYS.reader });
      expect(answered.status).toBe(200);
      expect(answered.headers.get('connection')).toBe('close');
    } finally {
      h.health.draining = false;
    }
  });
});

describe('request id', () => {
  it('echoes a safe inbound id and replaces an unsafe one', async () => {
    expect((await call('GET', '/healthz', { headers: { 'x-request-id': 'abc.DEF-1_2' } })).headers.get('x-request-id')).toBe('abc.DEF-1_2');
    expect((await call('GET', '/healthz', { headers: { 'x-request-id': 'bad id!' } })).headers.get('x-request-id')).not.toBe('bad id!');
  });
});

describe('authentication', () => {
  it.each([
    ['no header', undefined, 'missing_auth'],
    ['not a wbk_ key', 'Bearer sk_live_1234567890', 'missing_auth'],
    ['unknown key', `Bearer wbk_unknown_000000000000`, 'invalid_key'],
    ['expired key', `Bearer ${KEYS.expired}`, 'invalid_key'],
    ['revoked key', `Bearer ${KEYS.revoked}`, 'revoked_key'],
  ])('%s -> 401 %s with headers', async (_name, authorization, code) => {
    const res = await call('GET', '/v1/contacts', { headers: authorization === undefined ? {} : { authorization } });
    expect(res.status).toBe(401);
    expect(res.body?.error?.code).toBe(code);
    expectCommonHeaders(res);
    expect(res.headers.get('x-ratelimit-limit')).toBe('1000');
    expect(h.calls).toHaveLength(0);
  });

  it('says when a key expired', async () => {
    const res = await call('GET', '/v1/contacts', { key: KEYS.expired });
    expect(res.body?.error?.message).toMatch(/expired at 2025-01-01T00:00:00.000Z/);
  });

  it('authenticates before routing, so unknown routes are hidden from callers without a key', async () => {
    expect((await call('GET', '/v1/nothing-here')).body?.error?.code).toBe('missing_auth');
    const res = await call('GET', '/v1/nothing-here', { key: KEYS.reader });
    expect(res.status).toBe(404);
    expect(res.body?.error).toMatchObject({ code: 'route_not_found', message: expect.stringContaining('GET /v1/nothing-here') });
    expectCommonHeaders(res);
    const outside = await call('GET', '/elsewhere');
    expect(outside.status).toBe(404);
    expectCommonHeaders(outside);
  });
});

describe('permissions', () => {
  it('names the missing permission', async () => {
    const res = await call('POST', '/v1/contacts', { key: KEYS.reader, body: '{"email":"a@b.co"}' });
    expect(res.status).toBe(403);
    expect(res.body?.error).toEqual({ code: 'insufficient_permissions', message: 'This key lacks the permission write:contacts', details: { required: 'write:contacts', missing: ['write:contacts'] } });
  });

  it('asks for an admin key on audit logs, and lets admin keys through everywhere', async () => {
    const res = await call('GET', '/v1/audit-logs', { key: KEYS.writer });
    expect(res.status).toBe(403);
    expect(res.body?.error?.code).toBe('admin_key_required');
    expect((await call('GET', '/v1/audit-logs', { key: KEYS.admin })).status).toBe(200);
    expect((await call('GET', `/v1/contacts/${CONTACT}`, { key: KEYS.admin })).status).toBe(200);
  });
});

describe('request checks', () => {
  it('refuses a path id that is not a UUID, naming it', async () => {
    const res = await call('GET', '/v1/contacts/123', { key: KEYS.reader });
    expect(res.status).toBe(400);
    expect(res.body?.error).toMatchObject({ code: 'validation_error', details: { fields: [{ field: 'id', message: 'must be a UUID' }] } });
  });

  it('refuses a non-JSON content type with 415', async () => {
    const res = await call('POST', '/v1/contacts', { key: KEYS.writer, body: 'a=b', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(res.status).toBe(415);
    expect(res.body?.error?.code).toBe('unsupported_media_type');
  });

  it('accepts a charset parameter', async () => {
    const res = await call('POST', '/v1/contacts', { key: KEYS.writer, body: '{}', headers: { 'content-type': 'application/json; charset=utf-8' } });
    expect(res.status).toBe(200);
  });

  it('refuses a body over 1 MiB with 413', async () => {
    const res = await call('POST', '/v1/contacts', { key: KEYS.writer, body: JSON.stringify({ x: 'a'.repeat(1024 * 1024) }) });
    expect(res.status).toBe(413);
    expect(res.body?.error?.code).toBe('payload_too_large');
    expectCommonHeaders(res);
  });

  it('refuses malformed JSON with invalid_json saying what is wrong, without a stack', async () => {
    const res = await call('POST', '/v1/contacts', { key: KEYS.writer, body: '{"email": ' });
    expect(res.status).toBe(400);
    expect(res.body?.error?.code).toBe('invalid_json');
    expect(res.body?.error?.message).toMatch(/not valid JSON: .+/);
    expect(res.body?.error?.message).not.toMatch(/\n\s+at /);
  });

  it('refuses a JSON body that is not an object on POST', async () => {
    const res = await call('POST', '/v1/contacts', { key: KEYS.writer, body: '[1,2]' });
    expect(res.status).toBe(400);
    expect(res.body?.error).toMatchObject({ code: 'validation_error', details: { fields: [{ field: 'body' }] } });
  });
});

describe('forwarding', () => {
  it('answers a deprecated route with Deprecation and a Link to its successor, also when it refuses the call', async () => {
    const ok = await call('POST', '/v1/prospects/search', { key: KEYS.reader, body: '{"query":"partner"}' });
    expect(ok.status).toBe(200);
    expect(h.calls[0]!.rpc).toBe('SearchProspectsLegacy');
    expect(ok.headers.get('deprecation')).toBe('true');
    expect(ok.headers.get('link')).toBe('</v1/prospector/search>; rel="successor-version"');
    const refused = await call('POST', '/v1/prospects/search?x=1', { key: KEYS.reader, body: '{}' });
    expect(refused.status).toBe(400);
    expect(refused.headers.get('link')).toBe('</v1/prospector/search>; rel="successor-version"');
    const current = await call('POST', '/v1/prospector/search', { key: KEYS.reader, body: '{"titles":["partner"]}' });
    expect(current.headers.get('deprecation')).toBeNull();
  });

  it('passes context, path params, joined query and the raw body, and wraps the answer', async () => {
    h.setUpstream(async () => reply({ id: CONTACT }, { audit: { action: 'api_access', resource_type: 'contacts', resource_id: CONTACT, diff_json: '' } }));
    const res = await call('GET', `/v1/contacts/${CONTACT}?include=notes&include=tasks`, { key: KEYS.reader, headers: { 'x-request-id': 'req-42' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { id: CONTACT } });
    expectCommonHeaders(res);
    expect(h.calls[0]).toEqual({
      rpc: 'GetContact',
      request: {
        context: { workspace_id: WS, request_id: 'req-42', api_key_id: 'key-reader', user_id: '', idempotency_key: '', causation_root_id: '', causation_depth: 0, causation_workflow_id: '', permissions: ['read'] },
        path: { id: CONTACT },
        query: { include: 'notes,tasks' },
        body_json: '',
      },
    });
  });

  it('refuses a query parameter the route does not declare, before calling the service', async () => {
    const res = await call('GET', `/v1/contacts/${CONTACT}?include=notes&expand=deals`, { key: KEYS.reader });
    expect(res.status).toBe(400);
    expect(res.body?.error).toMatchObject({ code: 'validation_error', details: { fields: [{ field: 'expand', message: 'is not a known query parameter (accepted: include)' }] } });
    expect(h.calls).toHaveLength(0);
  });

  it('answers 201 for creations and adds meta for lists', async () => {
    h.setUpstream(async (rpc) => (rpc === 'CreateContact' ? reply({ id: CONTACT }, { created: true }) : reply([], { has_meta: true, meta: { page: 1, per_page: 50, total: 0 } })));
    const created = await call('POST', '/v1/contacts', { key: KEYS.writer, body: '{"email":"a@b.co"}' });
    expect(created.status).toBe(201);
    expect(h.calls[0]?.request.body_json).toBe('{"email":"a@b.co"}');
    const list = await call('GET', '/v1/contacts', { key: KEYS.reader });
    expect(list.body).toEqual({ data: [], meta: { page: 1, per_page: 50, total: 0 } });
  });

  it('maps upstream errors through the one error table', async () => {
    h.setUpstream(async () => {
      throw new AppError('not_found', 'Contact not found');
    });
    expect((await call('GET', `/v1/contacts/${CONTACT}`, { key: KEYS.reader })).body?.error).toEqual({ code: 'not_found', message: 'Contact not found' });
    h.setUpstream(async () => {
      throw new AppError('service_unavailable', 'crm service is unavailable, try again shortly');
    });
    const unavailable = await call('GET', `/v1/contacts/${CONTACT}`, { key: KEYS.reader });
    expect(unavailable.status).toBe(503);
    // Nothing reached a service: the client may send it again shortly.
    expect(unavailable.headers.get('retry-after')).toBe('1');
    h.setUpstream(async () => {
      throw new AppError('upstream_timeout', 'crm service did not answer in time');
    });
    expect((await call('GET', `/v1/contacts/${CONTACT}`, { key: KEYS.reader })).status).toBe(504);
    h.setUpstream(async () => {
      throw new Error('secret internals');
    });
    const res = await call('GET', `/v1/contacts/${CONTACT}`, { key: KEYS.reader, headers: { 'x-request-id': 'req-500' } });
    expect(res.status).toBe(500);
    expect(res.body?.error).toEqual({ code: 'internal_error', message: 'An unexpected error occurred (request id req-500)' });
  });
});
