// Mailbox sync, two figures:
//   1. a full sync of a 10,000-message mailbox from provider-sim, messages/s
//      from POST /v1/email/sync to the job's completion, beside a bare loop
//      that pages through the same sim listing (500 per page) and writes each
//      message to a fresh embedded store with insertOne (one insertMany per
//      page is shown for scale), and the CPU every process spends per message
//      until the stack is idle again: the median round's is what bench.ts sets
//      against bare node:http (cpu-per-operation.ts). Each round runs the
//      loop and then a sync of a new mailbox, and the figure is the median of
//      the rounds' ratios: the loop takes half a second, so a round pairs it
//      with a sync measured moments later on the same machine. A first round
//      (fresh processes still compiling) is reported apart.
//   2. an on-demand incremental sync of 50 new messages: the time from the POST
//      until all 50 are on their contact's timeline (GET .../activities),
//      measured first, on a quiet stack (another mailbox).
// The sim's per-account read quota is raised so its limiter is not measured.
import { openStore } from '@wbk/store';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startStack, type ApiClient, type Stack } from '@wbk/testing';
import { cpuProfileArgs, formatCpu, perfRecord, stackPids, startCpuMeter, waitForIdle, type CpuPerOp } from './process-cpu';

const MESSAGES = Number(process.env['BENCH_MAILBOX_MESSAGES'] ?? 10_000);
const NEW_MESSAGES = 50;
const PAGE = 500;
const ACCOUNT = 'bench-partner@hartley-llp.example';

/** One round: the bare loop, then a full sync of a new mailbox. */
export interface MailboxRound {
  syncPerSec: number;
  barePerSec: number;
  /** CPU µs per message of each process from the POST to the job's completion. */
  syncCpu: CpuPerOp;
  /** The same from the POST until the stack is idle again (the relay and the CRM's timeline finish after the job). */
  settledCpu: CpuPerOp;
  /** CPU µs per message of the bare loop (this process). */
  bareCpu: number;
}

export interface MailboxFigures {
  messages: number;
  /** Fresh processes: mailbox-sync's first full sync, the bare loop's first run in this process. */
  first: MailboxRound;
  rounds: MailboxRound[];
  batchedPerSec: number;
  incrementalToTimelineMs: number;
}

