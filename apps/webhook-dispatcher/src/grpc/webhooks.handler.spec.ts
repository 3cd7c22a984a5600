import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ManualClock, createLogger, isAppError, newId, type FieldIssue } from '@wbk/platform';
import { openStore, type DocStore } from '@wbk/store';
import { LocalDeliveryBackend } from '../events/delivery-backend';
import type { DeliveryEnqueuer } from '../events/delivery-enqueuer';
import { AttemptRepository } from '../store/attempt.repository';
import { DELIVERIES_COLLECTION, DeliveryRepository, type DeliveryDoc } from '../store/delivery.repository';
import { EventArchiveRepository, type ArchivedEvent } from '../store/event-archive.repository';
import { ReplayJobRepository } from '../store/replay-job.repository';
import { WEBHOOKS_COLLECTION, WebhookRepository } from '../store/webhook.repository';
import { ReplayRunner } from '../events/replay-runner';
import { renderDeliveryBody } from '../domain/envelope';
import type { WebhookState } from '../domain/webhook';
import type { ApiReply } from '@wbk/rpc';
import { createDeliveriesHandlers } from './deliveries.handler';
import { createWebhooksHandlers, type UrlChecker } from './webhooks.handler';

const WS = '11111111-1111-4111-8111-111111111111';
const OTHER_WS = '22222222-2222-4222-8222-222222222222';
const DAY = 86_400_000;
const MAX_PER_WORKSPACE = 3;

let dir: string;
let store: DocStore;
let clock: ManualClock;
let webhooks: WebhookRepository;
let deliveries: DeliveryRepository;
let attempts: AttemptRepository;
let archive: EventArchiveRepository;
let replays: ReplayJobRepository;
let runner: ReplayRunner;
let backend: LocalDeliveryBackend;
let delivered: Array<{ webhookId: string; eventId: string; key: string }>;
let manual: string[];
let checked: string[];
let handlers: ReturnType<typeof createWebhooksHandlers> & ReturnType<typeof createDeliveriesHandlers>;

/** Refuses hosts named "internal.example", as the real guard would for a private address. */
const checkUrl: UrlChecker = async (url) => {
  checked.push(url);
  return new URL(url).hostname === 'internal.example' ? { ok: false, reason: 'resolves to 10.0.0.5 (private)' } : { ok: true, addresses: ['203.0.113.7'] };
};

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'webhooks-handler-'));
  store = await openStore({ kind: 'embedded', dataDir: dir });
  clock = new ManualClock('2026-03-01T10:00:00.000Z');
  webhooks = new WebhookRepository(store);
  deliveries = new DeliveryRepository(store);
  attempts = new AttemptRepository(store);
  archive = new EventArchiveRepository(store, 30 * 86_400);
  replays = new ReplayJobRepository(store);
  await Promise.all([webhooks, deliveries, attempts, archive, replays].map((r) => r.ensureIndexes()));
  delivered = [];
  manual = [];
  checked = [];
  const enqueuer: Pick<DeliveryEnqueuer, 'deliver' | 'enqueueManual'> = {
    async deliver(workspaceId: string, webhook: WebhookState, event: ArchivedEvent, key: string = event.id) {
      delivered.push({ webhookId: webhook.id, eventId: event.id, key });
      return deliveries.insertOnce({ _id: newId(), workspace_id: workspaceId, webhook_id: webhook.id, event_id: event.id, event: event.event, body: '{}', created_at: clock.now().toISOString() });
    },
    async enqueueManual(delivery: DeliveryDoc) {
      manual.push(delivery._id);
    },
  };
  backend = new LocalDeliveryBackend({ webhooks, deliveries, attempts, clock, logger: createLogger({ service: 'test', level: 'silent' }), schedule: [30_000, 120_000], disableAfterMs: 5 * DAY, maxPendingRetriesPerWorkspace: 1_000, afterWrite: () => undefined, random: () => 0 });
  handlers = {
    ...createWebhooksHandlers({ webhooks, clock, checkUrl, maxPerWorkspace: MAX_PER_WORKSPACE }),
    ...createDeliveriesHandlers({ webhooks, deliveries, attempts, archive, enqueuer, replays, replayQueued: () => undefined, clock, archiveRetentionMs: 30 * DAY, maxReplayEvents: 3 }),
  };
  runner = new ReplayRunner({ jobs: replays, archive, webhooks, enqueuer, clock, logger: createLogger({ service: 'test', level: 'silent' }), batchSize: 2 });
});

afterEach(async () => {
  await store.close();
  await rm(dir, { recursive: true, force: true });
});

