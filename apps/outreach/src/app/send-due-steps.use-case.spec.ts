// The sequencer on an embedded store with an injected clock: no sleeps, every
// time-dependent rule driven by ManualClock.
import type { CampaignRecord, EventEnvelope } from '@wbk/contracts';
import { createLogger, sampleValue } from '@wbk/platform';
import { EMPTY_CAMPAIGN_GRACE_MS } from '../domain/campaign';
import type { EnrollmentState } from '../domain/enrollment';
import type { MailSendBody } from '../providers/provider-api.client';
import { api, data, outboxOf, sequencerParts, startOutreachFixture, WS, type OutreachFixture } from '../testing/outreach.fixture';
import { CAMPAIGNS_COLLECTION } from '../store/campaign.repository';
import type { EnrollmentRepository } from '../store/enrollment.repository';
import { SendSlotRepository } from '../store/send-slot.repository';
import { SendDueSteps, type SendDueStepsDeps } from './send-due-steps.use-case';

let f: OutreachFixture;
let slots: SendSlotRepository;
const logger = createLogger({ service: 'sequencer-test', level: 'silent' });
const LEASE_MS = 60_000;
const ALWAYS = { days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'], start_hour: 0, end_hour: 24 };

beforeEach(async () => {
  f = await startOutreachFixture();
  slots = new SendSlotRepository(f.store);
  await slots.ensureIndexes();
  f.profiles.connect('mail_provider_a');
  f.profiles.connect('chat_b');
});

afterEach(async () => {
  await f.stop();
});

function sequencer(owner: string, overrides: Partial<SendDueStepsDeps> = {}): SendDueSteps {
  return new SendDueSteps({
    ...sequencerParts(f, slots),
    logger,
    owner,
    batch: 100,
    leaseMs: LEASE_MS,
    unsubscribeUrl: (ws, enrollmentId, address) => `https://outreach.example/unsubscribe/${ws}.${enrollmentId}.${address}`,
    concurrency: 4,
    ...overrides,
  });
}

const byId = (id: string) => ({ path: { id } });
const step = (delay: number, message: string) => ({ channel: 'email', delay_seconds: delay, subject: 'Engagement letter for {{contact.company | "your firm"}}', message });

async function startedCampaign(body: Record<string, unknown>, contacts: number): Promise<CampaignRecord> {
  const campaign = data<CampaignRecord>(await f.rpc.CreateCampaign(api({ name: 'Litigation hold reminders', timezone: 'UTC', send_window: ALWAYS, min_gap_seconds: 0, ...body })));
  const ids = Array.from({ length: contacts }, (_, i) => f.crm.addContact({ full_name: `Client ${i} Example`, email: `client${i}@lawfirm.example`, company: i === 0 ? null : 'Hartley LLP' }).id);
  await f.rpc.EnrollCampaignContacts(api({ contact_ids: ids }, byId(campaign.id)));
  return data<CampaignRecord>(await f.rpc.StartCampaign(api(undefined, byId(campaign.id))));
}

async function enrollmentsOf(campaignId: string): Promise<EnrollmentState[]> {
  return (await f.enrollments.list(WS, campaignId, null, 0, 1_000)).items;
}

async function campaignOf(id: string): Promise<CampaignRecord> {
  return data<CampaignRecord>(await f.rpc.GetCampaign(api(undefined, byId(id))));
}

/** Distinct sends the provider really made per (enrollment, step) key. */
function sendsPerKey(): Map<string, number> {
  const counts = new Map<string, number>();
  const seen = new Set<string>();
  for (const call of f.providers.calls) {
    const id = `${call.provider}|${call.idempotencyKey}`;
    if (seen.has(id)) continue;
    seen.add(id);
    counts.set(call.idempotencyKey, (counts.get(call.idempotencyKey) ?? 0) + 1);
  }
  return counts;
}

/**
 * Waits for a condition that file I/O of the embedded store brings about. A
 * count of event-loop turns is no bound on a loaded machine (the store's writes
 * finish on the thread pool whenever it gets the CPU), so the wait polls for
 * up to half a minute: long enough for any load, short of hanging the suite.
 */
async function until(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 6_000 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, i < 100 ? 0 : 5));
  if (!condition()) throw new Error('condition never held');
}

