// Campaign CRUD and state changes on an embedded store.
import type { CampaignRecord, EventEnvelope } from '@wbk/contracts';
import { CAMPAIGNS_COLLECTION } from '../store/campaign.repository';
import { api, data, failure, outboxOf, startOutreachFixture, WS, type OutreachFixture } from '../testing/outreach.fixture';

let f: OutreachFixture;

beforeEach(async () => {
  f = await startOutreachFixture();
});

afterEach(async () => {
  await f.stop();
});

const emailStep = { channel: 'email', delay_seconds: 0, subject: 'Your matter', message: 'Dear {{contact.first_name | "colleague"}}' };
const chatStep = { channel: 'chat_c', delay_seconds: 86_400, message: 'A reminder from {{campaign.name}}' };

async function create(body: Record<string, unknown> = {}): Promise<CampaignRecord> {
  return data<CampaignRecord>(await f.rpc.CreateCampaign(api({ name: 'Q4 employment law briefing', ...body })));
}
const byId = (id: string) => ({ path: { id } });
const events = async (id: string): Promise<EventEnvelope[]> => outboxOf(f.store, CAMPAIGNS_COLLECTION, id);

describe('CreateCampaign', () => {
  it('creates a draft with the defaults and the workspace time zone, announcing it and each step', async () => {
    const reply = await f.rpc.CreateCampaign(api({ name: '  Q4 briefing ', steps: [emailStep, chatStep] }));
    expect(reply.created).toBe(true);
    const campaign = data<CampaignRecord>(reply);
    expect(campaign).toMatchObject({
      name: 'Q4 briefing',
      description: null,
      status: 'draft',
      timezone: 'Europe/London',
      send_window: { days: ['mon', 'tue', 'wed', 'thu', 'fri'], start_hour: 9, end_hour: 17 },
      daily_cap: 200,
      min_gap_seconds: 60,
      stop_on_reply: true,
      auto_pause: { bounce_rate: 0.05, min_sends: 50 },
      paused_reason: null,
      step_count: 2,
      contact_count: 0,
      stats: { sent: 0, delivered: 0, bounced: 0, replied: 0, unsubscribed: 0, completed: 0 },
      started_at: null,
      completed_at: null,
    });
    expect(campaign.steps.map((s) => [s.position, s.channel, s.subject, s.format])).toEqual([
      [1, 'email', 'Your matter', 'text'],
      [2, 'chat_c', null, 'text'],
    ]);
    expect((await events(campaign.id)).map((e) => e.event)).toEqual(['campaign.created', 'campaign.step_created', 'campaign.step_created']);
    expect(f.kicks()).toBe(1);
  });

  it('answers a retry under the same Idempotency-Key with the stored campaign (the gateway entry gone), and refuses another body with 409', async () => {
    const key = '44444444-4444-4444-8444-444444444444';
    const body = { name: 'Keyed briefing', steps: [emailStep] };
    const first = data<CampaignRecord>(await f.rpc.CreateCampaign(api(body, { key })));
    const retry = await f.rpc.CreateCampaign(api({ steps: [emailStep], name: 'Keyed briefing' }, { key }));
    expect(retry.created).toBe(true);
    expect(data<CampaignRecord>(retry)).toEqual(first);
    expect(await f.store.collection(CAMPAIGNS_COLLECTION).countDocuments({})).toBe(1);
    expect(f.kicks()).toBe(1);
    expect((await failure(f.rpc.CreateCampaign(api({ name: 'Another briefing' }, { key })))).code).toBe('idempotency_conflict');
    expect(await f.store.collection(CAMPAIGNS_COLLECTION).countDocuments({})).toBe(1);
    expect(await events(first.id)).toHaveLength(2);
  });

  it.each([
    [{ steps: [{ ...emailStep, message: 'Hi {{contact.firstname}}' }] }, 'steps.0.message'],
    [{ steps: [{ ...emailStep, message: 'Hi {{contact.first_name | unquoted}}' }] }, 'steps.0.message'],
    [{ steps: [{ ...emailStep, subject: undefined }] }, 'steps.0.subject'],
    [{ steps: [{ ...chatStep, format: 'markup' }] }, 'steps.0.format'],
    [{ steps: [{ channel: 'fax', delay_seconds: 0, message: 'x' }] }, 'steps.0.channel'],
    [{ timezone: 'Mars/Olympus' }, 'timezone'],
    [{ timezone: 'EST' }, 'timezone'],
    [{ send_window: { days: ['mon'], start_hour: 17, end_hour: 9 } }, 'send_window.end_hour'],
    [{ send_window: { days: [], start_hour: 9, end_hour: 17 } }, 'send_window.days'],
    [{ send_window: { days: ['someday'], start_hour: 9, end_hour: 17 } }, 'send_window.days.0'],
    [{ daily_cap: 0 }, 'daily_cap'],
    [{ name: '' }, 'name'],
  ])('refuses %j naming %s, and stores nothing', async (body, field) => {
    const result = await failure(f.rpc.CreateCampaign(api({ name: 'Q4', ...body })));
    expect(result.code).toBe('validation_error');
    expect(result.fields.map((i) => i.field)).toContain(field);
    expect(await f.store.collection(CAMPAIGNS_COLLECTION).countDocuments({})).toBe(0);
  });
});

