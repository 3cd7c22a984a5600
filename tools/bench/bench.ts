// `npm run bench`: one run, one load generator (autocannon, 50 connections).
// The gateway section measures back to back:
//   1. bare node:http answering a contact-sized JSON body (the machine), with the CPU its
//      process spends per request: the denominator of the CPU-per-operation table;
//   2. minimal Express route making one gRPC call to an in-memory service (the floor cost of the design);
//   3. the whole stack: authenticated GET /v1/contacts/{id} through gateway -> crm;
//   4. the whole stack: POST /v1/contacts with a webhook on contact.created (write-fanout.bench.ts).
// Further sections (BENCH_SECTIONS): paging, webhooks, workflows, outreach (outreach.bench.ts), enrichment (enrichment.bench.ts), mailbox (mailbox.bench.ts),
// store (store.bench.ts: the embedded store alone, per operation).
// Capacity (capacity.bench.ts: the most workspaces one node serves within the latency bound) and the soak at that N
// (soak.bench.ts, 20 minutes a soak, run again a tenth lower while the N found misses the bound on a fresh stack) run only when named: `npm run bench -- capacity,soak`, or the soak alone with BENCH_SOAK_WORKSPACES.
// So does scale (scale.bench.ts: start time and memory with 1,000,000 contacts and 5,000,000 audit entries stored): `npm run bench -- scale`.
// Rates and ratios to a single-process floor are printed as records: on two shared cores they
// move with the machine. What the run is judged by is the CPU each path costs every process of
// the stack together, as a ratio to bare node:http's CPU per request in the same run, against
// the last ratios recorded in docs/performance.md (cpu-per-operation.ts).
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startOtlpReceiver, startStack, type ApiClient, type Stack } from '@wbk/testing';
import { measureBaseline as measureBaselineOf, type BaselineFigures } from './baselines';
import { CpuPerOperation, parseRecordedTable, type RecordedTable } from './cpu-per-operation';
import { enrichmentReport, measureCachedEnrich, measureProspectorPages, startEnrichmentBenchStack } from './enrichment.bench';
import { measureSendPath, measureSequencer, outreachReport, startOutreachBenchStack } from './outreach.bench';
import { mailboxReport, measureMailbox, medianRound } from './mailbox.bench';
import { capacityHeld, capacityOptions, capacityReport, measureCapacity } from './capacity.bench';
import { measureScale, scaleOptions, scalePassed, scaleReport } from './scale.bench';
import { soakAtCapacity, soakOptions, soakPassed } from './soak.bench';
import { measureStore, storeReport } from './store.bench';
import { measureApiPaging } from './paging-api.bench';
import { measureLoad, median, type LoadFigures } from './http-load';
import { formatCpu, formatWrites, stackPids } from './process-cpu';
import { measureDispatcherDelivery, measureTransportFloor } from './webhook-delivery.bench';
import { deliveryReport } from './webhook-delivery.report';
import { measureSenderThroughput } from './webhooks.bench';
import { measureWorkflowLatency } from './workflow-latency.bench';
import { measureWriteFanout, writeFanoutComplete, writeFanoutReport, writeFanoutStackEnv } from './write-fanout.bench';

const DURATION_S = Number(process.env['BENCH_DURATION_S'] ?? 10);
const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 2);
const CONNECTIONS = 50;
/** Which parts to run: named on the command line (`npm run bench -- soak`) or BENCH_SECTIONS=gateway,paging (default: all but the soak). */
const SECTIONS = new Set(
  (process.argv.slice(2).join(',') || process.env['BENCH_SECTIONS'] || 'gateway,paging,webhooks,workflows,outreach,enrichment,mailbox,store').split(','),
);
const GATEWAY_STACK_SECTIONS = ['gateway', 'paging'];
const REPO = path.resolve(__dirname, '../..');
/** BENCH_TRACING=1: the first stack exports traces (OTLP, the SDK's default protocol) to a sink in this process. */
const TRACING = process.env['BENCH_TRACING'] === '1';