function request({
  ws = WS,
  path: params = {},
  query = {},
  body,
  key = '',
  permissions = ['read', 'write'],
}: { ws?: string; path?: Record<string, string>; query?: Record<string, string>; body?: unknown; key?: string; permissions?: string[] } = {}) {
  return {
    context: { workspace_id: ws, request_id: 'req-1', api_key_id: 'key-1', user_id: '', idempotency_key: key, causation_root_id: '', causation_depth: 0, permissions },
    path: params,
    query,
    body_json: body === undefined ? '' : JSON.stringify(body),
  };
}

type Data = Record<string, unknown>;
const data = (reply: ApiReply): Data => JSON.parse(reply.data_json) as Data;

async function failure(promise: Promise<unknown>): Promise<{ code: string; message: string; fields: FieldIssue[] }> {
  try {
    await promise;
  } catch (err) {
    if (!isAppError(err)) throw err;
    return { code: err.code, message: err.message, fields: ((err.details ?? {}) as { fields?: FieldIssue[] }).fields ?? [] };
  }
  throw new Error('expected an AppError');
}

async function create(body: Data = { url: 'https://hooks.example.com/in', events: ['contact.created'] }, ws = WS): Promise<Data> {
  return data(await handlers.CreateWebhook(request({ ws, body })));
}

describe('CreateWebhook', () => {
  it('refuses a webhook past the workspace quota with 409 quota_exceeded, stores nothing, and leaves other workspaces their own quota', async () => {
    for (let i = 0; i < MAX_PER_WORKSPACE; i += 1) await create({ url: `https://hooks.example.com/${i}`, events: ['*'] });
    const refused = await failure(handlers.CreateWebhook(request({ body: { url: 'https://hooks.example.com/over', events: ['*'] } })));
    expect(refused).toMatchObject({ code: 'quota_exceeded', message: expect.stringContaining(`${MAX_PER_WORKSPACE} webhooks`) });
    expect(await webhooks.countLive(WS)).toBe(MAX_PER_WORKSPACE);
    expect(await create({ url: 'https://hooks.example.com/other', events: ['*'] }, OTHER_WS)).toMatchObject({ url: 'https://hooks.example.com/other' });
    // A deleted webhook frees its place.
    const first = data(await handlers.ListWebhooks(request({ query: {} })));
    const id = (first as unknown as Array<{ id: string }>)[0]?.id ?? '';
    await handlers.DeleteWebhook(request({ path: { id } }));
    expect(await create({ url: 'https://hooks.example.com/again', events: ['*'] })).toMatchObject({ url: 'https://hooks.example.com/again' });
  });

  it('never lets concurrent creates exceed the quota', async () => {
    const results = await Promise.allSettled(Array.from({ length: 8 }, (_, i) => create({ url: `https://hooks.example.com/c${i}`, events: ['*'] })));
    expect(results.filter((r) => r.status === 'fulfilled').length).toBeLessThanOrEqual(MAX_PER_WORKSPACE);
    expect(await webhooks.countLive(WS)).toBeLessThanOrEqual(MAX_PER_WORKSPACE);
  });

  it('answers a retry under the same Idempotency-Key with the stored webhook and secret (the gateway entry gone); another body under it is 409', async () => {
    const key = '44444444-4444-4444-8444-444444444444';
    const body = { url: 'https://hooks.example.com/keyed', events: ['contact.created'] };
    const first = data(await handlers.CreateWebhook(request({ body, key })));
    const retry = await handlers.CreateWebhook(request({ body, key }));
    expect(retry.created).toBe(true);
    expect(data(retry)).toEqual(first);
    expect((await failure(handlers.CreateWebhook(request({ body: { ...body, events: ['deal.updated'] }, key })))).code).toBe('idempotency_conflict');
    expect(await store.collection(WEBHOOKS_COLLECTION).countDocuments({})).toBe(1);
  });

  it('answers 201 with the record and the secret once, and audits', async () => {
    const reply = await handlers.CreateWebhook(request({ body: { url: 'https://hooks.example.com/in', events: ['contact.created', 'deal.updated'], description: 'sync' } }));
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
    const read = data(await handlers.GetWebhook(request({ path: { id: hook['id'] as string } })));
    expect(read).not.toHaveProperty('secret');
    expect(read['url']).toBe('https://hooks.example.com/in');
  });

  it('refuses http and private targets with invalid_url saying why', async () => {
    expect(await failure(handlers.CreateWebhook(request({ body: { url: 'http://hooks.example.com', events: ['*'] } })))).toMatchObject({ code: 'invalid_url', message: expect.stringContaining('https://') });
    expect(await failure(handlers.CreateWebhook(request({ body: { url: 'https://internal.example/x', events: ['*'] } })))).toMatchObject({
      code: 'invalid_url',
      message: expect.stringContaining('10.0.0.5'),
    });
    expect((await webhooks.list(WS, 0, 10)).total).toBe(0);
  });

  it('names unknown event names', async () => {
    const err = await failure(handlers.CreateWebhook(request({ body: { url: 'https://hooks.example.com', events: ['contact.created', 'contact.exploded'] } })));
    expect(err.code).toBe('validation_error');
    expect(err.fields).toEqual([{ field: 'events.1', message: 'unknown event name contact.exploded; use names of the event catalog or "*"' }]);
  });
});

