// The cap on a workspace's active campaigns, on an embedded store.
import type { CampaignRecord } from '@wbk/contracts';
import { api, data, failure, OTHER_WS, ROOT, startOutreachFixture, WORKFLOW, WS, type OutreachFixture } from '../testing/outreach.fixture';

const CAP = 2;
let f: OutreachFixture;

beforeEach(async () => {
  f = await startOutreachFixture({ maxActiveCampaigns: CAP });
});

afterEach(async () => {
  await f.stop();
});

const emailStep = { channel: 'email', delay_seconds: 0, subject: 'Your matter', message: 'Dear {{contact.first_name | "colleague"}}' };
const byId = (id: string, ws = WS) => ({ path: { id }, ws });
const automation = { workspace_id: WS, request_id: 'run-1', idempotency_key: '', causation: { root_id: ROOT, depth: 1, workflow_id: WORKFLOW } };

async function draft(ws = WS): Promise<CampaignRecord> {
  return data<CampaignRecord>(await f.rpc.CreateCampaign(api({ name: 'Q4 employment law briefing', steps: [emailStep] }, { ws })));
}

async function statusOf(id: string, ws = WS): Promise<string> {
  return data<CampaignRecord>(await f.rpc.GetCampaign(api(undefined, byId(id, ws)))).status;
}

describe('active campaigns per workspace', () => {
  it('refuses a start or resume past the cap with 409 quota_exceeded, changes nothing, and leaves other workspaces their own cap', async () => {
    const [a, b, c] = [await draft(), await draft(), await draft()];
    await f.rpc.StartCampaign(api(undefined, byId(a.id)));
    await f.rpc.StartCampaign(api(undefined, byId(b.id)));

    const refused = await failure(f.rpc.StartCampaign(api(undefined, byId(c.id))));
    expect(refused).toMatchObject({ code: 'quota_exceeded', details: { limit: CAP, resource: 'active_campaigns' } });
    expect(refused.message).toBe(`the workspace already has ${CAP} active campaigns, the most it may run at once; pause one or let one complete before starting or resuming another`);
    expect(await statusOf(c.id)).toBe('draft');
    expect((await failure(f.automation.StartCampaign({ context: automation, campaign_id: c.id }))).code).toBe('quota_exceeded');
    // An already active campaign is no new start.
    expect(await f.automation.StartCampaign({ context: automation, campaign_id: a.id })).toMatchObject({ status: 'active' });

    const other = await draft(OTHER_WS);
    expect(data(await f.rpc.StartCampaign(api(undefined, byId(other.id, OTHER_WS))))).toMatchObject({ status: 'active' });

    await f.rpc.PauseCampaign(api(undefined, byId(a.id)));
    expect(data(await f.rpc.StartCampaign(api(undefined, byId(c.id))))).toMatchObject({ status: 'active' });
    expect((await failure(f.rpc.ResumeCampaign(api(undefined, byId(a.id))))).code).toBe('quota_exceeded');
    expect(await statusOf(a.id)).toBe('paused');
  });

  it('holds under concurrent starts: those that find the workspace over the cap once written are refused and paused again', async () => {
    const drafts = await Promise.all(Array.from({ length: 5 }, () => draft()));
    const results = await Promise.allSettled(drafts.map((d) => f.rpc.StartCampaign(api(undefined, byId(d.id)))));
    expect(await f.campaigns.countActive(WS)).toBeLessThanOrEqual(CAP);
    for (const [i, result] of results.entries()) {
      if (result.status === 'fulfilled') expect(await statusOf(drafts[i]!.id)).toBe('active');
      else {
        expect(await failure(Promise.reject(result.reason))).toMatchObject({ code: 'quota_exceeded' });
        expect(await statusOf(drafts[i]!.id)).toBe('paused');
      }
    }
    // Refused ones resume one at a time while there is room.
    const paused = drafts.filter((_, i) => results[i]!.status === 'rejected');
    for (const campaign of paused.slice(0, CAP - (await f.campaigns.countActive(WS)))) {
      expect(data(await f.rpc.ResumeCampaign(api(undefined, byId(campaign.id))))).toMatchObject({ status: 'active' });
    }
    expect(await f.campaigns.countActive(WS)).toBe(CAP);
  });
});
