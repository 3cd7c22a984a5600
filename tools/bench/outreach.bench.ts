// Outreach, two figures, each with the CPU every process spent per send:
//   1. the sequencer: 10,000 enrollments with one step due and the window open,
//      sends/s through the real sequencer to provider-sim, beside a bare loop
//      posting the same messages to provider-sim (same concurrency as the
//      sequencer's sends); the CPU is counted until the stack is quiet again.
//      Every enrollment must be sent exactly once: doubles and unsent are
//      counted from the sim's own sent log;
//   2. POST /v1/channels/send through the whole stack (gateway -> outreach ->
//      provider-sim), printed by the caller in bench.ts beside the Express +
//      gRPC floor measured in the same run.
// The CPU per send of both is what bench.ts sets against bare node:http
// (cpu-per-operation.ts); the rates and their ratios to the floors are records.
// The enrollments are spread over 20 workspaces (the sim keeps 1,000 sends per
// account in its log, and rates are per account) and the per-account rates of
// outreach and the sim are raised, so neither limiter is what is measured.
// Delivery reports are held back past the run, so the inbound listener's work
// is not in either figure.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ProviderSimClient, startStack, TOPOLOGY, type ApiClient, type SimSentMessage, type Stack } from '@wbk/testing';
import { measureRounds, type RoundsFigures } from './http-load';
import { cpuProfileArgs, formatCpu, formatWrites, perfRecord, stackPids, startCpuMeter, waitForIdle, type CpuPerOp } from './process-cpu';

