import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type Socket } from 'node:net';
import { performance } from 'node:perf_hooks';
import { createLogger } from '@wbk/platform';
import { startHttpsReceiver, type HttpsReceiver } from '@wbk/testing';
import { checkWebhookUrl, type LookupFn } from './url-guard';
import { createWebhookSender, signPayload, type SendRequest, type WebhookSender } from './webhook-sender';

const logger = createLogger({ service: 'webhook-sender-spec', level: 'silent' });
const SECRET = 'whsec_test_secret';

/** Independent of signPayload: the receiver-side check described in spec "Events" rule 1. */
function verifySignature(secret: string, rawBody: Buffer, header: string | string[] | undefined): boolean {
  if (typeof header !== 'string' || !header.startsWith('sha256=')) return false;
  const expected = createHmac('sha256', secret).update(rawBody).digest();
  const given = Buffer.from(header.slice('sha256='.length), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function request(url: string, body = '{"event":"contact.created"}', timeoutMs = 5_000): SendRequest {
  return {
    url,
    body,
    timeoutMs,
    headers: {
      'X-Service-Signature': signPayload(SECRET, body),
      'X-Service-Timestamp': '2024-05-01T12:00:00.000Z',
      'X-Service-Delivery-ID': '0b9a3c1e-2f4d-4a5b-8c6d-7e8f9a0b1c2d',
      'Content-Type': 'application/json',
      'User-Agent': 'Service-Webhook/1.0',
    },
  };
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Polls on performance.now(), which stays real when a test moves Date.now(). */
async function until(condition: () => boolean, timeoutMs = 2_000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!condition()) {
    if (performance.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('webhook sender', () => {
  let receiver: HttpsReceiver;
  let other: HttpsReceiver;
  let sender: WebhookSender;

  beforeAll(async () => {
    [receiver, other] = await Promise.all([startHttpsReceiver(), startHttpsReceiver()]);
  });
  afterAll(async () => {
    await Promise.all([receiver.close(), other.close()]);
  });
  beforeEach(() => {
    receiver.received.length = 0;
    other.received.length = 0;
    receiver.setBehaviour((_req, res) => res.writeHead(200).end('{"ok":true}'));
    other.setBehaviour((_req, res) => res.writeHead(200).end('{"ok":true}'));
    sender = createWebhookSender({ allowPrivateTargets: true, maxConcurrentPerEndpoint: 2, logger, ca: receiver.ca });
  });
  afterEach(() => sender.close());

  it('sends the signed body byte for byte with the caller headers', async () => {
    const body = JSON.stringify({ event: 'contact.created', data: { contact: { full_name: 'Zoë Ångström 🚀' } } });
    const result = await sender.send(request(`${receiver.url}/hooks/in?team=7`, body));

    expect(result).toMatchObject({ ok: true, statusCode: 200, error: null, responseExcerpt: '{"ok":true}' });
    const [got] = receiver.received;
    expect(got!.method).toBe('POST');
    expect(got!.path).toBe('/hooks/in?team=7');
    expect(got!.rawBody.equals(Buffer.from(body, 'utf8'))).toBe(true);
    expect(verifySignature(SECRET, got!.rawBody, got!.headers['x-service-signature'])).toBe(true);
    expect(verifySignature('another-secret', got!.rawBody, got!.headers['x-service-signature'])).toBe(false);
    expect(got!.headers).toMatchObject({
      'content-type': 'application/json',
      'user-agent': 'Service-Webhook/1.0',
      'x-service-timestamp': '2024-05-01T12:00:00.000Z',
      'x-service-delivery-id': '0b9a3c1e-2f4d-4a5b-8c6d-7e8f9a0b1c2d',
      'content-length': String(Buffer.byteLength(body)),
      host: `127.0.0.1:${receiver.port}`,
    });
  });

  it('ignores caller values for framing headers', async () => {
    const base = request(receiver.url);
    const result = await sender.send({ ...base, headers: { ...base.headers, 'content-length': '1', Host: 'evil.example', 'Transfer-Encoding': 'chunked' } });
    expect(result.ok).toBe(true);
    expect(receiver.received[0]!.headers).toMatchObject({ host: `127.0.0.1:${receiver.port}`, 'content-length': String(Buffer.byteLength(base.body)) });
    expect(receiver.received[0]!.headers['transfer-encoding']).toBeUndefined();
  });

  it('treats any 2xx as success', async () => {
    receiver.setBehaviour((_req, res) => res.writeHead(204).end());
    expect(await sender.send(request(receiver.url))).toMatchObject({ ok: true, statusCode: 204, error: null, responseExcerpt: '' });
  });

  it('reports a 500 as a failure with its status and excerpt', async () => {
    receiver.setBehaviour((_req, res) => res.writeHead(500).end('boom'));
    expect(await sender.send(request(receiver.url))).toMatchObject({ ok: false, statusCode: 500, error: 'http_status: 500', responseExcerpt: 'boom' });
  });

  it('does not follow redirects', async () => {
    receiver.setBehaviour((_req, res) => res.writeHead(301, { location: `${other.url}/moved` }).end());
    const result = await sender.send(request(receiver.url));
    expect(result).toMatchObject({ ok: false, statusCode: 301, error: 'redirect_not_followed' });
    expect(other.received).toHaveLength(0);
  });

  it('gives up at the timeout when the receiver never answers', async () => {
    receiver.setBehaviour(() => undefined);
    const result = await sender.send(request(receiver.url, '{}', 300));
    expect(result).toMatchObject({ ok: false, statusCode: null, error: 'timeout' });
    expect(result.durationMs).toBeGreaterThanOrEqual(290);
    expect(result.durationMs).toBeLessThan(5_000);
  });

  it('reads only 1 KiB of a 10 MB response and drops the connection', async () => {
    let serverFinished: boolean | undefined;
    receiver.setBehaviour((_req, res) => {
      res.writeHead(200, { 'content-length': String(10 * 1024 * 1024) });
      res.on('close', () => (serverFinished = res.writableFinished));
      const chunk = Buffer.alloc(64 * 1024, 'x');
      let sent = 0;
      const pump = (): void => {
        while (sent < 10 * 1024 * 1024 && !res.destroyed) {
          sent += chunk.length;
          if (!res.write(chunk)) return void res.once('drain', pump);
        }
        res.end();
      };
      pump();
    });
    const result = await sender.send(request(receiver.url));
    expect(result.ok).toBe(true);
    expect(Buffer.byteLength(result.responseExcerpt)).toBe(1024);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(serverFinished).toBe(false);
  });

  it('counts a body that stalls after a 2xx status as a timeout', async () => {
    receiver.setBehaviour((_req, res) => {
      res.writeHead(200);
      res.write('partial');
    });
    expect(await sender.send(request(receiver.url, '{}', 300))).toMatchObject({ ok: false, statusCode: 200, error: 'timeout', responseExcerpt: 'partial' });
  });

  it('counts a DNS lookup that never answers against the timeout', async () => {
    const lookup: LookupFn = () => new Promise(() => undefined);
    const stalled = createWebhookSender({ allowPrivateTargets: true, maxConcurrentPerEndpoint: 2, logger, ca: receiver.ca, lookup });
    const result = await stalled.send(request(`https://hooks.example.test:${receiver.port}/x`, '{}', 200));
    stalled.close();
    expect(result).toMatchObject({ ok: false, statusCode: null, error: 'timeout' });
    expect(result.durationMs).toBeGreaterThanOrEqual(190);
  });

  it('cuts a connection whose TLS handshake never completes at the timeout', async () => {
    const accepted: Socket[] = [];
    let closed = 0;
    // Reads the ClientHello (so it notices the client leaving) and never answers it.
    const mute = createServer((socket) => {
      accepted.push(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => (closed += 1));
      socket.resume();
    });
    await new Promise<void>((resolve) => mute.listen(0, '127.0.0.1', resolve));
    const { port } = mute.address() as { port: number };
    try {
      const result = await sender.send(request(`https://127.0.0.1:${port}/x`, '{}', 300));
      expect(result).toMatchObject({ ok: false, statusCode: null, error: 'timeout' });
      expect(result.durationMs).toBeLessThan(2_000);
      // The sender dropped the half-open connection instead of letting it linger.
      await until(() => closed === 1);
      expect(accepted).toHaveLength(1);
    } finally {
      await new Promise<void>((resolve) => mute.close(() => resolve()));
    }
  });

  it('reports a closed port as connection_refused', async () => {
    const port = await freePort();
    expect(await sender.send(request(`https://127.0.0.1:${port}/x`))).toMatchObject({ ok: false, statusCode: null, error: 'connection_refused' });
  });

  it('verifies certificates: without the test CA the handshake fails', async () => {
    const strict = createWebhookSender({ allowPrivateTargets: true, maxConcurrentPerEndpoint: 2, logger });
    const result = await strict.send(request(receiver.url));
    strict.close();
    expect(result.error).toMatch(/^tls_error: /);
    expect(receiver.received).toHaveLength(0);
  });

  it('refuses loopback at send time unless private targets are allowed', async () => {
    const guarded = createWebhookSender({ allowPrivateTargets: false, maxConcurrentPerEndpoint: 2, logger, ca: receiver.ca });
    const literal = await guarded.send(request(`${receiver.url}/x`));
    const named = await guarded.send(request(`https://localhost:${receiver.port}/x`));
    guarded.close();
    expect(literal).toMatchObject({ ok: false, statusCode: null, error: expect.stringMatching(/^blocked_address: 127\.0\.0\.1 is loopback/) });
    expect(named.error).toMatch(/^blocked_address: /);
    expect(receiver.received).toHaveLength(0);
  });

  it('refuses a header value that cannot go on the wire, sending nothing', async () => {
    const base = request(receiver.url);
    const result = await sender.send({ ...base, headers: { ...base.headers, 'X-Injected': 'a\r\nX-Evil: 1' } });
    expect(result).toMatchObject({ ok: false, statusCode: null, error: expect.stringMatching(/^invalid_request: /) });
    expect(receiver.received).toHaveLength(0);
  });

  it('refuses http:// targets', async () => {
    expect((await sender.send(request(`http://127.0.0.1:${receiver.port}/x`))).error).toMatch(/^invalid_url: /);
  });

  describe('DNS pinning', () => {
    it('connects to the checked address and verifies the certificate against the host name', async () => {
      // Listens on 127.0.0.3 only: a sender that let the system resolve "localhost" again would reach 127.0.0.1.
      const pinnedReceiver = await startHttpsReceiver({ host: '127.0.0.3' });
      const lookups: string[] = [];
      const lookup: LookupFn = async (hostname) => {
        lookups.push(hostname);
        return [{ address: '127.0.0.3', family: 4 }];
      };
      const pinned = createWebhookSender({ allowPrivateTargets: true, maxConcurrentPerEndpoint: 2, logger, ca: receiver.ca, lookup });
      const result = await pinned.send(request(`https://localhost:${pinnedReceiver.port}/hook`));
      pinned.close();
      await pinnedReceiver.close();
      expect(result).toMatchObject({ ok: true, statusCode: 200 });
      expect(lookups).toEqual(['localhost']);
      expect(pinnedReceiver.received).toHaveLength(1);
      expect(pinnedReceiver.received[0]!.headers.host).toBe(`localhost:${pinnedReceiver.port}`);
    });

    it('fails TLS when the name does not match the certificate, even though the IP does', async () => {
      const lookup: LookupFn = async () => [{ address: '127.0.0.1', family: 4 }];
      const pinned = createWebhookSender({ allowPrivateTargets: true, maxConcurrentPerEndpoint: 2, logger, ca: receiver.ca, lookup });
      const result = await pinned.send(request(`https://hooks.example.test:${receiver.port}/hook`));
      pinned.close();
      expect(result.error).toMatch(/^tls_error: /);
    });

    it('refuses a host that rebinds to a private address after registration', async () => {
      let calls = 0;
      const lookup: LookupFn = async () => {
        calls += 1;
        return [{ address: calls === 1 ? '93.184.216.34' : '127.0.0.1', family: 4 }];
      };
      const url = `https://localhost:${receiver.port}/hook`;
      expect(await checkWebhookUrl(url, { allowPrivateTargets: false, lookup })).toEqual({ ok: true, addresses: ['93.184.216.34'] });

      const guarded = createWebhookSender({ allowPrivateTargets: false, maxConcurrentPerEndpoint: 2, logger, ca: receiver.ca, lookup });
      const result = await guarded.send(request(url));
      guarded.close();
      expect(result.error).toBe('blocked_address: 127.0.0.1 is loopback (127.0.0.0/8)');
      expect(receiver.received).toHaveLength(0);
    });

    it('resolves and pins again on every send to the same URL', async () => {
      const answers = ['127.0.0.1', '127.0.0.2'];
      const lookups: string[] = [];
      const lookup: LookupFn = async (hostname) => {
        lookups.push(hostname);
        return [{ address: answers[lookups.length - 1]!, family: 4 }];
      };
      const pinned = createWebhookSender({ allowPrivateTargets: true, maxConcurrentPerEndpoint: 2, logger, ca: receiver.ca, lookup });
      const url = `https://localhost:${receiver.port}/hook`;
      const first = await pinned.send(request(url));
      // The keep-alive socket to 127.0.0.1 is still open, yet the second send goes to the new answer.
      const second = await pinned.send(request(url));
      pinned.close();
      expect(first).toMatchObject({ ok: true, statusCode: 200 });
      expect(second).toMatchObject({ ok: false, statusCode: null, error: 'connection_refused' });
      expect(lookups).toEqual(['localhost', 'localhost']);
      expect(receiver.received).toHaveLength(1);
    });

    it('tries the next checked address when one refuses the connection', async () => {
      const closedPortHost = '127.0.0.2'; // nothing listens there on the receiver's port
      const lookup: LookupFn = async () => [
        { address: closedPortHost, family: 4 },
        { address: '127.0.0.1', family: 4 },
      ];
      const pinned = createWebhookSender({ allowPrivateTargets: true, maxConcurrentPerEndpoint: 2, logger, ca: receiver.ca, lookup });
      const result = await pinned.send(request(`https://localhost:${receiver.port}/hook`));
      pinned.close();
      expect(result).toMatchObject({ ok: true, statusCode: 200 });
      expect(receiver.received).toHaveLength(1);
    });
  });

  it('answers endpoint_busy at the per-endpoint cap while other endpoints still deliver', async () => {
    const capped = createWebhookSender({ allowPrivateTargets: true, maxConcurrentPerEndpoint: 1, logger, ca: receiver.ca });
    receiver.setBehaviour(() => undefined); // never answers
    let slowSettled = false;
    const slow = capped.send(request(receiver.url, '{}', 1_500)).finally(() => (slowSettled = true));
    await new Promise((resolve) => setTimeout(resolve, 50));

    const busy = await capped.send(request(receiver.url));
    const elsewhere = await capped.send(request(other.url));
    const stillPending = !slowSettled;
    const slowResult = await slow;
    const afterwards = await capped.send(request(other.url));
    capped.close();

    expect(busy).toMatchObject({ ok: false, statusCode: null, error: 'endpoint_busy' });
    expect(elsewhere).toMatchObject({ ok: true, statusCode: 200 });
    expect(stillPending).toBe(true);
    expect(slowResult.error).toBe('timeout');
    expect(afterwards.ok).toBe(true);
    expect(receiver.received).toHaveLength(1);
  });

  it('reuses connections to an endpoint (keep-alive)', async () => {
    const ports: number[] = [];
    receiver.setBehaviour((req, res) => {
      ports.push(req.socket.remotePort ?? 0);
      res.writeHead(200).end();
    });
    for (let i = 0; i < 3; i += 1) expect((await sender.send(request(receiver.url))).ok).toBe(true);
    expect(new Set(ports).size).toBe(1);
  });

  it('retries once on the same address when the receiver closed a reused keep-alive socket', async () => {
    const ports: number[] = [];
    receiver.setBehaviour((req, res) => {
      ports.push(req.socket.remotePort ?? 0);
      if (ports.length === 2) req.socket.destroy(); // the stale-socket race, made deterministic
      else res.writeHead(200).end();
    });
    expect((await sender.send(request(receiver.url))).ok).toBe(true);
    expect(await sender.send(request(receiver.url))).toMatchObject({ ok: true, statusCode: 200 });
    expect(receiver.received).toHaveLength(3);
    expect(ports[1]).toBe(ports[0]);
    expect(ports[2]).not.toBe(ports[1]);
  });

  it('does not retry a reset on a fresh connection', async () => {
    receiver.setBehaviour((req) => req.socket.destroy());
    expect(await sender.send(request(receiver.url))).toMatchObject({ ok: false, statusCode: null, error: 'connection_reset' });
    expect(receiver.received).toHaveLength(1);
  });

  it("destroys an endpoint's idle connections after five minutes without use", async () => {
    const lingering = createWebhookSender({ allowPrivateTargets: true, maxConcurrentPerEndpoint: 2, logger, ca: receiver.ca, idleSocketTimeoutMs: 60_000 });
    const ports: number[] = [];
    const closedPorts = new Set<number>();
    receiver.setBehaviour((req, res) => {
      const port = req.socket.remotePort ?? 0;
      ports.push(port);
      req.socket.once('close', () => closedPorts.add(port));
      res.writeHead(200).end();
    });
    const clock = jest.spyOn(Date, 'now');
    try {
      expect((await lingering.send(request(receiver.url))).ok).toBe(true);
      expect((await lingering.send(request(receiver.url))).ok).toBe(true);
      expect(ports[1]).toBe(ports[0]); // kept alive while in use
      clock.mockReturnValue(Date.now() + 6 * 60_000);
      expect((await lingering.send(request(other.url))).ok).toBe(true); // any send sweeps
      // Well before keep-alive would close it (the receiver's Keep-Alive hint allows 3 s idle).
      await until(() => closedPorts.has(ports[0]!), 1_000);
      expect((await lingering.send(request(receiver.url))).ok).toBe(true);
      expect(ports[2]).not.toBe(ports[0]);
    } finally {
      clock.mockRestore();
      lingering.close();
    }
  });

  it('answers sender_closed for a send still in flight when closed', async () => {
    receiver.setBehaviour(() => undefined); // never answers
    const pending = sender.send(request(receiver.url, '{}', 5_000));
    await until(() => receiver.received.length === 1);
    sender.close();
    const result = await pending;
    expect(result).toMatchObject({ ok: false, statusCode: null, error: 'sender_closed' });
    expect(result.durationMs).toBeLessThan(5_000);
  });

  it('answers sender_closed after close()', async () => {
    sender.close();
    expect((await sender.send(request(receiver.url))).error).toBe('sender_closed');
  });
});

describe('signPayload', () => {
  it('is sha256= plus the hex HMAC of the exact body', () => {
    // Known answer from `printf '%s' '{"a":1}' | openssl dgst -sha256 -hmac key`.
    expect(signPayload('key', '{"a":1}')).toBe('sha256=88a67f24bbcdaed0e6c997404bb79a743baf44c6bab2f4c27328e3009d22e342');
    expect(signPayload('key', '{"a":1}')).not.toBe(signPayload('key', '{"a": 1}'));
  });
});
