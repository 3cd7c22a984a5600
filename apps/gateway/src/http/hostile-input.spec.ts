import { request as httpRequest } from 'node:http';
import { MAX_BODY_DEPTH } from '../domain/json-depth';
import { ROUTES, type RouteDef } from '../routes/route-table';
import { OWNER_KEY as KEY, startAppFixture, type AppFixture as Harness } from '../testing/app.fixture';

const ID = 'c5b1f0a4-8a53-4b8e-9d0b-0d7f1e2a3b4c';
const BODY_ROUTES = ROUTES.filter((route) => route.method === 'POST' || route.method === 'PATCH');

function pathOf(route: RouteDef): string {
  return route.path.replace(/\{[^}]+\}/g, ID);
}

/** Sends the body in chunks without Content-Length, as a streaming client would; resolves with the answer or the socket error. */
function sendChunked(url: string, method: string, path: string, totalBytes: number): Promise<{ status: number; body: string } | { error: string }> {
  return new Promise((resolve) => {
    const req = httpRequest(`${url}${path}`, { method, headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json', 'transfer-encoding': 'chunked' } });
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      res.on('error', (err) => resolve({ error: err.message }));
    });
    req.on('error', (err) => resolve({ error: err.message }));
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    let sent = 0;
    const pump = (): void => {
      while (sent < totalBytes) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      req.end();
    };
    req.write('{"padding":"');
    pump();
  });
}

describe('hostile bodies on every route that takes one', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startAppFixture();
  });
  afterAll(() => h.close());

  const deep = `{"a":${'['.repeat(5_000)}${']'.repeat(5_000)}}`;

  it.each(BODY_ROUTES.map((route) => [`${route.method} ${route.path}`, route] as const))('%s: thousands of nested levels get 400 naming the limit, and reach no service', async (_name, route) => {
    const headers: Record<string, string> = { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' };
    if (route.acceptsIdempotencyKey) headers['idempotency-key'] = '0b6f1c1b-3c44-4e0b-9d7a-3f1f7b0a2c11';
    const before = h.forwarded.length;
    const res = await fetch(`${h.url}${pathOf(route)}`, { method: route.method, headers, body: deep });
    const body = (await res.json()) as { error?: { code: string; message: string } };
    expect(res.status).toBe(400);
    expect(body.error?.code).toBe('validation_error');
    expect(body.error?.message).toContain(`${MAX_BODY_DEPTH} levels`);
    expect(h.forwarded.length).toBe(before);
  });

  it('refuses a body that is not UTF-8 with invalid_json, and the next body decodes as if none had come before', async () => {
    const headers = { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' };
    // A name cut in the middle of a two-byte sequence: 0xc3 without its continuation byte.
    const broken = Buffer.concat([Buffer.from('{"first_name":"Ren'), Buffer.from([0xc3]), Buffer.from('"}')]);
    const refused = await fetch(`${h.url}/v1/contacts`, { method: 'POST', headers, body: broken });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('invalid_json');
    const before = h.forwarded.length;
    const accepted = await fetch(`${h.url}/v1/contacts`, { method: 'POST', headers, body: '{"first_name":"Renée"}' });
    expect(accepted.status).toBe(200);
    expect(h.forwarded.slice(before).map((call) => call.body_json)).toEqual(['{"first_name":"Renée"}']);
  });

  it('accepts nesting up to the limit', async () => {
    const atLimit = `{"a":${'['.repeat(MAX_BODY_DEPTH - 1)}${']'.repeat(MAX_BODY_DEPTH - 1)}}`;
    const res = await fetch(`${h.url}/v1/contacts`, { method: 'POST', headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' }, body: atLimit });
    expect(res.status).toBe(200);
  });

  it.each(BODY_ROUTES.map((route) => [`${route.method} ${route.path}`, route] as const))('%s: a chunked body over the route limit gets 413, not a dropped connection', async (_name, route) => {
    const answer = await sendChunked(h.url, route.method, pathOf(route), route.maxBodyBytes + 8 * 1024 * 1024);
    expect(answer).toMatchObject({ status: 413 });
    expect(JSON.parse((answer as { body: string }).body)).toMatchObject({ error: { code: 'payload_too_large' } });
  });
});

describe('client address behind proxies', () => {
  async function failedAuthFrom(h: Harness, forwardedFor: string): Promise<Response> {
    return fetch(`${h.url}/v1/contacts`, { headers: { authorization: 'Bearer wbk_nobody_000000000000000', 'x-forwarded-for': forwardedFor } });
  }

  it('with one trusted hop, a forged leftmost X-Forwarded-For entry neither names the audited address nor escapes the per-IP throttle', async () => {
    const h = await startAppFixture({ trustProxy: 1 });
    try {
      await fetch(`${h.url}/v1/contacts`, { headers: { authorization: `Bearer ${KEY}`, 'x-forwarded-for': '6.6.6.6, 203.0.113.9' } });
      expect(h.audits.at(-1)?.ip_address).toBe('203.0.113.9');
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await failedAuthFrom(h, `6.6.6.${i}, 198.51.100.7`)).status);
      expect(statuses).toEqual([401, 401, 401, 429]);
    } finally {
      await h.close();
    }
  });

  it('with trusted CIDRs, the client is the rightmost address outside them', async () => {
    const h = await startAppFixture({ trustProxy: ['127.0.0.0/8', '10.0.0.0/8'] });
    try {
      await fetch(`${h.url}/v1/contacts`, { headers: { authorization: `Bearer ${KEY}`, 'x-forwarded-for': '6.6.6.6, 203.0.113.9, 10.1.2.3' } });
      expect(h.audits.at(-1)?.ip_address).toBe('203.0.113.9');
    } finally {
      await h.close();
    }
  });
});
