// Reports to SIM_WEBHOOK_URL: signed, typed by the recipient's behaviour, retried until 2xx.
import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ProviderSimClient, expectEventually } from '@wbk/testing';
import type { Provider } from '../domain/providers';
import { ACCOUNT, SECRETS, chatBody, mailBody, sendTo, startReportReceiver, startTestSim, type ReceivedReport, type ReportReceiver, type TestSim } from '../testing/sim.fixture';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const eventually = { timeoutMs: 5_000, intervalMs: 10 };

let t: TestSim;
let receiver: ReportReceiver;
let control: ProviderSimClient;

async function start(statuses: number[] = []): Promise<void> {
  receiver = await startReportReceiver(statuses);
  t = await startTestSim({ deliveryDelayMs: 20, webhook: { url: receiver.url, secrets: SECRETS, retryMs: [10, 20] } });
  control = new ProviderSimClient(t.sim.url);
}

afterEach(async () => {
  await t.sim.close();
  await receiver?.close();
});

function expectSignedAsSpecified(request: ReceivedReport): void {
  const timestamp = request.headers['x-sim-timestamp'];
  expect(timestamp).toBe(String(Math.floor(t.clock.now().getTime() / 1000)));
  // Each provider signs with its own secret, over its own name: the path the report is posted to.
  const provider = request.path.split('/').pop() as Provider;
  const expected = Buffer.from(`sha256=${createHmac('sha256', SECRETS[provider]).update(`${String(timestamp)}.${provider}.${request.rawBody}`).digest('hex')}`);
  const signature = Buffer.from(String(request.headers['x-sim-signature']));
  expect(signature.length === expected.length && timingSafeEqual(signature, expected)).toBe(true);
  expect(request.headers['content-type']).toBe('application/json');
}