describe('List, Get, Delete', () => {
  it('lists the workspace webhooks newest first with meta, and hides other workspaces', async () => {
    const first = await create();
    clock.advance(1000);
    const second = await create();
    await create(undefined, OTHER_WS);
    const reply = await handlers.ListWebhooks(request({ query: { per_page: '1' } }));
    expect(reply.meta).toEqual({ page: 1, per_page: 1, total: 2 });
    expect((JSON.parse(reply.data_json) as Data[]).map((w) => w['id'])).toEqual([second['id']]);
    expect((await failure(handlers.GetWebhook(request({ ws: OTHER_WS, path: { id: first['id'] as string } })))).code).toBe('not_found');
    expect((await failure(handlers.ListWebhooks(request({ query: { per_page: '101' } })))).code).toBe('validation_error');
  });

  it('deletes (tombstone) and then answers 404', async () => {
    const hook = await create();
    const reply = await handlers.DeleteWebhook(request({ path: { id: hook['id'] as string } }));
    expect(data(reply)).toEqual({ id: hook['id'], deleted: true });
    expect(reply.audit?.action).toBe('delete');
    expect((await failure(handlers.GetWebhook(request({ path: { id: hook['id'] as string } })))).code).toBe('not_found');
    expect((await failure(handlers.DeleteWebhook(request({ path: { id: hook['id'] as string } })))).code).toBe('not_found');
  });
});

describe('UpdateWebhook', () => {
  it('checks a new url again, and records the diff', async () => {
    const hook = await create();
    checked = [];
    expect((await failure(handlers.UpdateWebhook(request({ path: { id: hook['id'] as string }, body: { url: 'https://internal.example/' } })))).code).toBe('invalid_url');
    clock.advance(5000);
    const reply = await handlers.UpdateWebhook(request({ path: { id: hook['id'] as string }, body: { url: 'https://other.example.com/', events: ['*'] } }));
    expect(checked).toEqual(['https://internal.example/', 'https://other.example.com/']);
    expect(data(reply)).toMatchObject({ url: 'https://other.example.com/', events: ['*'], updated_at: '2026-03-01T10:00:05.000Z' });
    expect(JSON.parse(reply.audit?.diff_json ?? '')).toEqual({
      url: { from: 'https://hooks.example.com/in', to: 'https://other.example.com/' },
      events: { from: ['contact.created'], to: ['*'] },
    });
  });

  it('re-enabling clears the reason and the failure streak', async () => {
    const hook = await create();
    const id = hook['id'] as string;
    await store.collection(WEBHOOKS_COLLECTION).updateOne({ _id: id }, { $set: { enabled: false, disabled_reason: 'every delivery failed since x', failing_since: '2026-02-01T00:00:00.000Z' } });
    const reply = await handlers.UpdateWebhook(request({ path: { id }, body: { enabled: true } }));
    expect(data(reply)).toMatchObject({ enabled: true, disabled_reason: null });
    expect((await webhooks.findLive(WS, id))?.failing_since).toBeNull();
  });
});

