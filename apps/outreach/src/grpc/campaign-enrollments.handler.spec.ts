// POST and GET /v1/campaigns/{id}/contacts on an embedded store.
import type { CampaignRecord, EnrollmentRecord, EnrollResult, EventEnvelope } from '@wbk/contracts';
import { CAMPAIGNS_COLLECTION } from '../store/campaign.repository';
import { ENROLLMENTS_COLLECTION } from '../store/enrollment.repository';
import { OTHER_WS, WS, api, data, failure, outboxOf, startOutreachFixture, type OutreachFixture } from '../testing/outreach.fixture';

let f: OutreachFixture;

beforeEach(async () => {
  f = await startOutreachFixture();
});

afterEach(async () => {
  await f.stop();
});

const emailStep = { channel: 'email', delay_seconds: 3_600, subject: 'Hello', message: 'Dear {{contact.first_name}}' };
const smsStep = { channel: 'chat_c', delay_seconds: 60, message: 'Reminder' };
const byId = (id: string) => ({ path: { id } });

async function create(steps: unknown[] = [emailStep]): Promise<CampaignRecord> {
  return data<CampaignRecord>(await f.rpc.CreateCampaign(api({ name: 'Q4 briefing', steps })));
}
const enrol = async (id: string, body: Record<string, unknown>) => data<EnrollResult>(await f.rpc.EnrollCampaignContacts(api(body, byId(id))));
const contactsOf = async (id: string, query: Record<string, string> = {}) => data<{ contacts: EnrollmentRecord[] }>(await f.rpc.ListCampaignContacts(api(undefined, { ...byId(id), query }))).contacts;
const contactsAddedEvents = async (id: string) => (await outboxOf(f.store, CAMPAIGNS_COLLECTION, id)).filter((e: EventEnvelope) => e.event === 'campaign.contacts_added');

