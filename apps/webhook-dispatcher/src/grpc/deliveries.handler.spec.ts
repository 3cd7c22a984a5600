import { newId } from '@wbk/platform';
import { renderDeliveryBody } from '../domain/envelope';
import { OTHER_WS, WS, data, failure, request, startWebhooksFixture, type Data, type WebhooksFixture } from '../testing/webhooks-handlers.fixture';

let f: WebhooksFixture;

beforeEach(async () => {
  f = await startWebhooksFixture();
});

afterEach(async () => {
  await f.stop();
});

const report = (deliveryId: string, ok: boolean, statusCode: number) => ({
  delivery_id: deliveryId,
  manual: false,
  ok,
  status_code: statusCode,
  has_status_code: true,
  duration_ms: 12,
  error: ok ? '' : `http_status: ${statusCode}`,
  response_excerpt: ok ? 'ok' : 'boom',
});

describe('ListWebhookLogs', () => {
  it('lists every attempt newest first with the log fields, filtered', async () => {
    const hook = await f.create();
    const one = await f.deliveryFor(hook);
    const two = await f.deliveryFor(hook, 'deal.updated');
    expect(await f.backend.recordAttempt(report(one._id, false, 500))).toEqual({ attempt: 1, final: false, next_delay_ms: 30_000 });
    f.clock.advance(30_000);
    expect(await f.backend.recordAttempt(report(one._id, true, 200))).toEqual({ attempt: 2, final: true, next_delay_ms: 0 });
    f.clock.advance(1_000);
    await f.backend.recordAttempt(report(two._id, false, 503));

    const reply = await f.handlers.ListWebhookLogs(request({ path: { id: hook['id'] as string } }));
    const logs = JSON.parse(reply.data_json) as Data[];
    expect(reply.meta).toEqual({ page: 1, per_page: 25, total: 3 });
    expect(logs.map((l) => [l['delivery_id'], l['attempt'], l['status']])).toEqual([
      [two._id, 1, 'failed'],
      [one._id, 2, 'succeeded'],
      [one._id, 1, 'failed'],
    ]);
    expect(logs[2]).toEqual({
      id: expect.any(String),
      delivery_id: one._id,
      event: 'contact.created',
      attempt: 1,
      status: 'failed',
      status_code: 500,
      duration_ms: 12,
      error: 'http_status: 500',
      response_excerpt: 'boom',
      created_at: '2026-03-01T10:00:00.000Z',
      next_attempt_at: '2026-03-01T10:00:30.000Z',
    });
    const filtered = await f.handlers.ListWebhookLogs(request({ path: { id: hook['id'] as string }, query: { delivery_id: one._id, status: 'failed' } }));
    expect((JSON.parse(filtered.data_json) as Data[]).map((l) => l['attempt'])).toEqual([1]);
    const byEvent = await f.handlers.ListWebhookLogs(request({ path: { id: hook['id'] as string }, query: { event: 'deal.updated' } }));
    expect(byEvent.meta?.total).toBe(1);
    expect((await failure(f.handlers.ListWebhookLogs(request({ path: { id: hook['id'] as string }, query: { status: 'maybe' } })))).fields).toEqual([{ field: 'status', message: 'must be succeeded or failed' }]);
  });
});

describe('RetryDelivery', () => {
  it('queues a manual attempt of a delivery of this webhook only', async () => {
    const hook = await f.create();
    const other = await f.create();
    const delivery = await f.deliveryFor(hook);
    const reply = await f.handlers.RetryDelivery(request({ path: { id: hook['id'] as string, delivery_id: delivery._id } }));
    expect(data(reply)).toMatchObject({ delivery_id: delivery._id, status: 'queued' });
    expect(f.manual).toEqual([delivery._id]);
    expect((await failure(f.handlers.RetryDelivery(request({ path: { id: other['id'] as string, delivery_id: delivery._id } })))).code).toBe('not_found');
  });
});

