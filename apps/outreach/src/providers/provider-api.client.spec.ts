// The providers' HTTP API client against a small node:http stand-in that
// answers like apps/provider-sim (200, 400 invalid_recipient, 404
// conversation_not_found, 429 with Retry-After, 5xx, silence).
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLogger } from '@wbk/platform';
import { createProviderApi, type ProviderApi, type ProviderSendRequest } from './provider-api.client';

type Behaviour = (req: IncomingMessage, res: ServerResponse, body: string) => void;

let server: http.Server;
let baseUrl: string;
let behaviour: Behaviour;
const received: Array<{ method: string; url: string; headers: http.IncomingHttpHeaders; body: string }> = [];
const logger = createLogger({ service: 'provider-api-test', level: 'silent' });

function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      behaviour(req, res, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

let api: ProviderApi;
beforeEach(() => {
  received.length = 0;
  api = createProviderApi({ baseUrl, logger, now: () => new Date('2026-03-02T10:00:00.000Z'), breaker: { volumeThreshold: 3, errorThresholdPercentage: 50, resetTimeoutMs: 60_000 } });
});
afterEach(() => api.close());

const request = (extra: Partial<ProviderSendRequest> = {}): ProviderSendRequest => ({
  provider: 'chat_a',
  accountId: '11111111-1111-4111-8111-111111111111',
  idempotencyKey: 'key-1',
  body: { recipient: 'C0LITIGATE', text: 'hi', format: 'text' },
  timeoutMs: 1_000,
  ...extra,
});

describe('ProviderApi', () => {
  it('POSTs the body to /providers/{provider}/messages with the account and the idempotency key, and reads the acceptance', async () => {
    behaviour = (_req, res) => json(res, 200, { id: 'cha_5f0c2e7a9b1d4c3e8f6a2b0d', status: 'queued', accepted_at: '2026-03-02T10:00:00.120Z' });
    expect(await api.send(request())).toEqual({ kind: 'accepted', id: 'cha_5f0c2e7a9b1d4c3e8f6a2b0d', status: 'queued', acceptedAt: '2026-03-02T10:00:00.120Z', messageIdHeader: null });
    expect(received[0]).toMatchObject({ method: 'POST', url: '/providers/chat_a/messages', headers: { 'x-account-id': '11111111-1111-4111-8111-111111111111', 'idempotency-key': 'key-1', 'content-type': 'application/json' } });
    expect(JSON.parse(received[0]!.body)).toEqual({ recipient: 'C0LITIGATE', text: 'hi', format: 'text' });
  });

  it('reads refusals as final, with the provider\'s code', async () => {
    behaviour = (_req, res) => json(res, 404, { error: { code: 'conversation_not_found' } });
    expect(await api.send(request({ provider: 'chat_b' }))).toEqual({ kind: 'refused', httpStatus: 404, code: 'conversation_not_found', message: 'conversation_not_found' });
    behaviour = (_req, res) => json(res, 400, { error: { code: 'invalid_recipient', message: 'not an E.164 number' } });
    expect(await api.send(request({ provider: 'chat_c' }))).toEqual({ kind: 'refused', httpStatus: 400, code: 'invalid_recipient', message: 'not an E.164 number' });
  });

  it('reads 429 with its Retry-After', async () => {
    behaviour = (_req, res) => json(res, 429, { error: { code: 'rate_limited' } }, { 'retry-after': '1' });
    expect(await api.send(request())).toEqual({ kind: 'rate_limited', retryAfterMs: 1_000 });
    behaviour = (_req, res) => json(res, 429, { error: { code: 'rate_limited' } });
    expect(await api.send(request())).toEqual({ kind: 'rate_limited', retryAfterMs: null });
  });

  it('reads 5xx, silence and an answer without an id as unavailable', async () => {
    behaviour = (_req, res) => json(res, 503, { error: { code: 'unavailable', message: 'fault injected' } });
    expect(await api.send(request())).toEqual({ kind: 'unavailable', httpStatus: 503, reason: 'fault injected' });
    behaviour = () => undefined;
    expect(await api.send(request({ timeoutMs: 100 }))).toEqual({ kind: 'unavailable', httpStatus: null, reason: 'no answer within 100 ms' });
    behaviour = (_req, res) => json(res, 200, { ok: true });
    expect(await api.send(request({ provider: 'chat_d' }))).toEqual({ kind: 'unavailable', httpStatus: 200, reason: 'the answer carries no message id' });
  });

  it('stops calling a provider that keeps failing, without touching the others', async () => {
    behaviour = (_req, res) => json(res, 500, { error: { code: 'boom' } });
    for (let i = 0; i < 3; i += 1) await api.send(request());
    const calls = received.length;
    expect(await api.send(request())).toEqual({ kind: 'unavailable', httpStatus: null, reason: expect.stringContaining('paused') });
    expect(received).toHaveLength(calls);
    behaviour = (_req, res) => json(res, 200, { id: 'chb_1', status: 'sent', accepted_at: '2026-03-02T10:00:00.000Z' });
    expect(await api.send(request({ provider: 'chat_b' }))).toMatchObject({ kind: 'accepted' });
  });

  it('pauses one workspace\'s account at a provider without pausing another workspace at the same provider', async () => {
    const failingAccount = '22222222-2222-4222-8222-222222222222';
    behaviour = (req, res) =>
      req.headers['x-account-id'] === failingAccount ? json(res, 500, { error: { code: 'account_broken' } }) : json(res, 200, { id: 'cha_1', status: 'sent', accepted_at: '2026-03-02T10:00:00.000Z' });
    for (let i = 0; i < 3; i += 1) await api.send(request({ accountId: failingAccount }));
    expect(await api.send(request({ accountId: failingAccount }))).toEqual({ kind: 'unavailable', httpStatus: null, reason: expect.stringContaining('paused') });
    expect(await api.send(request())).toMatchObject({ kind: 'accepted', id: 'cha_1' });
  });

  it('reports an unreachable provider as unavailable', async () => {
    const closed = createProviderApi({ baseUrl: 'http://127.0.0.1:1', logger });
    expect(await closed.send(request())).toEqual({ kind: 'unavailable', httpStatus: null, reason: 'the provider is unreachable' });
    closed.close();
  });
});
