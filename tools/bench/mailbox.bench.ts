// Mailbox sync, two figures:
//   1. a full sync of a 10,000-message mailbox from provider-sim, messages/s
//      from POST /v1/email/sync to the job's completion, against bare loops in
//      the same run that page through the same sim listing (500 per page) and
//      write each message to a fresh embedded store: one insertOne per message
//      (the floor the target names), and one insertMany per page (for scale);
//   2. an on-demand incremental sync of 50 new messages: the time from the POST
//      until all 50 are on their contact's timeline (GET .../activities),
//      measured first, on a quiet stack (another mailbox).
// The sim's per-account read quota is raised so its limiter is not measured.
import { openStore } from '@wbk/store';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startStack, type ApiClient, type Stack } from '@wbk/testing';

const MESSAGES = Number(process.env['BENCH_MAILBOX_MESSAGES'] ?? 10_000);
const NEW_MESSAGES = 50;
const PAGE = 500;
const ACCOUNT = 'bench-partner@hartley-llp.example';

export interface MailboxFigures {
  messages: number;
  syncPerSec: number;
  syncSeconds: number;
  barePerSec: number;
  bareSeconds: number;
  batchedPerSec: number;
  incrementalToTimelineMs: number;
}

async function control(stack: Stack, pathname: string, body: unknown): Promise<unknown> {
  const response = await fetch(new URL(pathname, stack.addresses['provider-sim']!), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`provider-sim ${pathname}: ${response.status} ${await response.text()}`);
  return response.json();
}