type Figures = BaselineFigures;

function measureBaseline(name: string, file: string): Promise<Figures> {
  return measureBaselineOf(name, file, CONNECTIONS, DURATION_S);
}

/** Resident memory (MiB) of each app process of the stack, read from /proc. */
function appMemory(): Record<string, number> {
  const out: Record<string, number> = {};
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ');
      const match = /dist\/apps\/([a-z-]+)\/main\.js/.exec(cmd);
      if (!match?.[1] || !cmd.includes(REPO)) continue;
      const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      if (rss?.[1]) out[match[1]] = Math.round(Number(rss[1]) / 1024);
    } catch {
      // the process ended between listing and reading
    }
  }
  return out;
}

function summarise(runs: Figures[]): Figures {
  return {
    name: runs[0]!.name,
    reqPerSec: Math.round(median(runs.map((r) => r.reqPerSec))),
    p50: median(runs.map((r) => r.p50)),
    p99: median(runs.map((r) => r.p99)),
    non2xx: runs.reduce((n, r) => n + r.non2xx, 0),
    errors: runs.reduce((n, r) => n + r.errors, 0),
  };
}

const KNOWN_SECTIONS = ['gateway', 'paging', 'webhooks', 'workflows', 'outreach', 'enrichment', 'mailbox', 'store', 'capacity', 'soak', 'scale'];

async function main(): Promise<void> {
  const unknown = [...SECTIONS].filter((section) => !KNOWN_SECTIONS.includes(section));
  if (unknown.length > 0) throw new Error(`unknown bench section ${unknown.join(', ')}: name some of ${KNOWN_SECTIONS.join(', ')}`);
  const cpuPerOperation = new CpuPerOperation();
  if (GATEWAY_STACK_SECTIONS.some((section) => SECTIONS.has(section))) await benchGatewayStack(cpuPerOperation);
  if (SECTIONS.has('webhooks')) await benchWebhooks(cpuPerOperation);
  if (SECTIONS.has('workflows')) await benchWorkflows();
  if (SECTIONS.has('outreach')) await benchOutreach(cpuPerOperation);
  if (SECTIONS.has('enrichment')) await benchEnrichment(cpuPerOperation);
  if (SECTIONS.has('mailbox')) await benchMailbox(cpuPerOperation);
  if (SECTIONS.has('store')) process.stdout.write(`${storeReport(await measureStore()).join('\n')}\n\n`);
  const capacity = SECTIONS.has('capacity') ? await benchCapacity() : undefined;
  if (SECTIONS.has('soak')) await benchSoak(capacity);
  if (SECTIONS.has('scale')) await benchScale();
  if (!cpuPerOperation.isEmpty) await reportCpuPerOperation(cpuPerOperation);
}

/**
 * The CPU-per-operation table against the last one recorded in docs/performance.md. Its
 * denominator comes from the gateway section; without it, bare node:http is measured here.
 */
async function reportCpuPerOperation(cpuPerOperation: CpuPerOperation): Promise<void> {
  if (cpuPerOperation.bareUsPerRequest === undefined) {
    const bare = await measureBaseline('bare node:http', 'baseline-http.ts');
    if (bare.serverCpuUs !== undefined) cpuPerOperation.recordBare(bare.serverCpuUs);
  }
  let recorded: RecordedTable;
  try {
    recorded = parseRecordedTable(readFileSync(path.join(REPO, 'docs/performance.md'), 'utf8'));
  } catch (err) {
    recorded = { problem: `docs/performance.md not read (${err instanceof Error ? err.message : String(err)})` };
  }
  process.stdout.write(`${cpuPerOperation.report(recorded).join('\n')}\n\n`);
}

/** Mailbox sync (mailbox.bench.ts); the CPU per synced message is the median round's, until the stack was idle again. */
async function benchMailbox(cpuPerOperation: CpuPerOperation): Promise<void> {
  const figures = await measureMailbox();
  process.stdout.write(`${mailboxReport(figures).join('\n')}\n\n`);
  cpuPerOperation.record('synced message', medianRound(figures.rounds).settledCpu);
}