describe('reports', () => {
  it('follows an accepted send with a signed delivered report at <url>/<provider>', async () => {
    await start();
    const res = await sendTo(t.sim, 'chat_a', chatBody('C0123456'));
    const [request] = await expectEventually(() => {
      expect(receiver.requests).toHaveLength(1);
      return receiver.requests;
    }, eventually);
    expect(request!.path).toBe('/inbound/chat_a');
    expectSignedAsSpecified(request!);
    expect(request!.body).toEqual({
      id: expect.stringMatching(UUID),
      type: 'delivered',
      message_id: res.body['id'],
      account_id: ACCOUNT,
      recipient: 'C0123456',
      occurred_at: '2026-03-01T10:00:00.020Z',
    });
  });

  it('retries a report until the receiver answers 2xx, keeping its id', async () => {
    await start([500, 503, 502]);
    await sendTo(t.sim, 'mail_provider_b', mailBody('jane@acme.test'));
    await expectEventually(() => expect(receiver.requests).toHaveLength(4), eventually);
    expect(new Set(receiver.requests.map((r) => r.body['id'])).size).toBe(1);
    receiver.requests.forEach(expectSignedAsSpecified);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(receiver.requests).toHaveLength(4);
    expect(await control.reportStats()).toEqual({ pending: 0, delivered: 1, dropped: 0 });
  });

  it('reports bounced or failed for recipients set so, with a reason', async () => {
    await start();
    await control.setRecipientBehaviour({ provider: 'mail_provider_a', accountId: ACCOUNT, recipient: 'Gone@Acme.test', behaviour: 'bounce' });
    await control.setRecipientBehaviour({ provider: 'chat_c', accountId: ACCOUNT, recipient: '+447700900999', behaviour: 'fail' });
    await sendTo(t.sim, 'mail_provider_a', mailBody('gone@acme.test'));
    await sendTo(t.sim, 'chat_c', chatBody('+447700900999'));
    await sendTo(t.sim, 'chat_c', chatBody('+447700900123'));
    await expectEventually(() => expect(receiver.requests).toHaveLength(3), eventually);
    const byPath = Object.fromEntries(receiver.requests.map((r) => [`${r.path} ${String(r.body['recipient'])}`, r.body]));
    expect(byPath['/inbound/mail_provider_a gone@acme.test']).toMatchObject({ type: 'bounced', reason: expect.any(String) });
    expect(byPath['/inbound/chat_c +447700900999']).toMatchObject({ type: 'failed', reason: expect.any(String) });
    expect(byPath['/inbound/chat_c +447700900123']).toMatchObject({ type: 'delivered' });
  });

  it('sends one report per message, not per repeated request', async () => {
    await start();
    await sendTo(t.sim, 'chat_a', chatBody('C0123456'), { key: 'once' });
    await sendTo(t.sim, 'chat_a', chatBody('C0123456'), { key: 'once' });
    await expectEventually(() => expect(receiver.requests).toHaveLength(1), eventually);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(receiver.requests).toHaveLength(1);
  });

  it('reports replied on control, and a mail reply lands in the mailbox', async () => {
    await start();
    const sent = await sendTo(t.sim, 'mail_provider_a', mailBody('jane@acme.test'));
    const messageId = sent.body['id'] as string;
    const reply = await control.reply({ provider: 'mail_provider_a', accountId: ACCOUNT, messageId }, 'Thanks, signed copy attached.');
    expect(reply.reply).toEqual({ message_id: expect.stringMatching(/^mpa_[0-9a-f]{24}$/), text: 'Thanks, signed copy attached.' });
    const replied = await expectEventually(() => {
      const found = receiver.requests.find((r) => r.body['type'] === 'replied');
      expect(found).toBeDefined();
      return found!;
    }, eventually);
    expectSignedAsSpecified(replied);
    expect(replied.body).toEqual({
      id: reply.report_id,
      type: 'replied',
      message_id: messageId,
      account_id: ACCOUNT,
      recipient: 'jane@acme.test',
      occurred_at: '2026-03-01T10:00:00.000Z',
      reply: reply.reply,
    });
    expect(await control.mailbox('mail_provider_a', ACCOUNT)).toEqual([
      expect.objectContaining({ from: 'jane@acme.test', in_reply_to: sent.body['message_id_header'], subject: 'Re: Engagement letter: Doe v. Acme Holdings', text: 'Thanks, signed copy attached.' }),
    ]);
  });

  it('reports complained on control', async () => {
    await start();
    const sent = await sendTo(t.sim, 'chat_d', chatBody('12345678'));
    const { report_id } = await control.complain({ provider: 'chat_d', accountId: ACCOUNT, messageId: sent.body['id'] as string });
    await expectEventually(() => expect(receiver.requests.find((r) => r.body['id'] === report_id)?.body).toMatchObject({ type: 'complained', message_id: sent.body['id'] }), eventually);
  });

  it('refuses a reply to a message it did not send for that account', async () => {
    await start();
    const sent = await sendTo(t.sim, 'chat_a', chatBody('C0123456'));
    await expect(control.reply({ provider: 'chat_a', accountId: 'another-workspace', messageId: sent.body['id'] as string }, 'Hi')).rejects.toThrow(/404.*message_not_found/);
  });

  it('answers a send at once while the receiver hangs', async () => {
    const hanging = http.createServer(() => undefined);
    await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', () => resolve()));
    t = await startTestSim({ deliveryDelayMs: 0, webhook: { url: `http://127.0.0.1:${(hanging.address() as AddressInfo).port}`, secrets: SECRETS, timeoutMs: 200 } });
    try {
      const started = Date.now();
      const res = await sendTo(t.sim, 'chat_a', chatBody('C0123456'));
      expect(res.status).toBe(200);
      expect(Date.now() - started).toBeLessThan(150);
    } finally {
      hanging.closeAllConnections();
      await new Promise<void>((resolve) => hanging.close(() => resolve()));
    }
  });

  it('sends no reports without SIM_WEBHOOK_URL, and says so', async () => {
    receiver = await startReportReceiver();
    t = await startTestSim();
    expect((await sendTo(t.sim, 'chat_a', chatBody('C0123456'))).status).toBe(200);
    expect(await new ProviderSimClient(t.sim.url).reportStats()).toEqual({ pending: 0, delivered: 0, dropped: 0, disabled: true });
  });
});