describe('ListCampaigns / GetCampaign', () => {
  it('lists newest first, filters by status, and answers campaign_not_found for another workspace or a bad id', async () => {
    const first = await create({ steps: [emailStep] });
    f.clock.advance(1_000);
    const second = await create({ name: 'Second' });
    await f.rpc.StartCampaign(api(undefined, byId(first.id)));
    expect(data<CampaignRecord[]>(await f.rpc.ListCampaigns(api())).map((c) => c.id)).toEqual([second.id, first.id]);
    expect(data<CampaignRecord[]>(await f.rpc.ListCampaigns(api(undefined, { query: { status: 'active' } }))).map((c) => c.id)).toEqual([first.id]);
    expect((await failure(f.rpc.ListCampaigns(api(undefined, { query: { status: 'running' } })))).fields[0]!.field).toBe('status');
    expect(data(await f.rpc.GetCampaign(api(undefined, byId(first.id))))).toMatchObject({ id: first.id, status: 'active' });
    expect((await failure(f.rpc.GetCampaign(api(undefined, { ...byId(first.id), ws: '22222222-2222-4222-8222-222222222222' })))).code).toBe('campaign_not_found');
    expect((await failure(f.rpc.GetCampaign(api(undefined, byId('nope'))))).code).toBe('campaign_not_found');
  });
});

describe('UpdateCampaign', () => {
  it('changes only the fields sent; steps keep their ids where unchanged and only new ones are announced', async () => {
    const campaign = await create({ steps: [emailStep, chatStep] });
    const updated = data<CampaignRecord>(await f.rpc.UpdateCampaign(api({ daily_cap: 100, steps: [emailStep, { ...chatStep, delay_seconds: 3_600 }] }, byId(campaign.id))));
    expect(updated).toMatchObject({ daily_cap: 100, name: campaign.name, step_count: 2 });
    expect(updated.steps[0]!.id).toBe(campaign.steps[0]!.id);
    expect(updated.steps[1]!.id).not.toBe(campaign.steps[1]!.id);
    const announced = (await events(campaign.id)).filter((e) => e.event === 'campaign.step_created').slice(2);
    expect(announced.map((e) => (e.data as { step: { id: string } }).step.id)).toEqual([updated.steps[1]!.id]);
  });

  it('accepts steps only while draft or paused, keeps at least one step once started, and nothing once completed', async () => {
    const campaign = await create({ steps: [emailStep] });
    await f.rpc.StartCampaign(api(undefined, byId(campaign.id)));
    expect((await failure(f.rpc.UpdateCampaign(api({ steps: [chatStep] }, byId(campaign.id))))).code).toBe('campaign_not_editable');
    expect(data(await f.rpc.UpdateCampaign(api({ name: 'Renamed while active' }, byId(campaign.id))))).toMatchObject({ name: 'Renamed while active' });
    await f.rpc.PauseCampaign(api(undefined, byId(campaign.id)));
    expect((await failure(f.rpc.UpdateCampaign(api({ steps: [] }, byId(campaign.id))))).fields[0]!.field).toBe('steps');
    expect(data(await f.rpc.UpdateCampaign(api({ steps: [chatStep] }, byId(campaign.id))))).toMatchObject({ step_count: 1 });
    await f.store.collection(CAMPAIGNS_COLLECTION).updateOne({ _id: campaign.id }, { $set: { status: 'completed' } });
    expect((await failure(f.rpc.UpdateCampaign(api({ name: 'Too late' }, byId(campaign.id))))).code).toBe('campaign_not_editable');
  });

  it('refuses an empty body and unknown campaigns', async () => {
    const campaign = await create();
    expect((await failure(f.rpc.UpdateCampaign(api({}, byId(campaign.id))))).code).toBe('validation_error');
    expect((await failure(f.rpc.UpdateCampaign(api({ name: 'x' }, byId('6a1b2c3d-4e5f-4a7b-8c9d-0e1f2a3b4c5d'))))).code).toBe('campaign_not_found');
  });
});

