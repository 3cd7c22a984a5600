import { DELIVERIES_COLLECTION } from '../store/delivery.repository';
import { WEBHOOKS_COLLECTION } from '../store/webhook.repository';
import { MAX_PER_WORKSPACE, OTHER_WS, WS, data, failure, request, startWebhooksFixture, type Data, type WebhooksFixture } from '../testing/webhooks-handlers.fixture';

let f: WebhooksFixture;

beforeEach(async () => {
  f = await startWebhooksFixture();
});

afterEach(async () => {
  await f.stop();
});

describe('CreateWebhook', () => {
  it('refuses a webhook past the workspace quota with 409 quota_exceeded, stores nothing, and leaves other workspaces their own quota', async () => {
    for (let i = 0; i < MAX_PER_WORKSPACE; i += 1) await f.create({ url: `https://hooks.example.com/${i}`, events: ['*'] });
    const refused = await failure(f.handlers.CreateWebhook(request({ body: { url: 'https://hooks.example.com/over', events: ['*'] } })));
    expect(refused).toMatchObject({ code: 'quota_exceeded', message: expect.stringContaining(`${MAX_PER_WORKSPACE} webhooks`) });
    expect(await f.webhooks.countLive(WS)).toBe(MAX_PER_WORKSPACE);
    expect(await f.create({ url: 'https://hooks.example.com/other', events: ['*'] }, OTHER_WS)).toMatchObject({ url: 'https://hooks.example.com/other' });
    // A deleted webhook frees its place.
    const first = data(await f.handlers.ListWebhooks(request({ query: {} })));
    const id = (first as unknown as Array<{ id: string }>)[0]?.id ?? '';
    await f.handlers.DeleteWebhook(request({ path: { id } }));
    expect(await f.create({ url: 'https://hooks.example.com/again', events: ['*'] })).toMatchObject({ url: 'https://hooks.example.com/again' });
  });

  it('never lets concurrent creates exceed the quota', async () => {
    const results = await Promise.allSettled(Array.from({ length: 8 }, (_, i) => f.create({ url: `https://hooks.example.com/c${i}`, events: ['*'] })));
    expect(results.filter((r) => r.status === 'fulfilled').length).toBeLessThanOrEqual(MAX_PER_WORKSPACE);
    expect(await f.webhooks.countLive(WS)).toBeLessThanOrEqual(MAX_PER_WORKSPACE);
  });

  it('answers a retry under the same Idempotency-Key with the stored webhook and secret (the gateway entry gone); another body under it is 409', async () => {
    const key = '44444444-4444-4444-8444-444444444444';
    const body = { url: 'https://hooks.example.com/keyed', events: ['contact.created'] };
    const first = data(await f.handlers.CreateWebhook(request({ body, key })));
    const retry = await f.handlers.CreateWebhook(request({ body, key }));
    expect(retry.created).toBe(true);
    expect(data(retry)).toEqual(first);
    expect((await failure(f.handlers.CreateWebhook(request({ body: { ...body, events: ['deal.updated'] }, key })))).code).toBe('idempotency_conflict');
    expect(await f.store.collection(WEBHOOKS_COLLECTION).countDocuments({})).toBe(1);
  });

  it('answers 201 with the record and the secret once, and audits', async () => {
    const reply = await f.handlers.CreateWebhook(request({ body: { url: 'https://hooks.example.com/in', events: ['contact.created', 'deal.updated'], description: 'sync' } }));
    const hook = data(reply);
    expect(reply.created).toBe(true);
    expect(reply.audit).toEqual({ action: 'create', resource_type: 'webhooks', resource_id: hook['id'], diff_json: '' });
    expect(hook).toEqual({
      id: expect.any(String),
      url: 'https://hooks.example.com/in',
      events: ['contact.created', 'deal.updated'],
      description: 'sync',
      enabled: true,
      disabled_reason: null,
      created_at: '2026-03-01T10:00:00.000Z',
      updated_at: '2026-03-01T10:00:00.000Z',
      secret: expect.stringMatching(/^whsec_[A-Za-z0-9_-]{43}$/),
    });
    const read = data(await f.handlers.GetWebhook(request({ path: { id: hook['id'] as string } })));
    expect(read).not.toHaveProperty('secret');
    expect(read['url']).toBe('https://hooks.example.com/in');
  });

  it('refuses http and private targets with invalid_url saying why', async () => {
    expect(await failure(f.handlers.CreateWebhook(request({ body: { url: 'http://hooks.example.com', events: ['*'] } })))).toMatchObject({ code: 'invalid_url', message: expect.stringContaining('https://') });
    expect(await failure(f.handlers.CreateWebhook(request({ body: { url: 'https://internal.example/x', events: ['*'] } })))).toMatchObject({
      code: 'invalid_url',
      message: expect.stringContaining('10.0.0.5'),
    });
    expect((await f.webhooks.list(WS, 0, 10)).total).toBe(0);
  });

  it('names unknown event names', async () => {
    const err = await failure(f.handlers.CreateWebhook(request({ body: { url: 'https://hooks.example.com', events: ['contact.created', 'contact.exploded'] } })));
    expect(err.code).toBe('validation_error');
    expect(err.fields).toEqual([{ field: 'events.1', message: 'unknown event name contact.exploded; use names of the event catalog or "*"' }]);
  });
});