describe('SendDueSteps (a sequencer pass)', () => {
  it('runs a three-step sequence to completion: merge tokens, unsubscribe headers, delays from the previous send, stats', async () => {
    const campaign = await startedCampaign({ steps: [step(0, 'Dear {{contact.first_name}},'), step(120, 'Following up'), step(60, 'Last note')] }, 2);
    const seq = sequencer('replica-a');
    const sentSteps = async () => (await sampleValue('wbk_sequencer_steps_total', { outcome: 'sent' })) ?? 0;
    const sentBefore = await sentSteps();

    expect(await seq.execute()).toMatchObject({ claimed: 2, sent: 2 });
    const first = f.providers.calls[0]!.body as MailSendBody;
    expect(first).toMatchObject({ from: 'outreach@firm.example', text: expect.stringMatching(/^Dear Client,$/) });
    expect([first.subject, (f.providers.calls[1]!.body as MailSendBody).subject].sort()).toEqual(['Engagement letter for Hartley LLP', 'Engagement letter for your firm']);
    expect(first.headers).toEqual({ 'List-Unsubscribe': expect.stringMatching(/^<https:\/\/outreach\.example\/unsubscribe\/.+>$/), 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    const afterFirst = await enrollmentsOf(campaign.id);
    expect(afterFirst.map((e) => [e.status, e.current_step, e.next_step_at, e.lease_owner])).toEqual([
      ['active', 1, '2026-03-02T10:02:00.000Z', null],
      ['active', 1, '2026-03-02T10:02:00.000Z', null],
    ]);

    f.clock.advance(119_000);
    expect(await seq.execute()).toMatchObject({ claimed: 0 });
    f.clock.advance(1_000);
    expect(await seq.execute()).toMatchObject({ sent: 2 });
    f.clock.advance(60_000);
    expect(await seq.execute()).toMatchObject({ sent: 2, completedCampaigns: 1 });

    expect((await enrollmentsOf(campaign.id)).map((e) => [e.status, e.current_step, e.next_step_at])).toEqual([
      ['completed', 3, null],
      ['completed', 3, null],
    ]);
    const done = await campaignOf(campaign.id);
    expect(done).toMatchObject({ status: 'completed', completed_at: '2026-03-02T10:03:00.000Z', stats: { sent: 6, completed: 2 } });
    expect([...sendsPerKey().values()]).toEqual([1, 1, 1, 1, 1, 1]);
    expect((await f.messages.list(WS, { campaign_id: campaign.id }, 0, 100)).total).toBe(6);
    expect((await sentSteps()) - sentBefore).toBe(6);
  });

  it('reschedules a due step outside the window to the window opening, after a daylight-saving change too', async () => {
    // Friday 27 March 2026, 17:30 in London (GMT); the clocks go forward on Sunday.
    f.clock.set('2026-03-27T17:30:00.000Z');
    const campaign = await startedCampaign({ timezone: 'Europe/London', send_window: { days: ['mon', 'tue', 'wed', 'thu', 'fri'], start_hour: 9, end_hour: 17 }, steps: [step(0, 'Hello')] }, 1);
    expect(await sequencer('replica-a').execute()).toMatchObject({ claimed: 0, sent: 0 });
    expect((await enrollmentsOf(campaign.id))[0]).toMatchObject({ status: 'pending', next_step_at: '2026-03-30T08:00:00.000Z' });
    expect(f.providers.calls).toHaveLength(0);

    f.clock.set('2026-03-30T07:59:59.000Z');
    expect(await sequencer('replica-a').execute()).toMatchObject({ sent: 0 });
    f.clock.set('2026-03-30T08:00:00.000Z');
    expect(await sequencer('replica-a').execute()).toMatchObject({ sent: 1 });
  });

  it('never exceeds the daily cap with two replicas on one store, and continues the next local day', async () => {
    const campaign = await startedCampaign({ daily_cap: 3, timezone: 'America/New_York', steps: [step(0, 'Hello')] }, 10);
    const [a, b] = await Promise.all([sequencer('replica-a').execute(), sequencer('replica-b').execute()]);
    expect(a.sent + b.sent).toBe(3);
    expect(f.providers.distinctSends()).toBe(3);
    expect(await slots.sentOn(campaign.id, '2026-03-02')).toBe(3);
    // The rest wait for the next day in New York (EST: midnight is 05:00Z).
    const waiting = (await enrollmentsOf(campaign.id)).filter((e) => e.current_step === 0);
    expect(new Set(waiting.map((e) => e.next_step_at))).toEqual(new Set(['2026-03-03T05:00:00.000Z']));

    f.clock.set('2026-03-03T05:00:00.000Z');
    const [c, d] = await Promise.all([sequencer('replica-a').execute(), sequencer('replica-b').execute()]);
    expect(c.sent + d.sent).toBe(3);
    expect(f.providers.distinctSends()).toBe(6);
  });

  it('keeps min_gap_seconds between two sends of a campaign across replicas', async () => {
    await startedCampaign({ min_gap_seconds: 60, steps: [step(0, 'Hello')] }, 5);
    const [a, b] = await Promise.all([sequencer('replica-a').execute(), sequencer('replica-b').execute()]);
    expect(a.sent + b.sent).toBe(1);
    f.clock.advance(59_000);
    const [c, d] = await Promise.all([sequencer('replica-a').execute(), sequencer('replica-b').execute()]);
    expect(c.sent + d.sent).toBe(0);
    f.clock.advance(1_000);
    const [e, g] = await Promise.all([sequencer('replica-a').execute(), sequencer('replica-b').execute()]);
    expect(e.sent + g.sent).toBe(1);
    expect(f.providers.distinctSends()).toBe(2);
  });

  it('claims one step of a spaced campaign per pass, and none while its gap is closed, however many are due', async () => {
    // A pass that claimed steps it may not send would release them due at once and, its batch full, run again at once.
    await startedCampaign({ min_gap_seconds: 10, steps: [step(0, 'Hello')] }, 150);
    const first = await sequencer('replica-a').execute();
    expect(first).toMatchObject({ claimed: 1, sent: 1, postponed: 0 });
    f.clock.advance(5_000);
    expect(await sequencer('replica-a').execute()).toMatchObject({ claimed: 0, sent: 0 });
    f.clock.advance(5_000);
    expect(await sequencer('replica-a').execute()).toMatchObject({ claimed: 1, sent: 1 });
    expect(f.providers.distinctSends()).toBe(2);
  });

  it('completes an active campaign without contacts once it has run a day without any, not sooner', async () => {
    const created = data<CampaignRecord>(await f.rpc.CreateCampaign(api({ name: 'Nobody yet', timezone: 'UTC', send_window: ALWAYS, steps: [step(0, 'Hello')] })));
    await f.rpc.StartCampaign(api(undefined, byId(created.id)));
    const seq = sequencer('replica-a');
    expect(await seq.execute()).toMatchObject({ completedCampaigns: 0 });
    f.clock.advance(EMPTY_CAMPAIGN_GRACE_MS - 1_000);
    expect(await seq.execute()).toMatchObject({ completedCampaigns: 0 });
    f.clock.advance(1_000);
    expect(await seq.execute()).toMatchObject({ completedCampaigns: 1 });
    expect(await campaignOf(created.id)).toMatchObject({ status: 'completed', completed_at: '2026-03-03T10:00:00.000Z' });
  });

  describe('exactly once', () => {
    it('a replica that dies during the provider call: the lease runs out, the next holder sends with the same key, the provider answers the first message', async () => {
      const campaign = await startedCampaign({ steps: [step(0, 'Hello'), step(3_600, 'Again')] }, 1);
      f.providers.hangAfterSending = 1;
      void sequencer('replica-a').execute();
      await until(() => f.providers.calls.length === 1);

      // Within the lease nobody else may take the step.
      expect(await sequencer('replica-b').execute()).toMatchObject({ claimed: 0 });
      f.clock.advance(LEASE_MS);
      expect(await sequencer('replica-b').execute()).toMatchObject({ claimed: 1, sent: 1 });

      expect(f.providers.calls).toHaveLength(2);
      expect(f.providers.calls[0]!.idempotencyKey).toBe(f.providers.calls[1]!.idempotencyKey);
      expect(f.providers.distinctSends()).toBe(1);
      const [enrollment] = await enrollmentsOf(campaign.id);
      expect(enrollment).toMatchObject({ status: 'active', current_step: 1, lease_owner: null });
      const messages = await f.messages.list(WS, { campaign_id: campaign.id }, 0, 10);
      expect(messages.items.map((m) => [m.send_state, m.step_position])).toEqual([['accepted', 1]]);
      expect((await campaignOf(campaign.id)).stats.sent).toBe(1);
    });

    it('a replica that dies after the provider answered but before the step is recorded: the next holder records it without calling again', async () => {
      const campaign = await startedCampaign({ steps: [step(0, 'Hello'), step(3_600, 'Again')] }, 1);
      let recordAttempts = 0;
      const dying: EnrollmentRepository = Object.create(f.enrollments) as EnrollmentRepository;
      dying.recordStepSent = () => {
        recordAttempts += 1;
        return new Promise<boolean>(() => undefined);
      };
      void sequencer('replica-a', { enrollments: dying }).execute();
      await until(() => recordAttempts === 1);
      expect(f.providers.calls).toHaveLength(1);

      f.clock.advance(LEASE_MS);
      expect(await sequencer('replica-b').execute()).toMatchObject({ claimed: 1, sent: 1 });
      expect(f.providers.calls).toHaveLength(1);
      expect((await enrollmentsOf(campaign.id))[0]).toMatchObject({ current_step: 1, next_step_at: '2026-03-02T11:01:00.000Z' });
      f.clock.advance(3_600_000);
      expect(await sequencer('replica-b').execute()).toMatchObject({ sent: 1, completedCampaigns: 1 });
      expect([...sendsPerKey().values()]).toEqual([1, 1]);
    });

    it('a replica whose lease ran out and was taken over records nothing twice', async () => {
      const campaign = await startedCampaign({ steps: [step(0, 'Hello')] }, 1);
      const [enrollment] = await enrollmentsOf(campaign.id);
      expect(await f.enrollments.claimDue([enrollment!.id], 'replica-a#1', f.clock.now().toISOString(), '2026-03-02T10:01:00.000Z')).toHaveLength(1);
      // Held: another claim gets nothing until the lease runs out.
      expect(await f.enrollments.claimDue([enrollment!.id], 'replica-b#1', f.clock.now().toISOString(), '2026-03-02T10:01:00.000Z')).toHaveLength(0);
      f.clock.advance(LEASE_MS);
      expect(await sequencer('replica-b').execute()).toMatchObject({ sent: 1 });
      const change = { status: 'completed' as const, current_step: 1, last_sent_at: f.clock.now().toISOString(), next_step_at: null, step_attempts: 0 as const };
      expect(await f.enrollments.recordStepSent(WS, enrollment!.id, 'replica-a#1', change, f.clock.now().toISOString())).toBe(false);
    });
  });

  describe('stops and retries', () => {
    it('stops an enrollment whose address was suppressed after it joined, and one whose conversation is gone', async () => {
      const chat = data<CampaignRecord>(await f.rpc.CreateCampaign(api({ name: 'Chat', timezone: 'UTC', send_window: ALWAYS, min_gap_seconds: 0, steps: [{ channel: 'chat_b', delay_seconds: 0, message: 'Hi' }] })));
      const gone = f.crm.addContact({ full_name: 'Gone Conversation', custom_fields: { chat_b_recipient: 'conv_seed0099' } });
      await f.rpc.EnrollCampaignContacts(api({ contact_ids: [gone.id] }, byId(chat.id)));
      await f.rpc.StartCampaign(api(undefined, byId(chat.id)));
      const mail = await startedCampaign({ steps: [step(0, 'Hello')] }, 1);
      await f.rpc.CreateSuppression(api({ type: 'email', value: 'client0@lawfirm.example' }));

      expect(await sequencer('replica-a').execute()).toMatchObject({ sent: 0, stopped: 2 });
      expect((await enrollmentsOf(mail.id))[0]).toMatchObject({ status: 'unsubscribed', stopped_reason: 'client0@lawfirm.example is on the suppression list', next_step_at: null });
      expect((await enrollmentsOf(chat.id))[0]).toMatchObject({ status: 'bounced', stopped_reason: 'the conversation conv_seed0099 does not exist (any more)' });
      expect(f.providers.calls.filter((c) => c.provider === 'mail_provider_a')).toHaveLength(0);
    });

    it('leaves a step due with a backoff when the provider keeps failing, and postpones the channel\'s other sends of the pass without calling', async () => {
      const campaign = await startedCampaign({ steps: [step(0, 'Hello')] }, 3);
      const down = { kind: 'unavailable' as const, httpStatus: 503, reason: 'provider unavailable' };
      f.providers.script.push(down, down, down, down);
      const seq = sequencer('replica-a', { concurrency: 1 });
      expect(await seq.execute()).toMatchObject({ claimed: 3, sent: 0, postponed: 3 });
      expect(f.providers.calls).toHaveLength(4);
      const waiting = await enrollmentsOf(campaign.id);
      expect(waiting.every((e) => e.status === 'pending' && e.lease_owner === null && e.current_step === 0)).toBe(true);
      expect(waiting.map((e) => e.step_attempts).sort()).toEqual([0, 0, 1]);
      const retryAt = Math.max(...waiting.map((e) => Date.parse(e.next_step_at!)));
      expect(retryAt - f.clock.now().getTime()).toBeLessThanOrEqual(30_000);

      f.clock.set(new Date(retryAt));
      expect(await seq.execute()).toMatchObject({ sent: 3 });
      expect(f.providers.distinctSends()).toBe(3);
    });

    it('a reply or a bounce stops the sequence, and the bounce rate pauses the campaign once', async () => {
      const campaign = await startedCampaign({ auto_pause: { bounce_rate: 0.2, min_sends: 5 }, steps: [step(0, 'Hello'), step(60, 'Again')] }, 5);
      expect(await sequencer('replica-a').execute()).toMatchObject({ sent: 5 });
      const sent = (await f.messages.list(WS, { campaign_id: campaign.id }, 0, 10)).items;
      const report = (type: 'replied' | 'bounced', i: number) => ({ id: `r-${type}-${i}`, type, message_id: sent[i]!.public_id, account_id: WS, recipient: sent[i]!.recipient, occurred_at: f.clock.now().toISOString() });

      await f.recordProviderReport.execute('mail_provider_a', report('replied', 0));
      await f.recordProviderReport.execute('mail_provider_a', report('bounced', 1));
      expect((await campaignOf(campaign.id)).status).toBe('active');
      await f.recordProviderReport.execute('mail_provider_a', report('bounced', 2));
      await f.recordProviderReport.execute('mail_provider_a', report('bounced', 3));
      const paused = await campaignOf(campaign.id);
      expect(paused).toMatchObject({ status: 'paused', stats: { sent: 5, bounced: 3, replied: 1 } });
      expect(paused.paused_reason).toMatch(/^bounce rate 40\.0% passed 20\.0% after 5 sends$/);
      const pausedEvents = (await outboxOf(f.store, CAMPAIGNS_COLLECTION, campaign.id)).filter((e: EventEnvelope) => e.event === 'campaign.paused');
      expect(pausedEvents).toHaveLength(1);

      const byContact = new Map((await enrollmentsOf(campaign.id)).map((e) => [e.contact.email, e]));
      expect(byContact.get(sent[0]!.recipient)).toMatchObject({ status: 'replied' });
      expect(byContact.get(sent[1]!.recipient)).toMatchObject({ status: 'bounced' });

      // Paused: nothing is sent. Resumed: only the one still running gets step 2.
      f.clock.advance(60_000);
      expect(await sequencer('replica-a').execute()).toMatchObject({ claimed: 0 });
      await f.rpc.ResumeCampaign(api(undefined, byId(campaign.id)));
      expect(await sequencer('replica-a').execute()).toMatchObject({ sent: 1 });
    });
  });
});
