// The soak: the whole stack under a steady, realistic load for a long time,
// to show that no process grows without bound and nothing answers 5xx.
//   - 20 workspaces on the three plans (10 org, 6 pro, 4 starter), each driven
//     at its own plan limit: the per-minute limit, or less where the daily limit
//     would run out before the end of the run (starter: 100 a day);
//   - requests spread evenly over each UTC minute, the gateway's window, so a
//     workspace stays at its limit without going over it (a 429 is counted
//     apart: it means the pacing slipped, not that the stack failed);
//   - a mix of reads and writes (contacts, companies, deals, tasks), 13 of 20
//     requests reads; writes create, update and delete, and publish events that
//     the rest of the stack (workflows, webhooks, audit) consumes;
//   - resident memory (VmRSS) of every process of the stack, nats-server
//     included, read from /proc every 10 s; the warm-up is left out, and growth
//     compares the median of the first minute after it with that of the last.
// Target: growth under 10% in every process, zero 5xx, zero dropped connections.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startStack, type ApiClient, type Stack } from '@wbk/testing';
import { diskMiB, heapMiB, rssMiB } from './process-memory';

type Plan = 'starter' | 'pro' | 'org';

/** Calls per day and per minute of each plan, as apps/workspace/src/domain/plans.ts sets them. */
const PLAN_LIMITS: Record<Plan, { daily: number; minute: number }> = {
  starter: { daily: 100, minute: 10 },
  pro: { daily: 1_000, minute: 50 },
  org: { daily: 10_000, minute: 200 },
};
const PLANS: Plan[] = [...Array<Plan>(10).fill('org'), ...Array<Plan>(6).fill('pro'), ...Array<Plan>(4).fill('starter')];
const MINUTE_MS = 60_000;
/** Requests of one workspace still waiting for an answer before a slot is given up (the stack has fallen behind). */
const MAX_IN_FLIGHT = 16;
const TARGET_GROWTH = 0.1;

export interface SoakOptions {
  durationMs: number;
  warmupMs: number;
  sampleEveryMs: number;
}

export function soakOptions(): SoakOptions {
  return {
    durationMs: Number(process.env['BENCH_SOAK_MINUTES'] ?? 10) * MINUTE_MS,
    warmupMs: Number(process.env['BENCH_SOAK_WARMUP_S'] ?? 120) * 1000,
    sampleEveryMs: 10_000,
  };
}

interface Tally {
  requests: number;
  ok: number;
  clientErrors: number;
  rateLimited: number;
  serverErrors: number;
  dropped: number;
  skipped: number;
  latenciesMs: number[];
  /** The first answers of each error status by route, to see what a 4xx or 5xx was. */
  errorSamples: Map<string, string>;
}

interface SoakWorkspace {
  plan: Plan;
  perMinute: number;
  api: ApiClient;
  contacts: string[];
  /** Contacts the soak created, oldest first: the ones it deletes. */
  created: string[];
  deals: string[];
  inFlight: number;
  next: number;
}

export interface ProcessMemory {
  name: string;
  /** How much the data it holds on disk grew over the same minutes (MiB): growth that is data, not a leak. */
  diskGrowthMiB: number;
  baselineMiB: number;
  endMiB: number;
  peakMiB: number;
  growth: number;
  /** The V8 heap in use (nodejs_heap_size_used_bytes), first and last minute as medians: growth inside it is JavaScript objects, outside it native memory. */
  heapFirstMiB: number | undefined;
  heapLastMiB: number | undefined;
}

export interface SoakFigures {
  options: SoakOptions;
  workspaces: Array<{ plan: Plan; perMinute: number }>;
  measured: Tally;
  warmup: Tally;
  memory: ProcessMemory[];
  samples: number;
}

function emptyTally(): Tally {
  return { requests: 0, ok: 0, clientErrors: 0, rateLimited: 0, serverErrors: 0, dropped: 0, skipped: 0, latenciesMs: [], errorSamples: new Map() };
}