const ENROLLMENTS = Number(process.env['BENCH_OUTREACH_ENROLLMENTS'] ?? 10_000);
const WORKSPACES = 20;
/** The sequencer's sends in flight per replica (DEFAULT_SEND_CONCURRENCY in apps/outreach). */
const SEND_CONCURRENCY = 16;
/** How often the sequencer figure asks the sim whether every send arrived. */
const SENT_POLL_MS = 500;
const ALL_WEEK = { days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'], start_hour: 0, end_hour: 24 };

export interface SequencerFigures {
  enrollments: number;
  workspaces: number;
  sequencerPerSec: number;
  sequencerSeconds: number;
  sequencerDoubles: number;
  sequencerMissing: number;
  barePerSec: number;
  bareSeconds: number;
  bareDoubles: number;
  /** CPU µs per send of each process while the sequencer ran (`bench` is this process, polling the sim). */
  sequencerCpu: CpuPerOp;
  /** Write system calls per send over the same span. */
  sequencerWrites: CpuPerOp;
  bareCpu: CpuPerOp;
  /** How long the stack stayed busy after the last send was seen (counted in the CPU, not in the rate). */
  settleSeconds: number;
}

export type SendPathFigures = RoundsFigures;

export interface OutreachStack {
  stack: Stack;
  stop(): Promise<void>;
}

/** A stack whose limits are far above what the bench can reach, and whose delivery reports come after it. */
export async function startOutreachBenchStack(): Promise<OutreachStack> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'wbk-bench-outreach-'));
  const stack = await startStack({
    dataDir,
    env: { LOG_LEVEL: process.env['BENCH_LOG_LEVEL'] ?? 'warn' },
    checkConformance: false,
    appNodeArgs: cpuProfileArgs(dataDir, TOPOLOGY.map((app) => app.name)),
    appEnv: {
      outreach: { OUTREACH_PROVIDER_RATE_PER_SECOND: '10000', SEQUENCER_TICK_MS: '100', SEQUENCER_BATCH: '1000' },
      'provider-sim': { SIM_RATE_LIMIT_PER_SECOND: '100000', SIM_DELIVERY_DELAY_MS: '600000' },
    },
  });
  return {
    stack,
    async stop() {
      await stack.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function benchWorkspace(stack: Stack, name: string): Promise<{ id: string; api: ApiClient; key: string }> {
  const workspace = await stack.admin.createWorkspace({ name, plan: 'org' });
  await stack.admin.setLimits(workspace.id, { daily: 100_000_000, minute: 1_000_000 });
  await stack.admin.connectProvider(workspace.id, { category: 'email', name: 'mail_provider_a' });
  const { key } = await stack.admin.createKey(workspace.id, { name: 'bench', permissions: ['read', 'write'] });
  return { id: workspace.id, api: stack.api(key), key };
}

async function ok<T>(response: Promise<{ status: number; body: unknown }>, what: string): Promise<T> {
  const answer = await response;
  if (answer.status >= 300) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`);
  return (answer.body as { data: T }).data;
}

function doublesOf(sent: readonly SimSentMessage[]): number {
  return sent.length - new Set(sent.map((m) => m.idempotency_key)).size;
}

/** A draft campaign of one email step with its contacts enrolled; started later, all at once. */
async function preparedCampaign(api: ApiClient, perWorkspace: number, index: number): Promise<string> {
  const contacts = Array.from({ length: perWorkspace }, (_, i) => ({ first_name: 'Bench', last_name: `Client ${i}`, email: `bench.${index}.${i}@hartley-llp.example` }));
  const ids: string[] = [];
  for (let from = 0; from < contacts.length; from += 1_000) {
    const created = await ok<{ created: Array<{ id: string }> }>(api.post('/v1/contacts/bulk', { contacts: contacts.slice(from, from + 1_000) }), 'bulk contacts');
    ids.push(...created.created.map((c) => c.id));
  }
  const campaign = await ok<{ id: string }>(
    api.post('/v1/campaigns', {
      name: `Bench ${index}`,
      timezone: 'UTC',
      send_window: ALL_WEEK,
      daily_cap: 10_000,
      min_gap_seconds: 0,
      steps: [{ channel: 'email', delay_seconds: 0, subject: 'Matter update for {{contact.first_name}}', message: 'Dear {{contact.full_name}}, your matter has been updated.' }],
    }),
    'campaign',
  );
  for (let from = 0; from < ids.length; from += 1_000) await ok(api.post(`/v1/campaigns/${campaign.id}/contacts`, { contact_ids: ids.slice(from, from + 1_000) }), 'enrol');
  return campaign.id;
}

/** Distinct idempotency keys the sim holds for these accounts: a count, so waiting for it does not load the sim being measured. */
async function distinctSentOf(sim: ProviderSimClient, accounts: readonly string[]): Promise<number> {
  const counts = await Promise.all(accounts.map((accountId) => sim.sentCount({ accountId })));
  return counts.reduce((sum, count) => sum + count.distinct_keys, 0);
}

/** When the sim accepted the last of the keys' first sends (ms since the epoch). */
function lastFirstAcceptance(sent: readonly SimSentMessage[]): number {
  const first = new Map<string, number>();
  for (const message of sent) {
    const at = Date.parse(message.accepted_at);
    first.set(message.idempotency_key, Math.min(at, first.get(message.idempotency_key) ?? at));
  }
  let last = 0;
  for (const at of first.values()) last = Math.max(last, at);
  return last;
}

async function sentOf(sim: ProviderSimClient, accounts: readonly string[]): Promise<SimSentMessage[]> {
  const all: SimSentMessage[] = [];
  for (const account of accounts) all.push(...(await sim.sent({ accountId: account })));
  return all;
}

/** The same messages posted straight to provider-sim, SEND_CONCURRENCY at a time, under accounts of their own. */
async function bareLoop(simUrl: string, messages: ReadonlyArray<{ account: string; body: Record<string, unknown> }>): Promise<number> {
  let next = 0;
  const started = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: SEND_CONCURRENCY }, async () => {
      while (next < messages.length) {
        const message = messages[next++]!;
        const res = await fetch(`${simUrl}/providers/mail_provider_a/messages`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-account-id': message.account, 'idempotency-key': randomUUID() },
          body: JSON.stringify(message.body),
        });
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`bare loop: provider-sim answered ${res.status}`);
      }
    }),
  );
  return Number(process.hrtime.bigint() - started) / 1e9;
}

export async function measureSequencer(stack: Stack): Promise<SequencerFigures> {
  const perWorkspace = Math.ceil(ENROLLMENTS / WORKSPACES);
  const sim = new ProviderSimClient(stack.addresses['provider-sim']!);
  const workspaces: Array<{ id: string; api: ApiClient; campaignId: string }> = [];
  for (let i = 0; i < WORKSPACES; i++) {
    const ws = await benchWorkspace(stack, `Bench sequencer ${i}`);
    workspaces.push({ ...ws, campaignId: await preparedCampaign(ws.api, perWorkspace, i) });
  }
  const total = perWorkspace * WORKSPACES;

  const pids = stackPids(stack);
  const sequencerMeter = startCpuMeter(pids);
  const recording = perfRecord(pids);
  const startedMs = Date.now();
  for (const ws of workspaces) await ok(ws.api.post(`/v1/campaigns/${ws.campaignId}/start`), 'start');
  const accounts = workspaces.map((ws) => ws.id);
  const deadline = Date.now() + 600_000;
  // The poll only says when to stop looking; the clock stops at the sim's own record of the last
  // first send (the same machine's clock). Polling often would take CPU from the stack it measures.
  while ((await distinctSentOf(sim, accounts)) < total && Date.now() <= deadline) await new Promise((resolve) => setTimeout(resolve, SENT_POLL_MS));
  const finishedMs = Date.now();
  await recording.stop();
  // A little longer: a double would show up after the last first send. Then until the stack is
  // quiet (the CRM's timeline, the relay, the dispatcher catch up), so the CPU counted per send
  // includes what the sends caused after the clock stopped, and the bare loop runs on idle cores.
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const settleMs = await waitForIdle(pids);
  const sequencerCpu = sequencerMeter.perOp(total);
  const sequencerWrites = sequencerMeter.writesPerOp(total);
  const sent = await sentOf(sim, accounts);
  const distinct = new Set(sent.map((m) => m.idempotency_key)).size;
  const sequencerSeconds = ((distinct < total ? finishedMs : lastFirstAcceptance(sent)) - startedMs) / 1000;

  const bareAccounts = accounts.map(() => randomUUID());
  const messages = sent.map((m, i) => ({ account: bareAccounts[i % bareAccounts.length]!, body: m.request }));
  const bareMeter = startCpuMeter(pids);
  const bareSeconds = await bareLoop(stack.addresses['provider-sim']!, messages);
  const bareCpu = bareMeter.perOp(messages.length);
  const bareSent = await sentOf(sim, bareAccounts);

  return {
    enrollments: total,
    workspaces: WORKSPACES,
    sequencerPerSec: distinct / sequencerSeconds,
    sequencerSeconds,
    sequencerDoubles: doublesOf(sent),
    sequencerMissing: total - distinct,
    barePerSec: messages.length / bareSeconds,
    bareSeconds,
    bareDoubles: doublesOf(bareSent),
    sequencerCpu,
    sequencerWrites,
    bareCpu,
    settleSeconds: settleMs / 1000,
  };
}

/** POST /v1/channels/send through the whole stack, autocannon as for the gateway figures. */
export async function measureSendPath(stack: Stack, connections: number, durationS: number, rounds: number): Promise<SendPathFigures> {
  const ws = await benchWorkspace(stack, 'Bench channel send');
  const target = {
    url: `${stack.baseUrl}/v1/channels/send`,
    method: 'POST' as const,
    connections,
    headers: { authorization: `Bearer ${ws.key}`, 'content-type': 'application/json' },
    body: JSON.stringify({ channel: 'email', recipient: 'jane.doe@hartley-llp.example', subject: 'Hearing date', message: 'The hearing is listed for 10:00 on Monday.' }),
  };
  return measureRounds(target, durationS, stackPids(stack), rounds);
}

export function outreachReport(sequencer: SequencerFigures, send: SendPathFigures, floorReqPerSec: number): string[] {
  const ratio = sequencer.sequencerPerSec / sequencer.barePerSec;
  const sendRatio = send.reqPerSec / floorReqPerSec;
  return [
    `outreach sequencer: ${sequencer.enrollments} enrollments over ${sequencer.workspaces} workspaces, one email step due, window open; per-account rates raised (outreach 10,000/s, sim 100,000/s)`,
    `| measured | sends/s | seconds | doubles |`,
    `|---|---|---|---|`,
    `| sequencer -> provider-sim | ${sequencer.sequencerPerSec.toFixed(0)} | ${sequencer.sequencerSeconds.toFixed(1)} | ${sequencer.sequencerDoubles} |`,
    `| bare loop (${SEND_CONCURRENCY} in flight) -> provider-sim | ${sequencer.barePerSec.toFixed(0)} | ${sequencer.bareSeconds.toFixed(1)} | ${sequencer.bareDoubles} |`,
    `CPU µs per send, sequencer run and what it caused until the stack was quiet (${sequencer.settleSeconds.toFixed(1)} s after the clock stopped): ${formatCpu(sequencer.sequencerCpu)}`,
    `write system calls per send, same span: ${formatWrites(sequencer.sequencerWrites)}`,
    `CPU µs per send, bare loop: ${formatCpu(sequencer.bareCpu)}`,
    `sequencer / bare loop: ${(ratio * 100).toFixed(1)}%; doubles ${sequencer.sequencerDoubles}, not sent ${sequencer.sequencerMissing} (target 0) ${sequencer.sequencerDoubles === 0 && sequencer.sequencerMissing === 0 ? 'MET' : 'NOT MET'}`,
    `POST /v1/channels/send through the stack: ${send.reqPerSec.toFixed(0)} req/s (median of rounds ${send.roundsReqPerSec.join(', ')}), p50 ${send.p50} ms, p99 ${send.p99} ms, non-2xx ${send.non2xx}, errors ${send.errors}`,
    `CPU µs per send request (last round): ${formatCpu(send.cpu)}`,
    `write system calls per send request (last round): ${formatWrites(send.writes)}`,
    `send path / express+gRPC floor (${floorReqPerSec.toFixed(0)} req/s): ${(sendRatio * 100).toFixed(1)}%`,
  ];
}