describe('List, Get, Delete', () => {
  it('lists the workspace webhooks newest first with meta, and hides other workspaces', async () => {
    const first = await f.create();
    f.clock.advance(1000);
    const second = await f.create();
    await f.create(undefined, OTHER_WS);
    const reply = await f.handlers.ListWebhooks(request({ query: { per_page: '1' } }));
    expect(reply.meta).toEqual({ page: 1, per_page: 1, total: 2 });
    expect((JSON.parse(reply.data_json) as Data[]).map((w) => w['id'])).toEqual([second['id']]);
    expect((await failure(f.handlers.GetWebhook(request({ ws: OTHER_WS, path: { id: first['id'] as string } })))).code).toBe('not_found');
    expect((await failure(f.handlers.ListWebhooks(request({ query: { per_page: '101' } })))).code).toBe('validation_error');
  });

  it('deletes (tombstone) and then answers 404', async () => {
    const hook = await f.create();
    const reply = await f.handlers.DeleteWebhook(request({ path: { id: hook['id'] as string } }));
    expect(data(reply)).toEqual({ id: hook['id'], deleted: true });
    expect(reply.audit?.action).toBe('delete');
    expect((await failure(f.handlers.GetWebhook(request({ path: { id: hook['id'] as string } })))).code).toBe('not_found');
    expect((await failure(f.handlers.DeleteWebhook(request({ path: { id: hook['id'] as string } })))).code).toBe('not_found');
  });
});

describe('UpdateWebhook', () => {
  it('checks a new url again, and records the diff', async () => {
    const hook = await f.create();
    f.checked.length = 0;
    expect((await failure(f.handlers.UpdateWebhook(request({ path: { id: hook['id'] as string }, body: { url: 'https://internal.example/' } })))).code).toBe('invalid_url');
    f.clock.advance(5000);
    const reply = await f.handlers.UpdateWebhook(request({ path: { id: hook['id'] as string }, body: { url: 'https://other.example.com/', events: ['*'] } }));
    expect(f.checked).toEqual(['https://internal.example/', 'https://other.example.com/']);
    expect(data(reply)).toMatchObject({ url: 'https://other.example.com/', events: ['*'], updated_at: '2026-03-01T10:00:05.000Z' });
    expect(JSON.parse(reply.audit?.diff_json ?? '')).toEqual({
      url: { from: 'https://hooks.example.com/in', to: 'https://other.example.com/' },
      events: { from: ['contact.created'], to: ['*'] },
    });
  });

  it('re-enabling clears the reason and the failure streak', async () => {
    const hook = await f.create();
    const id = hook['id'] as string;
    await f.store.collection(WEBHOOKS_COLLECTION).updateOne({ _id: id }, { $set: { enabled: false, disabled_reason: 'every delivery failed since x', failing_since: '2026-02-01T00:00:00.000Z' } });
    const reply = await f.handlers.UpdateWebhook(request({ path: { id }, body: { enabled: true } }));
    expect(data(reply)).toMatchObject({ enabled: true, disabled_reason: null });
    expect((await f.webhooks.findLive(WS, id))?.failing_since).toBeNull();
  });
});