async function ok<T>(response: Promise<{ status: number; body: unknown }>, what: string): Promise<T> {
  const answer = await response;
  if (answer.status >= 300) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`);
  return (answer.body as { data: T }).data;
}

/** Seeds a workspace with the records its reads need; returns how many API calls that took (they count against the daily limit). */
async function seedWorkspace(stack: Stack, plan: Plan, index: number, totalMinutes: number): Promise<SoakWorkspace> {
  const record = await stack.admin.createWorkspace({ name: `Soak ${plan} ${index}`, plan });
  // Deals have read permissions of their own: without deals:read the deal reads would all be 403.
  const { key } = await stack.admin.createKey(record.id, { name: 'soak', permissions: ['read', 'write', 'deals:read'] });
  const api = stack.api(key);
  const contacts: string[] = [];
  for (let i = 0; i < 3; i++) {
    const contact = await ok<{ id: string }>(api.post('/v1/contacts', { first_name: 'Soak', last_name: `Client ${i}`, email: `soak.${index}.${i}@hartley-llp.example` }), 'seed contact');
    contacts.push(contact.id);
  }
  const { deal } = await ok<{ deal: { id: string } }>(api.post('/v1/deals', { name: `Soak matter ${index}`, stage: 'qualification', main_contact_id: contacts[0] }), 'seed deal');
  const seedCalls = 4;
  const limits = PLAN_LIMITS[plan];
  const perMinute = Math.min(limits.minute, Math.floor((limits.daily - seedCalls) / totalMinutes));
  return { plan, perMinute, api, contacts, created: [], deals: [deal.id], inFlight: 0, next: 0 };
}

const pick = <T>(items: readonly T[], n: number): T => items[n % items.length]!;

/** One request of the mix; `n` is the workspace's request counter, so the mix is the same every run. */
type Answer = { status: number; body: unknown };

function nextRequest(ws: SoakWorkspace, n: number): { route: string; send: () => Promise<Answer> } {
  const contact = pick(ws.contacts, n);
  const deal = pick(ws.deals, n);
  switch (n % 20) {
    case 0:
    case 5:
    case 10:
    case 15:
      return { route: 'GET /v1/contacts', send: () => ws.api.get(`/v1/contacts?per_page=25&page=${1 + (n % 3)}`) };
    case 1:
    case 6:
    case 11:
    case 16:
      return { route: 'GET /v1/contacts/{id}', send: () => ws.api.get(`/v1/contacts/${contact}`) };
    case 2:
      return { route: 'GET /v1/contacts/{id}?include=*', send: () => ws.api.get(`/v1/contacts/${contact}?include=*`) };
    case 7:
      return { route: 'GET /v1/companies', send: () => ws.api.get('/v1/companies?per_page=25') };
    case 12:
      return { route: 'GET /v1/deals', send: () => ws.api.get('/v1/deals?per_page=25') };
    case 17:
      return { route: 'GET /v1/deals/{id}', send: () => ws.api.get(`/v1/deals/${deal}`) };
    case 19:
      return { route: 'GET /v1/tasks', send: () => ws.api.get('/v1/tasks?per_page=25') };
    case 3:
    case 13:
      return { route: 'POST /v1/contacts', send: async () => {
        const answer = await ws.api.post('/v1/contacts', { first_name: 'Soak', last_name: `Lead ${n}`, email: `lead.${n}@client-${n % 97}.example`, tags: ['soak'] });
        const id = (answer.body as { data?: { id?: string } }).data?.id;
        if (answer.status === 201 && id) ws.created.push(id);
        return answer;
      } };
    case 4:
    case 14:
      return { route: 'PATCH /v1/contacts/{id}', send: () => ws.api.patch(`/v1/contacts/${contact}`, { job_title: `Partner ${n}`, priority: 1 + (n % 3) }) };
    case 8: {
      const id = ws.created.shift();
      if (id === undefined) return { route: 'PATCH /v1/contacts/{id}', send: () => ws.api.patch(`/v1/contacts/${contact}`, { tags: ['soak', `round-${n}`] }) };
      return { route: 'DELETE /v1/contacts/{id}', send: () => ws.api.delete(`/v1/contacts/${id}`) };
    }
    case 9:
      return { route: 'POST /v1/deals', send: async () => {
        const answer = await ws.api.post('/v1/deals', { name: `Matter ${n}`, stage: 'qualification', estimated_value: 1_000 + n, currency: 'GBP', main_contact_id: contact });
        const id = (answer.body as { data?: { deal?: { id?: string } } }).data?.deal?.id;
        if (answer.status === 201 && id) ws.deals.push(id);
        // Keep the deals read by id to a small set, as a user works on a few matters at a time.
        if (ws.deals.length > 20) ws.deals.shift();
        return answer;
      } };
    default:
      return { route: 'PATCH /v1/deals/{id}', send: () => ws.api.patch(`/v1/deals/${deal}`, { probability: n % 101, stage: n % 2 ? 'proposal' : 'qualification' }) };
  }
}

function fire(ws: SoakWorkspace, tally: () => Tally): void {
  const current = tally();
  if (ws.inFlight >= MAX_IN_FLIGHT) {
    current.skipped += 1;
    return;
  }
  const { route, send } = nextRequest(ws, ws.next++);
  ws.inFlight += 1;
  const started = performance.now();
  send().then(
    (answer) => {
      current.requests += 1;
      current.latenciesMs.push(performance.now() - started);
      if (answer.status >= 400) {
        const key = `${answer.status} ${route}`;
        if (!current.errorSamples.has(key)) current.errorSamples.set(key, JSON.stringify(answer.body).slice(0, 200));
      }
      if (answer.status >= 500) current.serverErrors += 1;
      else if (answer.status === 429) current.rateLimited += 1;
      else if (answer.status >= 400) current.clientErrors += 1;
      else current.ok += 1;
    },
    () => {
      current.requests += 1;
      current.dropped += 1;
    },
  ).finally(() => {
    ws.inFlight -= 1;
  });
}

/**
 * Drives one workspace until `endAt`: `perMinute` slots in every UTC minute, at
 * (i + 0.5) / perMinute of it, so no minute window holds more than the limit.
 */
async function drive(ws: SoakWorkspace, endAt: number, tally: () => Tally): Promise<void> {
  const gap = MINUTE_MS / ws.perMinute;
  let window = Date.now() - (Date.now() % MINUTE_MS);
  let slot = Math.ceil((Date.now() - window) / gap - 0.5);
  for (;;) {
    if (slot >= ws.perMinute) {
      window += MINUTE_MS;
      slot = 0;
    }
    const at = window + (slot + 0.5) * gap;
    if (at >= endAt) return;
    const wait = at - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    fire(ws, tally);
    slot += 1;
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

type Sample = { at: number; mib: number; disk: number; heap?: number | undefined };

function memoryOf(samples: Map<string, Sample[]>, measuredFrom: number, endAt: number): ProcessMemory[] {
  const rows: ProcessMemory[] = [];
  for (const [name, all] of samples) {
    const measured = all.filter((s) => s.at >= measuredFrom);
    const first = measured.filter((s) => s.at < measuredFrom + MINUTE_MS);
    const last = measured.filter((s) => s.at >= endAt - MINUTE_MS);
    if (first.length === 0 || last.length === 0) continue;
    const baselineMiB = median(first.map((s) => s.mib));
    const endMiB = median(last.map((s) => s.mib));
    const diskGrowthMiB = median(last.map((s) => s.disk)) - median(first.map((s) => s.disk));
    const heapOf = (list: Sample[]): number | undefined => {
      const heaps = list.flatMap((s) => (s.heap === undefined ? [] : [s.heap]));
      return heaps.length > 0 ? median(heaps) : undefined;
    };
    rows.push({
      name,
      diskGrowthMiB,
      baselineMiB,
      endMiB,
      peakMiB: Math.max(...measured.map((s) => s.mib)),
      growth: (endMiB - baselineMiB) / baselineMiB,
      heapFirstMiB: heapOf(first),
      heapLastMiB: heapOf(last),
    });
  }
  return rows;
}

export async function measureSoak(options: SoakOptions): Promise<SoakFigures> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'wbk-bench-soak-'));
  const stack = await startStack({ dataDir, env: { LOG_LEVEL: process.env['BENCH_LOG_LEVEL'] ?? 'warn' }, checkConformance: false });
  try {
    const totalMinutes = Math.ceil((options.warmupMs + options.durationMs) / MINUTE_MS) + 1;
    const workspaces: SoakWorkspace[] = [];
    for (const [index, plan] of PLANS.entries()) workspaces.push(await seedWorkspace(stack, plan, index, totalMinutes));

    const pids = new Map<string, number>();
    for (const app of stack.apps) {
      const pid = stack.pidOf(app);
      if (pid !== undefined) pids.set(app, pid);
    }
    if (stack.natsPid !== undefined) pids.set('nats-server', stack.natsPid);
    const samples = new Map<string, Sample[]>([...pids.keys()].map((name) => [name, []]));
    // Stateful apps keep their store under <dataDir>/<app>; nats-server its JetStream store under <dataDir>/nats.
    const diskOf = (name: string): number => diskMiB(path.join(dataDir, name === 'nats-server' ? 'nats' : name));
    const sample = (): void => {
      const at = Date.now();
      for (const [name, pid] of pids) {
        const mib = rssMiB(pid);
        if (mib === undefined) continue;
        const row: Sample = { at, mib, disk: diskOf(name) };
        samples.get(name)!.push(row);
        const opsUrl = stack.opsUrls[name];
        if (opsUrl !== undefined) void heapMiB(opsUrl).then((heap) => (row.heap = heap));
      }
    };

    const warmup = emptyTally();
    const measured = emptyTally();
    const startedAt = Date.now();
    const measuredFrom = startedAt + options.warmupMs;
    const endAt = measuredFrom + options.durationMs;
    const tally = (): Tally => (Date.now() < measuredFrom ? warmup : measured);
    sample();
    const sampler = setInterval(sample, options.sampleEveryMs);
    try {
      await Promise.all(workspaces.map((ws) => drive(ws, endAt, tally)));
      while (workspaces.some((ws) => ws.inFlight > 0)) await new Promise((resolve) => setTimeout(resolve, 100));
      sample();
    } finally {
      clearInterval(sampler);
    }
    return {
      options,
      workspaces: workspaces.map((ws) => ({ plan: ws.plan, perMinute: ws.perMinute })),
      measured,
      warmup,
      memory: memoryOf(samples, measuredFrom, endAt),
      samples: Math.max(...[...samples.values()].map((s) => s.filter((x) => x.at >= measuredFrom).length)),
    };
  } finally {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function soakPassed(figures: SoakFigures): boolean {
  const { measured, memory } = figures;
  return measured.serverErrors === 0 && measured.dropped === 0 && memory.length > 0 && memory.every((m) => m.growth < TARGET_GROWTH);
}

export function soakReport(figures: SoakFigures): string[] {
  const { options, measured, warmup, memory } = figures;
  const minutes = options.durationMs / MINUTE_MS;
  const byPlan = new Map<string, { count: number; perMinute: number }>();
  for (const ws of figures.workspaces) {
    const row = byPlan.get(ws.plan) ?? { count: 0, perMinute: ws.perMinute };
    row.count += 1;
    byPlan.set(ws.plan, row);
  }
  const planText = [...byPlan].map(([plan, row]) => `${row.count} ${plan} at ${row.perMinute}/min`).join(', ');
  const offered = figures.workspaces.reduce((n, ws) => n + ws.perMinute, 0);
  const total = memory.reduce((n, m) => ({ base: n.base + m.baselineMiB, end: n.end + m.endMiB }), { base: 0, end: 0 });
  const worst = memory.reduce<ProcessMemory | undefined>((w, m) => (w === undefined || m.growth > w.growth ? m : w), undefined);
  const mib = (v: number): string => v.toFixed(1);
  const pct = (v: number): string => `${v >= 0 ? '+' : ''}${(v * 100).toFixed(1)}%`;
  return [
    `soak: ${minutes} min after a ${options.warmupMs / 1000} s warm-up, ${figures.workspaces.length} workspaces (${planText}; ${offered} requests/min offered), 13 reads : 7 writes`,
    `requests ${measured.requests} (${(measured.requests / (options.durationMs / 1000)).toFixed(1)}/s): 2xx ${measured.ok}, 4xx ${measured.clientErrors}, 429 ${measured.rateLimited}, 5xx ${measured.serverErrors}, dropped ${measured.dropped}, slots given up ${measured.skipped}; latency p50 ${percentile(measured.latenciesMs, 50).toFixed(1)} ms, p99 ${percentile(measured.latenciesMs, 99).toFixed(1)} ms`,
    `warm-up (not counted): ${warmup.requests} requests, 5xx ${warmup.serverErrors}, 429 ${warmup.rateLimited}`,
    ...[...measured.errorSamples].map(([what, body]) => `  ${what}: ${body}`),
    `resident memory (VmRSS every ${options.sampleEveryMs / 1000} s, ${figures.samples} samples after warm-up; first and last minute as medians):`,
    '| process | first minute MiB | last minute MiB | peak MiB | growth | V8 heap used, first / last minute MiB | data on disk grew MiB |',
    '|---|---|---|---|---|---|---|',
    ...memory.map((m) => `| ${m.name} | ${mib(m.baselineMiB)} | ${mib(m.endMiB)} | ${mib(m.peakMiB)} | ${pct(m.growth)} | ${m.heapFirstMiB === undefined || m.heapLastMiB === undefined ? '' : `${mib(m.heapFirstMiB)} / ${mib(m.heapLastMiB)}`} | ${mib(m.diskGrowthMiB)} |`),
    `| all | ${mib(total.base)} | ${mib(total.end)} | | ${pct((total.end - total.base) / total.base)} | | ${mib(memory.reduce((n, m) => n + m.diskGrowthMiB, 0))} |`,
    `largest growth: ${worst ? `${worst.name} ${pct(worst.growth)}` : 'none measured'} (target < ${TARGET_GROWTH * 100}% in every process) ${worst && worst.growth < TARGET_GROWTH ? 'MET' : 'NOT MET'}; 5xx ${measured.serverErrors} and dropped ${measured.dropped} (target 0) ${measured.serverErrors === 0 && measured.dropped === 0 ? 'MET' : 'NOT MET'}`,
  ];
}