/**
 * The gateway hot path, the write with fan-out and paging share one stack: the read and the
 * write are then set against the same processes and the same bare node:http figure, and the
 * dispatcher's leave to deliver to a loopback receiver does not touch the read path.
 */
async function benchGatewayStack(cpuPerOperation: CpuPerOperation): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'wbk-bench-'));
  // The suites' check of every answer against the OpenAPI document would be measured with the API: off here.
  const sink = TRACING ? await startOtlpReceiver() : undefined;
  const tracing: Record<string, string> = sink ? { OTEL_EXPORTER_OTLP_ENDPOINT: sink.url } : {};
  const stack = await startStack({
    dataDir,
    env: { LOG_LEVEL: process.env['BENCH_LOG_LEVEL'] ?? 'warn', ...tracing },
    checkConformance: false,
    appEnv: await writeFanoutStackEnv(path.join(dataDir, 'receiver-ca.pem')),
  });
  try {
    const workspace = await stack.admin.createWorkspace({ name: 'Bench LLP', plan: 'org' });
    // The benchmark measures the limiter's cost, not its verdicts: a custom
    // override keeps every request under the limit while still counting it.
    await stack.admin.setLimits(workspace.id, { daily: 100_000_000, minute: 1_000_000 });
    const { key } = await stack.admin.createKey(workspace.id, { name: 'bench', permissions: ['read', 'write'] });
    const created = await stack.api(key).post('/v1/contacts', { first_name: 'Jane', last_name: 'Doe', email: 'jane.doe@example.com' });
    if (created.status !== 201) throw new Error(`could not create the bench contact: ${created.status} ${JSON.stringify(created.body)}`);
    const contactId = (created.body as { data: { id: string } }).data.id;

    if (SECTIONS.has('gateway')) {
      await benchGateway(stack, key, contactId, cpuPerOperation);
      // After the reads, so the contacts it writes are not in their figure; before paging's 100,000.
      await benchWriteFanout(stack, cpuPerOperation);
    }
    if (SECTIONS.has('paging')) await benchPaging(stack.api(key));
  } finally {
    await stack.stop();
    if (sink) process.stdout.write(`tracing on: ${sink.exports} OTLP exports, ${Math.round(sink.bytes / 1024)} KiB received by the sink\n\n`);
    await sink?.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Capacity: the most Org workspaces at their limits one node serves within the latency bound (capacity.bench.ts). */
async function benchCapacity(): Promise<number | undefined> {
  const figures = await measureCapacity(capacityOptions());
  process.stdout.write(`${capacityReport(figures).join('\n')}\n\n`);
  if (!capacityHeld(figures)) process.exitCode = 1;
  return figures.capacity?.workspaces;
}

/** The soak at the capacity found (soak.bench.ts): memory growth, 5xx and the latency bound for ten minutes. */
async function benchSoak(capacity: number | undefined): Promise<void> {
  const soaks = await soakAtCapacity(soakOptions(capacity), (lines) => process.stdout.write(`${lines.join('\n')}\n\n`));
  if (!soaks.some(soakPassed)) process.exitCode = 1;
}

/** Scale: each service's start time and memory with a million contacts and five million audit entries stored, against empty (scale.bench.ts). */
async function benchScale(): Promise<void> {
  const figures = await measureScale(scaleOptions());
  process.stdout.write(`${scaleReport(figures).join('\n')}\n\n`);
  if (!scalePassed(figures)) process.exitCode = 1;
}

/** Outreach: the sequencer against a bare loop to provider-sim, and the send route beside the Express + gRPC floor. */
async function benchOutreach(cpuPerOperation: CpuPerOperation): Promise<void> {
  const floor = await measureFloor();
  const outreach = await startOutreachBenchStack();
  try {
    const sequencer = await measureSequencer(outreach.stack);
    const send = await measureSendPath(outreach.stack, CONNECTIONS, DURATION_S, ROUNDS);
    process.stdout.write(`${outreachReport(sequencer, send, floor.reqPerSec).join('\n')}\n\n`);
    cpuPerOperation.record('sequencer step', sequencer.sequencerCpu);
    cpuPerOperation.record('send', send.cpu);
    if (sequencer.sequencerDoubles > 0 || sequencer.sequencerMissing > 0 || send.errors > 0) process.exitCode = 1;
  } finally {
    await outreach.stop();
  }
}

/** The Express + gRPC floor as many times as the stack figure it is set against, before that stack starts. */
async function measureFloor(): Promise<Figures> {
  const runs: Figures[] = [];
  for (let round = 0; round < ROUNDS; round++) runs.push(await measureBaseline('express + 1 gRPC call', 'baseline-express-grpc.ts'));
  return summarise(runs);
}

/** Enrichment: cached lookups beside the Express + gRPC floor, and prospector page 1 against page 100. */
async function benchEnrichment(cpuPerOperation: CpuPerOperation): Promise<void> {
  const floor = await measureFloor();
  const enrichment = await startEnrichmentBenchStack();
  try {
    const cached = await measureCachedEnrich(enrichment, CONNECTIONS, DURATION_S, ROUNDS);
    const pages = await measureProspectorPages(enrichment, DURATION_S);
    process.stdout.write(`${enrichmentReport(cached, pages, floor.reqPerSec).join('\n')}\n\n`);
    cpuPerOperation.record('cached lookup', cached.cpu);
    if (cached.errors > 0 || cached.non2xx > 0) process.exitCode = 1;
  } finally {
    await enrichment.stop();
  }
}

/** Workflow latency: a contact PATCH through the gateway until the workflow's webhook action reaches a local receiver. */
async function benchWorkflows(): Promise<void> {
  const figures = await measureWorkflowLatency();
  process.stdout.write(
    `workflow: PATCH /v1/contacts/{id} -> webhook action received (${figures.updates} sequential updates): p50 ${figures.p50Ms.toFixed(1)} ms, p99 ${figures.p99Ms.toFixed(1)} ms, max ${figures.maxMs.toFixed(1)} ms\n`,
  );
}

/** Gateway hot path: authenticated GET /v1/contacts/{id} through the whole stack beside two baselines. */
async function benchGateway(stack: Stack, key: string, contactId: string, cpuPerOperation: CpuPerOperation): Promise<void> {
  const stackUrl = `${stack.baseUrl}/v1/contacts/${contactId}`;
  const auth = { authorization: `Bearer ${key}` };
  const runs: Record<string, Figures[]> = { bare: [], express: [], stack: [] };
  let stackLoad: LoadFigures | undefined;
  for (let round = 0; round < ROUNDS; round++) {
    runs['bare']!.push(await measureBaseline('bare node:http', 'baseline-http.ts'));
    runs['express']!.push(await measureBaseline('express + 1 gRPC call', 'baseline-express-grpc.ts'));
    stackLoad = await measureLoad({ url: stackUrl, method: 'GET', connections: CONNECTIONS, headers: auth }, DURATION_S, stackPids(stack));
    runs['stack']!.push({ name: 'full stack GET /v1/contacts/{id}', ...stackLoad });
  }
  const memory = appMemory();
  const [bare, express, full] = [summarise(runs['bare']!), summarise(runs['express']!), summarise(runs['stack']!)];
  const rows = [bare, express, full].map((f) => `| ${f.name} | ${f.reqPerSec} | ${f.p50} | ${f.p99} | ${f.non2xx} | ${f.errors} |`);
  const ratioFloor = full.reqPerSec / express.reqPerSec;
  const ratioCeiling = full.reqPerSec / bare.reqPerSec;
  const bareCpu = runs['bare']!.flatMap((run) => (run.serverCpuUs === undefined ? [] : [run.serverCpuUs]));
  if (bareCpu.length > 0) cpuPerOperation.recordBare(median(bareCpu));
  if (stackLoad) cpuPerOperation.record('authenticated read', stackLoad.cpu);
  const report = [
    `autocannon, ${CONNECTIONS} connections, ${DURATION_S} s per run after a 2 s warm-up, median of ${ROUNDS} rounds`,
    '',
    '| measured | req/s | p50 ms | p99 ms | non-2xx | errors |',
    '|---|---|---|---|---|---|',
    ...rows,
    '',
    `full stack / express+gRPC: ${(ratioFloor * 100).toFixed(1)}%`,
    `full stack / bare node:http: ${(ratioCeiling * 100).toFixed(1)}%`,
    `CPU µs per bare node:http request, its process alone (median of rounds): ${cpuPerOperation.bareUsPerRequest?.toFixed(1) ?? 'not read'}`,
    ...(stackLoad ? [`CPU µs per full-stack request (last round): ${formatCpu(stackLoad.cpu)}`, `write system calls per full-stack request: ${formatWrites(stackLoad.writes)}`] : []),
    `resident memory after the run (MiB): ${JSON.stringify(memory)}`,
    '',
  ].join('\n');
  process.stdout.write(`${report}\n`);
  if (full.non2xx > 0 || full.errors > 0) process.exitCode = 1;
}

/** Paging at scale: page 1 against the last page of 100,000 contacts, through the API. */
async function benchPaging(api: ApiClient): Promise<void> {
  const paging = await measureApiPaging(api, { contacts: Number(process.env['BENCH_PAGING_CONTACTS'] ?? 100_000) });
  process.stdout.write(
    [
      `paging through the API: ${paging.contacts} contacts seeded by bulk in ${paging.seedSeconds.toFixed(1)} s`,
      `GET /v1/contacts per_page=${paging.perPage}: page 1 p50 ${paging.page1P50Ms.toFixed(2)} ms, page ${paging.deepPage} p50 ${paging.deepPageP50Ms.toFixed(2)} ms`,
      `page ${paging.deepPage} / page 1: ${paging.ratio.toFixed(2)} (target <= 3) ${paging.ratio <= 3 ? 'MET' : 'NOT MET'}`,
      '',
    ].join('\n'),
  );
}

/** Webhook delivery: deliveries/s through the whole dispatcher beside a bare node:https loop and the transport floor, same run. */
async function benchWebhooks(cpuPerOperation: CpuPerOperation): Promise<void> {
  const loops = await measureSenderThroughput({ durationMs: DURATION_S * 1000, rounds: 1 });
  const floor = await measureTransportFloor();
  const dispatcher = await measureDispatcherDelivery();
  process.stdout.write(`${deliveryReport(loops, floor, dispatcher).join('\n')}\n\n`);
  // That stack is the dispatcher and nats-server; the receivers (a child process standing for the
  // subscribers) and the publisher (this process, standing for the services that emit events) are
  // the load generators there, as autocannon is elsewhere, so they are left out.
  const { receivers: _receivers, publisher: _publisher, ...stackCpu } = dispatcher.cpuUsPerDelivery;
  cpuPerOperation.record('webhook delivery', stackCpu);
}

/** POST /v1/contacts with a webhook subscribed to contact.created, CPU counted until the stack is idle (write-fanout.bench.ts). */
async function benchWriteFanout(stack: Stack, cpuPerOperation: CpuPerOperation): Promise<void> {
  const figures = await measureWriteFanout(stack, CONNECTIONS, DURATION_S);
  process.stdout.write(`${writeFanoutReport(figures).join('\n')}\n\n`);
  cpuPerOperation.record('write with fan-out', figures.cpu);
  if (!writeFanoutComplete(figures) || figures.non2xx > 0 || figures.errors > 0) process.exitCode = 1;
}

main().catch((err: unknown) => {
  process.stderr.write(`bench failed: ${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
