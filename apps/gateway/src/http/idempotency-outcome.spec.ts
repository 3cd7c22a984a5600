import { randomUUID } from 'node:crypto';
import { AppError, createLogger } from '@wbk/platform';
import { InMemoryKv } from '@wbk/testing';
import { KvIdempotencyStore } from '../store/kv-idempotency.store';
import { emptyReply, OWNER_KEY, startAppFixture, type AppFixture } from '../testing/app.fixture';
import type { ApiReplyMessage } from '../upstreams/upstream.port';

type Upstream = () => Promise<ApiReplyMessage>;

async function createContact(app: AppFixture, key: string) {
  const res = await fetch(`${app.url}/v1/contacts`, {
    method: 'POST',
    headers: { authorization: `Bearer ${OWNER_KEY}`, 'content-type': 'application/json', 'idempotency-key': key },
    body: JSON.stringify({ email: 'a@example.com' }),
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as { data?: unknown; error?: { code: string; message: string; details?: Record<string, unknown> } } };
}

describe('an idempotent request whose outcome is unknown', () => {
  let app: AppFixture;
  let upstream: Upstream;

  beforeAll(async () => {
    app = await startAppFixture({ upstream: () => upstream() });
  });
  afterAll(() => app.close());

  it.each([
    ['the deadline passed (504 upstream_timeout)', () => new AppError('upstream_timeout', 'crm service did not answer in time, try again shortly'), 504],
    ['the call broke mid-way (500 internal_error)', () => new Error('stream reset after the request was sent'), 500],
  ])('%s: keeps the key claimed, says so, and refuses a retry with it instead of running it again', async (_name, failure, status) => {
    const key = randomUUID();
    upstream = async () => {
      throw failure();
    };
    const first = await createContact(app, key);
    expect(first.status).toBe(status);
    expect(first.body.error?.message).toContain('outcome is unknown');
    expect(first.body.error?.details).toMatchObject({ outcome: 'unknown' });

    upstream = async () => emptyReply({ created: true });
    const calls = app.forwarded.length;
    const retry = await createContact(app, key);
    expect(retry.status).toBe(409);
    expect(retry.body.error).toMatchObject({ code: 'idempotency_conflict', details: { outcome: 'unknown' } });
    expect(retry.body.error?.message).toContain('new Idempotency-Key');
    expect(app.forwarded.length).toBe(calls);
  });

  it.each([
    ['a refusal (400 validation_error)', () => new AppError('validation_error', 'email: must be an email')],
    ['a call that never left (503 service_unavailable)', () => new AppError('service_unavailable', 'crm service is unavailable, try again shortly')],
  ])('after %s the key is free and a retry runs', async (_name, failure) => {
    const key = randomUUID();
    upstream = async () => {
      throw failure();
    };
    await createContact(app, key);
    upstream = async () => emptyReply({ created: true });
    const calls = app.forwarded.length;
    expect((await createContact(app, key)).status).toBe(201);
    expect(app.forwarded.length).toBe(calls + 1);
  });
});

describe('an idempotent answer that cannot be stored', () => {
  it('is still answered, marked Idempotent-Stored: false, and the failure is logged', async () => {
    const logger = createLogger({ service: 'gateway-test', level: 'silent' });
    const logged = jest.spyOn(logger, 'error');
    const app = await startAppFixture({
      logger,
      upstream: async () => emptyReply({ created: true }),
      idempotencyStore: ({ clock }) => {
        const store = new KvIdempotencyStore(new InMemoryKv(), clock, logger);
        store.complete = async () => {
          throw new Error('nats: timeout');
        };
        return store;
      },
    });
    try {
      const res = await createContact(app, randomUUID());
      expect(res.status).toBe(201);
      expect(res.headers.get('idempotent-stored')).toBe('false');
      expect(logged).toHaveBeenCalledWith(expect.objectContaining({ scope: expect.any(String) }), 'could not store the answer of an idempotent request');
    } finally {
      await app.close();
    }
  });
});