async function deliveryFor(hook: Data, event = 'contact.created'): Promise<DeliveryDoc> {
  return deliveries.insertOnce({ _id: newId(), workspace_id: WS, webhook_id: hook['id'] as string, event_id: newId(), event, body: '{}', created_at: clock.now().toISOString() });
}

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
    const hook = await create();
    const one = await deliveryFor(hook);
    const two = await deliveryFor(hook, 'deal.updated');
    expect(await backend.recordAttempt(report(one._id, false, 500))).toEqual({ attempt: 1, final: false, next_delay_ms: 30_000 });
    clock.advance(30_000);
    expect(await backend.recordAttempt(report(one._id, true, 200))).toEqual({ attempt: 2, final: true, next_delay_ms: 0 });
    clock.advance(1_000);
    await backend.recordAttempt(report(two._id, false, 503));

    const reply = await handlers.ListWebhookLogs(request({ path: { id: hook['id'] as string } }));
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
    const filtered = await handlers.ListWebhookLogs(request({ path: { id: hook['id'] as string }, query: { delivery_id: one._id, status: 'failed' } }));
    expect((JSON.parse(filtered.data_json) as Data[]).map((l) => l['attempt'])).toEqual([1]);
    const byEvent = await handlers.ListWebhookLogs(request({ path: { id: hook['id'] as string }, query: { event: 'deal.updated' } }));
    expect(byEvent.meta?.total).toBe(1);
    expect((await failure(handlers.ListWebhookLogs(request({ path: { id: hook['id'] as string }, query: { status: 'maybe' } })))).fields).toEqual([{ field: 'status', message: 'must be succeeded or failed' }]);
  });
});

describe('RetryDelivery', () => {
  it('queues a manual attempt of a delivery of this webhook only', async () => {
    const hook = await create();
    const other = await create();
    const delivery = await deliveryFor(hook);
    const reply = await handlers.RetryDelivery(request({ path: { id: hook['id'] as string, delivery_id: delivery._id } }));
    expect(data(reply)).toMatchObject({ delivery_id: delivery._id, status: 'queued' });
    expect(manual).toEqual([delivery._id]);
    expect((await failure(handlers.RetryDelivery(request({ path: { id: other['id'] as string, delivery_id: delivery._id } })))).code).toBe('not_found');
  });
});

