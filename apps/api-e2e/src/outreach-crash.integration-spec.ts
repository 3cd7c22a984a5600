/**
 * A crash of outreach in the middle of a campaign step: the sim is made slow
 * for one recipient (it accepts and logs the send at once, answers 2.5 s
 * later), outreach is SIGKILLed while that call is in flight, so the process
 * dies after the provider sent the message and before outreach recorded it.
 * After the restart the step's lease runs out, the sequencer sends the step
 * again with the same idempotency key, the sim answers the first message, and
 * every step of every contact has arrived exactly once.
 */
import { expectEventually, startStack, type Stack } from '@wbk/testing';
import { campaignOf, createContacts, doubles, emailStep, enrollmentsOf, outreachEnv, outreachWorkspace, simOf, simSent, startCampaign } from './outreach.support';

const LEASE_MS = 8_000;
const SLOW_MS = 2_500;

describe('outreach crash during a campaign step', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack({ appEnv: { outreach: outreachEnv({ SEQUENCER_LEASE_MS: String(LEASE_MS) }) } });
  });

  afterAll(async () => {
    await stack?.stop();
  });

  it('sends the step in flight exactly once after a SIGKILL and a restart', async () => {
    const ws = await outreachWorkspace(stack);
    const contacts = await createContacts(ws.api, 4, 'crash');
    const slow = contacts[0]!;
    await simOf(stack).setLatency({ provider: 'mail_provider_a', accountId: ws.id, recipient: slow.email, delayMs: SLOW_MS });
    const campaign = await startCampaign(ws.api, [emailStep(0, 'Your documents are ready.'), emailStep(1, 'A reminder.')], contacts.map((c) => c.id));

    // The sim has accepted the slow recipient's first step; its answer is still 2.5 s away.
    await expectEventually(async () => expect(await simSent(stack, ws.id, slow.email)).toHaveLength(1), { timeoutMs: 15_000, intervalMs: 20 });
    await stack.kill('outreach', 'SIGKILL');
    const atKill = await simSent(stack, ws.id, slow.email);
    expect(atKill).toHaveLength(1);
    await stack.restart('outreach');

    await expectEventually(async () => expect(await campaignOf(ws.api, campaign.id)).toMatchObject({ status: 'completed' }), { timeoutMs: 45_000, intervalMs: 250 });
    const sent = await simSent(stack, ws.id);
    expect(doubles(sent)).toEqual([]);
    for (const contact of contacts) expect(sent.filter((m) => m.recipient === contact.email)).toHaveLength(2);
    const toSlow = sent.filter((m) => m.recipient === slow.email);
    expect(toSlow[0]!.id).toBe(atKill[0]!.id);
    expect((await enrollmentsOf(ws.api, campaign.id)).every((e) => e.status === 'completed' && e.current_step === 2)).toBe(true);

    // Outreach's own record: one message per step and contact, the first one under the id the sim gave before the crash.
    const messages = await ws.api.get(`/v1/messages?campaign_id=${campaign.id}&per_page=100`);
    const records = messages.body.data as Array<{ id: string; recipient: string; status: string }>;
    expect(records).toHaveLength(8);
    expect(records.filter((m) => m.recipient === slow.email).map((m) => m.id).sort()).toEqual(toSlow.map((m) => m.id).sort());
  });
});
