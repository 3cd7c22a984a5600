// The shared JSON-over-HTTP client against a node:http stand-in whose answer the test sets.
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createJsonHttp, type Classified, type JsonAnswer, type JsonHttp } from './json-http';

type Behaviour = (req: IncomingMessage, res: ServerResponse) => void;

let server: http.Server;
let base: string;
let behaviour: Behaviour;
const received: Array<{ method: string; url: string; headers: http.IncomingHttpHeaders; body: string }> = [];
const logger = { warn: () => undefined, info: () => undefined };

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      behaviour(req, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

let client: JsonHttp;
beforeEach(() => {
  received.length = 0;
  client = createJsonHttp({ logger, keyName: 'provider', breaker: { volumeThreshold: 3, errorThresholdPercentage: 50, resetTimeoutMs: 60_000 } });
});
afterEach(() => client.close());

function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
}

/** 5xx counts against the breaker, anything else is read as it came. */
const byStatus = (answer: JsonAnswer): Classified<JsonAnswer> => ({ result: answer, countsAsFailure: answer.status >= 500 });
const post = (key = 'a', timeoutMs = 1_000) => client.call(key, { method: 'POST', url: `${base}/things?x=1`, body: { n: 1 }, headers: { 'x-account-id': 'acc' }, timeoutMs }, byStatus);

describe('createJsonHttp', () => {
  it('POSTs the body as JSON with the caller\'s headers and reads status, headers and the parsed body', async () => {
    behaviour = (_req, res) => json(res, 201, { id: 'x' }, { 'retry-after': '3' });
    const outcome = await post();
    expect(outcome).toMatchObject({ kind: 'answered', result: { status: 201, text: '{"id":"x"}', body: { id: 'x' } } });
    expect(outcome.kind === 'answered' && outcome.result.header('Retry-After')).toBe('3');
    expect(received[0]).toMatchObject({ method: 'POST', url: '/things?x=1', headers: { 'content-type': 'application/json', 'x-account-id': 'acc' } });
    expect(JSON.parse(received[0]!.body)).toEqual({ n: 1 });
  });

  it('GETs without a body or content type, and gives an answer that is not JSON an undefined body', async () => {
    behaviour = (_req, res) => json(res, 200, 'not json');
    expect(await client.call('a', { method: 'GET', url: `${base}/read`, timeoutMs: 1_000 }, byStatus)).toMatchObject({ kind: 'answered', result: { status: 200, text: 'not json', body: undefined } });
    expect(received[0]).toMatchObject({ method: 'GET', body: '' });
    expect(received[0]!.headers['content-type']).toBeUndefined();
  });

  it('opens the breaker of a key on the answers the caller counts as failures, and only that key\'s', async () => {
    behaviour = (_req, res) => json(res, 503, { error: { code: 'down' } });
    for (let i = 0; i < 3; i += 1) expect(await post()).toMatchObject({ kind: 'answered', result: { status: 503 } });
    const calls = received.length;
    expect(await post()).toEqual({ kind: 'paused' });
    expect(received).toHaveLength(calls);
    behaviour = (_req, res) => json(res, 200, {});
    expect(await post('b')).toMatchObject({ kind: 'answered', result: { status: 200 } });
  });

  it('keeps the breaker closed on answers the caller does not count, whatever their status', async () => {
    behaviour = (_req, res) => json(res, 429, {});
    for (let i = 0; i < 6; i += 1) expect(await post()).toMatchObject({ kind: 'answered', result: { status: 429 } });
    expect(received).toHaveLength(6);
  });

  it('aborts a call at its deadline: the outcome says timeout, the connection is closed, and it counts against the breaker', async () => {
    const closed: Array<Promise<void>> = [];
    behaviour = (req) => closed.push(new Promise<void>((resolve) => req.socket.once('close', () => resolve())));
    for (let i = 0; i < 3; i += 1) expect(await post('a', 50)).toEqual({ kind: 'no_answer', cause: 'timeout', status: null });
    // The server sees every one of the three connections closed by the client, not left hanging.
    await Promise.all(closed);
    expect(closed).toHaveLength(3);
    expect(await post('a', 50)).toEqual({ kind: 'paused' });
  });

  it('reports a body cut off after the status line with that status, and an unreachable host without one', async () => {
    behaviour = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' });
      res.write('{"partial":');
      setImmediate(() => res.socket?.destroy());
    };
    expect(await post()).toEqual({ kind: 'no_answer', cause: 'cut_off', status: 200 });
    expect(await client.call('c', { method: 'GET', url: 'http://127.0.0.1:1/x', timeoutMs: 1_000 }, byStatus)).toEqual({ kind: 'no_answer', cause: 'unreachable', status: null });
  });
});