describe('EnrollCampaignContacts', () => {
  it('enrols live contacts with an address for every step, skipping the rest with their reasons', async () => {
    const campaign = await create([emailStep, smsStep]);
    const jane = f.crm.addContact({ full_name: 'Jane Doe', email: 'Jane@Example.com', phone: '+447700900123', custom_fields: { chat_a_recipient: 'U0JANE01' } });
    const noPhone = f.crm.addContact({ full_name: 'John Roe', email: 'john@example.com' });
    const suppressed = f.crm.addContact({ full_name: 'Sue Pressed', email: 'sue@example.com', phone: '+447700900999' });
    const foreign = f.crm.addContact({ full_name: 'Other Firm', email: 'o@example.com', phone: '+447700900111' }, OTHER_WS);
    const unknown = '0e1f2a3b-4c5d-4e6f-8a9b-0c1d2e3f4a5b';
    await f.rpc.CreateSuppression(api({ type: 'email', value: 'SUE@example.com' }));
    const result = await enrol(campaign.id, { contact_ids: [jane.id, noPhone.id, suppressed.id, foreign.id, unknown, jane.id.toUpperCase()] });
    expect(result).toEqual({
      campaign_id: campaign.id,
      added: 1,
      contact_count: 1,
      skipped: [
        { contact_id: noPhone.id, reason: 'no_address' },
        { contact_id: suppressed.id, reason: 'suppressed' },
        { contact_id: foreign.id, reason: 'not_found' },
        { contact_id: unknown, reason: 'not_found' },
      ],
    });
    const [enrollment] = await contactsOf(campaign.id);
    expect(enrollment).toEqual({
      contact_id: jane.id,
      full_name: 'Jane Doe',
      email: 'jane@example.com',
      status: 'pending',
      current_step: 0,
      added_at: '2026-03-02T10:00:00.000Z',
      last_sent_at: null,
      next_step_at: null,
      stopped_reason: null,
    });
    const stored = await f.store.collection(ENROLLMENTS_COLLECTION).findOne({ contact_id: jane.id });
    expect(stored).toMatchObject({ contact: { first_name: 'Jane', email: 'jane@example.com', phone: '+447700900123', chat_recipients: { chat_a: 'U0JANE01' } }, lease_owner: null, announced: true });
    const [event] = await contactsAddedEvents(campaign.id);
    expect(event!.data).toEqual({ campaign_id: campaign.id, contact_ids: [jane.id], count: 1 });
    // Again: already enrolled, nothing announced.
    expect(await enrol(campaign.id, { contact_ids: [jane.id] })).toMatchObject({ added: 0, contact_count: 1, skipped: [{ contact_id: jane.id, reason: 'already_enrolled' }] });
    expect(await contactsAddedEvents(campaign.id)).toHaveLength(1);
  });

  it('schedules the first step from enrollment in a running campaign, and from the start for a draft\'s', async () => {
    const campaign = await create();
    const early = f.crm.addContact({ full_name: 'Early Bird', email: 'early@example.com' });
    const late = f.crm.addContact({ full_name: 'Late Comer', email: 'late@example.com' });
    await enrol(campaign.id, { contact_ids: [early.id] });
    f.clock.advance(600_000);
    await f.rpc.StartCampaign(api(undefined, byId(campaign.id)));
    f.clock.advance(600_000);
    await enrol(campaign.id, { contact_ids: [late.id] });
    const due = Object.fromEntries((await contactsOf(campaign.id)).map((e) => [e.contact_id, e.next_step_at]));
    expect(due).toEqual({ [early.id]: '2026-03-02T11:10:00.000Z', [late.id]: '2026-03-02T11:20:00.000Z' });
  });

  it('enrols a list\'s members; an unknown list is 404 and a list beyond the limit is refused', async () => {
    const campaign = await create();
    const members = [f.crm.addContact({ full_name: 'A One', email: 'a@example.com' }), f.crm.addContact({ full_name: 'B Two', email: 'b@example.com' })];
    const listId = '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d';
    f.crm.lists.set(`${WS}:${listId}`, members.map((m) => m.id));
    expect(await enrol(campaign.id, { list_id: listId })).toMatchObject({ added: 2, contact_count: 2, skipped: [] });
    expect(await failure(f.rpc.EnrollCampaignContacts(api({ list_id: '8a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d' }, byId(campaign.id))))).toMatchObject({ code: 'not_found', details: { field: 'list_id' } });
    f.crm.lists.set(`${WS}:${listId}`, Array.from({ length: 10_001 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`));
    expect((await failure(f.rpc.EnrollCampaignContacts(api({ list_id: listId }, byId(campaign.id))))).fields[0]!.field).toBe('list_id');
  });

  it('refuses bad bodies, unknown campaigns and a completed campaign, enrolling nobody', async () => {
    const campaign = await create();
    const jane = f.crm.addContact({ full_name: 'Jane Doe', email: 'jane@example.com' });
    expect((await failure(f.rpc.EnrollCampaignContacts(api({}, byId(campaign.id))))).code).toBe('validation_error');
    expect((await failure(f.rpc.EnrollCampaignContacts(api({ contact_ids: [jane.id], list_id: jane.id }, byId(campaign.id))))).code).toBe('validation_error');
    expect((await failure(f.rpc.EnrollCampaignContacts(api({ contact_ids: ['jane'] }, byId(campaign.id))))).fields[0]!.field).toBe('contact_ids.0');
    expect((await failure(f.rpc.EnrollCampaignContacts(api({ contact_ids: [] }, byId(campaign.id))))).fields[0]!.field).toBe('contact_ids');
    expect((await failure(f.rpc.EnrollCampaignContacts(api({ contact_ids: [jane.id] }, byId('6a1b2c3d-4e5f-4a7b-8c9d-0e1f2a3b4c5d'))))).code).toBe('campaign_not_found');
    await f.store.collection(CAMPAIGNS_COLLECTION).updateOne({ _id: campaign.id }, { $set: { status: 'completed' } });
    expect((await failure(f.rpc.EnrollCampaignContacts(api({ contact_ids: [jane.id] }, byId(campaign.id))))).code).toBe('campaign_not_editable');
    expect(await f.store.collection(ENROLLMENTS_COLLECTION).countDocuments({})).toBe(0);
  });

  it('announces enrollments a crash left unannounced with the next enrolment', async () => {
    const campaign = await create();
    const [a, b] = [f.crm.addContact({ full_name: 'A One', email: 'a@example.com' }), f.crm.addContact({ full_name: 'B Two', email: 'b@example.com' })];
    await enrol(campaign.id, { contact_ids: [a!.id] });
    await f.store.collection(ENROLLMENTS_COLLECTION).updateOne({ contact_id: a!.id }, { $set: { announced: false } });
    f.clock.advance(120_000);
    await enrol(campaign.id, { contact_ids: [b!.id] });
    const last = (await contactsAddedEvents(campaign.id)).at(-1)!;
    expect(new Set((last.data as { contact_ids: string[] }).contact_ids)).toEqual(new Set([a!.id, b!.id]));
  });
});

describe('ListCampaignContacts', () => {
  it('pages newest first, filters by status, and reads running enrollments of a paused campaign as paused', async () => {
    const campaign = await create();
    const ids: string[] = [];
    for (const name of ['A One', 'B Two', 'C Three']) {
      const contact = f.crm.addContact({ full_name: name, email: `${name[0]!.toLowerCase()}@example.com` });
      await enrol(campaign.id, { contact_ids: [contact.id] });
      ids.push(contact.id);
      f.clock.advance(1_000);
    }
    await f.enrollments.stop(WS, `${campaign.id}:${ids[0]}`, 'replied', 'a@example.com replied', f.clock.now().toISOString());
    expect((await contactsOf(campaign.id)).map((e) => e.contact_id)).toEqual([ids[2], ids[1], ids[0]]);
    const page = await f.rpc.ListCampaignContacts(api(undefined, { ...byId(campaign.id), query: { per_page: '2', page: '2' } }));
    expect(page.meta).toEqual({ page: 2, per_page: 2, total: 3 });
    expect((await contactsOf(campaign.id, { status: 'replied' })).map((e) => [e.contact_id, e.stopped_reason])).toEqual([[ids[0], 'a@example.com replied']]);
    await f.rpc.StartCampaign(api(undefined, byId(campaign.id)));
    await f.rpc.PauseCampaign(api(undefined, byId(campaign.id)));
    expect((await contactsOf(campaign.id, { status: 'paused' })).map((e) => e.status)).toEqual(['paused', 'paused']);
    expect(await contactsOf(campaign.id, { status: 'pending' })).toEqual([]);
    expect((await contactsOf(campaign.id)).map((e) => e.status)).toEqual(['paused', 'paused', 'replied']);
    expect((await failure(f.rpc.ListCampaignContacts(api(undefined, { ...byId(campaign.id), query: { per_page: '101' } })))).fields[0]!.field).toBe('per_page');
    expect((await failure(f.rpc.ListCampaignContacts(api(undefined, byId('6a1b2c3d-4e5f-4a7b-8c9d-0e1f2a3b4c5d'))))).code).toBe('campaign_not_found');
  });
});
