import { ProviderSimClient } from '@wbk/testing';
import { ACCOUNT, chatBody, mailBody, sendTo, startTestSim, type TestSim } from '../testing/sim.fixture';

let t: TestSim;
let control: ProviderSimClient;

beforeEach(async () => {
  t = await startTestSim();
  control = new ProviderSimClient(t.sim.url);
});
afterEach(() => t.sim.close());

async function postRaw(path: string, body: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${t.sim.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('GET /control/sent', () => {
  it('lists what was really sent, in order, with each idempotency key, filtered', async () => {
    await sendTo(t.sim, 'chat_a', chatBody('C0123456'), { key: 'k-1' });
    await sendTo(t.sim, 'mail_provider_a', mailBody('Jane@Acme.test'), { key: 'k-2' });
    await sendTo(t.sim, 'chat_a', chatBody('C0999999'), { key: 'k-3', account: 'another-workspace' });
    await sendTo(t.sim, 'chat_c', chatBody('not-a-phone'), { key: 'k-4' });
    expect((await control.sent()).map((m) => m.idempotency_key)).toEqual(['k-1', 'k-2', 'k-3']);
    expect((await control.sent({ accountId: ACCOUNT })).map((m) => m.idempotency_key)).toEqual(['k-1', 'k-2']);
    expect((await control.sent({ provider: 'chat_a' })).map((m) => m.account_id)).toEqual([ACCOUNT, 'another-workspace']);
    const [mail] = await control.sent({ recipient: 'jane@acme.test' });
    expect(mail).toEqual({
      id: expect.stringMatching(/^mpa_/),
      provider: 'mail_provider_a',
      account_id: ACCOUNT,
      recipient: 'jane@acme.test',
      idempotency_key: 'k-2',
      status: 'queued',
      accepted_at: '2026-03-01T10:00:00.000Z',
      message_id_header: expect.stringMatching(/^<mpa_[0-9a-f]{24}@mail-provider-a\.sim\.invalid>$/),
      request: mailBody('Jane@Acme.test'),
    });
  });

  it('counts what was sent and its distinct idempotency keys, with the same filters', async () => {
    // Keys are the provider's own: one key used at two providers is two sends under one key.
    await sendTo(t.sim, 'chat_a', chatBody('C0123456'), { key: 'k-1' });
    await sendTo(t.sim, 'mail_provider_a', mailBody('jane@acme.test'), { key: 'k-1' });
    await sendTo(t.sim, 'mail_provider_a', mailBody('john@acme.test'), { key: 'k-2' });
    await sendTo(t.sim, 'chat_a', chatBody('C0999999'), { key: 'k-3', account: 'another-workspace' });
    expect(await control.sentCount({ accountId: ACCOUNT })).toEqual({ sent: 3, distinct_keys: 2 });
    expect(await control.sentCount({ provider: 'chat_a' })).toEqual({ sent: 2, distinct_keys: 2 });
    expect(await control.sentCount()).toEqual({ sent: 4, distinct_keys: 3 });
    expect((await fetch(`${t.sim.url}/control/sent/count?provider=chat_z`)).status).toBe(400);
  });

  it('refuses an unknown provider or query parameter', async () => {
    expect((await fetch(`${t.sim.url}/control/sent?provider=chat_z`)).status).toBe(400);
    expect((await fetch(`${t.sim.url}/control/sent?workspace_id=x`)).status).toBe(400);
  });
});

describe('control bodies', () => {
  it('sets a recipient behaviour, checking the recipient against the provider rule', async () => {
    const ok = await postRaw('/control/recipients', { provider: 'mail_provider_b', account_id: ACCOUNT, recipient: ' Jane@Acme.test ', behaviour: 'bounce' });
    expect(ok).toEqual({ status: 200, body: { data: { provider: 'mail_provider_b', account_id: ACCOUNT, recipient: 'jane@acme.test', behaviour: 'bounce' } } });
    expect((await postRaw('/control/recipients', { provider: 'chat_c', account_id: ACCOUNT, recipient: 'jane@acme.test', behaviour: 'fail' })).body).toMatchObject({ error: { code: 'invalid_recipient' } });
    expect((await postRaw('/control/recipients', { provider: 'chat_c', account_id: ACCOUNT, recipient: '+447700900123', behaviour: 'explode' })).body).toMatchObject({
      error: { code: 'invalid_request', details: [{ field: 'behaviour' }] },
    });
  });

  it('adds only conversation ids that fit chat_b\'s rule', async () => {
    expect((await postRaw('/control/conversations', { account_id: ACCOUNT, conversation_id: 'conv_client77' })).status).toBe(200);
    expect((await postRaw('/control/conversations', { account_id: ACCOUNT, conversation_id: 'room-7' })).body).toMatchObject({ error: { code: 'invalid_request', details: [{ field: 'conversation_id' }] } });
  });

  it('sets and resets faults per provider, refusing rates out of range', async () => {
    expect(await control.setFaults({ provider: 'chat_b', failRate: 0.25, rateLimitPerSecond: 5 })).toEqual({ provider: 'chat_b', fail_rate: 0.25, rate_limit_per_second: 5 });
    expect(await control.setFaults({ provider: 'chat_b', rateLimitPerSecond: null })).toEqual({ provider: 'chat_b', fail_rate: 0.25, rate_limit_per_second: 50 });
    expect((await postRaw('/control/faults', { provider: 'chat_b', fail_rate: 2 })).status).toBe(400);
    expect((await postRaw('/control/faults', { provider: 'chat_b', rate_limit_per_second: 0 })).status).toBe(400);
  });

  it('refuses a reply to an unknown message with 404 message_not_found', async () => {
    const res = await postRaw('/control/replies', { provider: 'chat_a', account_id: ACCOUNT, message_id: 'cha_000000000000000000000000', text: 'Hi' });
    expect(res).toMatchObject({ status: 404, body: { error: { code: 'message_not_found' } } });
  });

  it('says what went wrong through the client', async () => {
    await expect(control.addConversation(ACCOUNT, 'nope')).rejects.toThrow(/POST \/control\/conversations answered 400/);
  });

  it('answers 404 route_not_found for anything else', async () => {
    expect((await postRaw('/control/everything', {})).body).toMatchObject({ error: { code: 'route_not_found' } });
  });
});

describe('POST /control/latency', () => {
  it('logs the send at once and holds its answer back, repeats of the key too; 0 undoes it', async () => {
    await control.setLatency({ provider: 'mail_provider_a', accountId: ACCOUNT, recipient: 'Slow@Acme.test', delayMs: 300 });
    let answered = false;
    const pending = sendTo(t.sim, 'mail_provider_a', mailBody('slow@acme.test'), { key: 'slow-1' }).then((r) => {
      answered = true;
      return r;
    });
    for (let i = 0; i < 100 && (await control.sent({ recipient: 'slow@acme.test' })).length === 0; i++) await new Promise((r) => setTimeout(r, 10));
    expect(await control.sent({ recipient: 'slow@acme.test' })).toHaveLength(1);
    expect(answered).toBe(false);
    const first = await pending;
    const again = await sendTo(t.sim, 'mail_provider_a', mailBody('slow@acme.test'), { key: 'slow-1' });
    expect(again.body['id']).toBe(first.body['id']);
    expect(await control.sent({ recipient: 'slow@acme.test' })).toHaveLength(1);

    await control.setLatency({ provider: 'mail_provider_a', accountId: ACCOUNT, recipient: 'slow@acme.test', delayMs: 0 });
    const started = Date.now();
    await sendTo(t.sim, 'mail_provider_a', mailBody('slow@acme.test'), { key: 'slow-2' });
    expect(Date.now() - started).toBeLessThan(300);
    expect((await postRaw('/control/latency', { provider: 'mail_provider_a', account_id: ACCOUNT, recipient: 'x@acme.test', delay_ms: 120_000 })).status).toBe(400);
  });
});
