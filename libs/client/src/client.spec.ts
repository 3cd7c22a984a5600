import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createWbkClient } from './client';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

const CONTACT = {
  id: '8f6e2d1c-4b3a-4c5d-9e8f-0a1b2c3d4e5f',
  first_name: 'Jane',
  last_name: 'Doe',
  full_name: 'Jane Doe',
  email: 'jane@example.com',
  phone: null,
  job_title: null,
  company: null,
  related_company_id: null,
  linkedin_url: null,
  priority: null,
  tags: [],
  custom_fields: {},
  created_date: '2026-11-24T09:30:00.000Z',
  updated_date: '2026-11-24T09:30:00.000Z',
};

/** A stand-in gateway that answers from a script of (status, headers, body), one per request. */
function startScriptedServer(script: Array<{ status: number; headers?: Record<string, string>; body: unknown }>): Promise<{ url: string; seen: Seen[]; server: Server }> {
  const seen: Seen[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      const next = script[Math.min(seen.length - 1, script.length - 1)]!;
      res.writeHead(next.status, { 'Content-Type': 'application/json', ...next.headers });
      res.end(JSON.stringify(next.body));
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen, server })));
}

describe('WbkClient', () => {
  const servers: Server[] = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
  });

  async function scripted(script: Parameters<typeof startScriptedServer>[0]) {
    const started = await startScriptedServer(script);
    servers.push(started.server);
    return started;
  }

  it('sends the key, and an Idempotency-Key on a POST that has none', async () => {
    const { url, seen } = await scripted([{ status: 201, body: { data: CONTACT } }]);
    const client = createWbkClient({ baseUrl: url, apiKey: 'wbk_test', newIdempotencyKey: () => '11111111-2222-4333-8444-555555555555' });
    const result = await client.post('/v1/contacts', { body: { email: 'jane@example.com' } });
    expect(result.status).toBe(201);
    if (result.status === 201) expect(result.body.data.full_name).toBe('Jane Doe');
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/v1/contacts', body: '{"email":"jane@example.com"}' });
    expect(seen[0]!.headers).toMatchObject({ authorization: 'Bearer wbk_test', 'idempotency-key': '11111111-2222-4333-8444-555555555555' });
  });

  it("keeps the caller's Idempotency-Key, and sends none on a GET", async () => {
    const { url, seen } = await scripted([{ status: 200, body: { data: CONTACT } }]);
    const client = createWbkClient({ baseUrl: url, apiKey: 'wbk_test' });
    await client.patch('/v1/contacts/{id}', { params: { path: { id: CONTACT.id } }, body: { job_title: 'Partner' }, headers: { 'Idempotency-Key': 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee' } });
    await client.get('/v1/contacts/{id}', { params: { path: { id: CONTACT.id }, query: { include: 'notes' } } });
    expect(seen[0]!.headers['idempotency-key']).toBe('aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee');
    expect(seen[1]).toMatchObject({ method: 'GET', url: `/v1/contacts/${CONTACT.id}?include=notes` });
    expect(seen[1]!.headers['idempotency-key']).toBeUndefined();
  });

  it('waits out a 429 and sends the same write again, with the same key and body', async () => {
    const limited = { status: 429, headers: { 'Retry-After': '7' }, body: { error: { code: 'rate_limited', message: 'Rate limit exceeded' } } };
    const { url, seen } = await scripted([limited, { status: 201, body: { data: CONTACT } }]);
    const waits: number[] = [];
    const client = createWbkClient({ baseUrl: url, apiKey: 'wbk_test', sleep: async (ms) => void waits.push(ms) });
    const result = await client.post('/v1/contacts', { body: { email: 'jane@example.com' } });
    expect(result.status).toBe(201);
    expect(waits).toEqual([7000]);
    expect(seen).toHaveLength(2);
    expect(seen[1]!.headers['idempotency-key']).toBe(seen[0]!.headers['idempotency-key']);
    expect(seen[1]!.body).toBe(seen[0]!.body);
  });

  it('answers the 429 once its retries are spent, or when Retry-After is longer than it waits', async () => {
    const limited = { status: 429, headers: { 'Retry-After': '1' }, body: { error: { code: 'rate_limited', message: 'Rate limit exceeded' } } };
    const spent = await scripted([limited]);
    const few = createWbkClient({ baseUrl: spent.url, apiKey: 'k', maxRateLimitRetries: 1, sleep: async () => undefined });
    const result = await few.get('/v1/contacts');
    expect(result.status).toBe(429);
    if (result.status === 429) expect(result.body.error.code).toBe('rate_limited');
    expect(spent.seen).toHaveLength(2);

    const long = await scripted([{ ...limited, headers: { 'Retry-After': '3600' } }]);
    const patient = createWbkClient({ baseUrl: long.url, apiKey: 'k', sleep: async () => undefined });
    expect((await patient.get('/v1/contacts')).status).toBe(429);
    expect(long.seen).toHaveLength(1);
  });

  it('answers errors as bodies typed by status', async () => {
    const { url } = await scripted([{ status: 404, body: { error: { code: 'not_found', message: 'Contact not found' } } }]);
    const client = createWbkClient({ baseUrl: url, apiKey: 'k' });
    const result = await client.get('/v1/contacts/{id}', { params: { path: { id: CONTACT.id } } });
    if (result.status !== 404) throw new Error(`expected 404, got ${result.status}`);
    const code: 'not_found' = result.body.error.code;
    expect(code).toBe('not_found');
  });
});