describe('state changes', () => {
  it('moves draft -> active -> paused -> active, each announced with the campaign as it reads after', async () => {
    const campaign = await create({ steps: [emailStep] });
    f.clock.advance(60_000);
    const started = data<CampaignRecord>(await f.rpc.StartCampaign(api(undefined, byId(campaign.id))));
    expect(started).toMatchObject({ status: 'active', started_at: '2026-03-02T10:01:00.000Z' });
    expect(data(await f.rpc.PauseCampaign(api(undefined, byId(campaign.id))))).toMatchObject({ status: 'paused', paused_reason: null });
    expect(data(await f.rpc.ResumeCampaign(api(undefined, byId(campaign.id))))).toMatchObject({ status: 'active', started_at: started.started_at });
    const lifecycle = (await events(campaign.id)).filter((e) => e.event !== 'campaign.step_created');
    expect(lifecycle.map((e) => [e.event, (e.data as { campaign: CampaignRecord }).campaign.status])).toEqual([
      ['campaign.created', 'draft'],
      ['campaign.started', 'active'],
      ['campaign.paused', 'paused'],
      ['campaign.started', 'active'],
    ]);
  });

  it('refuses moves the state does not allow, and a start without steps', async () => {
    const empty = await create();
    expect(await failure(f.rpc.StartCampaign(api(undefined, byId(empty.id))))).toMatchObject({ code: 'validation_error', fields: [{ field: 'steps' }] });
    expect((await failure(f.rpc.PauseCampaign(api(undefined, byId(empty.id))))).code).toBe('campaign_not_active');
    expect((await failure(f.rpc.ResumeCampaign(api(undefined, byId(empty.id))))).code).toBe('campaign_not_paused');
    const campaign = await create({ steps: [emailStep] });
    await f.rpc.StartCampaign(api(undefined, byId(campaign.id)));
    expect((await failure(f.rpc.StartCampaign(api(undefined, byId(campaign.id))))).code).toBe('campaign_not_draft');
    expect((await failure(f.rpc.ResumeCampaign(api(undefined, byId(campaign.id))))).code).toBe('campaign_not_paused');
    expect((await failure(f.rpc.StartCampaign(api(undefined, byId('6a1b2c3d-4e5f-4a7b-8c9d-0e1f2a3b4c5d'))))).code).toBe('campaign_not_found');
  });
});

describe('DeleteCampaign', () => {
  it('deletes only a draft, announcing it as it was, with its enrollments', async () => {
    const contact = f.crm.addContact({ full_name: 'Jane Doe', email: 'jane@example.com' });
    const draft = await create({ steps: [emailStep] });
    await f.rpc.EnrollCampaignContacts(api({ contact_ids: [contact.id] }, byId(draft.id)));
    expect(data(await f.rpc.DeleteCampaign(api(undefined, byId(draft.id))))).toEqual({ id: draft.id, deleted: true });
    expect((await events(draft.id)).at(-1)).toMatchObject({ event: 'campaign.deleted', data: { campaign: { id: draft.id, status: 'draft', contact_count: 1 } } });
    expect((await failure(f.rpc.GetCampaign(api(undefined, byId(draft.id))))).code).toBe('campaign_not_found');
    expect((await failure(f.rpc.DeleteCampaign(api(undefined, byId(draft.id))))).code).toBe('campaign_not_found');
    expect(await f.enrollments.count(WS, draft.id)).toBe(0);
    const active = await create({ steps: [emailStep] });
    await f.rpc.StartCampaign(api(undefined, byId(active.id)));
    expect((await failure(f.rpc.DeleteCampaign(api(undefined, byId(active.id))))).code).toBe('campaign_not_draft');
  });
});
