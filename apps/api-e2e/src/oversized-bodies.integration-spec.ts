/**
 * Every operation of the OpenAPI document that can take a body (every method
 * but GET), and paths no route serves, answer a body over the limit with 413
 * and the spec's error body: a declared length before the body is read, a
 * chunked body once it passes the limit. Each client sends the first part of
 * its 10 MiB (more on a route that takes more) at once and the rest slowly, and
 * must read the answer within the deadline while it is still sending; a
 * gateway that reads a refused body to its end first answers only after the
 * whole upload, if at all.
 */
import { randomUUID } from 'node:crypto';
import { PUBLIC_ROUTES } from '@wbk/contracts';
import { apiConformance, createTestWorkspace, startStack, type Stack } from '@wbk/testing';
import { type OpenApiDoc, operationsOf } from './fuzz/openapi-operations';
import { inBatches, type UploadOutcome, uploadOversized } from './oversized-upload';

const MiB = 1024 * 1024;
/** The gateway's limit for a route that declares none (docs/decisions.md). */
const DEFAULT_LIMIT = MiB;
/** Generous: the answer needs nothing but the request's headers (or the first part of a chunked body). */
const ANSWER_WITHIN_MS = 5_000;
const AT_ONCE = 4;

interface Target {
  name: string;
  method: string;
  path: string;
  limit: number;
  key: string | null;
  chunked: boolean;
}

function limitOf(method: string, template: string): number {
  return PUBLIC_ROUTES.find((route) => route.method === method && route.path === template)?.maxBodyBytes ?? DEFAULT_LIMIT;
}

/** What is wrong with one outcome, or null when it is the 413 with the spec's error body. */
function problemOf(target: Target, outcome: UploadOutcome): string | null {
  const where = `${target.name} (${target.chunked ? 'chunked' : 'Content-Length'})`;
  if (outcome.kind === 'failure') return `${where}: ${outcome.message} after ${outcome.elapsedMs} ms`;
  const body = outcome.body as { error?: { code?: unknown; message?: unknown } };
  const wrong: string[] = [];
  if (outcome.status !== 413) wrong.push(`status ${outcome.status}`);
  if (typeof body !== 'object' || body === null || Object.keys(body).join() !== 'error') wrong.push(`body ${outcome.text.slice(0, 200)}`);
  else if (body.error?.code !== 'payload_too_large' || typeof body.error.message !== 'string' || !body.error.message.includes(`${target.limit} bytes`)) wrong.push(`error ${JSON.stringify(body.error)}`);
  if (outcome.headers['connection'] !== 'close') wrong.push(`Connection: ${outcome.headers['connection']}`);
  // Headers and body as the document gives them (its Error schema on a path it does not list).
  wrong.push(...apiConformance().problems(target.method, target.path, outcome.status, outcome.headers, outcome.body));
  return wrong.length === 0 ? null : `${where}: ${wrong.join('; ')}`;
}

describe('oversized bodies on every route', () => {
  let stack: Stack;
  let key: string;

  beforeAll(async () => {
    stack = await startStack();
    key = (await createTestWorkspace(stack.admin, { plan: 'org' })).keys['full']!;
  }, 120_000);

  afterAll(async () => {
    await stack?.stop();
  });

  it('answers 413 with the error body while the client is still sending, declared or chunked, on every route with or without a key', async () => {
    const document = (await stack.api().get<OpenApiDoc>('/v1/openapi.json')).body;
    const operations = operationsOf(document).filter((operation) => operation.method !== 'GET');
    // Every operation with a body is among them, and the document lists some.
    expect(operations.filter((operation) => operation.body !== undefined).length).toBeGreaterThan(20);
    const documented: Array<Omit<Target, 'chunked'>> = operations.map((operation) => ({
      name: operation.key,
      method: operation.method,
      path: operation.template.replace(/\{[^}]+\}/g, () => randomUUID()),
      limit: limitOf(operation.method, operation.template),
      key,
    }));
    const elsewhere: Array<Omit<Target, 'chunked'>> = [
      { name: 'POST to a path no route serves', method: 'POST', path: '/v1/no-such-resource', limit: DEFAULT_LIMIT, key },
      { name: 'PUT, a method no route takes', method: 'PUT', path: '/v1/contacts', limit: DEFAULT_LIMIT, key },
      { name: 'POST outside /v1', method: 'POST', path: '/upload', limit: DEFAULT_LIMIT, key },
      { name: 'POST /v1/contacts without a key', method: 'POST', path: '/v1/contacts', limit: DEFAULT_LIMIT, key: null },
      { name: 'POST /v1/contacts with an unknown key', method: 'POST', path: '/v1/contacts', limit: DEFAULT_LIMIT, key: 'wbk_unknown_000000000000000000' },
    ];
    const targets: Target[] = [...documented, ...elsewhere].flatMap((target) => [false, true].map((chunked) => ({ ...target, chunked })));

    const outcomes = await inBatches(targets, AT_ONCE, (target) =>
      uploadOversized(
        {
          baseUrl: stack.baseUrl,
          method: target.method,
          path: target.path,
          headers: { 'content-type': 'application/json', ...(target.key === null ? {} : { authorization: `Bearer ${target.key}` }) },
          // 10 MiB, and on a route that takes more, 8 MiB past its limit: the paced rest alone takes longer than the deadline.
          bodyBytes: Math.max(10 * MiB, target.limit + 8 * MiB),
          chunked: target.chunked,
          sentAtOnce: target.limit + 256 * 1024,
        },
        ANSWER_WITHIN_MS,
      ),
    );

    expect(targets.map((target, i) => problemOf(target, outcomes[i]!)).filter((problem) => problem !== null)).toEqual([]);
    expect(outcomes.length).toBe(2 * (operations.length + elsewhere.length));
    // The gateway is still the same process and serves.
    expect((await stack.api(key).get('/v1/contacts')).status).toBe(200);
  }, 300_000);
});