describe('a stray query parameter (docs/decisions.md: unknown query parameters are 400)', () => {
  it('refuses every non-list route, and nothing stored, queued or sent changes', async () => {
    const hook = await f.create();
    const id = hook['id'] as string;
    const delivery = await f.deliveryFor(hook);
    const snapshot = async () => ({ webhooks: await f.store.collection(WEBHOOKS_COLLECTION).find({}), deliveries: await f.store.collection(DELIVERIES_COLLECTION).find({}) });
    const before = await snapshot();
    const query = { bogus: '1' };
    const now = f.clock.now().toISOString();
    for (const call of [
      () => f.handlers.CreateWebhook(request({ query, body: { url: 'https://hooks.example.com/other', events: ['*'] } })),
      () => f.handlers.GetWebhook(request({ path: { id }, query })),
      () => f.handlers.UpdateWebhook(request({ path: { id }, query, body: { description: 'changed' } })),
      () => f.handlers.DeleteWebhook(request({ path: { id }, query })),
      () => f.handlers.RetryDelivery(request({ path: { id, delivery_id: delivery._id }, query })),
      () => f.handlers.ReplayWebhook(request({ path: { id }, query, body: { since: now, until: now } })),
    ]) {
      const { code, fields } = await failure(call());
      expect({ code, fields }).toEqual({ code: 'validation_error', fields: [{ field: 'bogus', message: 'is not a known query parameter (none are accepted)' }] });
    }
    expect(await snapshot()).toEqual(before);
    expect(f.manual).toEqual([]);
    expect(f.delivered).toEqual([]);
    expect(f.checked).toEqual(['https://hooks.example.com/in']);
  });
});

describe('subscribing needs read permission on the resource', () => {
  const WEBHOOKS_ONLY = ['read:webhooks', 'write:webhooks'];

  it('refuses a subscription the key could not read with 403 naming the permission, and stores nothing', async () => {
    const refused = await failure(f.handlers.CreateWebhook(request({ permissions: WEBHOOKS_ONLY, body: { url: 'https://hooks.example.com/in', events: ['webhook.endpoint_disabled', 'contact.created'] } })));
    expect(refused).toMatchObject({ code: 'insufficient_permissions', message: expect.stringContaining('read:contacts') });
    expect(await failure(f.handlers.CreateWebhook(request({ permissions: [...WEBHOOKS_ONLY, 'read:contacts'], body: { url: 'https://hooks.example.com/in', events: ['deal.updated'] } })))).toMatchObject({
      code: 'insufficient_permissions',
      message: expect.stringContaining('deals:read'),
    });
    expect((await f.webhooks.list(WS, 0, 10)).total).toBe(0);
    const allowed = data(await f.handlers.CreateWebhook(request({ permissions: [...WEBHOOKS_ONLY, 'read:contacts'], body: { url: 'https://hooks.example.com/in', events: ['contact.created'] } })));
    expect((await f.webhooks.findLive(WS, allowed['id'] as string))?.acting_key).toEqual({ key_id: 'key-1', permissions: [...WEBHOOKS_ONLY, 'read:contacts'] });
  });

  it('checks a PATCH against the subscription it leaves, and leaves a refused webhook unchanged', async () => {
    const hook = await f.create();
    const id = hook['id'] as string;
    const refused = await failure(f.handlers.UpdateWebhook(request({ permissions: WEBHOOKS_ONLY, path: { id }, body: { description: 'renamed' } })));
    expect(refused).toMatchObject({ code: 'insufficient_permissions', message: expect.stringContaining('read:contacts') });
    expect((await f.webhooks.findLive(WS, id))?.description).toBeNull();
  });

  it('takes "*" from any webhook key: it stands for the events that key may read', async () => {
    const hook = data(await f.handlers.CreateWebhook(request({ permissions: WEBHOOKS_ONLY, body: { url: 'https://hooks.example.com/in', events: ['*'] } })));
    expect((await f.webhooks.subscribers(WS, 'contact.created')).map((w) => w.id)).not.toContain(hook['id']);
    expect((await f.webhooks.subscribers(WS, 'webhook.endpoint_disabled')).map((w) => w.id)).toContain(hook['id']);
  });
});
