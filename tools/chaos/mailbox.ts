import { randomUUID } from 'node:crypto';
import { createTestWorkspace, type ApiClient, type Stack } from '@wbk/testing';

/**
 * Mailbox sync under faults: new mail lands at provider-sim, an on-demand
 * sync is asked for (202 and a job), and every accepted job must end
 * (completed or failed with a reason), never stay queued or running.
 * On-demand syncs are capped at 6 per hour per workspace, so the load
 * alternates between a few mailboxes.
 */

export interface MailboxLoad {
  mailboxes: Array<{ api: ApiClient; account: string }>;
  jobs: Array<{ mailbox: number; id: string }>;
  outcomes: Map<string, number>;
  simUrl: string;
}

export interface SyncCounts {
  accepted: number;
  completed: number;
  failed: number;
  /** Accepted jobs still queued or running (or unreadable) after the settle period. */
  unfinished: number;
}

const MAILBOXES = 4;
const MESSAGES_PER_SYNC = 3;

export async function prepareMailboxes(stack: Stack): Promise<MailboxLoad> {
  const mailboxes: MailboxLoad['mailboxes'] = [];
  for (let i = 0; i < MAILBOXES; i += 1) {
    const workspace = await createTestWorkspace(stack.admin, { plan: 'org' }, { full: ['read', 'write'] });
    const account = `chaos.${i}.${randomUUID().slice(0, 8)}@hartley-llp.example`;
    await stack.admin.connectProvider(workspace.id, { category: 'email', name: 'mail_provider_a', accountId: account });
    mailboxes.push({ api: stack.api(workspace.keys.full), account });
  }
  return { mailboxes, jobs: [], outcomes: new Map(), simUrl: stack.addresses['provider-sim']! };
}

async function addMail(load: MailboxLoad, account: string): Promise<void> {
  const messages = Array.from({ length: MESSAGES_PER_SYNC }, (_, i) => ({
    from: `client.${i}@example.com`,
    to: [account],
    subject: `Chaos ${randomUUID().slice(0, 8)}`,
    text: 'The signed engagement letter is attached.',
  }));
  const response = await fetch(new URL('/control/mail/messages', load.simUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ provider: 'mail_provider_a', account_id: account, messages }),
  });
  if (!response.ok) throw new Error(`provider-sim refused mail: ${response.status} ${await response.text()}`);
}

/** New mail, then one sync of the next mailbox in turn. */
export async function syncStep(load: MailboxLoad, turn: number): Promise<void> {
  const index = turn % load.mailboxes.length;
  const mailbox = load.mailboxes[index]!;
  await addMail(load, mailbox.account);
  let label: string;
  try {
    const response = await mailbox.api.request('POST', '/v1/email/sync', { body: { mode: 'incremental' } });
    label = String(response.status);
    if (response.status === 202) load.jobs.push({ mailbox: index, id: (response.body as { data: { job_id: string } }).data.job_id });
  } catch {
    label = 'network';
  }
  load.outcomes.set(label, (load.outcomes.get(label) ?? 0) + 1);
}

export async function checkSyncJobs(load: MailboxLoad): Promise<SyncCounts> {
  const counts: SyncCounts = { accepted: load.jobs.length, completed: 0, failed: 0, unfinished: 0 };
  for (const job of load.jobs) {
    const response = await load.mailboxes[job.mailbox]!.api.get(`/v1/email/sync/${job.id}`);
    const status = response.status === 200 ? (response.body as { data: { status: string } }).data.status : 'unreadable';
    if (status === 'completed') counts.completed += 1;
    else if (status === 'failed') counts.failed += 1;
    else counts.unfinished += 1;
  }
  return counts;
}
