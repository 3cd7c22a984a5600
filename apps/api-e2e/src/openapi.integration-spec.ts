import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createWbkClient, type WbkClient } from '@wbk/client';
import { declaredResponseHeaders, type OpenApiDocument } from '@wbk/contracts';
import { apiConformance, createTestWorkspace, findRepoRoot, startStack, type Stack } from '@wbk/testing';
import { chromium } from 'playwright-core';

const CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].find((binary) => existsSync(binary));
const SCREENSHOT = path.join(findRepoRoot(), 'dist/test-output/docs-page.png');

/** The client's transport, checking every answer against the document like the suites' ApiClient does. */
function conformingFetch(): (request: Request) => Promise<Response> {
  return async (request) => {
    const sent = request.clone();
    const response = await fetch(request);
    const text = await response.clone().text();
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => (headers[name] = value));
    const url = new URL(sent.url);
    apiConformance().assert(sent.method, `${url.pathname}${url.search}`, response.status, headers, text === '' ? '' : (JSON.parse(text) as unknown));
    return response;
  };
}

describe('the API described: OpenAPI document, docs page and typed client', () => {
  let stack: Stack;
  let client: WbkClient;
  let apiKey: string;

  beforeAll(async () => {
    stack = await startStack();
    const workspace = await createTestWorkspace(stack.admin, { plan: 'org' });
    apiKey = workspace.keys.full!;
    client = createWbkClient({ baseUrl: stack.baseUrl, apiKey, fetch: conformingFetch() });
  });

  afterAll(async () => {
    await stack?.stop();
  });

  it('serves the committed OpenAPI 3.1 document without a key', async () => {
    const response = await fetch(`${stack.baseUrl}/v1/openapi.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-request-id')).toEqual(expect.any(String));
    const served = (await response.json()) as { openapi: string };
    expect(served.openapi).toBe('3.1.0');
    expect(served).toEqual(JSON.parse(readFileSync(path.join(findRepoRoot(), 'docs/openapi.json'), 'utf8')));
  });

  it('declares every header the gateway sends: rate limits without a key, Idempotent-*, and Deprecation/Link on the legacy route\'s errors', async () => {
    const served = (await (await fetch(`${stack.baseUrl}/v1/openapi.json`)).json()) as OpenApiDocument;
    // Headers of HTTP itself, which no operation declares.
    const transport = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive', 'transfer-encoding']);
    const undeclared = async (operationPath: string, url: string, init: { method?: string; key?: boolean; body?: unknown; idempotencyKey?: string } = {}) => {
      const method = init.method ?? 'GET';
      const response = await fetch(`${stack.baseUrl}${url}`, {
        method,
        headers: {
          ...(init.key === true ? { authorization: `Bearer ${apiKey}` } : {}),
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(init.idempotencyKey === undefined ? {} : { 'idempotency-key': init.idempotencyKey }),
        },
        ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      });
      await response.arrayBuffer();
      const declared = declaredResponseHeaders(served, operationPath, method, response.status) ?? ['(no such answer)'];
      const sent = [...response.headers.keys()].filter((name) => !transport.has(name) && !declared.includes(name));
      return { url, status: response.status, undeclared: sent, headers: [...response.headers.keys()] };
    };
    const none = (url: string) => expect.objectContaining({ url, undeclared: [] });

    const document = await undeclared('/v1/openapi.json', '/v1/openapi.json');
    expect(document).toEqual(none('/v1/openapi.json'));
    expect(document.headers).toEqual(expect.arrayContaining(['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset', 'x-request-id']));
    expect(await undeclared('/v1/contacts', '/v1/contacts')).toEqual(none('/v1/contacts'));
    const legacyError = await undeclared('/v1/prospects/search', '/v1/prospects/search?unknown=1', { method: 'POST', key: true, body: { query: 'partner' } });
    expect(legacyError).toEqual(none('/v1/prospects/search?unknown=1'));
    expect(legacyError.headers).toEqual(expect.arrayContaining(['deprecation', 'link']));
    const key = randomUUID();
    const body = { email: `declared-${key}@example.com` };
    expect(await undeclared('/v1/contacts', '/v1/contacts', { method: 'POST', key: true, body, idempotencyKey: key })).toEqual(none('/v1/contacts'));
    const replay = await undeclared('/v1/contacts', '/v1/contacts', { method: 'POST', key: true, body, idempotencyKey: key });
    expect(replay).toEqual(none('/v1/contacts'));
    expect(replay.headers).toContain('idempotent-replayed');
  });

  it('renders the docs page from it in a browser, with every operation listed and nothing fetched from elsewhere', async () => {
    if (CHROMIUM === undefined) {
      console.warn('docs page test skipped: no Chromium binary found (install the Debian package chromium)');
      return;
    }
    type Operations = Record<string, Record<string, { operationId: string }>>;
    const document = JSON.parse(readFileSync(path.join(findRepoRoot(), 'docs/openapi.json'), 'utf8')) as { paths: Operations; webhooks?: Operations };
    // Redoc lists the webhooks (one per public event type) as operations of their tag too.
    const operationIds = [...Object.values(document.paths), ...Object.values(document.webhooks ?? {})].flatMap((item) => Object.values(item).map((op) => op.operationId));
    // The system's Chromium (Debian package), driven by playwright-core, which downloads no browser.
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
    try {
      const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
      const failedHere: string[] = [];
      page.on('requestfailed', (request) => {
        if (request.url().startsWith(stack.baseUrl)) failedHere.push(request.url());
      });
      page.on('response', (response) => {
        if (response.url().startsWith(stack.baseUrl) && response.status() >= 400) failedHere.push(`${response.status()} ${response.url()}`);
      });
      const answer = await page.goto(`${stack.baseUrl}/docs`, { waitUntil: 'networkidle', timeout: 60_000 });
      expect(answer?.status()).toBe(200);
      await page.waitForSelector('[data-section-id^="operation/"]', { timeout: 60_000 });
      const listed = await page.$$eval('[data-section-id^="operation/"]', (elements) => elements.map((e) => e.getAttribute('data-section-id')!.slice('operation/'.length)));
      expect([...listed].sort()).toEqual([...operationIds].sort());
      expect(failedHere).toEqual([]);
      mkdirSync(path.dirname(SCREENSHOT), { recursive: true });
      await page.screenshot({ path: SCREENSHOT });
      console.log(`docs page screenshot: ${SCREENSHOT}`);
    } finally {
      await browser.close();
    }
  });

  it('drives contacts through the typed client: create, read, update, list, delete', async () => {
    const created = await client.post('/v1/contacts', { body: { first_name: 'Ada', last_name: 'Lovelace', email: 'Ada@Example.com', tags: ['litigation'] } });
    if (created.status !== 201) throw new Error(`create answered ${created.status}: ${JSON.stringify(created.body)}`);
    const id = created.body.data.id;
    expect(created.body.data).toMatchObject({ full_name: 'Ada Lovelace', email: 'ada@example.com' });

    const updated = await client.patch('/v1/contacts/{id}', { params: { path: { id } }, body: { job_title: 'Counsel', priority: 1 } });
    expect(updated.status).toBe(200);
    if (updated.status === 200) expect(updated.body.data).toMatchObject({ job_title: 'Counsel', priority: 1 });

    const read = await client.get('/v1/contacts/{id}', { params: { path: { id }, query: { include: '*' } } });
    if (read.status !== 200) throw new Error(`read answered ${read.status}`);
    expect(read.body.data).toMatchObject({ id, recent_notes: [], open_tasks: [], open_deals: [] });

    const listed = await client.get('/v1/contacts', { params: { query: { email: 'ada@example.com' } } });
    if (listed.status !== 200) throw new Error(`list answered ${listed.status}`);
    expect(listed.body.data.map((c) => c.id)).toEqual([id]);
    expect(listed.body.meta).toEqual({ page: 1, per_page: 50, total: 1 });

    expect((await client.delete('/v1/contacts/{id}', { params: { path: { id } } })).status).toBe(200);
    const gone = await client.get('/v1/contacts/{id}', { params: { path: { id } } });
    if (gone.status !== 404) throw new Error(`read after delete answered ${gone.status}`);
    expect(gone.body.error.code).toBe('not_found');
  });

  it('makes its own Idempotency-Key for a write, so the same call sent twice creates once', async () => {
    // A client whose key maker always gives the same key: two calls are then one write, as a retry of one call is.
    const key = '7d3b1c2a-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
    const workspace = await createTestWorkspace(stack.admin, { plan: 'org' });
    const writer = createWbkClient({ baseUrl: stack.baseUrl, apiKey: workspace.keys.full!, fetch: conformingFetch(), newIdempotencyKey: () => key });
    const first = await writer.post('/v1/contacts', { body: { email: 'once@example.com' } });
    const second = await writer.post('/v1/contacts', { body: { email: 'once@example.com' } });
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    if (first.status === 201 && second.status === 201) expect(second.body.data.id).toBe(first.body.data.id);
    const listed = await writer.get('/v1/contacts', { params: { query: { email: 'once@example.com' } } });
    if (listed.status === 200) expect(listed.body.meta.total).toBe(1);

    const conflicting = await writer.post('/v1/contacts', { body: { email: 'other@example.com' } });
    if (conflicting.status !== 409) throw new Error(`a second body under the same key answered ${conflicting.status}`);
    expect(conflicting.body.error.code).toBe('idempotency_conflict');
  });

  it('answers validation errors typed by status, naming the field', async () => {
    const result = await client.post('/v1/contacts', { body: { email: 'not an email' } });
    if (result.status !== 400) throw new Error(`expected 400, got ${result.status}`);
    expect(result.body.error.code).toBe('validation_error');
    expect(result.body.error.details).toMatchObject({ fields: [{ field: 'email', message: 'must be a valid email address' }] });
  });
});
