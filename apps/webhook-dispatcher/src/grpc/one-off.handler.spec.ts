import { createHmac, timingSafeEqual } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLogger, isAppError } from '@wbk/platform';
import { openStore, type DocStore } from '@wbk/store';
import { type HttpsReceiver, ManualClock, startHttpsReceiver } from '@wbk/testing';
import { createWebhookSender, signPayload, type WebhookSender } from '../providers/webhook-sender';
import { OneOffRepository } from '../store/one-off.repository';
import { isRetryableFailure } from '../domain/send-failure';
import { createOneOffHandlers } from './one-off.handler';

const WS = '11111111-1111-4111-8111-111111111111';
const logger = createLogger({ service: 'one-off-test', level: 'silent' });
// The claims' TTL is judged by the store against real time, so the manual clock must not be in the past.
const NOW = new Date(Math.floor(Date.now() / 1000) * 1000).toISOString();

let dir: string;
let store: DocStore;
let repo: OneOffRepository;
let receiver: HttpsReceiver;
let sender: WebhookSender;
let handlers: ReturnType<typeof createOneOffHandlers>;

/** Independent of signPayload: the receiver's view of the signature the webhook contract documents (docs/decisions.md "Webhooks"). */
function signatureMatches(secret: string, rawBody: Buffer, header: string | string[] | undefined): boolean {
  const expected = Buffer.from(`sha256=${createHmac('sha256', secret).update(rawBody).digest('hex')}`);
  const got = Buffer.from(typeof header === 'string' ? header : '');
  return got.length === expected.length && timingSafeEqual(got, expected);
}

function request(overrides: Record<string, unknown> = {}) {
  return {
    workspace_id: WS,
    url: `${receiver.url}/hooks/workflow`,
    event_name: 'workflow.action',
    payload_json: JSON.stringify({ workflow_id: 'w1', run_id: 'r1', entity: { id: 'c1', name: 'Ünïcode' } }),
    idempotency_key: 'run-1:1',
    secret: 'whsec_from_action_config',
    ...overrides,
  };
}

beforeAll(async () => {
  receiver = await startHttpsReceiver();
});

afterAll(async () => {
  await receiver.close();
});

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'one-off-handler-'));
  store = await openStore({ kind: 'embedded', dataDir: dir });
  repo = new OneOffRepository(store);
  await repo.ensureIndexes();
  receiver.received.length = 0;
  receiver.setBehaviour((_req, res) => {
    res.writeHead(200);
    res.end('ok');
  });
  // Loopback receiver: the address range check is off, https, pinning and TLS verification still apply.
  sender = createWebhookSender({ allowPrivateTargets: true, maxConcurrentPerEndpoint: 4, logger, ca: receiver.ca });
  handlers = createOneOffHandlers({ repo, sender, sign: signPayload, clock: new ManualClock(NOW), logger, timeoutMs: 10_000 });
});

afterEach(async () => {
  sender.close();
  await store.close();
  await rm(dir, { recursive: true, force: true });
});

