// Scale: does a service's start time or resident memory grow with the data it
// holds? One data directory, three starts of the whole stack:
//   1. setup: the services create their stores, indexes and streams; the bench
//      creates the workspaces, an admin key and one contact through them;
//   2. "empty": a restart on that directory (a handful of documents);
//   3. "full": after the bench filled the stopped CRM's store with N contacts
//      and the workspace service's with M audit entries (scale-fill.ts).
// For 2 and 3, each app's start is the time from its spawn (its process start
// time in /proc) to its "listening" log line, written once its port accepts
// connections, which is what the stack waits for; RSS (VmRSS) once the stack
// is up, and again after a few authenticated reads (a contacts list page, a
// contact by id, an audit log page), so the stores' pages have been read.
// Each directory is started BENCH_SCALE_ROUNDS times (default 3); the table
// holds the medians.
// Goal: each service starts within 2x of empty, RSS within +100 MB of empty.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startStack, type Stack } from '@wbk/testing';
import { FILL_BATCH, fillStores, type FillFigures } from './scale-fill';

const START_RATIO_GOAL = 2;
const RSS_DELTA_GOAL_MB = 100;
const MB = 1_000_000;

export interface ScaleOptions {
  contacts: number;
  auditEntries: number;
  workspaces: number;
  /** Starts on each directory; the figures are the medians (a start on two shared cores varies from one to the next). */
  rounds: number;
  /** Per app: a slow start is a figure to report, not a failure. */
  readyTimeoutMs: number;
  /** BENCH_SCALE_KEEP=1: the filled directory stays for a look at it (its path is printed). */
  keepDataDir: boolean;
}

export function scaleOptions(): ScaleOptions {
  return {
    contacts: Number(process.env['BENCH_SCALE_CONTACTS'] ?? 1_000_000),
    auditEntries: Number(process.env['BENCH_SCALE_AUDIT'] ?? 5_000_000),
    workspaces: Number(process.env['BENCH_SCALE_WORKSPACES'] ?? 4),
    rounds: Number(process.env['BENCH_SCALE_ROUNDS'] ?? 3),
    readyTimeoutMs: Number(process.env['BENCH_SCALE_READY_TIMEOUT_S'] ?? 600) * 1000,
    keepDataDir: process.env['BENCH_SCALE_KEEP'] === '1',
  };
}

interface AppStart {
  startMs: number;
  rssReadyMB: number;
  rssAfterReadsMB: number;
}

interface Read {
  what: string;
  status: number;
  ms: number;
}

export interface StartFigures {
  apps: Record<string, AppStart>;
  reads: Read[];
}

export interface ScaleFigures {
  options: ScaleOptions;
  fill: FillFigures;
  empty: StartFigures;
  full: StartFigures;
  dataDir: string;
}

interface Fixture {
  workspaceIds: string[];
  keyId: string;
  key: string;
  contactId: string;
}

function rssMB(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match?.[1] ? (Number(match[1]) * 1024) / MB : Number.NaN;
}

/** When the process was spawned, in epoch ms: its start time in clock ticks after boot, set against the uptime now. */
function spawnedAtMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces) start with the third; starttime is the 22nd.
  const startTicks = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]);
  const uptimeS = Number(readFileSync('/proc/uptime', 'utf8').split(' ')[0]);
  const clockTicksPerSecond = 100;
  return Date.now() - (uptimeS - startTicks / clockTicksPerSecond) * 1000;
}

/** The time of the app's last "listening" line: its log file is appended to by every start on the directory. */
function listeningAtMs(logFile: string): number {
  const lines = readFileSync(logFile, 'utf8').split('\n').filter((line) => line.includes('"listening"'));
  const last = lines.at(-1);
  if (last === undefined) throw new Error(`${logFile} has no "listening" line`);
  return Date.parse((JSON.parse(last) as { time: string }).time);
}

