// Shared by the outreach end-to-end specs: a workspace with its providers
// connected, campaigns built and driven through the public API, and the
// provider-sim's own log of what it really sent.
import { createTestWorkspace, ProviderSimClient, type ApiClient, type SimSentMessage, type Stack } from '@wbk/testing';

/** The sequencer looks for due steps every 200 ms in these specs (5 s in production). */
export function outreachEnv(overrides: Record<string, string> = {}): Record<string, string> {
  return { SEQUENCER_TICK_MS: '200', ...overrides };
}

export const ALL_WEEK = { days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'], start_hour: 0, end_hour: 24 };

export interface OutreachWorkspace {
  id: string;
  api: ApiClient;
}

export async function outreachWorkspace(stack: Stack, providers: Array<{ category: string; name: string }> = [{ category: 'email', name: 'mail_provider_a' }]): Promise<OutreachWorkspace> {
  const workspace = await createTestWorkspace(stack.admin, { plan: 'org' }, { full: ['read', 'write'] });
  for (const provider of providers) await stack.admin.connectProvider(workspace.id, provider);
  return { id: workspace.id, api: stack.api(workspace.keys.full) };
}

export function simOf(stack: Stack): ProviderSimClient {
  return new ProviderSimClient(stack.addresses['provider-sim']!);
}

export interface CampaignView {
  id: string;
  status: string;
  paused_reason: string | null;
  completed_at: string | null;
  contact_count: number;
  stats: { sent: number; delivered: number; bounced: number; replied: number; unsubscribed: number; completed: number };
}

export interface EnrollmentView {
  contact_id: string;
  email: string | null;
  status: string;
  current_step: number;
  stopped_reason: string | null;
}

export async function createContacts(api: ApiClient, count: number, prefix: string): Promise<Array<{ id: string; email: string }>> {
  const contacts: Array<{ id: string; email: string }> = [];
  for (let i = 0; i < count; i++) {
    const email = `${prefix}.${i}.${Date.now().toString(36)}@hartley-llp.example`;
    const response = await api.post('/v1/contacts', { first_name: `Client${i}`, last_name: 'Example', email, company: 'Hartley LLP' });
    expect(response.status).toBe(201);
    contacts.push({ id: (response.body.data as { id: string }).id, email });
  }
  return contacts;
}

/** A campaign with the given steps, open all week all day, no gap, the contacts enrolled, started. */
export async function startCampaign(api: ApiClient, steps: Array<Record<string, unknown>>, contactIds: string[], fields: Record<string, unknown> = {}): Promise<CampaignView> {
  const created = await api.post('/v1/campaigns', { name: `Matter updates ${Date.now().toString(36)}`, timezone: 'UTC', send_window: ALL_WEEK, min_gap_seconds: 0, daily_cap: 1_000, steps, ...fields });
  expect(created.status).toBe(201);
  const campaign = created.body.data as CampaignView;
  const enrolled = await api.post(`/v1/campaigns/${campaign.id}/contacts`, { contact_ids: contactIds });
  expect(enrolled.status).toBe(200);
  const started = await api.post(`/v1/campaigns/${campaign.id}/start`);
  expect(started.status).toBe(200);
  return started.body.data as CampaignView;
}

export async function campaignOf(api: ApiClient, id: string): Promise<CampaignView> {
  const response = await api.get(`/v1/campaigns/${id}`);
  expect(response.status).toBe(200);
  return response.body.data as CampaignView;
}

export async function enrollmentsOf(api: ApiClient, id: string): Promise<EnrollmentView[]> {
  const response = await api.get(`/v1/campaigns/${id}/contacts?per_page=100`);
  expect(response.status).toBe(200);
  return (response.body.data as { contacts: EnrollmentView[] }).contacts;
}

export function emailStep(delaySeconds: number, message: string): Record<string, unknown> {
  return { channel: 'email', delay_seconds: delaySeconds, subject: 'Your matter, {{contact.first_name | "there"}}', message };
}

/** What the sim sent for this workspace, per idempotency key (a key sent twice would show twice). */
export async function simSent(stack: Stack, workspaceId: string, recipient?: string): Promise<SimSentMessage[]> {
  return simOf(stack).sent({ accountId: workspaceId, ...(recipient === undefined ? {} : { recipient }) });
}

export function doubles(sent: readonly SimSentMessage[]): string[] {
  const seen = new Set<string>();
  const doubled: string[] = [];
  for (const message of sent) {
    if (seen.has(message.idempotency_key)) doubled.push(message.idempotency_key);
    seen.add(message.idempotency_key);
  }
  return doubled;
}

export function settle(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
