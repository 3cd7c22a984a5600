import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLogger, isAppError, newId, type FieldIssue } from '@wbk/platform';
import { ManualClock } from '@wbk/testing';
import type { ApiReply } from '@wbk/rpc';
import { openStore, type DocStore } from '@wbk/store';
import type { UrlChecker } from '../app/public-target';
import type { WebhookState } from '../domain/webhook';
import { LocalDeliveryBackend } from '../app/delivery-backend';
import type { DeliveryEnqueuer } from '../events/delivery-enqueuer';
import { createDeliveriesHandlers } from '../grpc/deliveries.handler';
import { createWebhooksHandlers } from '../grpc/webhooks.handler';
import { ReplayRunnerJob } from '../jobs/replay-runner.job';
import { AttemptRepository } from '../store/attempt.repository';
import { DeliveryRepository, type DeliveryDoc } from '../store/delivery.repository';
import { EventArchiveRepository, type ArchivedEvent } from '../store/event-archive.repository';
import { ReplayJobRepository } from '../store/replay-job.repository';
import { WebhookRepository } from '../store/webhook.repository';

/**
 * The webhooks and deliveries handlers on an embedded store in a temporary
 * directory, with a recording enqueuer (what would be sent) and a URL guard
 * that refuses "internal.example". For the handler specs.
 */
export const WS = '11111111-1111-4111-8111-111111111111';
export const OTHER_WS = '22222222-2222-4222-8222-222222222222';
export const MAX_PER_WORKSPACE = 3;
const DAY = 86_400_000;

export type Data = Record<string, unknown>;

export interface WebhooksFixture {
  store: DocStore;
  clock: ManualClock;
  webhooks: WebhookRepository;
  deliveries: DeliveryRepository;
  archive: EventArchiveRepository;
  runner: ReplayRunnerJob;
  backend: LocalDeliveryBackend;
  /** What the enqueuer was asked to deliver. */
  delivered: Array<{ webhookId: string; eventId: string; key: string }>;
  /** Deliveries queued for a manual attempt. */
  manual: string[];
  /** URLs the guard was asked about. */
  checked: string[];
  handlers: ReturnType<typeof createWebhooksHandlers> & ReturnType<typeof createDeliveriesHandlers>;
  /** Creates a webhook through the handler and answers its record. */
  create(body?: Data, ws?: string): Promise<Data>;
  /** Stores a delivery of an event to `hook`, as the enqueuer would. */
  deliveryFor(hook: Data, event?: string): Promise<DeliveryDoc>;
  stop(): Promise<void>;
}

export async function startWebhooksFixture(): Promise<WebhooksFixture> {
  const dir = await mkdtemp(path.join(tmpdir(), 'webhooks-handler-'));
  const store = await openStore({ kind: 'embedded', dataDir: dir });
  const clock = new ManualClock('2026-03-01T10:00:00.000Z');
  const webhooks = new WebhookRepository(store);
  const deliveries = new DeliveryRepository(store);
  const attempts = new AttemptRepository(store);
  const archive = new EventArchiveRepository(store, 30 * 86_400);
  const replays = new ReplayJobRepository(store);
  await Promise.all([webhooks, deliveries, attempts, archive, replays].map((r) => r.ensureIndexes()));
  const delivered: WebhooksFixture['delivered'] = [];
  const manual: string[] = [];
  const checked: string[] = [];
  /** Refuses hosts named "internal.example", as the real guard would for a private address. */
  const checkUrl: UrlChecker = async (url) => {
    checked.push(url);
    return new URL(url).hostname === 'internal.example' ? { ok: false, reason: 'resolves to 10.0.0.5 (private)' } : { ok: true, addresses: ['203.0.113.7'] };
  };
  const enqueuer: Pick<DeliveryEnqueuer, 'deliver' | 'enqueueManual'> = {
    async deliver(workspaceId: string, webhook: WebhookState, event: ArchivedEvent, key: string = event.id) {
      delivered.push({ webhookId: webhook.id, eventId: event.id, key });
      return deliveries.insertOnce({ _id: newId(), workspace_id: workspaceId, webhook_id: webhook.id, event_id: event.id, event: event.event, body: '{}', created_at: clock.now().toISOString() });
    },
    async enqueueManual(delivery: DeliveryDoc) {
      manual.push(delivery._id);
    },
  };
  const logger = createLogger({ service: 'test', level: 'silent' });
  const backend = new LocalDeliveryBackend({ webhooks, deliveries, attempts, clock, logger, schedule: [30_000, 120_000], disableAfterMs: 5 * DAY, maxPendingRetriesPerWorkspace: 1_000, afterWrite: () => undefined, random: () => 0 });
  const handlers = {
    ...createWebhooksHandlers({ webhooks, clock, checkUrl, maxPerWorkspace: MAX_PER_WORKSPACE }),
    ...createDeliveriesHandlers({ webhooks, deliveries, attempts, archive, enqueuer, replays, replayQueued: () => undefined, clock, archiveRetentionMs: 30 * DAY, maxReplayEvents: 3 }),
  };
  const runner = new ReplayRunnerJob({ jobs: replays, archive, webhooks, enqueuer, clock, logger, batchSize: 2 });
  return {
    store,
    clock,
    webhooks,
    deliveries,
    archive,
    runner,
    backend,
    delivered,
    manual,
    checked,
    handlers,
    async create(body = { url: 'https://hooks.example.com/in', events: ['contact.created'] }, ws = WS) {
      return data(await handlers.CreateWebhook(request({ ws, body })));
    },
    deliveryFor(hook, event = 'contact.created') {
      return deliveries.insertOnce({ _id: newId(), workspace_id: WS, webhook_id: hook['id'] as string, event_id: newId(), event, body: '{}', created_at: clock.now().toISOString() });
    },
    async stop() {
      await store.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export function request({
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

export const data = (reply: ApiReply): Data => JSON.parse(reply.data_json) as Data;

export async function failure(promise: Promise<unknown>): Promise<{ code: string; message: string; fields: FieldIssue[] }> {
  try {
    await promise;
  } catch (err) {
    if (!isAppError(err)) throw err;
    return { code: err.code, message: err.message, fields: ((err.details ?? {}) as { fields?: FieldIssue[] }).fields ?? [] };
  }
  throw new Error('expected an AppError');
}