describe('ReplayWebhook', () => {
  it('re-sends subscribed archived events of the window as new deliveries', async () => {
    // The archive TTL runs on real time, so the events are placed around now.
    const base = Date.now() - 3_600_000;
    clock.set(new Date(base + 3_600_000));
    const at = (minutes: number) => new Date(base + minutes * 60_000).toISOString();
    const hook = await create({ url: 'https://hooks.example.com/in', events: ['contact.created'] });
    const envelope = (event: string, when: string, ws = WS) => ({ id: newId(), event, occurred_at: when, workspace_id: ws, data: {}, causation: { root_id: newId(), depth: 0 } });
    const inside = envelope('contact.created', at(30));
    await archive.add(inside);
    await archive.add(inside);
    await archive.add(envelope('deal.updated', at(31)));
    await archive.add(envelope('contact.created', at(32), OTHER_WS));
    await archive.add(envelope('contact.created', at(5)));
    const reply = await handlers.ReplayWebhook(request({ path: { id: hook['id'] as string }, body: { since: at(10), until: at(60) } }));
    const queued = data(reply);
    expect(queued).toMatchObject({ webhook_id: hook['id'], status: 'queued', total: 1, replayed: 0, error: null, started_at: null, finished_at: null });
    // Queued, not sent inside the request: the runner sends it in the background.
    expect(delivered).toEqual([]);
    await runner.drain();
    expect(delivered).toEqual([{ webhookId: hook['id'], eventId: inside.id, key: expect.stringMatching(new RegExp(`^${inside.id}:replay:${queued['id'] as string}$`)) }]);
    const done = data(await handlers.GetReplay(request({ path: { id: hook['id'] as string, replay_id: queued['id'] as string } })));
    expect(done).toMatchObject({ id: queued['id'], status: 'completed', total: 1, replayed: 1, error: null, started_at: expect.any(String), finished_at: expect.any(String) });
    expect((await failure(handlers.GetReplay(request({ path: { id: hook['id'] as string, replay_id: newId() } })))).code).toBe('not_found');
    expect((await failure(handlers.GetReplay(request({ ws: OTHER_WS, path: { id: hook['id'] as string, replay_id: queued['id'] as string } })))).code).toBe('not_found');
    const err = await failure(handlers.ReplayWebhook(request({ path: { id: hook['id'] as string }, body: { since: at(-60 * 24 * 40), until: at(60) } })));
    expect(err.fields[0]?.field).toBe('since');
  });

  it('refuses a window holding more events than one replay may send (WEBHOOK_REPLAY_MAX_EVENTS), and queues nothing', async () => {
    const base = Date.now() - 3_600_000;
    clock.set(new Date(base + 3_600_000));
    const at = (minutes: number) => new Date(base + minutes * 60_000).toISOString();
    const hook = await create({ url: 'https://hooks.example.com/in', events: ['*'] });
    for (let i = 0; i < 4; i += 1) await archive.add({ id: newId(), event: 'contact.created', occurred_at: at(10 + i), workspace_id: WS, data: {}, causation: { root_id: newId(), depth: 0 } });
    const err = await failure(handlers.ReplayWebhook(request({ path: { id: hook['id'] as string }, body: { since: at(0), until: at(60) } })));
    expect(err).toMatchObject({ code: 'validation_error', fields: [{ field: 'until', message: expect.stringContaining('4 events, more than the 3') }] });
    expect(await store.collection('webhook_replays').countDocuments({})).toBe(0);
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

describe('a stray query parameter (docs/decisions.md: unknown query parameters are 400)', () => {
  it('refuses every non-list route, and nothing stored, queued or sent changes', async () => {
    const hook = await create();
    const id = hook['id'] as string;
    const delivery = await deliveryFor(hook);
    const snapshot = async () => ({ webhooks: await store.collection(WEBHOOKS_COLLECTION).find({}), deliveries: await store.collection(DELIVERIES_COLLECTION).find({}) });
    const before = await snapshot();
    const query = { bogus: '1' };
    const now = clock.now().toISOString();
    for (const call of [
      () => handlers.CreateWebhook(request({ query, body: { url: 'https://hooks.example.com/other', events: ['*'] } })),
      () => handlers.GetWebhook(request({ path: { id }, query })),
      () => handlers.UpdateWebhook(request({ path: { id }, query, body: { description: 'changed' } })),
      () => handlers.DeleteWebhook(request({ path: { id }, query })),
      () => handlers.RetryDelivery(request({ path: { id, delivery_id: delivery._id }, query })),
      () => handlers.ReplayWebhook(request({ path: { id }, query, body: { since: now, until: now } })),
    ]) {
      const { code, fields } = await failure(call());
      expect({ code, fields }).toEqual({ code: 'validation_error', fields: [{ field: 'bogus', message: 'is not a known query parameter (none are accepted)' }] });
    }
    expect(await snapshot()).toEqual(before);
    expect(manual).toEqual([]);
    expect(delivered).toEqual([]);
    expect(checked).toEqual(['https://hooks.example.com/in']);
  });
});

describe('subscribing needs read permission on the resource', () => {
  const WEBHOOKS_ONLY = ['read:webhooks', 'write:webhooks'];

  it('refuses a subscription the key could not read with 403 naming the permission, and stores nothing', async () => {
    const refused = await failure(handlers.CreateWebhook(request({ permissions: WEBHOOKS_ONLY, body: { url: 'https://hooks.example.com/in', events: ['webhook.endpoint_disabled', 'contact.created'] } })));
    expect(refused).toMatchObject({ code: 'insufficient_permissions', message: expect.stringContaining('read:contacts') });
    expect(await failure(handlers.CreateWebhook(request({ permissions: [...WEBHOOKS_ONLY, 'read:contacts'], body: { url: 'https://hooks.example.com/in', events: ['deal.updated'] } })))).toMatchObject({
      code: 'insufficient_permissions',
      message: expect.stringContaining('deals:read'),
    });
    expect((await webhooks.list(WS, 0, 10)).total).toBe(0);
    const allowed = data(await handlers.CreateWebhook(request({ permissions: [...WEBHOOKS_ONLY, 'read:contacts'], body: { url: 'https://hooks.example.com/in', events: ['contact.created'] } })));
    expect((await webhooks.findLive(WS, allowed['id'] as string))?.acting_key).toEqual({ key_id: 'key-1', permissions: [...WEBHOOKS_ONLY, 'read:contacts'] });
  });

  it('checks a PATCH against the subscription it leaves, and leaves a refused webhook unchanged', async () => {
    const hook = await create();
    const id = hook['id'] as string;
    const refused = await failure(handlers.UpdateWebhook(request({ permissions: WEBHOOKS_ONLY, path: { id }, body: { description: 'renamed' } })));
    expect(refused).toMatchObject({ code: 'insufficient_permissions', message: expect.stringContaining('read:contacts') });
    expect((await webhooks.findLive(WS, id))?.description).toBeNull();
  });

  it('takes "*" from any webhook key: it stands for the events that key may read', async () => {
    const hook = data(await handlers.CreateWebhook(request({ permissions: WEBHOOKS_ONLY, body: { url: 'https://hooks.example.com/in', events: ['*'] } })));
    expect((await webhooks.subscribers(WS, 'contact.created')).map((w) => w.id)).not.toContain(hook['id']);
    expect((await webhooks.subscribers(WS, 'webhook.endpoint_disabled')).map((w) => w.id)).toContain(hook['id']);
  });
});
