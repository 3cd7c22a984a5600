// Idempotency, rate limits and fault injection on the provider send route.
import { ProviderSimClient } from '@wbk/testing';
import { ACCOUNT, chatBody, mailBody, sendTo, startTestSim, type TestSim } from '../testing/sim.fixture';

let t: TestSim;
let control: ProviderSimClient;

afterEach(() => t.sim.close());

describe('idempotency', () => {
  beforeEach(async () => {
    t = await startTestSim();
    control = new ProviderSimClient(t.sim.url);
  });

  it('answers a repeated key with the same body and sends once', async () => {
    const first = await sendTo(t.sim, 'mail_provider_a', mailBody('jane@acme.test'), { key: 'enrollment-1-step-1' });
    t.clock.advance(60_000);
    const again = await sendTo(t.sim, 'mail_provider_a', mailBody('jane@acme.test'), { key: 'enrollment-1-step-1' });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    const sent = await control.sent({ provider: 'mail_provider_a', accountId: ACCOUNT });
    expect(sent.map((m) => m.idempotency_key)).toEqual(['enrollment-1-step-1']);
  });

  it('sends once for a concurrent burst with one key, and every caller gets the same answer', async () => {
    const burst = await Promise.all(Array.from({ length: 25 }, () => sendTo(t.sim, 'chat_a', chatBody('C0123456'), { key: 'burst-key' })));
    expect(new Set(burst.map((r) => JSON.stringify([r.status, r.body])))).toEqual(new Set([JSON.stringify([200, burst[0]!.body])]));
    expect(await control.sent({ provider: 'chat_a' })).toHaveLength(1);
  });

  it('scopes keys by provider and account', async () => {
    const a = await sendTo(t.sim, 'chat_a', chatBody('C0123456'), { key: 'shared' });
    const otherAccount = await sendTo(t.sim, 'chat_a', chatBody('C0123456'), { key: 'shared', account: 'another-workspace' });
    const otherProvider = await sendTo(t.sim, 'chat_c', chatBody('+447700900123'), { key: 'shared' });
    expect(new Set([a.body['id'], otherAccount.body['id'], otherProvider.body['id']]).size).toBe(3);
    expect(await control.sent({})).toHaveLength(3);
  });

  it('does not remember refusals: after a 404 the same key can send', async () => {
    expect((await sendTo(t.sim, 'chat_b', chatBody('conv_newmatter1'), { key: 'k-1' })).status).toBe(404);
    await control.addConversation(ACCOUNT, 'conv_newmatter1');
    expect((await sendTo(t.sim, 'chat_b', chatBody('conv_newmatter1'), { key: 'k-1' })).status).toBe(200);
  });
});

describe('rate limit (token bucket per provider and account)', () => {
  beforeEach(async () => {
    t = await startTestSim();
    control = new ProviderSimClient(t.sim.url);
  });

  it('answers 429 with a Retry-After that, when waited, lets the next call through', async () => {
    await control.setFaults({ provider: 'chat_a', rateLimitPerSecond: 2 });
    expect((await sendTo(t.sim, 'chat_a', chatBody('C0123456'))).status).toBe(200);
    const kept = await sendTo(t.sim, 'chat_a', chatBody('C0123456'), { key: 'kept' });
    expect(kept.status).toBe(200);
    const limited = await sendTo(t.sim, 'chat_a', chatBody('C0123456'));
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ error: { code: 'rate_limited' } });
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBe(1);
    // A repeat of a kept key is answered from memory, whatever the rate.
    expect((await sendTo(t.sim, 'chat_a', chatBody('C0123456'), { key: 'kept' })).body).toEqual(kept.body);
    // Other accounts and providers have their own buckets.
    expect((await sendTo(t.sim, 'chat_a', chatBody('C0123456'), { account: 'another-workspace' })).status).toBe(200);
    expect((await sendTo(t.sim, 'chat_c', chatBody('+447700900123'))).status).toBe(200);
    t.clock.advance(retryAfter * 1000);
    expect((await sendTo(t.sim, 'chat_a', chatBody('C0123456'))).status).toBe(200);
    expect(await control.sent({ provider: 'chat_a', accountId: ACCOUNT })).toHaveLength(3);
  });

  it('allows SIM_RATE_LIMIT_PER_SECOND sends at once (default 50), then limits', async () => {
    for (let i = 0; i < 50; i += 1) expect((await sendTo(t.sim, 'chat_d', chatBody('12345678'))).status).toBe(200);
    expect((await sendTo(t.sim, 'chat_d', chatBody('12345678'))).status).toBe(429);
  });
});

describe('fault injection', () => {
  it('fails a provider set through control with 500/503, sending nothing, until reset', async () => {
    const draws = [0.1, 0.7];
    t = await startTestSim({ random: () => draws.shift() ?? 0.99 });
    control = new ProviderSimClient(t.sim.url);
    expect(await control.setFaults({ provider: 'chat_c', failRate: 1 })).toEqual({ provider: 'chat_c', fail_rate: 1, rate_limit_per_second: 50 });
    const unavailable = await sendTo(t.sim, 'chat_c', chatBody('+447700900123'), { key: 'retry-me' });
    expect(unavailable).toMatchObject({ status: 503, body: { error: { code: 'provider_unavailable' } } });
    const failed = await sendTo(t.sim, 'chat_c', chatBody('+447700900123'), { key: 'retry-me' });
    expect(failed).toMatchObject({ status: 500, body: { error: { code: 'provider_error' } } });
    expect((await sendTo(t.sim, 'chat_a', chatBody('C0123456'))).status).toBe(200);
    expect(await control.sent({ provider: 'chat_c' })).toEqual([]);
    await control.setFaults({ provider: 'chat_c', failRate: null });
    expect((await sendTo(t.sim, 'chat_c', chatBody('+447700900123'), { key: 'retry-me' })).status).toBe(200);
    expect(await control.sent({ provider: 'chat_c' })).toHaveLength(1);
  });

  it('fails the share SIM_FAIL_RATE gives on every provider', async () => {
    const draws = [0.4, 0.6, 0.2, 0.9];
    t = await startTestSim({ failRate: 0.5, random: () => draws.shift() ?? 0.99 });
    control = new ProviderSimClient(t.sim.url);
    expect((await sendTo(t.sim, 'mail_provider_b', mailBody('jane@acme.test'))).status).toBe(500);
    expect((await sendTo(t.sim, 'mail_provider_b', mailBody('jane@acme.test'))).status).toBe(200);
    expect((await sendTo(t.sim, 'chat_a', chatBody('C0123456'))).status).toBe(503);
    expect((await sendTo(t.sim, 'chat_a', chatBody('C0123456'))).status).toBe(200);
    expect(await control.sent({})).toHaveLength(2);
  });
});
