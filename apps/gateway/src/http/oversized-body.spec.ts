import { request } from 'node:http';
import { connect } from 'node:net';
import { DEFAULT_MAX_BODY_BYTES } from '../routes/route-table';
import { OWNER_KEY as KEY, startAppFixture, type AppFixture } from '../testing/app.fixture';

/**
 * A body over its limit is answered 413 with the error body while the client
 * is still sending it: from a declared length before a byte of the body
 * arrives, for a chunked body once the limit is passed. The clients here send
 * only that much and then wait, so a gateway that reads a refused body to its
 * end before answering gives them no answer at all.
 */
const ID = 'c5b1f0a4-8a53-4b8e-9d0b-0d7f1e2a3b4c';
const MiB = 1024 * 1024;
/** Generous: the answer needs no I/O but the request itself. */
const ANSWER_WITHIN_MS = 3_000;

interface Outcome {
  status?: number;
  connection?: string;
  body?: { error?: { code: string; message: string } };
  /** Set when the client got no complete answer: a reset, or nothing before the deadline. */
  failure?: string;
}

interface Upload {
  method: string;
  path: string;
  key?: string | null;
  contentType?: string;
  /** The size the body declares in Content-Length; chunked when absent. */
  declaredBytes?: number;
  /** Bytes written before the client waits for the answer without ending the request. */
  sendBytes: number;
}

/** Sends the start of an upload over node:http and waits for the answer; a dropped connection or no answer is a failure, not a throw. */
function upload(url: string, spec: Upload): Promise<Outcome> {
  return new Promise((resolve) => {
    const headers: Record<string, string> = { 'content-type': spec.contentType ?? 'application/json' };
    if (spec.key !== null) headers['authorization'] = `Bearer ${spec.key ?? KEY}`;
    if (spec.declaredBytes !== undefined) headers['content-length'] = String(spec.declaredBytes);
    else headers['transfer-encoding'] = 'chunked';
    const req = request(`${url}${spec.path}`, { method: spec.method, headers, agent: false });
    let settled = false;
    const settle = (outcome: Outcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      resolve(outcome);
      req.destroy();
    };
    const deadline = setTimeout(() => settle({ failure: `no answer within ${ANSWER_WITHIN_MS} ms` }), ANSWER_WITHIN_MS);
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (piece: string) => (text += piece));
      res.on('end', () => settle({ status: res.statusCode ?? 0, connection: res.headers.connection, body: JSON.parse(text) as Outcome['body'] }));
      res.on('error', (err) => settle({ failure: `the answer broke off: ${err.message}` }));
    });
    req.on('error', (err) => settle({ failure: `the connection failed: ${err.message}` }));
    // Node's client holds the headers back until the first write; a client that sends no body yet still sends them.
    req.flushHeaders();
    if (spec.sendBytes > 0) req.write(Buffer.alloc(spec.sendBytes, 0x20));
  });
}

/**
 * Writes a whole request (headers and every byte of a declared body) on a
 * plain socket as fast as it takes them, reading whatever comes back
 * meanwhile, as a client does that reads the answer only after sending.
 */
function rawUpload(url: string, path: string, bodyBytes: number): Promise<{ answer: string; answeredBeforeUploadWritten: boolean; failure?: string }> {
  return new Promise((resolve) => {
    const { hostname, port } = new URL(url);
    const socket = connect(Number(port), hostname);
    let answer = '';
    let uploadWritten = false;
    let answeredBeforeUploadWritten = false;
    let failure: string | undefined;
    socket.setEncoding('utf8');
    socket.on('data', (text: string) => {
      answer += text;
      if (!uploadWritten && answer.includes('\r\n\r\n')) answeredBeforeUploadWritten = true;
    });
    socket.on('error', (err) => (failure = `the connection failed: ${err.message}`));
    socket.on('close', () => resolve({ answer, answeredBeforeUploadWritten, ...(failure === undefined ? {} : { failure }) }));
    socket.write(`POST ${path} HTTP/1.1\r\nHost: ${hostname}\r\nAuthorization: Bearer ${KEY}\r\nContent-Type: application/json\r\nContent-Length: ${bodyBytes}\r\n\r\n`);
    socket.end(Buffer.alloc(bodyBytes, 0x20), () => (uploadWritten = true));
  });
}

function expectTooLarge(outcome: Outcome, limit = DEFAULT_MAX_BODY_BYTES): void {
  expect(outcome.failure).toBeUndefined();
  expect(outcome).toMatchObject({ status: 413, connection: 'close' });
  expect(Object.keys(outcome.body ?? {})).toEqual(['error']);
  expect(outcome.body?.error).toEqual({ code: 'payload_too_large', message: expect.stringContaining(`${limit} bytes`) });
}

describe('oversized bodies', () => {
  let h: AppFixture;
  beforeAll(async () => {
    h = await startAppFixture({ unauthLimitPerMinute: 1000 });
  });
  afterAll(() => h.close());

  const declaredOver = 10 * MiB;
  it.each([
    ['a route with a body', 'POST', `/v1/contacts/${ID}/notes`, {}],
    ['a route without a body', 'POST', `/v1/campaigns/${ID}/start`, {}],
    ['a delete', 'DELETE', `/v1/contacts/${ID}`, {}],
    ['an unknown path', 'POST', '/v1/no-such-thing', {}],
    ['a path outside /v1', 'PUT', '/elsewhere', {}],
    ['a caller without a key', 'POST', '/v1/contacts', { key: null }],
    ['a form body', 'POST', '/v1/contacts', { contentType: 'application/x-www-form-urlencoded' }],
  ] as const)('a declared length over the limit on %s is answered 413 before any of the body is sent', async (_name, method, path, extra) => {
    const before = h.forwarded.length;
    expectTooLarge(await upload(h.url, { method, path, declaredBytes: declaredOver, sendBytes: 0, ...extra }));
    expect(h.forwarded.length).toBe(before);
  });

  it.each([
    ['a route with a body', 'POST', `/v1/webhooks/${ID}/replay`, {}],
    ['an unknown path', 'POST', '/v1/no-such-thing', {}],
    ['a caller without a key', 'PATCH', `/v1/contacts/${ID}`, { key: null }],
    ['a form body', 'POST', '/v1/contacts', { contentType: 'text/plain' }],
  ] as const)('a chunked body on %s is answered 413 once it passes the limit, while the client is still sending', async (_name, method, path, extra) => {
    expectTooLarge(await upload(h.url, { method, path, sendBytes: DEFAULT_MAX_BODY_BYTES + 64 * 1024, ...extra }));
  });

  it('the limit is the route\'s own: the channel send takes 14 MiB, and a declared length past it is refused naming it', async () => {
    const limit = 14 * MiB;
    expectTooLarge(await upload(h.url, { method: 'POST', path: '/v1/channels/send', declaredBytes: limit + 1, sendBytes: 0 }), limit);
  });

  it('a client that writes its whole body at once gets the 413 while still writing, and the connection closes only after its upload, without a reset', async () => {
    const outcome = await rawUpload(h.url, `/v1/contacts/${ID}/notes`, 10 * MiB);
    expect(outcome.failure).toBeUndefined();
    expect(outcome.answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(outcome.answer).toMatch(/\r\nconnection: close\r\n/i);
    expect(JSON.parse(outcome.answer.slice(outcome.answer.indexOf('\r\n\r\n') + 4))).toMatchObject({ error: { code: 'payload_too_large' } });
    expect(outcome.answeredBeforeUploadWritten).toBe(true);
  });
});
