// Signals that stop sequences, end to end inside the service: replies found by
// mailbox sync (email.received) and the one-click unsubscribe link.
import type { CampaignRecord, EventOf } from '@wbk/contracts';
import { createLogger } from '@wbk/platform';
import { newId } from '@wbk/platform';
import type { EnrollmentState } from '../domain/enrollment';
import { sealUnsubscribe, unsubscribeKeysOf } from '../domain/unsubscribe-token';
import { api, data, startOutreachFixture, WS, type OutreachFixture } from '../testing/outreach.fixture';
import type { MailSendBody } from '../providers/provider-api.client';
import { startInboundServer, type InboundServer } from '../http/inbound.server';
import { SendDueSteps } from '../app/send-due-steps.use-case';
import { SendSlotRepository } from '../store/send-slot.repository';
import { handleReceivedEmail } from './email-reply.consumer';
import { UnsubscribeRecipient } from '../app/unsubscribe-recipient.use-case';

const KEYS = unsubscribeKeysOf([{ name: 'k1', secret: 'local-unsubscribe-secret-0123' }]);
const logger = createLogger({ service: 'signals-test', level: 'silent' });
const ALWAYS = { days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'], start_hour: 0, end_hour: 24 };
let f: OutreachFixture;
let server: InboundServer;
let sequencer: SendDueSteps;

beforeEach(async () => {
  f = await startOutreachFixture();
  f.profiles.connect('mail_provider_a');
  const slots = new SendSlotRepository(f.store);
  let base = '';
  sequencer = new SendDueSteps({
    campaigns: f.campaigns,
    enrollments: f.enrollments,
    slots,
    messages: f.messages,
    sendMessage: f.sendMessage,
    crm: f.crm,
    clock: f.clock,
    logger,
    owner: 'replica-a',
    batch: 100,
    leaseMs: 60_000,
    unsubscribeUrl: (workspaceId, enrollmentId, address) => `${base}/unsubscribe/${sealUnsubscribe(KEYS, { workspaceId, enrollmentId, address })}`,
  });
  const unsubscribeRecipient = new UnsubscribeRecipient({ suppressions: f.suppressions, enrollments: f.enrollments, campaigns: f.campaigns, clock: f.clock, logger, newId });
  server = await startInboundServer({ host: '127.0.0.1', port: 0, secrets: new Map(), recordProviderReport: f.recordProviderReport, unsubscribe: { keys: KEYS, unsubscribeRecipient }, clock: f.clock, logger });
  base = `http://127.0.0.1:${server.port}`;
});

afterEach(async () => {
  await server.close();
  await f.stop();
});

const byId = (id: string) => ({ path: { id } });

async function runningCampaign(contacts: number, stopOnReply = true): Promise<CampaignRecord> {
  const steps = [
    { channel: 'email', delay_seconds: 0, subject: 'Your engagement letter', message: 'Dear {{contact.first_name}}' },
    { channel: 'email', delay_seconds: 60, subject: 'Following up', message: 'Any questions?' },
  ];
  const campaign = data<CampaignRecord>(await f.rpc.CreateCampaign(api({ name: 'Engagement letters', timezone: 'UTC', send_window: ALWAYS, min_gap_seconds: 0, stop_on_reply: stopOnReply, steps })));
  const ids = Array.from({ length: contacts }, (_, i) => f.crm.addContact({ full_name: `Client ${i}`, email: `client${i}@hartley-llp.example` }).id);
  await f.rpc.EnrollCampaignContacts(api({ contact_ids: ids }, byId(campaign.id)));
  await f.rpc.StartCampaign(api(undefined, byId(campaign.id)));
  await sequencer.execute();
  return campaign;
}

const enrollmentsOf = async (campaignId: string): Promise<EnrollmentState[]> => (await f.enrollments.list(WS, campaignId, null, 0, 100)).items;
const stats = async (id: string) => data<CampaignRecord>(await f.rpc.GetCampaign(api(undefined, byId(id)))).stats;

function received(fields: Partial<EventOf<'email.received'>['data']['email']>): EventOf<'email.received'> {
  return {
    id: newId(),
    event: 'email.received',
    workspace_id: WS,
    occurred_at: f.clock.now().toISOString(),
    data: {
      email: {
        id: newId(),
        provider: 'mail_provider_a',
        job_id: null,
        thread_id: 'thread-1',
        message_id_header: `<${newId()}@mail.hartley-llp.example>`,
        in_reply_to: null,
        references: [],
        from: 'client0@hartley-llp.example',
        to: ['outreach@firm.example'],
        cc: [],
        subject: 'Re: Your engagement letter',
        snippet: 'Thanks, signed copy attached.',
        received_at: f.clock.now().toISOString(),
        contact_id: null,
        contact_ids: [],
        ...fields,
      },
    },
  } as EventOf<'email.received'>;
}

describe('replies found by mailbox sync', () => {
  it('a reply naming our Message-ID stops that contact\'s sequence and counts once, however often it arrives', async () => {
    const campaign = await runningCampaign(2);
    const ours = (await f.messages.list(WS, { campaign_id: campaign.id, recipient: 'client0@hartley-llp.example' }, 0, 1)).items[0]!;
    expect(ours.message_id_header).toMatch(/^<mpa_.+>$/);
    const reply = received({ in_reply_to: ours.message_id_header, references: [ours.message_id_header!] });
    const deps = { messages: f.messages, recordProviderReport: f.recordProviderReport, ourAddresses: ['outreach@firm.example'], logger };

    expect(await handleReceivedEmail(deps, reply)).toBe('reply');
    expect(await handleReceivedEmail(deps, reply)).toBe('reply');
    const byEmail = new Map((await enrollmentsOf(campaign.id)).map((e) => [e.contact.email, e]));
    expect(byEmail.get('client0@hartley-llp.example')).toMatchObject({ status: 'replied', next_step_at: null });
    expect(byEmail.get('client1@hartley-llp.example')).toMatchObject({ status: 'active' });
    expect(await stats(campaign.id)).toMatchObject({ replied: 1 });
    expect((await f.messages.findById(WS, ours.id))?.replied_at).toBe(f.clock.now().toISOString());

    f.clock.advance(60_000);
    expect(await sequencer.execute()).toMatchObject({ sent: 1 });
  });

  it('a copy of our own mail is not a reply', async () => {
    const campaign = await runningCampaign(1);
    const ours = (await f.messages.list(WS, { campaign_id: campaign.id }, 0, 1)).items[0]!;
    const deps = { messages: f.messages, recordProviderReport: f.recordProviderReport, ourAddresses: ['outreach@firm.example'], logger };
    // Synced from the sent folder: our address, our Message-ID.
    expect(await handleReceivedEmail(deps, received({ from: 'outreach@firm.example', message_id_header: ours.message_id_header, in_reply_to: '<earlier@hartley-llp.example>' }))).toBe('own_copy');
    // Our next mail in the thread, synced with its References pointing at the first.
    expect(await handleReceivedEmail(deps, received({ from: 'someone@relay.example', message_id_header: ours.message_id_header, references: [ours.message_id_header!] }))).toBe('own_copy');
    expect((await enrollmentsOf(campaign.id))[0]).toMatchObject({ status: 'active' });
    expect(await stats(campaign.id)).toMatchObject({ replied: 0 });
  });

  it('a reply to a campaign that does not stop on reply is counted, and the sequence goes on', async () => {
    const campaign = await runningCampaign(1, false);
    const ours = (await f.messages.list(WS, { campaign_id: campaign.id }, 0, 1)).items[0]!;
    const deps = { messages: f.messages, recordProviderReport: f.recordProviderReport, ourAddresses: ['outreach@firm.example'], logger };
    expect(await handleReceivedEmail(deps, received({ in_reply_to: ours.message_id_header }))).toBe('reply');
    expect((await enrollmentsOf(campaign.id))[0]).toMatchObject({ status: 'active' });
    expect(await stats(campaign.id)).toMatchObject({ replied: 1 });
  });
});

describe('one-click unsubscribe', () => {
  async function linkOf(campaignId: string): Promise<string> {
    const call = f.providers.calls.find((c) => (c.body as MailSendBody).to === 'client0@hartley-llp.example')!;
    expect((call.body as MailSendBody).headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(campaignId).toBeDefined();
    return /^<(.+)>$/.exec((call.body as MailSendBody).headers!['List-Unsubscribe']!)![1]!;
  }

  it('a GET shows a button and changes nothing; the POST a mail client sends suppresses the address and stops its sequences', async () => {
    const campaign = await runningCampaign(2);
    const link = await linkOf(campaign.id);

    const shown = await fetch(link);
    expect(shown.status).toBe(200);
    expect(await shown.text()).toContain('<form method="post"');
    expect((await enrollmentsOf(campaign.id)).every((e) => e.status === 'active')).toBe(true);

    const posted = await fetch(link, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect(posted.status).toBe(200);
    const byEmail = new Map((await enrollmentsOf(campaign.id)).map((e) => [e.contact.email, e]));
    expect(byEmail.get('client0@hartley-llp.example')).toMatchObject({ status: 'unsubscribed', stopped_reason: 'unsubscribed with the link in a campaign email' });
    expect(byEmail.get('client1@hartley-llp.example')).toMatchObject({ status: 'active' });
    expect((await f.suppressions.matching(WS, [{ type: 'email', value: 'client0@hartley-llp.example' }])).size).toBe(1);
    expect(await stats(campaign.id)).toMatchObject({ unsubscribed: 1 });

    // An empty POST (some clients) is accepted too; repeating changes nothing.
    expect((await fetch(link, { method: 'POST' })).status).toBe(200);
    expect(await stats(campaign.id)).toMatchObject({ unsubscribed: 1 });
    f.clock.advance(60_000);
    expect(await sequencer.execute()).toMatchObject({ sent: 1 });
  });

  it('a tampered or made-up token is 400 with a plain message and unsubscribes nobody', async () => {
    const campaign = await runningCampaign(1);
    const link = await linkOf(campaign.id);
    const tampered = link.slice(0, -2) + (link.endsWith('AA') ? 'BB' : 'AA');
    for (const bad of [tampered, `http://127.0.0.1:${server.port}/unsubscribe/not-a-token`]) {
      for (const method of ['GET', 'POST']) {
        const res = await fetch(bad, { method });
        expect(res.status).toBe(400);
        expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
        expect(await res.text()).toBe('This unsubscribe link is not valid. Use the link exactly as it appears in the email.');
      }
    }
    expect((await enrollmentsOf(campaign.id))[0]).toMatchObject({ status: 'active' });
  });
});
