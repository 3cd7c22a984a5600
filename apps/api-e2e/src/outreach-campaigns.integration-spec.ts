/**
 * Campaigns through the whole stack: the sequencer sends a three-step
 * sequence to completion through provider-sim, a reply stops one contact,
 * pause holds every send and resume continues, bounces pause the campaign by
 * themselves, a one-click unsubscribe stops a sequence, and the campaign's
 * events reach a webhook; a workspace's cap on active campaigns answers 409.
 */
import { expectEventually, startHttpsReceiver, startStack, type HttpsReceiver, type Stack } from '@wbk/testing';
import { bodyOf, dispatcherEnv, writeReceiverCa } from './webhooks.support';
import {
  campaignOf,
  createContacts,
  type CampaignView,
  doubles,
  emailStep,
  enrollmentsOf,
  outreachEnv,
  outreachWorkspace,
  settle,
  simOf,
  simSent,
  startCampaign,
} from './outreach.support';

/** Active campaigns per workspace in this stack: low, so the cap is reached with a few starts. */
const MAX_ACTIVE_CAMPAIGNS = 3;

describe('outreach campaigns', () => {
  let stack: Stack;
  let ca: { file: string; remove: () => Promise<void> };
  let receiver: HttpsReceiver;

  beforeAll(async () => {
    ca = await writeReceiverCa();
    receiver = await startHttpsReceiver();
    stack = await startStack({ appEnv: { outreach: outreachEnv({ OUTREACH_MAX_ACTIVE_CAMPAIGNS_PER_WORKSPACE: String(MAX_ACTIVE_CAMPAIGNS) }), 'webhook-dispatcher': dispatcherEnv(ca.file) } });
  });

  afterAll(async () => {
    await receiver?.close();
    await stack?.stop();
    await ca?.remove();
  });

  function eventsFor(campaignId: string): string[] {
    return receiver.received
      .map((r) => bodyOf(r))
      .filter((b) => {
        const data = b.data as { campaign?: { id?: string }; campaign_id?: string };
        return data.campaign?.id === campaignId || data.campaign_id === campaignId;
      })
      .map((b) => String(b.event));
  }

  it('runs three steps for ten contacts, stops the one who replies, holds every send while paused and finishes after resume', async () => {
    const ws = await outreachWorkspace(stack);
    const hook = await ws.api.post('/v1/webhooks', { url: `${receiver.url}/campaigns`, events: ['campaign.started', 'campaign.paused', 'campaign.contacts_added'], description: 'campaign events' });
    expect(hook.status).toBe(201);
    const contacts = await createContacts(ws.api, 10, 'sequence');
    const campaign = await startCampaign(ws.api, [emailStep(0, 'Dear {{contact.first_name}}, your engagement letter is ready.'), emailStep(2, 'A reminder about the letter.'), emailStep(2, 'Last reminder.')], contacts.map((c) => c.id));

    await expectEventually(async () => expect(await simSent(stack, ws.id)).toHaveLength(10), { timeoutMs: 15_000, intervalMs: 100 });
    const paused = await ws.api.post(`/v1/campaigns/${campaign.id}/pause`);
    expect(paused.status).toBe(200);
    const first = await simSent(stack, ws.id);
    expect(first.map((m) => m.request['text'])).toContain('Dear Client0, your engagement letter is ready.');
    expect(first[0]!.request['headers']).toEqual({ 'List-Unsubscribe': expect.stringMatching(/^<http:\/\/127\.0\.0\.1:\d+\/unsubscribe\/[A-Za-z0-9_.-]+>$/), 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });

    // The first contact replies to the first step (the sim reports it to outreach).
    const replier = contacts[0]!;
    const firstToReplier = first.find((m) => m.recipient === replier.email)!;
    await simOf(stack).reply({ provider: 'mail_provider_a', accountId: ws.id, messageId: firstToReplier.id }, 'Signed and returned, thank you.');
    await expectEventually(async () => expect((await enrollmentsOf(ws.api, campaign.id)).find((e) => e.contact_id === replier.id)).toMatchObject({ status: 'replied', current_step: 1 }), { timeoutMs: 10_000 });

    // Paused past the second step's delay: nothing more goes out.
    await settle(3_000);
    expect(await simSent(stack, ws.id)).toHaveLength(10);
    expect((await enrollmentsOf(ws.api, campaign.id)).filter((e) => e.status === 'paused')).toHaveLength(9);

    expect((await ws.api.post(`/v1/campaigns/${campaign.id}/resume`)).status).toBe(200);
    await expectEventually(async () => expect(await campaignOf(ws.api, campaign.id)).toMatchObject({ status: 'completed' }), { timeoutMs: 30_000, intervalMs: 250 });

    const sent = await simSent(stack, ws.id);
    expect(sent).toHaveLength(10 + 9 + 9);
    expect(doubles(sent)).toEqual([]);
    expect(sent.filter((m) => m.recipient === replier.email)).toHaveLength(1);
    const enrollments = await enrollmentsOf(ws.api, campaign.id);
    expect(enrollments.filter((e) => e.status === 'completed' && e.current_step === 3)).toHaveLength(9);
    const done = await campaignOf(ws.api, campaign.id);
    expect(done.completed_at).not.toBeNull();
    expect(done.stats).toMatchObject({ sent: 28, replied: 1, completed: 9 });
    await expectEventually(() => expect(eventsFor(campaign.id).sort()).toEqual(['campaign.contacts_added', 'campaign.paused', 'campaign.started', 'campaign.started']), { timeoutMs: 15_000 });
  });

  it('refuses a start past the workspace\'s active campaigns with 409 quota_exceeded and starts it once one is paused', async () => {
    const ws = await outreachWorkspace(stack);
    const [contact] = await createContacts(ws.api, 1, 'cap');
    const running: CampaignView[] = [];
    for (let i = 0; i < MAX_ACTIVE_CAMPAIGNS; i++) running.push(await startCampaign(ws.api, [emailStep(3_600, 'Hello')], [contact!.id]));
    const extra = await ws.api.post('/v1/campaigns', { name: 'One too many', steps: [emailStep(3_600, 'Hello')] });
    expect(extra.status).toBe(201);
    const id = (extra.body.data as { id: string }).id;

    const refused = await ws.api.post(`/v1/campaigns/${id}/start`);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      error: {
        code: 'quota_exceeded',
        message: `the workspace already has ${MAX_ACTIVE_CAMPAIGNS} active campaigns, the most it may run at once; pause one or let one complete before starting or resuming another`,
        details: { limit: MAX_ACTIVE_CAMPAIGNS, resource: 'active_campaigns' },
      },
    });
    expect(await campaignOf(ws.api, id)).toMatchObject({ status: 'draft' });

    expect((await ws.api.post(`/v1/campaigns/${running[0]!.id}/pause`)).status).toBe(200);
    expect((await ws.api.post(`/v1/campaigns/${id}/start`)).status).toBe(200);
    expect((await ws.api.post(`/v1/campaigns/${running[0]!.id}/resume`)).status).toBe(409);
  });

  it('pauses itself once bounces pass auto_pause, and says why', async () => {
    const ws = await outreachWorkspace(stack);
    const hook = await ws.api.post('/v1/webhooks', { url: `${receiver.url}/bounces`, events: ['campaign.paused'], description: 'auto-pause' });
    expect(hook.status).toBe(201);
    const contacts = await createContacts(ws.api, 6, 'bounce');
    for (const contact of contacts.slice(0, 3)) {
      await simOf(stack).setRecipientBehaviour({ provider: 'mail_provider_a', accountId: ws.id, recipient: contact.email, behaviour: 'bounce' });
    }
    const campaign = await startCampaign(ws.api, [emailStep(0, 'Hello'), emailStep(60, 'Again')], contacts.map((c) => c.id), { auto_pause: { bounce_rate: 0.25, min_sends: 4 } });

    await expectEventually(async () => expect(await campaignOf(ws.api, campaign.id)).toMatchObject({ status: 'paused' }), { timeoutMs: 20_000, intervalMs: 200 });
    const paused = await campaignOf(ws.api, campaign.id);
    expect(paused.paused_reason).toMatch(/^bounce rate \d+\.\d% passed 25\.0% after 6 sends$/);
    expect(paused.stats.sent).toBe(6);
    await expectEventually(async () => expect((await enrollmentsOf(ws.api, campaign.id)).filter((e) => e.status === 'bounced')).toHaveLength(3), { timeoutMs: 10_000 });
    const suppressed = await ws.api.get(`/v1/suppressions?value=${encodeURIComponent(contacts[0]!.email)}`);
    expect((suppressed.body.data as Array<{ reason: string }>)[0]).toMatchObject({ reason: 'bounced' });
    await expectEventually(() => expect(eventsFor(campaign.id)).toEqual(['campaign.paused']), { timeoutMs: 15_000 });
    const delivered = receiver.received.map(bodyOf).find((b) => (b.data as { campaign?: { id?: string } }).campaign?.id === campaign.id)!;
    expect((delivered.data as { campaign: { paused_reason: string } }).campaign.paused_reason).toBe(paused.paused_reason);
  });

  it('a one-click unsubscribe from the link in the mail stops that contact\'s sequence and suppresses the address', async () => {
    const ws = await outreachWorkspace(stack);
    const contacts = await createContacts(ws.api, 2, 'unsubscribe');
    const campaign = await startCampaign(ws.api, [emailStep(0, 'Hello'), emailStep(2, 'Again')], contacts.map((c) => c.id));
    const leaving = contacts[0]!;
    const [mail] = await expectEventually(async () => {
      const found = await simSent(stack, ws.id, leaving.email);
      expect(found).toHaveLength(1);
      return found;
    });
    const link = /^<(.+)>$/.exec(String((mail!.request['headers'] as Record<string, string>)['List-Unsubscribe']))![1]!;

    // A link scanner's GET changes nothing.
    const page = await fetch(link);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<button');
    const clicked = await fetch(link, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect(clicked.status).toBe(200);
    // The token's fifth character from the end (in its authentication tag) carries whole bits (the last one has two that decoding ignores).
    const at = link.length - 5;
    const tampered = await fetch(`${link.slice(0, at)}${link[at] === 'A' ? 'B' : 'A'}${link.slice(at + 1)}`, { method: 'POST', body: 'List-Unsubscribe=One-Click' });
    expect(tampered.status).toBe(400);

    await expectEventually(async () => expect(await campaignOf(ws.api, campaign.id)).toMatchObject({ status: 'completed' }), { timeoutMs: 20_000, intervalMs: 250 });
    expect(await simSent(stack, ws.id, leaving.email)).toHaveLength(1);
    expect(await simSent(stack, ws.id, contacts[1]!.email)).toHaveLength(2);
    expect((await enrollmentsOf(ws.api, campaign.id)).find((e) => e.contact_id === leaving.id)).toMatchObject({ status: 'unsubscribed' });
    const suppressed = await ws.api.get(`/v1/suppressions?value=${encodeURIComponent(leaving.email)}`);
    expect((suppressed.body.data as Array<{ reason: string }>)[0]).toMatchObject({ reason: 'unsubscribed' });
  });
});