const ROUNDS = Number(process.env['BENCH_MAILBOX_ROUNDS'] ?? 3);

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
async function bareLoop(stack: Stack, batched: boolean): Promise<{ seconds: number; cpuUs: number }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'wbk-bench-bare-'));
  const store = await openStore({ kind: 'embedded', dataDir: dir });
  try {
    const messages = store.collection('bare_messages');
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
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
    const cpu = process.cpuUsage(cpuBefore);
    return { seconds: (performance.now() - started) / 1000, cpuUs: cpu.user + cpu.system };
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

interface SyncRun {
  seconds: number;
  cpu: CpuPerOp;
  settledCpu: CpuPerOp;
}

/** A new workspace and mailbox of MESSAGES messages, synced in full through the gateway on a quiet stack. */
async function fullSync(stack: Stack, round: number): Promise<SyncRun> {
  const account = `bench-partner-${round}@hartley-llp.example`;
  const workspace = await stack.admin.createWorkspace({ name: `Mailbox Bench ${round} LLP`, plan: 'org' });
  await stack.admin.setLimits(workspace.id, { daily: 100_000_000, minute: 1_000_000 });
  await stack.admin.connectProvider(workspace.id, { category: 'email', name: 'mail_provider_a', accountId: account });
  const { key } = await stack.admin.createKey(workspace.id, { name: 'bench', permissions: ['read', 'write'] });
  const api = stack.api(key);
  await control(stack, '/control/mail/seed', { provider: 'mail_provider_a', account_id: account, count: MESSAGES });

  const processes = stackPids(stack);
  await waitForIdle(processes);
  const meter = startCpuMeter(processes);
  const recording = perfRecord(processes);
  const startedAt = performance.now();
  const started = await api.post('/v1/email/sync', { mode: 'full' });
  if (started.status !== 202) throw new Error(`bench sync refused: ${started.status} ${JSON.stringify(started.body)}`);
  const full = await waitJob(api, (started.body as { data: { job_id: string } }).data.job_id);
  const seconds = (performance.now() - startedAt) / 1000;
  const cpu = withoutBench(meter.perOp(MESSAGES));
  await recording.stop();
  if ((full['counts'] as { stored: number }).stored !== MESSAGES) throw new Error(`bench sync stored ${JSON.stringify(full['counts'])}`);
  await waitForIdle(processes);
  return { seconds, cpu, settledCpu: withoutBench(meter.perOp(MESSAGES)) };
}

async function round(stack: Stack, n: number): Promise<MailboxRound> {
  const bare = await bareLoop(stack, false);
  const sync = await fullSync(stack, n);
  return { syncPerSec: MESSAGES / sync.seconds, barePerSec: MESSAGES / bare.seconds, syncCpu: sync.cpu, settledCpu: sync.settledCpu, bareCpu: bare.cpuUs / MESSAGES };
}

export async function measureMailbox(): Promise<MailboxFigures> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'wbk-bench-mailbox-'));
  const stack = await startStack({
    dataDir,
    env: { LOG_LEVEL: process.env['BENCH_LOG_LEVEL'] ?? 'warn' },
    checkConformance: false,
    appNodeArgs: cpuProfileArgs(dataDir, ['mailbox-sync', 'crm', 'outreach', 'workflow-engine', 'provider-sim', 'gateway', 'workspace']),
    appEnv: { 'provider-sim': { SIM_MAIL_QUOTA_PER_SECOND: '100000' }, 'mailbox-sync': { SYNC_SCHEDULE_INTERVAL_MS: '0' } },
  });
  try {
    const incrementalToTimelineMs = await measureIncremental(stack);
    await control(stack, '/control/mail/seed', { provider: 'mail_provider_a', account_id: ACCOUNT, count: MESSAGES });
    const first = await round(stack, 0);
    const rounds: MailboxRound[] = [];
    for (let n = 1; n <= ROUNDS; n += 1) rounds.push(await round(stack, n));
    const batched = await bareLoop(stack, true);
    return { messages: MESSAGES, first, rounds, batchedPerSec: MESSAGES / batched.seconds, incrementalToTimelineMs };
  } finally {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const ratioOf = (r: MailboxRound) => r.syncPerSec / r.barePerSec;
const percent = (share: number) => `${(share * 100).toFixed(1)}%`;

/** The round whose ratio is the median (the lower middle one of an even count). */
export function medianRound(rounds: readonly MailboxRound[]): MailboxRound {
  const sorted = [...rounds].sort((a, b) => ratioOf(a) - ratioOf(b));
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  if (median === undefined) throw new Error('no mailbox round was measured');
  return median;
}

export function mailboxReport(f: MailboxFigures): string[] {
  const median = medianRound(f.rounds);
  const row = (label: string, r: MailboxRound) => `| ${label} | ${r.syncPerSec.toFixed(0)} | ${r.barePerSec.toFixed(0)} | ${percent(ratioOf(r))} |`;
  return [
    `mailbox sync: full sync of ${f.messages} messages from provider-sim (mail_provider_a, pages of ${PAGE}), POST /v1/email/sync to job completed, against a bare loop paging the same listing with one insertOne per message into a fresh embedded store`,
    `| round | full sync, messages/s | bare loop, messages/s | ratio |`,
    `|---|---|---|---|`,
    row('first (fresh processes, compiling as they go)', f.first),
    ...f.rounds.map((r, i) => row(String(i + 1), r)),
    `full sync / bare loop, median of rounds 1-${f.rounds.length}: ${percent(ratioOf(median))}; for scale, one insertMany per page: ${f.batchedPerSec.toFixed(0)} messages/s`,
    `CPU µs per message in the median round, until the job completed: ${formatCpu(median.syncCpu)}`,
    `the same until the stack was idle again (the relay and the CRM's timeline catch up after the job): ${formatCpu(median.settledCpu)}`,
    `CPU µs per message of the bare loop in that round: ${median.bareCpu.toFixed(0)}`,
    `on-demand incremental sync of ${NEW_MESSAGES} new messages -> all on the contact timeline: ${f.incrementalToTimelineMs.toFixed(0)} ms`,
  ];
}

/** The bench process only polls the job here; its share is noise. */
function withoutBench(cpu: CpuPerOp): CpuPerOp {
  const { bench: _bench, ...rest } = cpu;
  return rest;
}
