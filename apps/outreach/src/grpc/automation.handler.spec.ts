// OutreachAutomationService: the handlers on an embedded store.
import type { CampaignRecord } from '@wbk/contracts';
import { ROOT, WORKFLOW, WS, api, data, failure, startOutreachFixture, type OutreachFixture } from '../testing/outreach.fixture';

const RUN = '33333333-3333-4333-8333-333333333333';
const context = (key = RUN) => ({ workspace_id: WS, request_id: RUN, idempotency_key: key, causation: { root_id: ROOT, depth: 2, workflow_id: WORKFLOW } });

let f: OutreachFixture;

beforeEach(async () => {
  f = await startOutreachFixture();
  f.profiles.connect('mail_provider_a');
  f.profiles.connect('chat_a');
});

afterEach(async () => {
  await f.stop();
});

describe('SendMessage', () => {
  it('sends once per run through the public send\'s rules, and names the workflow on the message', async () => {
    const jane = f.crm.addContact({ full_name: 'Jane Doe' });
    const request = { context: context(), channel: 'email', recipient: 'Jane@Example.com', message: 'Welcome', subject: 'Hello', format: '', contact_id: jane.id };
    const sent = await f.automation.SendMessage(request);
    expect(sent).toEqual({ id: 'mpa_000000000000000000000001', channel: 'email', status: 'sent', sent_at: '2026-03-02T10:00:00.000Z' });
    expect(await f.automation.SendMessage(request)).toEqual(sent);
    expect(f.providers.distinctSends()).toBe(1);
    const stored = await f.messages.findByPublicId(WS, sent.id);
    expect(stored).toMatchObject({ workflow_id: WORKFLOW, contact_id: jane.id });
    // A public send with the same key is another send: keys of different callers never meet.
    expect(data(await f.rpc.SendChannelMessage(api({ channel: 'email', recipient: 'jane@example.com', subject: 'Hello', message: 'Welcome' }, { key: RUN })))).toMatchObject({ id: 'mpa_000000000000000000000002' });
  });

  it('needs an idempotency key and applies the same validation, suppression and permission rules', async () => {
    const base = { channel: 'chat_a', recipient: 'C0LITIGATE', message: 'hi', format: '' };
    expect((await failure(f.automation.SendMessage({ ...base, context: context('') }))).fields[0]!.field).toBe('context.idempotency_key');
    expect((await failure(f.automation.SendMessage({ ...base, context: context(), recipient: 'general' }))).fields[0]!.field).toBe('recipient');
    expect((await failure(f.automation.SendMessage({ ...base, context: context(), channel: 'chat_c', recipient: '+447700900123' }))).code).toBe('insufficient_permissions');
    await f.rpc.CreateSuppression(api({ type: 'email', value: 'no@example.com' }));
    expect((await failure(f.automation.SendMessage({ ...base, context: context(), channel: 'email', recipient: 'no@example.com', subject: 'S' }))).code).toBe('recipient_suppressed');
    expect((await failure(f.automation.SendMessage({ ...base, context: context(), contact_id: '6a1b2c3d-4e5f-4a7b-8c9d-0e1f2a3b4c5d' }))).code).toBe('not_found');
    expect((await failure(f.automation.SendMessage({ ...base, context: { workspace_id: '', request_id: RUN, idempotency_key: RUN, causation: null } }))).code).toBe('missing_auth');
    expect(f.providers.calls).toHaveLength(0);
  });
});

describe('StartCampaign', () => {
  const step = { channel: 'email', delay_seconds: 0, subject: 'Hello', message: 'Dear {{contact.first_name}}' };
  const create = async (name: string, steps: unknown[] = [step]) => data<CampaignRecord>(await f.rpc.CreateCampaign(api({ name, steps })));

  it('starts a draft by id or by name (case and whitespace folded), resumes a paused one, answers an active one as it is', async () => {
    const campaign = await create('Q3 Outreach');
    expect(await f.automation.StartCampaign({ context: context(), campaign_name: '  q3   OUTREACH ' })).toEqual({ id: campaign.id, name: 'Q3 Outreach', status: 'active', contact_count: 0 });
    expect(await f.automation.StartCampaign({ context: context(), campaign_id: campaign.id })).toMatchObject({ status: 'active' });
    await f.rpc.PauseCampaign(api(undefined, { path: { id: campaign.id } }));
    expect(await f.automation.StartCampaign({ context: context(), campaign_id: campaign.id })).toMatchObject({ status: 'active' });
    await f.store.collection('campaigns').updateOne({ _id: campaign.id }, { $set: { status: 'completed' } });
    expect((await failure(f.automation.StartCampaign({ context: context(), campaign_id: campaign.id }))).code).toBe('campaign_not_draft');
  });

  it('answers campaign_not_found, names an ambiguous name, and needs exactly one of id or name', async () => {
    expect((await failure(f.automation.StartCampaign({ context: context(), campaign_name: 'Nothing' }))).code).toBe('campaign_not_found');
    expect((await failure(f.automation.StartCampaign({ context: context(), campaign_id: '6a1b2c3d-4e5f-4a7b-8c9d-0e1f2a3b4c5d' }))).code).toBe('campaign_not_found');
    await create('Twin');
    await create('twin');
    expect((await failure(f.automation.StartCampaign({ context: context(), campaign_name: 'TWIN' }))).code).toBe('validation_error');
    expect((await failure(f.automation.StartCampaign({ context: context() }))).fields[0]!.field).toBe('campaign_id');
    const empty = await create('Empty', []);
    expect((await failure(f.automation.StartCampaign({ context: context(), campaign_id: empty.id }))).code).toBe('validation_error');
  });
});
