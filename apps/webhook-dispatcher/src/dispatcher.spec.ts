/**
 * The dispatcher against a real nats-server and a real HTTPS receiver on
 * loopback (self-signed certificate), with the real sender. Signatures are
 * verified here with node:crypto directly, independently of signPayload.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { connectBus, newEvent, type Bus } from '@wbk/bus';
import { EVENT_EXAMPLES, type EventOf, type EventPayload, type EventType } from '@wbk/contracts';
import { createLogger, isUuid, newId } from '@wbk/platform';
import { createRpcClient, findProtoRoot, loadServiceDefinition, type RpcClient } from '@wbk/rpc';
import { expectEventually, startHttpsReceiver, startNatsServer, type HttpsReceiver, type NatsServerHandle, type ReceivedRequest } from '@wbk/testing';
import { configSchema } from './config';
import { SERVICE_NAME, startDispatcher, type RunningDispatcher } from './dispatcher';

jest.setTimeout(60_000);

const WS = '11111111-1111-4111-8111-111111111111';
const logger = createLogger({ service: 'webhook-dispatcher-test', level: 'silent' });
const protoRoot = findProtoRoot(__dirname);
const definition = loadServiceDefinition(protoRoot, 'webhooks/v1/webhooks.proto', SERVICE_NAME);

let nats: NatsServerHandle;
let receiver: HttpsReceiver;
let dir: string;
let caFile: string;
let bus: Bus;
const running: RunningDispatcher[] = [];
const clients: RpcClient[] = [];

beforeEach(async () => {
  nats = await startNatsServer();
  receiver = await startHttpsReceiver();
  dir = await mkdtemp(path.join(tmpdir(), 'webhook-dispatcher-'));
  caFile = path.join(dir, 'ca.pem');
  await writeFile(caFile, receiver.ca);
  bus = await connectBus({ servers: nats.url, name: 'test-publisher', logger });
  await bus.ensureStreams();
});

afterEach(async () => {
  for (const client of clients.splice(0)) client.close();
  for (const dispatcher of running.splice(0).reverse()) await dispatcher.stop();
  await bus.close();
  await receiver.close();
  await nats.stop();
  await rm(dir, { recursive: true, force: true });
});

async function start(env: Record<string, string> = {}): Promise<RunningDispatcher> {
  const config = configSchema.parse({
    GRPC_PORT: '0',
    OPS_PORT: '0',
    NATS_URL: nats.url,
    DATA_DIR: path.join(dir, 'data'),
    LOG_LEVEL: 'silent',
    PROTO_DIR: protoRoot,
    WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
    WEBHOOK_CA_FILE: caFile,
    WEBHOOK_RETRY_SCHEDULE_MS: '50,100,150,200,250',
    WEBHOOK_TIMEOUT_MS: '2000',
    ...env,
  });
  const dispatcher = await startDispatcher(config, logger);
  running.push(dispatcher);
  return dispatcher;
}

function clientOf(dispatcher: RunningDispatcher): RpcClient {
  const client = createRpcClient({ name: 'webhook-dispatcher', address: `127.0.0.1:${dispatcher.port}`, definition, logger });
  clients.push(client);
  return client;
}

function apiRequest(pathParams: Record<string, string>, body?: unknown, query: Record<string, string> = {}) {
  return {
    context: { workspace_id: WS, request_id: 'r', api_key_id: 'k', user_id: '', idempotency_key: '', causation_root_id: '', causation_depth: 0, permissions: ['read', 'write'] },
    path: pathParams,
    query,
    body_json: body === undefined ? '' : JSON.stringify(body),
  };
}

type Data = Record<string, unknown>;
async function api<T = Data>(client: RpcClient, method: string, pathParams: Record<string, string>, body?: unknown, query?: Record<string, string>): Promise<T> {
  const reply = await client.call<{ data_json: string }>(method, apiRequest(pathParams, body, query));
  return JSON.parse(reply.data_json) as T;
}

async function createWebhook(client: RpcClient, events: string[] = ['contact.created'], suffix = '/hook'): Promise<{ id: string; secret: string }> {
  return api<{ id: string; secret: string }>(client, 'CreateWebhook', {}, { url: `${receiver.url}${suffix}`, events });
}

async function publish<T extends EventType>(type: T, data: EventPayload<T>): Promise<EventOf<T>> {
  const event = newEvent({ type, workspaceId: WS, data });
  await bus.publish(event);
  return event;
}

/** A contact.created event as the CRM publishes it, for a fresh contact unless one is named. */
function publishContact(id = newId()): Promise<EventOf<'contact.created'>> {
  return publish('contact.created', { contact: { ...EVENT_EXAMPLES['contact.created'].contact, id, full_name: 'Jane Doe' } });
}

