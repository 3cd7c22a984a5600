import { randomUUID } from 'node:crypto';
import { createTestWorkspace, ProviderSimClient, type ApiClient, type Stack } from '@wbk/testing';

/**
 * Campaigns whose sequencer sends through provider-sim: every few seconds a
 * small campaign of two email steps starts; at the end provider-sim's own log
 * of sends (it keeps one record per idempotency key it accepted) says what
 * really went out.
 */

export interface CampaignLoad {
  workspaceId: string;
  api: ApiClient;
  /** Started campaigns: the tag their step messages carry and their recipients. */
  started: Array<{ tag: string; recipients: string[] }>;
  outcomes: Map<string, number>;
}

export interface SendCounts {
  expected: number;
  sent: number;
  /** Steps of started campaigns provider-sim never received. */
  notSent: number;
  /** Step and recipient pairs sent more than once (under one key or several). */
  doubled: number;
}

export const STEPS = 2;
const RECIPIENTS = 3;
const ALL_WEEK = { days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'], start_hour: 0, end_hour: 24 };

export async function prepareCampaigns(stack: Stack): Promise<CampaignLoad> {
  const workspace = await createTestWorkspace(stack.admin, { plan: 'org' }, { full: ['read', 'write'] });
  await stack.admin.connectProvider(workspace.id, { category: 'email', name: 'mail_provider_a' });
  return { workspaceId: workspace.id, api: stack.api(workspace.keys.full), started: [], outcomes: new Map() };
}

async function call(load: CampaignLoad, method: 'POST', path: string, body?: object): Promise<{ status: number; body: unknown } | null> {
  try {
    const response = await load.api.request(method, path, { body });
    load.outcomes.set(String(response.status), (load.outcomes.get(String(response.status)) ?? 0) + 1);
    return response;
  } catch {
    load.outcomes.set('network', (load.outcomes.get('network') ?? 0) + 1);
    return null;
  }
}

/** Contacts, a campaign, its enrolment and start; a campaign whose start was not answered 200 is not counted. */
export async function campaignStep(load: CampaignLoad): Promise<void> {
  const tag = randomUUID().slice(0, 8);
  const ids: string[] = [];
  const recipients: string[] = [];
  for (let i = 0; i < RECIPIENTS; i += 1) {
    const email = `chaos.${tag}.${i}@hartley-llp.example`;
    const created = await call(load, 'POST', '/v1/contacts', { first_name: `Client${i}`, last_name: 'Example', email });
    if (created?.status !== 201) return;
    ids.push((created.body as { data: { id: string } }).data.id);
    recipients.push(email);
  }
  const steps = Array.from({ length: STEPS }, (_, n) => ({ channel: 'email', delay_seconds: n * 3, subject: `Matter ${tag}`, message: `chaos ${tag} step ${n + 1}` }));
  const campaign = await call(load, 'POST', '/v1/campaigns', { name: `Chaos ${tag}`, timezone: 'UTC', send_window: ALL_WEEK, min_gap_seconds: 0, daily_cap: 1_000, steps });
  if (campaign?.status !== 201) return;
  const id = (campaign.body as { data: { id: string } }).data.id;
  if ((await call(load, 'POST', `/v1/campaigns/${id}/contacts`, { contact_ids: ids }))?.status !== 200) return;
  if ((await call(load, 'POST', `/v1/campaigns/${id}/start`))?.status !== 200) return;
  load.started.push({ tag, recipients });
}

export async function checkSends(stack: Stack, load: CampaignLoad): Promise<SendCounts> {
  const sent = await new ProviderSimClient(stack.addresses['provider-sim']!).sent({ accountId: load.workspaceId });
  const perStep = new Map<string, number>();
  for (const message of sent) {
    const text = JSON.stringify(message.request);
    const match = /chaos ([0-9a-f]{8}) step (\d+)/.exec(text);
    if (match === null) continue;
    const key = `${match[1]}:${match[2]}:${message.recipient}`;
    perStep.set(key, (perStep.get(key) ?? 0) + 1);
  }
  let notSent = 0;
  let doubled = 0;
  let delivered = 0;
  for (const campaign of load.started) {
    for (const recipient of campaign.recipients) {
      for (let n = 1; n <= STEPS; n += 1) {
        const count = perStep.get(`${campaign.tag}:${n}:${recipient}`) ?? 0;
        if (count === 0) notSent += 1;
        else delivered += 1;
        if (count > 1) doubled += 1;
      }
    }
  }
  return { expected: load.started.length * RECIPIENTS * STEPS, sent: delivered, notSent, doubled };
}