describe('ReplayWebhook', () => {
  it('re-sends subscribed archived events of the window as new deliveries', async () => {
    // The archive TTL runs on real time, so the events are placed around now.
    const base = Date.now() - 3_600_000;
    f.clock.set(new Date(base + 3_600_000));
    const at = (minutes: number) => new Date(base + minutes * 60_000).toISOString();
    const hook = await f.create({ url: 'https://hooks.example.com/in', events: ['contact.created'] });
    const envelope = (event: string, when: string, ws = WS) => ({ id: newId(), event, occurred_at: when, workspace_id: ws, data: {}, causation: { root_id: newId(), depth: 0 } });
    const inside = envelope('contact.created', at(30));
    await f.archive.add(inside);
    await f.archive.add(inside);
    await f.archive.add(envelope('deal.updated', at(31)));
    await f.archive.add(envelope('contact.created', at(32), OTHER_WS));
    await f.archive.add(envelope('contact.created', at(5)));
    const reply = await f.handlers.ReplayWebhook(request({ path: { id: hook['id'] as string }, body: { since: at(10), until: at(60) } }));
    const queued = data(reply);
    expect(queued).toMatchObject({ webhook_id: hook['id'], status: 'queued', total: 1, replayed: 0, error: null, started_at: null, finished_at: null });
    // Queued, not sent inside the request: the runner sends it in the background.
    expect(f.delivered).toEqual([]);
    await f.runner.drain();
    expect(f.delivered).toEqual([{ webhookId: hook['id'], eventId: inside.id, key: expect.stringMatching(new RegExp(`^${inside.id}:replay:${queued['id'] as string}$`)) }]);
    const done = data(await f.handlers.GetReplay(request({ path: { id: hook['id'] as string, replay_id: queued['id'] as string } })));
    expect(done).toMatchObject({ id: queued['id'], status: 'completed', total: 1, replayed: 1, error: null, started_at: expect.any(String), finished_at: expect.any(String) });
    expect((await failure(f.handlers.GetReplay(request({ path: { id: hook['id'] as string, replay_id: newId() } })))).code).toBe('not_found');
    expect((await failure(f.handlers.GetReplay(request({ ws: OTHER_WS, path: { id: hook['id'] as string, replay_id: queued['id'] as string } })))).code).toBe('not_found');
    const err = await failure(f.handlers.ReplayWebhook(request({ path: { id: hook['id'] as string }, body: { since: at(-60 * 24 * 40), until: at(60) } })));
    expect(err.fields[0]?.field).toBe('since');
  });

  it('refuses a window holding more events than one replay may send (WEBHOOK_REPLAY_MAX_EVENTS), and queues nothing', async () => {
    const base = Date.now() - 3_600_000;
    f.clock.set(new Date(base + 3_600_000));
    const at = (minutes: number) => new Date(base + minutes * 60_000).toISOString();
    const hook = await f.create({ url: 'https://hooks.example.com/in', events: ['*'] });
    for (let i = 0; i < 4; i += 1) await f.archive.add({ id: newId(), event: 'contact.created', occurred_at: at(10 + i), workspace_id: WS, data: {}, causation: { root_id: newId(), depth: 0 } });
    const err = await failure(f.handlers.ReplayWebhook(request({ path: { id: hook['id'] as string }, body: { since: at(0), until: at(60) } })));
    expect(err).toMatchObject({ code: 'validation_error', fields: [{ field: 'until', message: expect.stringContaining('4 events, more than the 3') }] });
    expect(await f.store.collection('webhook_replays').countDocuments({})).toBe(0);
  });
});

describe('delivery body', () => {
  it('is the spec envelope', () => {
    expect(JSON.parse(renderDeliveryBody({ event: 'contact.created', deliveryId: 'd', occurredAt: 't', workspaceId: WS, data: { a: 1 } }))).toEqual({
      event: 'contact.created',
      delivery_id: 'd',
      occurred_at: 't',
      workspace_id: WS,
      data: { a: 1 },
    });
  });
});

