// One tenant's campaigns must not stall another's: the sequencer on an embedded
// store, with a workspace that ground its campaign ids to sort first and holds
// a backlog of due steps older than everyone else's.
import type { CampaignRecord } from '@wbk/contracts';
import { createLogger, newId } from '@wbk/platform';
import { newCampaign, type CampaignState } from '../domain/campaign';
import { newEnrollment } from '../domain/enrollment';
import { api, data, OTHER_WS, sequencerParts, startOutreachFixture, WS, type OutreachFixture } from '../testing/outreach.fixture';
import { CAMPAIGNS_COLLECTION, type CampaignDoc } from '../store/campaign.repository';
import { SendSlotRepository } from '../store/send-slot.repository';
import { SendDueSteps } from './send-due-steps.use-case';

const BATCH = 100;
const ALWAYS = { days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const, start_hour: 0, end_hour: 24 };
const step = (delay: number) => ({ channel: 'email' as const, delay_seconds: delay, subject: 'Engagement letter', message: 'Dear {{contact.first_name}},' });
/** Campaign ids a tenant can reach by grinding Idempotency-Keys: they sort before any random one. */
const groundId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

let f: OutreachFixture;
let seq: SendDueSteps;

beforeEach(async () => {
  f = await startOutreachFixture();
  const slots = new SendSlotRepository(f.store);
  await slots.ensureIndexes();
  f.profiles.connect('mail_provider_a', WS);
  f.profiles.connect('mail_provider_a', OTHER_WS);
  seq = new SendDueSteps({
    ...sequencerParts(f, slots),
    logger: createLogger({ service: 'sequencer-fairness-test', level: 'silent' }),
    owner: 'replica-a',
    batch: BATCH,
    leaseMs: 60_000,
    unsubscribeUrl: (ws, enrollmentId, address) => `https://outreach.example/unsubscribe/${ws}.${enrollmentId}.${address}`,
  });
});

afterEach(async () => {
  await f.stop();
});

/** An active campaign written as the store holds it, started `startedAt`. */
function activeDoc(workspaceId: string, id: string, startedAt: string, steps: ReturnType<typeof step>[], contactCount: number): CampaignDoc {
  const { campaign } = newCampaign({ name: `Campaign ${id}`, timezone: 'UTC', send_window: { ...ALWAYS, days: [...ALWAYS.days] }, min_gap_seconds: 0, daily_cap: 100_000, steps }, id, new Date(startedAt), 'UTC', newId);
  const { id: _id, ...fields }: CampaignState = { ...campaign, status: 'active', started_at: startedAt, contact_count: contactCount };
  return { ...fields, _id: id, workspace_id: workspaceId, name_key: fields.name.toLowerCase(), version: 1, deleted_at: null };
}

/** Workspace A: `empty` active campaigns without contacts, and one of `contacts` whose first steps fell due an hour ago. */
async function floodedWorkspace(empty: number, contacts: number): Promise<string> {
  const weekAgo = '2026-02-23T10:00:00.000Z';
  const docs = Array.from({ length: empty }, (_, i) => activeDoc(WS, groundId(i + 1), weekAgo, [step(0)], 0));
  const bigId = groundId(0);
  docs.push(activeDoc(WS, bigId, weekAgo, [step(0)], contacts));
  await f.store.collection<CampaignDoc>(CAMPAIGNS_COLLECTION).insertMany(docs);
  const hourAgo = new Date(f.clock.now().getTime() - 3_600_000);
  const enrollments = Array.from({ length: contacts }, (_, i) => {
    const contact = f.crm.addContact({ full_name: `Client ${i} Example`, email: `client${i}@flood.example` }, WS);
    return newEnrollment(bigId, contact, 'active', [{ ...step(0), id: newId(), position: 1, format: 'text', created_at: hourAgo.toISOString() }], hourAgo);
  });
  await f.enrollments.insertNew(WS, enrollments);
  return bigId;
}

/** Workspace B: one contact in a two-step campaign started through the API now. */
async function otherWorkspaceCampaign(): Promise<CampaignRecord> {
  const ws = { ws: OTHER_WS };
  const campaign = data<CampaignRecord>(await f.rpc.CreateCampaign(api({ name: 'Matter updates', timezone: 'UTC', send_window: ALWAYS, min_gap_seconds: 0, steps: [step(0), step(60)] }, ws)));
  const contact = f.crm.addContact({ full_name: 'Dana Other', email: 'dana@other.example' }, OTHER_WS);
  await f.rpc.EnrollCampaignContacts(api({ contact_ids: [contact.id] }, { ...ws, path: { id: campaign.id } }));
  return data<CampaignRecord>(await f.rpc.StartCampaign(api(undefined, { ...ws, path: { id: campaign.id } })));
}

async function stepsSentIn(workspaceId: string, campaignId: string): Promise<number> {
  return (await f.messages.list(workspaceId, { campaign_id: campaignId }, 0, 1)).total;
}

describe('SendDueSteps: fairness between workspaces', () => {
  it('sends another workspace\'s due steps on the next passes past 5,001 empty active campaigns with ground ids and a 2,000-step backlog', async () => {
    const big = await floodedWorkspace(5_001, 2_000);
    const other = await otherWorkspaceCampaign();

    const first = await seq.execute();
    expect(await stepsSentIn(OTHER_WS, other.id)).toBe(1);
    // The rest of the batch still goes to the backlog: sharing does not waste the pass.
    expect(first).toMatchObject({ claimed: BATCH, sent: BATCH });
    expect(await stepsSentIn(WS, big)).toBe(BATCH - 1);
    // Active for a week without a contact: nothing to send, so they complete.
    expect(first.completedCampaigns).toBe(5_001);

    f.clock.advance(60_000);
    expect(await seq.execute()).toMatchObject({ claimed: BATCH, sent: BATCH });
    expect(await stepsSentIn(OTHER_WS, other.id)).toBe(2);
    expect(await stepsSentIn(WS, big)).toBe(2 * BATCH - 2);
    expect((await f.campaigns.findLive(OTHER_WS, other.id))?.campaign.status).toBe('completed');
  }, 120_000);

  it('does not make another workspace wait behind a backlog of older due steps', async () => {
    const big = await floodedWorkspace(0, 1_000);
    const other = await otherWorkspaceCampaign();
    expect(await seq.execute()).toMatchObject({ claimed: BATCH, sent: BATCH });
    expect(await stepsSentIn(OTHER_WS, other.id)).toBe(1);
    expect(await stepsSentIn(WS, big)).toBe(BATCH - 1);
  }, 60_000);
});