async function startOn(dataDir: string, options: ScaleOptions): Promise<Stack> {
  // Info level: the "listening" lines are what the start times are read from.
  return startStack({ dataDir, env: { LOG_LEVEL: 'info' }, checkConformance: false, readyTimeoutMs: options.readyTimeoutMs });
}

async function setUp(dataDir: string, options: ScaleOptions): Promise<Fixture> {
  const stack = await startOn(dataDir, options);
  try {
    const workspaceIds: string[] = [];
    for (let i = 0; i < options.workspaces; i++) workspaceIds.push((await stack.admin.createWorkspace({ name: `Scale ${i} LLP`, plan: 'org' })).id);
    const { id: keyId, key } = await stack.admin.createKey(workspaceIds[0]!, { name: 'scale', permissions: ['read', 'write', 'admin'] });
    const created = await stack.api(key).post('/v1/contacts', { first_name: 'Jane', last_name: 'Doe', email: 'jane.doe@scale.example' });
    if (created.status !== 201) throw new Error(`could not create the bench contact: ${created.status} ${JSON.stringify(created.body)}`);
    return { workspaceIds, keyId, key, contactId: (created.body as { data: { id: string } }).data.id };
  } finally {
    await stack.stop();
  }
}

async function timedRead(stack: Stack, key: string, what: string, url: string): Promise<Read> {
  const started = performance.now();
  const answer = await stack.api(key).get(url);
  return { what, status: answer.status, ms: performance.now() - started };
}

