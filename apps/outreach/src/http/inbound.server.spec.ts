import { createLogger } from '@wbk/platform';
import { ManualClock } from '@wbk/testing';
import type { ProviderName } from '../domain/channel-provider';
import { reportSignature, type ProviderReport } from '../domain/provider-report';
import { startInboundServer, type InboundServer } from './inbound.server';

const SECRETS = new Map<ProviderName, string[]>([['mail_provider_a', ['mail-a-report-secret-0123']], ['chat_a', ['chat-a-report-secret-0123']]]);
const clock = new ManualClock('2026-03-02T10:00:00.000Z');
const handled: Array<{ provider: ProviderName; report: ProviderReport }> = [];
let failNext = false;
let server: InboundServer;

beforeAll(async () => {
  server = await startInboundServer({
    host: '127.0.0.1',
    port: 0,
    secrets: SECRETS,
    clock,
    logger: createLogger({ service: 'inbound-test', level: 'silent' }),
    recordProviderReport: {
      async execute(provider, report) {
        if (failNext) {
          failNext = false;
          throw new Error('store down');
        }
        handled.push({ provider, report });
      },
    },
  });
});

afterAll(() => server.close());
beforeEach(() => {
  handled.length = 0;
});

const report = { id: '0f1e2d3c-4b5a-4968-8776-655443322110', type: 'delivered', message_id: 'mpa_5f0c2e7a9b1d4c3e8f6a2b0d', account_id: '11111111-1111-4111-8111-111111111111', recipient: 'jane@example.com', occurred_at: '2026-03-02T09:59:59.000Z' };

async function post(path: string, body: string, headers: Record<string, string>) {
  const res = await fetch(`http://127.0.0.1:${server.port}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** Signed as `provider` would sign it: with its own secret, over its own name. */
function signed(body: string, timestamp = String(clock.now().getTime() / 1000), provider: ProviderName = 'mail_provider_a') {
  return { 'x-sim-timestamp': timestamp, 'x-sim-signature': reportSignature(SECRETS.get(provider)![0]!, provider, timestamp, Buffer.from(body)) };
}

describe('inbound listener', () => {
  it('hands a correctly signed report to the handler and answers 200', async () => {
    const body = JSON.stringify(report);
    expect(await post('/inbound/mail_provider_a', body, signed(body))).toEqual({ status: 200, body: { ok: true } });
    expect(handled).toEqual([{ provider: 'mail_provider_a', report }]);
  });

  it('answers 401 for a wrong signature or a stale timestamp, and hands nothing on', async () => {
    const body = JSON.stringify(report);
    const tampered = JSON.stringify({ ...report, type: 'bounced' });
    expect((await post('/inbound/mail_provider_a', tampered, signed(body))).status).toBe(401);
    const stale = String(clock.now().getTime() / 1000 - 301);
    expect(await post('/inbound/mail_provider_a', body, signed(body, stale))).toMatchObject({ status: 401, body: { error: { code: 'invalid_signature' } } });
    expect((await post('/inbound/mail_provider_a', body, {})).status).toBe(401);
    expect(handled).toEqual([]);
  });

  it('answers 401 for a report signed for one provider and posted to another provider\'s path', async () => {
    const body = JSON.stringify(report);
    const replayed = await post('/inbound/chat_a', body, signed(body, undefined, 'mail_provider_a'));
    expect(replayed).toMatchObject({ status: 401, body: { error: { code: 'invalid_signature', message: expect.stringContaining('chat_a report secret') } } });
    expect(await post('/inbound/mail_provider_b', body, signed(body, undefined, 'mail_provider_a'))).toMatchObject({ status: 401, body: { error: { message: expect.stringContaining('with the mail_provider_b report secret') } } });
    expect(handled).toEqual([]);
    expect((await post('/inbound/chat_a', body, signed(body, undefined, 'chat_a'))).status).toBe(200);
    expect(handled).toEqual([{ provider: 'chat_a', report }]);
  });

  it('answers 404 for an unknown provider or path, 400 for a body that is not a report, 500 when it could not be recorded', async () => {
    const body = JSON.stringify(report);
    expect((await post('/inbound/fax', body, signed(body))).status).toBe(404);
    expect((await post('/elsewhere', body, signed(body))).status).toBe(404);
    const bad = JSON.stringify({ ...report, type: 'opened' });
    expect((await post('/inbound/chat_a', bad, signed(bad, undefined, 'chat_a'))).status).toBe(400);
    expect((await post('/inbound/chat_a', 'not json', signed('not json', undefined, 'chat_a'))).status).toBe(400);
    failNext = true;
    expect((await post('/inbound/chat_a', body, signed(body, undefined, 'chat_a'))).status).toBe(500);
    expect(handled).toEqual([]);
  });
});