describe('SendOneOff', () => {
  it('posts the envelope signed with the given secret and the delivery headers', async () => {
    const reply = await handlers.SendOneOff(request());
    expect(reply).toEqual({ delivery_id: expect.stringMatching(/^[0-9a-f-]{36}$/), status_code: 200, ok: true, error: '', retryable: false });
    expect(receiver.received).toHaveLength(1);
    const got = receiver.received[0]!;
    expect(got.path).toBe('/hooks/workflow');
    expect(signatureMatches('whsec_from_action_config', got.rawBody, got.headers['x-service-signature'])).toBe(true);
    expect(got.headers['x-service-delivery-id']).toBe(reply.delivery_id);
    expect(got.headers['x-service-timestamp']).toBe(NOW);
    expect(JSON.parse(got.rawBody.toString('utf8'))).toEqual({
      event: 'workflow.action',
      delivery_id: reply.delivery_id,
      occurred_at: NOW,
      workspace_id: WS,
      data: { workflow_id: 'w1', run_id: 'r1', entity: { id: 'c1', name: 'Ünïcode' } },
    });
  });

  it('never sends a delivered key again and replays its outcome', async () => {
    const first = await handlers.SendOneOff(request());
    const again = await handlers.SendOneOff(request());
    expect(again).toEqual(first);
    expect(receiver.received).toHaveLength(1);
    const next = await handlers.SendOneOff(request({ idempotency_key: 'run-2' }));
    expect(next.delivery_id).not.toBe(first.delivery_id);
    expect(receiver.received).toHaveLength(2);
  });

  it('attempts a key again after a failed attempt (the engine retry), with the same delivery id', async () => {
    receiver.setBehaviour((_req, res) => {
      res.writeHead(500);
      res.end();
    });
    const failed = await handlers.SendOneOff(request());
    expect(failed).toMatchObject({ ok: false, status_code: 500, retryable: true });
    receiver.setBehaviour((_req, res) => {
      res.writeHead(204);
      res.end();
    });
    const retried = await handlers.SendOneOff(request());
    expect(retried).toEqual({ delivery_id: failed.delivery_id, status_code: 204, ok: true, error: '', retryable: false });
    expect(receiver.received).toHaveLength(2);
    expect(receiver.received[1]!.headers['x-service-delivery-id']).toBe(failed.delivery_id);
  });

  it('reports a key being sent as in progress, and takes over a claim left by a crash', async () => {
    // A claim whose owner never finished (crashed mid-send).
    const clock = new ManualClock(NOW);
    const crashed = await repo.claim('00000000-0000-4000-8000-000000000001', { workspaceId: WS, url: 'https://x', event: 'e' }, clock.now(), 20_000);
    expect(crashed).toEqual({ kind: 'owned' });
    expect(await repo.claim('00000000-0000-4000-8000-000000000001', { workspaceId: WS, url: 'https://x', event: 'e' }, clock.now(), 20_000)).toEqual({ kind: 'in_progress' });
    clock.advance(20_000);
    expect(await repo.claim('00000000-0000-4000-8000-000000000001', { workspaceId: WS, url: 'https://x', event: 'e' }, clock.now(), 20_000)).toEqual({ kind: 'owned' });
  });

  it('signs with the workspace secret, created once, when no secret is given', async () => {
    await handlers.SendOneOff(request({ secret: '', idempotency_key: 'a' }));
    await handlers.SendOneOff(request({ secret: '', idempotency_key: 'b' }));
    const secret = await repo.workspaceSecret(WS, new Date());
    expect(secret).toMatch(/^whsec_/);
    expect(receiver.received).toHaveLength(2);
    for (const got of receiver.received) expect(signatureMatches(secret, got.rawBody, got.headers['x-service-signature'])).toBe(true);
    expect(signatureMatches('whsec_from_action_config', receiver.received[0]!.rawBody, receiver.received[0]!.headers['x-service-signature'])).toBe(false);
  });

  it('reports a 5xx as retryable and a 4xx as final', async () => {
    receiver.setBehaviour((_req, res) => {
      res.writeHead(503);
      res.end('down');
    });
    expect(await handlers.SendOneOff(request({ idempotency_key: 'k5' }))).toMatchObject({ ok: false, status_code: 503, error: 'http_status: 503', retryable: true });
    receiver.setBehaviour((_req, res) => {
      res.writeHead(404);
      res.end('gone');
    });
    expect(await handlers.SendOneOff(request({ idempotency_key: 'k4' }))).toMatchObject({ ok: false, status_code: 404, retryable: false });
  });

  it('refuses a private target at the attempt (SSRF rules) without sending', async () => {
    const guarded = createWebhookSender({ allowPrivateTargets: false, maxConcurrentPerEndpoint: 4, logger, ca: receiver.ca });
    try {
      const strict = createOneOffHandlers({ repo, sender: guarded, sign: signPayload, clock: new ManualClock(NOW), logger, timeoutMs: 10_000 });
      const reply = await strict.SendOneOff(request());
      expect(reply).toMatchObject({ ok: false, status_code: 0, retryable: false });
      expect(reply.error).toMatch(/^blocked_address: 127\.0\.0\.1 is loopback/);
      expect(receiver.received).toHaveLength(0);
    } finally {
      guarded.close();
    }
  });

  it('answers a plain-http URL as a final failure', async () => {
    const reply = await handlers.SendOneOff(request({ url: 'http://127.0.0.1:1/x' }));
    expect(reply).toMatchObject({ ok: false, error: 'invalid_url: url must use https://', retryable: false });
  });

  it('rejects a request without key or with a non-object payload as validation_error naming the fields', async () => {
    const err: unknown = await handlers.SendOneOff(request({ idempotency_key: '', payload_json: '[1]' })).catch((e: unknown) => e);
    expect(isAppError(err) && err.code).toBe('validation_error');
    expect(JSON.stringify((err as { details: unknown }).details)).toContain('idempotency_key');
    expect(JSON.stringify((err as { details: unknown }).details)).toContain('payload_json');
    expect(receiver.received).toHaveLength(0);
  });
});

describe('isRetryableFailure', () => {
  it.each([
    ['timeout', null, true],
    ['connection_refused', null, true],
    ['http_status: 500', 500, true],
    ['http_status: 429', 429, true],
    ['http_status: 408', 408, true],
    ['http_status: 400', 400, false],
    ['redirect_not_followed', 302, false],
    ['blocked_address: 10.0.0.1 is private', null, false],
    ['invalid_url: url must use https://', null, false],
    ['endpoint_busy', null, true],
  ])('%s -> %s', (error, status, expected) => {
    expect(isRetryableFailure(error, status)).toBe(expected);
  });
});