async function measureStart(dataDir: string, options: ScaleOptions, fixture: Fixture): Promise<StartFigures> {
  const stack = await startOn(dataDir, options);
  try {
    const apps: Record<string, AppStart> = {};
    for (const app of stack.apps) {
      const pid = stack.pidOf(app)!;
      apps[app] = { startMs: listeningAtMs(stack.logFile(app)) - spawnedAtMs(pid), rssReadyMB: rssMB(pid), rssAfterReadsMB: Number.NaN };
    }
    const reads: Read[] = [];
    for (let round = 0; round < 2; round++) {
      reads.push(await timedRead(stack, fixture.key, 'GET /v1/contacts?per_page=25', '/v1/contacts?per_page=25'));
      reads.push(await timedRead(stack, fixture.key, 'GET /v1/contacts?per_page=25&page=400', '/v1/contacts?per_page=25&page=400'));
      reads.push(await timedRead(stack, fixture.key, 'GET /v1/contacts/{id}', `/v1/contacts/${fixture.contactId}`));
      reads.push(await timedRead(stack, fixture.key, 'GET /v1/audit-logs?per_page=50', '/v1/audit-logs?per_page=50'));
      reads.push(await timedRead(stack, fixture.key, 'GET /v1/audit-logs?per_page=50&page=100', '/v1/audit-logs?per_page=50&page=100'));
    }
    for (const app of stack.apps) apps[app]!.rssAfterReadsMB = rssMB(stack.pidOf(app));
    return { apps, reads };
  } finally {
    await stack.stop();
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

async function measureStarts(dataDir: string, options: ScaleOptions, fixture: Fixture): Promise<StartFigures> {
  const runs: StartFigures[] = [];
  for (let round = 0; round < options.rounds; round++) runs.push(await measureStart(dataDir, options, fixture));
  const apps: Record<string, AppStart> = {};
  for (const app of Object.keys(runs[0]!.apps)) {
    const of = (metric: keyof AppStart): number => median(runs.map((run) => run.apps[app]![metric]));
    apps[app] = { startMs: of('startMs'), rssReadyMB: of('rssReadyMB'), rssAfterReadsMB: of('rssAfterReadsMB') };
  }
  return { apps, reads: runs.flatMap((run) => run.reads) };
}

export async function measureScale(options: ScaleOptions): Promise<ScaleFigures> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'wbk-bench-scale-'));
  try {
    const fixture = await setUp(dataDir, options);
    const empty = await measureStarts(dataDir, options, fixture);
    const fill = await fillStores(dataDir, { contacts: options.contacts, auditEntries: options.auditEntries, workspaceIds: fixture.workspaceIds, keyId: fixture.keyId });
    const full = await measureStarts(dataDir, options, fixture);
    return { options, fill, empty, full, dataDir };
  } finally {
    if (!options.keepDataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

function startMet(empty: AppStart, full: AppStart): boolean {
  return full.startMs <= START_RATIO_GOAL * empty.startMs;
}

function rssMet(empty: AppStart, full: AppStart): boolean {
  return full.rssReadyMB - empty.rssReadyMB <= RSS_DELTA_GOAL_MB && full.rssAfterReadsMB - empty.rssAfterReadsMB <= RSS_DELTA_GOAL_MB;
}

export function scalePassed(figures: ScaleFigures): boolean {
  return Object.entries(figures.empty.apps).every(([app, empty]) => {
    const full = figures.full.apps[app];
    return full !== undefined && startMet(empty, full) && rssMet(empty, full);
  });
}

function readSummary(reads: Read[]): string[] {
  const byWhat = new Map<string, Read[]>();
  for (const read of reads) byWhat.set(read.what, [...(byWhat.get(read.what) ?? []), read]);
  return [...byWhat].map(([what, all]) => {
    const statuses = [...new Set(all.map((r) => r.status))].join('/');
    const ms = all.map((r) => r.ms);
    return `${what}: ${all.length} reads, status ${statuses}, median ${median(ms).toFixed(1)} ms, first ${ms[0]!.toFixed(1)} ms, max ${Math.max(...ms).toFixed(1)} ms`;
  });
}

export function scaleReport(figures: ScaleFigures): string[] {
  const { fill, empty, full, options } = figures;
  const mb = (bytes: number): string => (bytes / MB).toFixed(0);
  const rows = Object.entries(empty.apps).map(([app, e]) => {
    const f = full.apps[app]!;
    const ratio = f.startMs / e.startMs;
    const verdict = `${startMet(e, f) ? 'met' : 'NOT MET'} / ${rssMet(e, f) ? 'met' : 'NOT MET'}`;
    return `| ${app} | ${e.startMs.toFixed(0)} | ${f.startMs.toFixed(0)} | ${ratio.toFixed(2)} | ${e.rssReadyMB.toFixed(0)} / ${e.rssAfterReadsMB.toFixed(0)} | ${f.rssReadyMB.toFixed(0)} / ${f.rssAfterReadsMB.toFixed(0)} | ${(f.rssReadyMB - e.rssReadyMB).toFixed(0)} / ${(f.rssAfterReadsMB - e.rssAfterReadsMB).toFixed(0)} | ${verdict} |`;
  });
  return [
    `scale: ${fill.contacts} contacts and ${fill.auditEntries} audit entries over ${options.workspaces} workspaces`,
    `fill (through ContactRepository.insertManyOnce and AuditLogRepository.insertBatch, the services' indexes in place, ${FILL_BATCH}-document batches): contacts ${fill.contactSeconds.toFixed(1)} s, audit entries ${fill.auditSeconds.toFixed(1)} s`,
    `data directories after the fill: crm ${mb(fill.bytes['crm'] ?? 0)} MB, workspace ${mb(fill.bytes['workspace'] ?? 0)} MB`,
    `start: spawn -> "listening" (port open); RSS (MB) once the stack is up / after the reads; medians of ${options.rounds} starts each`,
    '| app | start empty ms | start full ms | ratio | RSS empty | RSS full | RSS delta | goal start 2x / RSS +100 MB |',
    '|---|---|---|---|---|---|---|---|',
    ...rows,
    `goal (every app within 2x start and +${RSS_DELTA_GOAL_MB} MB): ${scalePassed(figures) ? 'MET' : 'NOT MET'}`,
    'reads, empty:',
    ...readSummary(empty.reads).map((line) => `  ${line}`),
    'reads, full:',
    ...readSummary(full.reads).map((line) => `  ${line}`),
    ...(options.keepDataDir ? [`data directory kept: ${figures.dataDir}`] : []),
  ];
}