function publishDeal(): Promise<EventOf<'deal.created'>> {
  return publish('deal.created', { deal: { ...EVENT_EXAMPLES['deal.created'].deal, id: newId() } });
}

/** An independent check of the documented signing scheme: HMAC-SHA256 over the raw bytes, constant-time compare. */
function signatureValid(request: ReceivedRequest, secret: string): boolean {
  const header = String(request.headers['x-service-signature'] ?? '');
  if (!header.startsWith('sha256=')) return false;
  const expected = createHmac('sha256', secret).update(request.rawBody).digest();
  const given = Buffer.from(header.slice('sha256='.length), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function deliveryIdOf(request: ReceivedRequest): string {
  return String(request.headers['x-service-delivery-id']);
}

/** Answers 500 to the first `failures` receipts of each delivery, then 200. */
function failFirst(failures: number): void {
  const seen = new Map<string, number>();
  receiver.setBehaviour((req, res) => {
    const id = String(req.headers['x-service-delivery-id']);
    const n = (seen.get(id) ?? 0) + 1;
    seen.set(id, n);
    res.writeHead(n <= failures ? 500 : 200, { 'content-type': 'text/plain' });
    res.end(n <= failures ? 'boom' : 'ok');
  });
}

async function logsOf(client: RpcClient, webhookId: string, query: Record<string, string> = {}): Promise<Data[]> {
  return api<Data[]>(client, 'ListWebhookLogs', { id: webhookId }, undefined, { per_page: '100', ...query });
}

describe('delivery', () => {
  it('posts the signed envelope with the spec headers', async () => {
    const client = clientOf(await start());
    const hook = await createWebhook(client);
    // Keys in another order than the catalog schema's: the body must carry the publisher's bytes, not a parsed copy.
    const { created_at, custom_fields, ...rest } = EVENT_EXAMPLES['contact.created'].contact;
    const event = await publish('contact.created', { contact: { created_at, custom_fields, ...rest } });
    await publishDeal();
    const [request] = await expectEventually(() => {
      expect(receiver.received).toHaveLength(1);
      return receiver.received;
    });
    expect(signatureValid(request!, hook.secret)).toBe(true);
    expect(signatureValid(request!, 'whsec_wrong')).toBe(false);
    expect(request!.headers['content-type']).toBe('application/json');
    expect(request!.headers['user-agent']).toBe('Service-Webhook/1.0');
    expect(Number.isNaN(Date.parse(String(request!.headers['x-service-timestamp'])))).toBe(false);
    const body = JSON.parse(request!.rawBody.toString('utf8')) as Data;
    expect(body).toEqual({ event: 'contact.created', delivery_id: deliveryIdOf(request!), occurred_at: event.occurred_at, workspace_id: WS, data: event.data });
    expect(isUuid(body['delivery_id'])).toBe(true);
    expect(request!.rawBody.toString('utf8')).toBe(
      JSON.stringify({ event: 'contact.created', delivery_id: deliveryIdOf(request!), occurred_at: event.occurred_at, workspace_id: WS, data: event.data }),
    );
    expect(Object.keys(event.data.contact).slice(0, 2)).toEqual(['created_at', 'custom_fields']);
    const logs = await expectEventually(async () => {
      const entries = await logsOf(client, hook.id);
      expect(entries).toHaveLength(1);
      return entries;
    });
    expect(logs[0]).toMatchObject({ attempt: 1, status: 'succeeded', status_code: 200, error: null, next_attempt_at: null });
  });

  it('retries after a 500 with a byte-identical body and the same delivery id', async () => {
    failFirst(1);
    const client = clientOf(await start());
    const hook = await createWebhook(client);
    await publishContact();
    await expectEventually(() => expect(receiver.received).toHaveLength(2));
    const [first, second] = receiver.received;
    expect(deliveryIdOf(first!)).toBe(deliveryIdOf(second!));
    expect(first!.rawBody.equals(second!.rawBody)).toBe(true);
    expect(signatureValid(second!, hook.secret)).toBe(true);
    const logs = await expectEventually(async () => {
      const entries = await logsOf(client, hook.id);
      expect(entries).toHaveLength(2);
      return entries;
    });
    expect(logs.map((l) => [l['attempt'], l['status'], l['status_code']])).toEqual([
      [2, 'succeeded', 200],
      [1, 'failed', 500],
    ]);
    expect(logs[1]!['next_attempt_at']).not.toBeNull();
  });

  it('makes six attempts, then the delivery is failed and nothing more is sent', async () => {
    failFirst(100);
    const client = clientOf(await start());
    const hook = await createWebhook(client);
    await publishContact();
    const logs = await expectEventually(async () => {
      const entries = await logsOf(client, hook.id);
      expect(entries).toHaveLength(6);
      return entries;
    });
    expect(logs.map((l) => l['attempt'])).toEqual([6, 5, 4, 3, 2, 1]);
    expect(logs[0]!['next_attempt_at']).toBeNull();
    expect(new Set(receiver.received.map(deliveryIdOf)).size).toBe(1);
    // A seventh attempt would come 250 ms after the sixth at most (+10% jitter); wait well past it.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(receiver.received).toHaveLength(6);
  });

  it('a dispatcher stopped mid-schedule is replaced by a new one that finishes the schedule', async () => {
    failFirst(3);
    const env = { WEBHOOK_RETRY_SCHEDULE_MS: '1500,1500,1500,1500,1500' };
    const first = await start(env);
    const hook = await createWebhook(clientOf(first));
    await publishContact();
    await expectEventually(() => expect(receiver.received).toHaveLength(1));
    await first.stop();
    running.splice(running.indexOf(first), 1);
    const second = await start(env);
    await expectEventually(() => expect(receiver.received).toHaveLength(4), { timeoutMs: 20_000 });
    const logs = await expectEventually(async () => {
      const entries = await logsOf(clientOf(second), hook.id);
      expect(entries).toHaveLength(4);
      return entries;
    });
    expect(logs.map((l) => [l['attempt'], l['status']])).toEqual([
      [4, 'succeeded'],
      [3, 'failed'],
      [2, 'failed'],
      [1, 'failed'],
    ]);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(receiver.received).toHaveLength(4);
  });

  it('two replicas (all + worker) make every attempt exactly once', async () => {
    failFirst(1);
    const all = await start({ WEBHOOK_WORKER_CONCURRENCY: '4' });
    await start({ ROLE: 'worker', WEBHOOK_DISPATCHER_URL: `127.0.0.1:${all.port}`, WEBHOOK_WORKER_CONCURRENCY: '4' });
    const client = clientOf(all);
    await createWebhook(client, ['contact.created'], '/a');
    await createWebhook(client, ['*'], '/b');
    const events = 25;
    for (let i = 0; i < events; i++) await publishContact();
    await expectEventually(() => expect(receiver.received).toHaveLength(events * 2 * 2), { timeoutMs: 30_000 });
    const perDelivery = new Map<string, number>();
    for (const request of receiver.received) perDelivery.set(deliveryIdOf(request), (perDelivery.get(deliveryIdOf(request)) ?? 0) + 1);
    expect(perDelivery.size).toBe(events * 2);
    expect([...perDelivery.values()].every((n) => n === 2)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(receiver.received).toHaveLength(events * 2 * 2);
  });

  it('a disabled endpoint gets nothing, and replay sends what it missed', async () => {
    const client = clientOf(await start());
    const hook = await createWebhook(client);
    await createWebhook(client, ['contact.created'], '/witness');
    await api(client, 'UpdateWebhook', { id: hook.id }, { enabled: false });
    const since = new Date(Date.now() - 1_000).toISOString();
    const missed = await publishContact();
    // The witness proves the event went through fan-out.
    await expectEventually(() => expect(receiver.received.filter((r) => r.path === '/witness')).toHaveLength(1));
    expect(receiver.received.filter((r) => r.path === '/hook')).toHaveLength(0);
    await api(client, 'UpdateWebhook', { id: hook.id }, { enabled: true });
    const until = new Date(Date.now() + 1_000).toISOString();
    const replay = await api<{ id: string }>(client, 'ReplayWebhook', { id: hook.id }, { since, until });
    expect(replay).toMatchObject({ status: 'queued', total: 1, replayed: 0 });
    await expectEventually(async () => expect(await api(client, 'GetReplay', { id: hook.id, replay_id: replay.id })).toMatchObject({ status: 'completed', replayed: 1 }));
    const replayed = await expectEventually(() => {
      const got = receiver.received.filter((r) => r.path === '/hook');
      expect(got).toHaveLength(1);
      return got[0]!;
    });
    expect(signatureValid(replayed, hook.secret)).toBe(true);
    expect(JSON.parse(replayed.rawBody.toString('utf8'))).toMatchObject({ event: 'contact.created', occurred_at: missed.occurred_at, data: missed.data });
    expect(deliveryIdOf(replayed)).not.toBe(deliveryIdOf(receiver.received.find((r) => r.path === '/witness')!));
  });

  it('retries one delivery on demand as a new attempt', async () => {
    const client = clientOf(await start());
    const hook = await createWebhook(client);
    await publishContact();
    await expectEventually(() => expect(receiver.received).toHaveLength(1));
    const deliveryId = deliveryIdOf(receiver.received[0]!);
    await api(client, 'RetryDelivery', { id: hook.id, delivery_id: deliveryId });
    await expectEventually(() => expect(receiver.received).toHaveLength(2));
    expect(deliveryIdOf(receiver.received[1]!)).toBe(deliveryId);
    const logs = await expectEventually(async () => {
      const entries = await logsOf(client, hook.id, { delivery_id: deliveryId });
      expect(entries).toHaveLength(2);
      return entries;
    });
    expect(logs.map((l) => l['attempt'])).toEqual([2, 1]);
  });

  it('sends an event that reaches the stream twice (a second copy) once, with one log entry', async () => {
    const client = clientOf(await start());
    const hook = await createWebhook(client);
    const event = await publishContact();
    await bus.js.publish(`events.${event.event}`, JSON.stringify(event), { msgID: `${event.id}:copy` });
    const marker = await publishContact();
    const bodies = await expectEventually(() => {
      const got = receiver.received.map((r) => JSON.parse(r.rawBody.toString('utf8')) as { occurred_at: string; data: Data });
      expect(got.map((b) => b.occurred_at)).toContain(marker.occurred_at);
      return got;
    });
    // The marker follows the copy in the stream; give a late copy time to show up anyway.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(receiver.received).toHaveLength(2);
    expect(bodies.filter((b) => JSON.stringify(b.data) === JSON.stringify(event.data))).toHaveLength(1);
    expect(await logsOf(client, hook.id)).toHaveLength(2);
  });

  it('a receiver that never answers does not hold up the deliveries of other endpoints', async () => {
    const stuck = await startHttpsReceiver();
    try {
      stuck.setBehaviour(() => undefined);
      // Few first attempts and a low per-endpoint cap, so both fall-backs to jobs are exercised.
      const client = clientOf(await start({ WEBHOOK_TIMEOUT_MS: '30000', WEBHOOK_FIRST_ATTEMPTS_IN_FLIGHT: '4', WEBHOOK_MAX_CONCURRENT_PER_ENDPOINT: '2' }));
      await api(client, 'CreateWebhook', {}, { url: `${stuck.url}/stuck`, events: ['deal.created'] });
      await createWebhook(client, ['contact.created']);
      // More stuck events than the fan-out has slots (4 + 64).
      for (let i = 0; i < 100; i++) await publishDeal();
      for (let i = 0; i < 10; i++) await publishContact();
      // Well inside the stuck receiver's 30 s timeout: nothing waited for it.
      await expectEventually(() => expect(receiver.received).toHaveLength(10), { timeoutMs: 10_000 });
      expect(stuck.received.length).toBeLessThanOrEqual(2);
    } finally {
      await stuck.close();
    }
  });

  it('disables an endpoint that keeps failing and tells the workspace', async () => {
    receiver.setBehaviour((req, res) => {
      res.writeHead(req.url === '/broken' ? 500 : 200);
      res.end();
    });
    const client = clientOf(await start({ WEBHOOK_RETRY_SCHEDULE_MS: '50', WEBHOOK_DISABLE_AFTER_MS: '1' }));
    const broken = await createWebhook(client, ['contact.created'], '/broken');
    await createWebhook(client, ['webhook.endpoint_disabled'], '/ops');
    await publishContact();
    const notice = await expectEventually(() => {
      const got = receiver.received.filter((r) => r.path === '/ops');
      expect(got).toHaveLength(1);
      return got[0]!;
    });
    expect(JSON.parse(notice.rawBody.toString('utf8'))).toMatchObject({ event: 'webhook.endpoint_disabled', data: { webhook: { id: broken.id } } });
    expect(await api(client, 'GetWebhook', { id: broken.id })).toMatchObject({ enabled: false, disabled_reason: expect.stringContaining('failed since') });
  });
});