async function waitJob(api: ApiClient, id: string): Promise<Record<string, unknown>> {
  for (;;) {
    const job = ((await api.get(`/v1/email/sync/${id}`)).body as { data: Record<string, unknown> }).data;
    if (job['status'] === 'completed') return job;
    if (job['status'] === 'failed') throw new Error(`bench sync failed: ${String(job['error'])}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** The floor: page through the sim's listing and store each message, nothing else. */
async function bareLoop(stack: Stack, batched: boolean): Promise<number> {
  const dir = mkdtempSync(path.join(tmpdir(), 'wbk-bench-bare-'));
  const store = await openStore({ kind: 'embedded', dataDir: dir });
  try {
    const messages = store.collection('bare_messages');
    const started = performance.now();
    let token: string | null = null;
    let stored = 0;
    do {
      const url = new URL(`/mail/mail_provider_a/${encodeURIComponent(ACCOUNT)}/messages`, stack.addresses['provider-sim']!);
      url.searchParams.set('page_size', String(PAGE));
      if (token !== null) url.searchParams.set('page_token', token);
      const page = (await (await fetch(url)).json()) as { messages: Array<Record<string, unknown> & { id: string }>; next_page_token: string | null };
      if (batched) await messages.insertMany(page.messages.map((m) => ({ ...m, _id: m.id })));
      else for (const m of page.messages) await messages.insertOne({ ...m, _id: m.id });
      stored += page.messages.length;
      token = page.next_page_token;
    } while (token !== null);
    if (stored !== MESSAGES) throw new Error(`bare loop stored ${stored} of ${MESSAGES}`);
    return (performance.now() - started) / 1000;
  } finally {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A small mailbox synced once (its first sync is a full one), then 50 new messages from one contact synced on demand until all are on the timeline. */
async function measureIncremental(stack: Stack): Promise<number> {
  const account = 'bench-incremental@hartley-llp.example';
  const workspace = await stack.admin.createWorkspace({ name: 'Mailbox Incremental LLP', plan: 'org' });
  await stack.admin.setLimits(workspace.id, { daily: 100_000_000, minute: 1_000_000 });
  await stack.admin.connectProvider(workspace.id, { category: 'email', name: 'mail_provider_a', accountId: account });
  const { key } = await stack.admin.createKey(workspace.id, { name: 'bench', permissions: ['read', 'write'] });
  const api = stack.api(key);
  const contact = await api.post('/v1/contacts', { first_name: 'Jane', last_name: 'Bench', email: 'jane.bench@client.example' });
  const contactId = (contact.body as { data: { id: string } }).data.id;
  const first = await api.post('/v1/email/sync', {});
  await waitJob(api, (first.body as { data: { job_id: string } }).data.job_id);
  await control(stack, '/control/mail/messages', {
    provider: 'mail_provider_a',
    account_id: account,
    messages: Array.from({ length: NEW_MESSAGES }, (_, i) => ({ from: 'jane.bench@client.example', to: [account], subject: `Update ${i}`, text: 'See attached.' })),
  });
  const startedAt = performance.now();
  const incremental = await api.post('/v1/email/sync', {});
  if (incremental.status !== 202) throw new Error(`bench incremental sync refused: ${incremental.status}`);
  for (;;) {
    const page = await api.get(`/v1/contacts/${contactId}/activities?per_page=1`);
    if ((page.body as { meta: { total: number } }).meta.total >= NEW_MESSAGES) break;
    await new Promise((r) => setTimeout(r, 10));
  }
  return performance.now() - startedAt;
}

export async function measureMailbox(): Promise<MailboxFigures> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'wbk-bench-mailbox-'));
  const stack = await startStack({
    dataDir,
    env: { LOG_LEVEL: process.env['BENCH_LOG_LEVEL'] ?? 'warn' },
    checkConformance: false,
    appEnv: { 'provider-sim': { SIM_MAIL_QUOTA_PER_SECOND: '100000' }, 'mailbox-sync': { SYNC_SCHEDULE_INTERVAL_MS: '0' } },
  });
  try {
    const incrementalToTimelineMs = await measureIncremental(stack);
    const workspace = await stack.admin.createWorkspace({ name: 'Mailbox Bench LLP', plan: 'org' });
    await stack.admin.setLimits(workspace.id, { daily: 100_000_000, minute: 1_000_000 });
    await stack.admin.connectProvider(workspace.id, { category: 'email', name: 'mail_provider_a', accountId: ACCOUNT });
    const { key } = await stack.admin.createKey(workspace.id, { name: 'bench', permissions: ['read', 'write'] });
    const api = stack.api(key);
    await control(stack, '/control/mail/seed', { provider: 'mail_provider_a', account_id: ACCOUNT, count: MESSAGES });

    const bareSeconds = await bareLoop(stack, false);
    const batchedSeconds = await bareLoop(stack, true);

    const startedAt = performance.now();
    const started = await api.post('/v1/email/sync', { mode: 'full' });
    if (started.status !== 202) throw new Error(`bench sync refused: ${started.status} ${JSON.stringify(started.body)}`);
    const full = await waitJob(api, (started.body as { data: { job_id: string } }).data.job_id);
    const syncSeconds = (performance.now() - startedAt) / 1000;
    if ((full['counts'] as { stored: number }).stored !== MESSAGES) throw new Error(`bench sync stored ${JSON.stringify(full['counts'])}`);
    return { messages: MESSAGES, syncSeconds, syncPerSec: MESSAGES / syncSeconds, bareSeconds, barePerSec: MESSAGES / bareSeconds, batchedPerSec: MESSAGES / batchedSeconds, incrementalToTimelineMs };
  } finally {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function mailboxReport(f: MailboxFigures): string[] {
  const ratio = f.syncPerSec / f.barePerSec;
  return [
    `mailbox sync: full sync of ${f.messages} messages from provider-sim (mail_provider_a, pages of ${PAGE}), POST /v1/email/sync to job completed`,
    `| target | messages/s | seconds |`,
    `|---|---|---|`,
    `| full sync through mailbox-sync | ${f.syncPerSec.toFixed(0)} | ${f.syncSeconds.toFixed(2)} |`,
    `| bare loop: page the sim, insertOne per message into the embedded store | ${f.barePerSec.toFixed(0)} | ${f.bareSeconds.toFixed(2)} |`,
    `| (for scale) bare loop with one insertMany per page | ${f.batchedPerSec.toFixed(0)} | ${(f.messages / f.batchedPerSec).toFixed(2)} |`,
    `full sync / bare loop: ${(ratio * 100).toFixed(1)}% (target >= 50%) ${ratio >= 0.5 ? 'MET' : 'NOT MET'}; / the insertMany loop: ${((f.syncPerSec / f.batchedPerSec) * 100).toFixed(1)}%`,
    `on-demand incremental sync of ${NEW_MESSAGES} new messages -> all on the contact timeline: ${f.incrementalToTimelineMs.toFixed(0)} ms`,
  ];
}
