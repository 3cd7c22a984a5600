// send_email / send_channel_message through the OutreachPort adapter against a
// real apps/provider-sim process (started from source).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { EventEnvelope } from '@wbk/contracts';
import { ManualClock, createLogger } from '@wbk/platform';
import { findProtoRoot } from '@wbk/rpc';
import type { ActionContext } from './action-executor.port';
import { createActionExecutor, type ClosableActionExecutor } from './action-executor';
import { createProviderSimOutreach, subjectOf } from './provider-sim-outreach.adapter';
import { startSourceApp, type SourceApp } from './testing/source-app.process';

const WS = '11111111-1111-4111-8111-111111111111';
const RUN = '33333333-3333-4333-8333-333333333333';
const logger = createLogger({ service: 'outreach-test', level: 'silent' });

const trigger: EventEnvelope = {
  id: '77777777-7777-4777-8777-777777777777',
  event: 'contact.updated',
  occurred_at: '2026-03-01T09:00:00.000Z',
  workspace_id: WS,
  data: {},
  causation: { root_id: '44444444-4444-4444-8444-444444444444', depth: 0 },
};

function context(runId = RUN): ActionContext {
  return { workspaceId: WS, workflowId: '22222222-2222-4222-8222-222222222222', runId, trigger, entity: { id: 'c1' }, entityType: 'contact' };
}

let sim: SourceApp;
let simUrl: string;
let executor: ClosableActionExecutor;

async function sent(): Promise<Array<Record<string, unknown>>> {
  const res = await fetch(`${simUrl}/sent?workspace_id=${WS}`);
  return ((await res.json()) as { data: Array<Record<string, unknown>> }).data;
}

beforeAll(async () => {
  sim = await startSourceApp('provider-sim', { HTTP_HOST: '127.0.0.1', HTTP_PORT: '0', SIM_FAIL_RATE: '0' }, 'http_port');
  simUrl = `http://127.0.0.1:${sim.port}`;
  executor = createActionExecutor({
    crmAddress: '127.0.0.1:1',
    dispatcherAddress: '127.0.0.1:1',
    providerSimUrl: simUrl,
    protoRoot: findProtoRoot(__dirname),
    logger,
    clock: new ManualClock(),
  });
}, 60_000);

afterAll(async () => {
  executor.close();
  await sim.stop();
});

describe('through provider-sim', () => {
  it('sends an email once per run id', async () => {
    const config = { to: 'jane@acme.test', subject: 'Welcome', body: 'Hello Jane' };
    const first = await executor.execute('send_email', config, context());
    expect(first).toEqual({ ok: true, result: { message_id: expect.any(String), status: 'queued' } });
    const again = await executor.execute('send_email', config, context());
    expect(again).toEqual(first);
    const mails = (await sent()).filter((r) => r['kind'] === 'mail' && r['idempotency_key'] === RUN);
    expect(mails).toHaveLength(1);
    expect(mails[0]!['request']).toEqual(config);
  });

  it('sends a channel message, and channel email as a mail', async () => {
    const chat = await executor.execute('send_channel_message', { channel: 'chat_c', recipient: '@jane', message: 'Hi' }, context('run-chat'));
    expect(chat).toEqual({ ok: true, result: { channel: 'chat_c', message_id: expect.any(String), status: 'sent' } });
    const mail = await executor.execute('send_channel_message', { channel: 'email', recipient: 'j@acme.test', message: 'Line one\nmore' }, context('run-mail'));
    expect(mail).toMatchObject({ ok: true, result: { channel: 'email', status: 'queued' } });
    const records = await sent();
    expect(records.find((r) => r['idempotency_key'] === 'run-chat')).toMatchObject({ kind: 'chat', channel: 'chat_c', request: { recipient: '@jane', message: 'Hi' } });
    expect(records.find((r) => r['idempotency_key'] === 'run-mail')).toMatchObject({ kind: 'mail', request: { to: 'j@acme.test', subject: 'Line one', body: 'Line one\nmore' } });
  });

  it('reports a refused message as final', async () => {
    const outcome = await executor.execute('send_channel_message', { channel: 'chat_z', recipient: 'x', message: 'y' }, context('run-bad'));
    expect(outcome).toMatchObject({ ok: false, retryable: false });
  });
});

describe('failures', () => {
  it('reports provider failures as retryable and opens the breaker', async () => {
    const failing = await startSourceApp('provider-sim', { HTTP_HOST: '127.0.0.1', HTTP_PORT: '0', SIM_FAIL_RATE: '1' }, 'http_port');
    const outreach = createProviderSimOutreach({ baseUrl: `http://127.0.0.1:${failing.port}`, logger, breaker: { volumeThreshold: 2, resetTimeoutMs: 60_000 } });
    try {
      const request = { workspaceId: WS, to: 'a@b.test', subject: 's', body: 'b', idempotencyKey: 'k' };
      await expect(outreach.sendEmail(request)).rejects.toMatchObject({ code: 'provider_error' });
      await expect(outreach.sendEmail(request)).rejects.toMatchObject({ code: 'provider_error' });
      // Open now: fails fast without calling the provider.
      await expect(outreach.sendEmail(request)).rejects.toMatchObject({ code: 'service_unavailable' });
    } finally {
      outreach.close();
      await failing.stop();
    }
  }, 60_000);

  it('ends a call that outlives its deadline as upstream_timeout', async () => {
    const hanging = http.createServer(() => undefined);
    await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', () => resolve()));
    const outreach = createProviderSimOutreach({ baseUrl: `http://127.0.0.1:${(hanging.address() as AddressInfo).port}`, logger, deadlineMs: 200 });
    try {
      await expect(outreach.sendChannelMessage({ workspaceId: WS, channel: 'chat_a', recipient: 'r', message: 'm', idempotencyKey: 'k' })).rejects.toMatchObject({
        code: 'upstream_timeout',
      });
    } finally {
      outreach.close();
      hanging.closeAllConnections();
      await new Promise<void>((resolve) => hanging.close(() => resolve()));
    }
  });

  it('reports an unreachable provider as retryable', async () => {
    const offline = createActionExecutor({ crmAddress: '127.0.0.1:1', dispatcherAddress: '127.0.0.1:1', providerSimUrl: 'http://127.0.0.1:1', protoRoot: findProtoRoot(__dirname), logger, clock: new ManualClock() });
    try {
      const outcome = await offline.execute('send_email', { to: 'a@b.test', subject: 's', body: 'b' }, context());
      expect(outcome).toMatchObject({ ok: false, retryable: true });
      expect(outcome.ok === false && outcome.error).toContain('service_unavailable');
    } finally {
      offline.close();
    }
  });
});

describe('subjectOf', () => {
  it('takes the first line, capped', () => {
    expect(subjectOf('Hello\nworld')).toBe('Hello');
    expect(subjectOf('x'.repeat(200))).toHaveLength(120);
  });
});
