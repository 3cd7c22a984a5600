// Shared by the mailbox-sync end-to-end specs: a workspace with a mailbox (and
// calendars) connected through the admin CLI, the provider-sim's control API
// for mail and calendars, and sync jobs read until they end.
import { createTestWorkspace, expectEventually, type ApiClient, type Stack } from '@wbk/testing';

export interface SyncJobView {
  job_id: string;
  status: 'queued' | 'running' | 'completed' | 'failed';
  mode: string;
  provider: string | null;
  trigger: string;
  counts: { fetched: number; stored: number; matched_contacts: number };
  full_sync_fallback: boolean;
  notes: string[];
  error: string | null;
  started_at: string | null;
  finished_at: string | null;
  duration_ms: number | null;
}

export interface MailWorkspace {
  id: string;
  api: ApiClient;
  /** The mailbox's account at the provider. */
  account: string;
}

export interface MailWorkspaceOptions {
  mail?: string[];
  calendars?: string[];
  account?: string;
  timezone?: string;
  permissions?: string[];
}

let counter = 0;

/** An org-plan workspace (its API limits never get in the way) with the given mailboxes and calendars connected to one account. */
export async function mailWorkspace(stack: Stack, options: MailWorkspaceOptions = {}): Promise<MailWorkspace> {
  const workspace = await createTestWorkspace(stack.admin, { plan: 'org', ...(options.timezone ? { timezone: options.timezone } : {}) }, { full: options.permissions ?? ['read', 'write'] });
  counter += 1;
  const account = options.account ?? `partner.${counter}.${Date.now().toString(36)}@hartley-llp.example`;
  for (const name of options.mail ?? ['mail_provider_a']) await stack.admin.connectProvider(workspace.id, { category: 'email', name, accountId: account });
  for (const name of options.calendars ?? []) await stack.admin.connectProvider(workspace.id, { category: 'calendar', name, accountId: account });
  return { id: workspace.id, api: stack.api(workspace.keys.full), account };
}

/** provider-sim's control and read endpoints for mail and calendars (SIM-MAIL-API.md). */
export class MailSim {
  constructor(private readonly base: string) {}

  private async send(method: string, path: string, body?: unknown): Promise<unknown> {
    const response = await fetch(new URL(path, this.base), { method, headers: body === undefined ? {} : { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await response.text();
    if (!response.ok) throw new Error(`provider-sim ${method} ${path}: ${response.status} ${text}`);
    return text === '' ? null : (JSON.parse(text) as unknown);
  }

  async addMessages(provider: string, accountId: string, messages: Array<Record<string, unknown>>): Promise<string[]> {
    const answer = (await this.send('POST', '/control/mail/messages', { provider, account_id: accountId, messages })) as { ids: string[] };
    return answer.ids;
  }

  async seed(provider: string, accountId: string, count: number): Promise<void> {
    await this.send('POST', '/control/mail/seed', { provider, account_id: accountId, count });
  }

  async expireCursor(provider: string, accountId: string): Promise<void> {
    await this.send('POST', '/control/mail/expire-cursor', { provider, account_id: accountId });
  }

  async faults(input: { provider: string; account_id?: string; fail_rate?: number | null; delay_ms?: number | null; auth_error?: boolean | null; quota_per_second?: number | null }): Promise<void> {
    await this.send('POST', '/control/mail/faults', input);
  }

  async requests(provider: string, accountId: string): Promise<number> {
    const answer = (await this.send('GET', `/control/mail/requests?provider=${provider}&account_id=${encodeURIComponent(accountId)}`)) as { count: number };
    return answer.count;
  }

  /** The sent copies of `sender` land in `accountId`'s mailbox (mail our service sends under the workspace's id). */
  async routeSentCopies(provider: string, sender: string, accountId: string): Promise<void> {
    await this.send('POST', '/control/mail/sender-accounts', { provider, account_id: accountId, sender_account_id: sender });
  }

  /** Provider A's full listing, as the mailbox holds it now. */
  async listing(accountId: string): Promise<Array<{ id: string; message_id_header: string; thread_id: string; labels: string[]; to: Array<{ email: string }>; subject: string }>> {
    const answer = (await this.send('GET', `/mail/mail_provider_a/${encodeURIComponent(accountId)}/messages?page_size=500`)) as { messages: [] };
    return answer.messages;
  }

  async addEvents(provider: string, accountId: string, events: Array<Record<string, unknown>>): Promise<string[]> {
    const answer = (await this.send('POST', '/control/calendar/events', { provider, account_id: accountId, events })) as { ids: string[] };
    return answer.ids;
  }
}

export function mailSimOf(stack: Stack): MailSim {
  return new MailSim(stack.addresses['provider-sim']!);
}

export async function jobOf(api: ApiClient, id: string): Promise<SyncJobView> {
  const response = await api.get(`/v1/email/sync/${id}`);
  expect(response.status).toBe(200);
  return response.body.data as SyncJobView;
}

/** Starts a sync (202) and reads the job until it ended. */
export async function syncToEnd(api: ApiClient, body: Record<string, unknown> = {}, headers: Record<string, string> = {}): Promise<SyncJobView> {
  const started = await api.post('/v1/email/sync', body, headers);
  expect(started.status).toBe(202);
  const job = started.body.data as SyncJobView;
  return waitForJob(api, job.job_id);
}

export async function waitForJob(api: ApiClient, id: string, timeoutMs = 30_000): Promise<SyncJobView> {
  return expectEventually(
    async () => {
      const job = await jobOf(api, id);
      expect(['completed', 'failed']).toContain(job.status);
      return job;
    },
    { timeoutMs, intervalMs: 100 },
  );
}

export function mail(from: string, to: string[], subject: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { from, to, subject, text: `${subject}: the details are attached.`, ...extra };
}

export async function createContact(api: ApiClient, email: string, first = 'Jane'): Promise<string> {
  const response = await api.post('/v1/contacts', { first_name: first, last_name: 'Client', email });
  expect(response.status).toBe(201);
  return (response.body.data as { id: string }).id;
}

export async function timelineOf(api: ApiClient, contactId: string): Promise<Array<{ type: string; title: string; source: { event: string; id: string } }>> {
  const response = await api.get(`/v1/contacts/${contactId}/activities?per_page=100`);
  expect(response.status).toBe(200);
  return response.body.data as Array<{ type: string; title: string; source: { event: string; id: string } }>;
}
