import { startHttpsReceiver, type HttpsReceiver } from '@wbk/testing';
import { getPublicUrl, type PublicGetOptions } from './public-get';
import type { LookupFn } from './url-guard';

describe('getPublicUrl', () => {
  let receiver: HttpsReceiver;
  let lookups: string[];
  const toLoopback: LookupFn = async (hostname) => {
    lookups.push(hostname);
    return [{ address: '127.0.0.1', family: 4 }];
  };
  const options = (extra: Partial<PublicGetOptions> = {}): PublicGetOptions => ({
    allowPrivateTargets: true,
    timeoutMs: 2_000,
    maxBytes: 1_024,
    lookup: toLoopback,
    ca: receiver.ca,
    ...extra,
  });
  const fileUrl = (path: string): string => `https://localhost:${receiver.port}${path}`;

  beforeAll(async () => {
    receiver = await startHttpsReceiver();
  });
  afterAll(() => receiver.close());
  beforeEach(() => {
    lookups = [];
    receiver.received.length = 0;
  });

  it('answers the body and its type, connecting to the checked address with the name verified by TLS', async () => {
    receiver.setBehaviour((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/pdf' });
      res.end(Buffer.from('%PDF-1.7 brief'));
    });
    const result = await getPublicUrl(fileUrl('/brief.pdf?v=2'), options());
    expect(result).toEqual({ ok: true, status: 200, contentType: 'application/pdf', body: Buffer.from('%PDF-1.7 brief') });
    // Resolved once, by the guard: the connection used that answer.
    expect(lookups).toEqual(['localhost']);
    expect(receiver.received[0]).toMatchObject({ method: 'GET', path: '/brief.pdf?v=2' });
  });

  it('refuses a URL that is not https before any I/O', async () => {
    const result = await getPublicUrl(`http://localhost:${receiver.port}/x`, options());
    expect(result).toMatchObject({ ok: false, kind: 'invalid_url' });
    expect(lookups).toEqual([]);
  });

  it('refuses a private address unless allowed, without connecting', async () => {
    const result = await getPublicUrl(fileUrl('/x'), options({ allowPrivateTargets: false }));
    expect(result).toMatchObject({ ok: false, kind: 'blocked_address', reason: expect.stringContaining('loopback') });
    expect(receiver.received).toHaveLength(0);
  });

  it('does not follow a redirect', async () => {
    receiver.setBehaviour((_req, res) => {
      res.writeHead(302, { location: 'https://169.254.169.254/latest/meta-data' });
      res.end();
    });
    expect(await getPublicUrl(fileUrl('/moved'), options())).toMatchObject({ ok: false, kind: 'redirect', status: 302 });
    expect(receiver.received).toHaveLength(1);
  });

  it('reports a non-2xx answer', async () => {
    receiver.setBehaviour((_req, res) => {
      res.writeHead(404);
      res.end('no such file');
    });
    expect(await getPublicUrl(fileUrl('/missing'), options())).toMatchObject({ ok: false, kind: 'http_status', status: 404 });
  });

  it('refuses a body over the cap, declared or streamed', async () => {
    receiver.setBehaviour((_req, res) => {
      res.writeHead(200, { 'content-length': '5000' });
      res.end(Buffer.alloc(5000));
    });
    expect(await getPublicUrl(fileUrl('/big'), options())).toMatchObject({ ok: false, kind: 'too_large' });
    receiver.setBehaviour((_req, res) => {
      res.writeHead(200, { 'transfer-encoding': 'chunked' });
      for (let i = 0; i < 5; i += 1) res.write(Buffer.alloc(400));
      res.end();
    });
    expect(await getPublicUrl(fileUrl('/big-chunked'), options())).toMatchObject({ ok: false, kind: 'too_large' });
  });

  it('gives up at the deadline', async () => {
    receiver.setBehaviour(() => undefined);
    expect(await getPublicUrl(fileUrl('/slow'), options({ timeoutMs: 200 }))).toMatchObject({ ok: false, kind: 'timeout' });
  });

  it('verifies the certificate (an untrusted one fails)', async () => {
    receiver.setBehaviour((_req, res) => res.end('x'));
    const result = await getPublicUrl(fileUrl('/x'), options({ ca: undefined }));
    expect(result).toMatchObject({ ok: false, kind: 'network' });
  });
});
