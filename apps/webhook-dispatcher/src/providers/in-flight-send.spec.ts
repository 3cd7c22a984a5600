import { wireHeaders } from './in-flight-send';
import { DELIVERY_ID, freePort, logger, request, SECRET, senderSetup, TIMESTAMP, verifySignature } from '../testing/sender.fixture';
import { checkPublicUrl, type LookupFn } from '@wbk/net';
import { createWebhookSender } from './webhook-sender';

describe('a send in flight', () => {
  const setup = senderSetup();

  it('sends the signed body byte for byte with the caller headers', async () => {
    const body = JSON.stringify({ event: 'contact.created', data: { contact: { full_name: 'Zoë Ångström 🚀' } } });
    const result = await setup.sender.send(request(`${setup.receiver.url}/hooks/in?team=7`, body));

    expect(result).toMatchObject({ ok: true, statusCode: 200, error: null, responseExcerpt: '{"ok":true}' });
    const [got] = setup.receiver.received;
    expect(got!.method).toBe('POST');
    expect(got!.path).toBe('/hooks/in?team=7');
    expect(got!.rawBody.equals(Buffer.from(body, 'utf8'))).toBe(true);
    expect(verifySignature(SECRET, got!.rawBody, got!.headers['x-service-signature'])).toBe(true);
    expect(verifySignature('another-secret', got!.rawBody, got!.headers['x-service-signature'])).toBe(false);
    expect(got!.headers).toMatchObject({
      'content-type': 'application/json',
      'user-agent': 'Service-Webhook/1.0',
      'x-service-timestamp': TIMESTAMP,
      'x-service-delivery-id': DELIVERY_ID,
      'content-length': String(Buffer.byteLength(body)),
      host: `127.0.0.1:${setup.receiver.port}`,
    });
  });

  it('ignores caller values for framing headers', async () => {
    const base = request(setup.receiver.url);
    const result = await setup.sender.send({ ...base, headers: { ...base.headers, 'content-length': '1', Host: 'evil.example', 'Transfer-Encoding': 'chunked' } });
    expect(result.ok).toBe(true);
    expect(setup.receiver.received[0]!.headers).toMatchObject({ host: `127.0.0.1:${setup.receiver.port}`, 'content-length': String(Buffer.byteLength(base.body)) });
    expect(setup.receiver.received[0]!.headers['transfer-encoding']).toBeUndefined();
  });

  it('treats any 2xx as success', async () => {
    setup.receiver.setBehaviour((_req, res) => res.writeHead(204).end());
    expect(await setup.sender.send(request(setup.receiver.url))).toMatchObject({ ok: true, statusCode: 204, error: null, responseExcerpt: '' });
  });

  it('reports a 500 as a failure with its status and excerpt', async () => {
    setup.receiver.setBehaviour((_req, res) => res.writeHead(500).end('boom'));
    expect(await setup.sender.send(request(setup.receiver.url))).toMatchObject({ ok: false, statusCode: 500, error: 'http_status: 500', responseExcerpt: 'boom' });
  });

  it('does not follow redirects', async () => {
    setup.receiver.setBehaviour((_req, res) => res.writeHead(301, { location: `${setup.other.url}/moved` }).end());
    const result = await setup.sender.send(request(setup.receiver.url));
    expect(result).toMatchObject({ ok: false, statusCode: 301, error: 'redirect_not_followed' });
    expect(setup.other.received).toHaveLength(0);
  });

  it('gives up at the timeout when the receiver never answers', async () => {
    setup.receiver.setBehaviour(() => undefined);
    const result = await setup.sender.send(request(setup.receiver.url, '{}', 300));
    expect(result).toMatchObject({ ok: false, statusCode: null, error: 'timeout' });
    expect(result.durationMs).toBeGreaterThanOrEqual(290);
    expect(result.durationMs).toBeLessThan(5_000);
  });

  it('reads only 1 KiB of a 10 MB response and drops the connection', async () => {
    let serverFinished: boolean | undefined;
    setup.receiver.setBehaviour((_req, res) => {
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
    const result = await setup.sender.send(request(setup.receiver.url));
    expect(result.ok).toBe(true);
    expect(Buffer.byteLength(result.responseExcerpt)).toBe(1024);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(serverFinished).toBe(false);
  });

  it('counts a body that stalls after a 2xx status as a timeout', async () => {
    setup.receiver.setBehaviour((_req, res) => {
      res.writeHead(200);
      res.write('partial');
    });
    expect(await setup.sender.send(request(setup.receiver.url, '{}', 300))).toMatchObject({ ok: false, statusCode: 200, error: 'timeout', responseExcerpt: 'partial' });
  });

  it('counts a DNS lookup that never answers against the timeout', async () => {
    const lookup: LookupFn = () => new Promise(() => undefined);
    const stalled = createWebhookSender({ allowPrivateTargets: true, maxConcurrentPerEndpoint: 2, logger, ca: setup.receiver.ca, lookup });
    const result = await stalled.send(request(`https://hooks.example.test:${setup.receiver.port}/x`, '{}', 200));
    stalled.close();
    expect(result).toMatchObject({ ok: false, statusCode: null, error: 'timeout' });
    expect(result.durationMs).toBeGreaterThanOrEqual(190);
  });

  it('reports a closed port as connection_refused', async () => {
    const port = await freePort();
    expect(await setup.sender.send(request(`https://127.0.0.1:${port}/x`))).toMatchObject({ ok: false, statusCode: null, error: 'connection_refused' });
  });

  it('refuses loopback at send time unless private targets are allowed', async () => {
    const guarded = createWebhookSender({ allowPrivateTargets: false, maxConcurrentPerEndpoint: 2, logger, ca: setup.receiver.ca });
    const literal = await guarded.send(request(`${setup.receiver.url}/x`));
    const named = await guarded.send(request(`https://localhost:${setup.receiver.port}/x`));
    guarded.close();
    expect(literal).toMatchObject({ ok: false, statusCode: null, error: expect.stringMatching(/^blocked_address: 127\.0\.0\.1 is loopback/) });
    expect(named.error).toMatch(/^blocked_address: /);
    expect(setup.receiver.received).toHaveLength(0);
  });

  it('refuses a host that rebinds to a private address after registration', async () => {
    let calls = 0;
    const lookup: LookupFn = async () => {
      calls += 1;
      return [{ address: calls === 1 ? '93.184.216.34' : '127.0.0.1', family: 4 }];
    };
    const url = `https://localhost:${setup.receiver.port}/hook`;
    expect(await checkPublicUrl(url, { allowPrivateTargets: false, lookup })).toEqual({ ok: true, addresses: ['93.184.216.34'] });

    const guarded = createWebhookSender({ allowPrivateTargets: false, maxConcurrentPerEndpoint: 2, logger, ca: setup.receiver.ca, lookup });
    const result = await guarded.send(request(url));
    guarded.close();
    expect(result.error).toBe('blocked_address: 127.0.0.1 is loopback (127.0.0.0/8)');
    expect(setup.receiver.received).toHaveLength(0);
  });

  it('refuses a header value that cannot go on the wire, sending nothing', async () => {
    const base = request(setup.receiver.url);
    const result = await setup.sender.send({ ...base, headers: { ...base.headers, 'X-Injected': 'a\r\nX-Evil: 1' } });
    expect(result).toMatchObject({ ok: false, statusCode: null, error: expect.stringMatching(/^invalid_request: /) });
    expect(setup.receiver.received).toHaveLength(0);
  });

  it('tries the next checked address when one refuses the connection', async () => {
    const closedPortHost = '127.0.0.2'; // nothing listens there on the receiver's port
    const lookup: LookupFn = async () => [
      { address: closedPortHost, family: 4 },
      { address: '127.0.0.1', family: 4 },
    ];
    const pinned = createWebhookSender({ allowPrivateTargets: true, maxConcurrentPerEndpoint: 2, logger, ca: setup.receiver.ca, lookup });
    const result = await pinned.send(request(`https://localhost:${setup.receiver.port}/hook`));
    pinned.close();
    expect(result).toMatchObject({ ok: true, statusCode: 200 });
    expect(setup.receiver.received).toHaveLength(1);
  });

  it('retries once on the same address when the receiver closed a reused keep-alive socket', async () => {
    const ports: number[] = [];
    setup.receiver.setBehaviour((req, res) => {
      ports.push(req.socket.remotePort ?? 0);
      if (ports.length === 2) req.socket.destroy(); // the stale-socket race, made deterministic
      else res.writeHead(200).end();
    });
    expect((await setup.sender.send(request(setup.receiver.url))).ok).toBe(true);
    expect(await setup.sender.send(request(setup.receiver.url))).toMatchObject({ ok: true, statusCode: 200 });
    expect(setup.receiver.received).toHaveLength(3);
    expect(ports[1]).toBe(ports[0]);
    expect(ports[2]).not.toBe(ports[1]);
  });

  it('does not retry a reset on a fresh connection', async () => {
    setup.receiver.setBehaviour((req) => req.socket.destroy());
    expect(await setup.sender.send(request(setup.receiver.url))).toMatchObject({ ok: false, statusCode: null, error: 'connection_reset' });
    expect(setup.receiver.received).toHaveLength(1);
  });
});

describe('wireHeaders', () => {
  it('flattens the caller headers in order, dropping those the sender frames itself, in any case', () => {
    expect(wireHeaders({ 'Content-Type': 'application/json', HOST: 'evil', 'Content-Length': '1', 'X-A': '1', connection: 'close', Expect: '100-continue', 'Keep-Alive': 'x', 'transfer-encoding': 'chunked' })).toEqual([
      'Content-Type',
      'application/json',
      'X-A',
      '1',
    ]);
  });
});
