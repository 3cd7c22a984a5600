// Provider reports applied to messages, the suppression list and campaigns, on an embedded store.
import type { CampaignRecord, MessageRecord, SuppressionRecord } from '@wbk/contracts';
import type { ProviderReport } from '../domain/provider-report';
import { WS, api, data, startOutreachFixture, type OutreachFixture } from '../testing/outreach.fixture';

let f: OutreachFixture;
let seq = 0;

beforeEach(async () => {
  f = await startOutreachFixture();
  f.profiles.connect('mail_provider_a');
  f.profiles.connect('chat_a');
});

afterEach(async () => {
  await f.stop();
});

function report(messageId: string, type: ProviderReport['type'], extra: Partial<ProviderReport> = {}): ProviderReport {
  seq += 1;
  return { id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`, type, message_id: messageId, account_id: WS, recipient: 'jane@example.com', occurred_at: '2026-03-02T10:00:01.000Z', ...extra };
}

const sendMail = async (recipient = 'jane@example.com') => data<MessageRecord>(await f.rpc.SendChannelMessage(api({ channel: 'email', recipient, subject: 'S', message: 'hi' })));
const read = async (id: string) => data<MessageRecord>(await f.rpc.GetMessage(api(undefined, { path: { id } })));
const suppressed = async () => data<SuppressionRecord[]>(await f.rpc.ListSuppressions(api()));

describe('RecordProviderReport', () => {
  it('marks a message delivered once, however often the report comes', async () => {
    const message = await sendMail();
    f.clock.advance(500);
    const delivered = report(message.id, 'delivered');
    await f.recordProviderReport.execute('mail_provider_a', delivered);
    await f.recordProviderReport.execute('mail_provider_a', delivered);
    expect(await read(message.id)).toMatchObject({ status: 'delivered', sent_at: message.sent_at, status_updated_at: '2026-03-02T10:00:00.500Z', error: null });
  });

  it('suppresses a hard-bounced address and records the reason; a late delivery does not undo the bounce', async () => {
    const message = await sendMail();
    await f.recordProviderReport.execute('mail_provider_a', report(message.id, 'bounced', { reason: '550 mailbox unknown' }));
    await f.recordProviderReport.execute('mail_provider_a', report(message.id, 'delivered'));
    expect(await read(message.id)).toMatchObject({ status: 'bounced', error: { code: 'bounced', message: '550 mailbox unknown' } });
    expect(await suppressed()).toEqual([expect.objectContaining({ type: 'email', value: 'jane@example.com', reason: 'bounced' })]);
  });

  it('suppresses on a complaint and records a failure, leaving chat ids off the list', async () => {
    const message = await sendMail('spam.reporter@example.com');
    await f.recordProviderReport.execute('mail_provider_a', report(message.id, 'complained'));
    expect((await suppressed())[0]).toMatchObject({ value: 'spam.reporter@example.com', reason: 'complained' });
    const chat = data<MessageRecord>(await f.rpc.SendChannelMessage(api({ channel: 'chat_a', recipient: 'C0LITIGATE', message: 'hi' })));
    await f.recordProviderReport.execute('chat_a', report(chat.id, 'failed', { reason: 'channel archived' }));
    expect(await read(chat.id)).toMatchObject({ status: 'failed', error: { code: 'delivery_failed', message: 'channel archived' } });
    expect(await suppressed()).toHaveLength(1);
  });

  it('keeps a report about a message not recorded yet and applies it once the send records the provider id', async () => {
    await f.recordProviderReport.execute('mail_provider_a', report('mpa_000000000000000000000001', 'delivered'));
    const message = await sendMail();
    expect(message.id).toBe('mpa_000000000000000000000001');
    expect(await read(message.id)).toMatchObject({ status: 'delivered' });
  });

  it('counts campaign deliveries, bounces and replies, stops the enrollment, and pauses a campaign whose bounce rate passes its limit', async () => {
    const campaign = data<CampaignRecord>(await f.rpc.CreateCampaign(api({ name: 'Q4', auto_pause: { bounce_rate: 0.3, min_sends: 2 }, steps: [{ channel: 'email', delay_seconds: 0, subject: 'S', message: 'hi' }] })));
    const jane = f.crm.addContact({ full_name: 'Jane Doe', email: 'jane@example.com' });
    const john = f.crm.addContact({ full_name: 'John Roe', email: 'john@example.com' });
    await f.rpc.EnrollCampaignContacts(api({ contact_ids: [jane.id, john.id] }, { path: { id: campaign.id } }));
    await f.rpc.StartCampaign(api(undefined, { path: { id: campaign.id } }));
    // As the sequencer sends a step: through the send path, with the campaign and enrollment named, and counted.
    const step = async (contactId: string, recipient: string) => {
      const sent = await f.sendMessage.execute({
        workspaceId: WS,
        requestId: 'tick',
        message: { channel: 'email', recipient, message: 'hi', subject: 'S', format: 'text', contact_id: contactId, deal_id: null, attachments: [] },
        idempotency: { scope: 'campaign', key: `${campaign.id}:${contactId}:1` },
        origin: { campaign_id: campaign.id, enrollment_id: `${campaign.id}:${contactId}`, step_position: 1 },
        deadlineMs: f.clock.now().getTime() + 10_000,
      });
      await f.campaigns.incrementStats(WS, campaign.id, { sent: 1 });
      return sent;
    };
    const toJane = await step(jane.id, 'jane@example.com');
    const toJohn = await step(john.id, 'john@example.com');
    await f.recordProviderReport.execute('mail_provider_a', report(toJane.public_id, 'delivered'));
    await f.recordProviderReport.execute('mail_provider_a', report(toJane.public_id, 'replied', { reply: { message_id: 'r1', text: 'Thanks' } }));
    await f.recordProviderReport.execute('mail_provider_a', report(toJane.public_id, 'replied', { reply: { message_id: 'r2', text: 'Again' } }));
    await f.recordProviderReport.execute('mail_provider_a', report(toJohn.public_id, 'bounced'));
    const after = data<CampaignRecord>(await f.rpc.GetCampaign(api(undefined, { path: { id: campaign.id } })));
    expect(after).toMatchObject({ status: 'paused', paused_reason: expect.stringContaining('bounce rate 50.0%'), stats: { sent: 2, delivered: 1, bounced: 1, replied: 1 } });
    const contacts = data<{ contacts: Array<{ contact_id: string; status: string }> }>(await f.rpc.ListCampaignContacts(api(undefined, { path: { id: campaign.id } }))).contacts;
    expect(Object.fromEntries(contacts.map((c) => [c.contact_id, c.status]))).toEqual({ [jane.id]: 'replied', [john.id]: 'bounced' });
  });
});
