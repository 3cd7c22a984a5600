// The soak: the capacity bench's mixed load at the capacity it found, for a
// long time, to show that no process grows without bound, nothing answers 5xx
// and the latency bound holds when the load does not stop.
//   - N Org-plan workspaces, each at its limit, with the mix of
//     capacity-workload.ts, on a stack of its own (N from the capacity section
//     of the same run, or BENCH_SOAK_WORKSPACES);
//   - resident memory (VmRSS) of every process of the stack, nats-server
//     included, read from /proc every 10 s, with the V8 heap (nats-server: its live Go heap) beside it and the
//     data each holds on disk; the warm-up is left out, and growth compares the
//     median of the first minute after it with that of the last. The warm-up
//     lasts JetStream's duplicate window, the longest time over which a process
//     of the stack fills memory it then keeps at that size: nats-server holds
//     every message id published in the window.
// Target: growth under 10% in every deployed process, zero 5xx, zero failed calls, and
// every kind's p99 within the capacity bound. A soak that misses the bound
// alone is run again a tenth lower (soakAtCapacity): the capacity a node
// serves is the N of the soak that held.
import path from 'node:path';
import { DUPLICATE_WINDOW_MS } from '@wbk/bus';
import { IDENTITY_MANIFESTS } from '@wbk/contracts';
import { judge, stepDown, windowReport } from './capacity.bench';
import { startCapacityStack } from './capacity-workload';
import { MINUTE_MS } from './paced-load';
import { diskMiB, goLiveHeapMiB, heapMiB, rssMiB } from './process-memory';
import { WorkspaceFleet, type WindowFigures } from './workspace-fleet';

const TARGET_GROWTH = 0.1;
const BOUND_MS = 250;

export interface SoakOptions {
  workspaces: number;
  /** Soaks at a tenth less each, on a fresh stack, after one that missed the latency bound alone; 1 when N was named. */
  maxSoaks: number;
  durationMs: number;
  warmupMs: number;
  sampleEveryMs: number;
}

/** `workspaces`: the capacity found in this run, when the capacity section ran first. */
export function soakOptions(workspaces?: number): SoakOptions {
  const named = process.env['BENCH_SOAK_WORKSPACES'];
  const n = named !== undefined ? Number(named) : workspaces;
  if (n === undefined || !Number.isInteger(n) || n < 1) {
    throw new Error('the soak runs at the capacity found: run `npm run bench -- capacity,soak`, or name N with BENCH_SOAK_WORKSPACES');
  }
  return {
    workspaces: n,
    maxSoaks: named !== undefined ? 1 : Number(process.env['BENCH_SOAK_MAX_RUNS'] ?? 3),
    durationMs: Number(process.env['BENCH_SOAK_MINUTES'] ?? 10) * MINUTE_MS,
    warmupMs: Number(process.env['BENCH_SOAK_WARMUP_S'] ?? DUPLICATE_WINDOW_MS / 1000) * 1000,
    sampleEveryMs: 10_000,
  };
}

export interface ProcessMemory {
  name: string;
  /** How much the data it holds on disk grew over the same minutes (MiB): growth that is data, not a leak. */
  diskGrowthMiB: number;
  baselineMiB: number;
  endMiB: number;
  peakMiB: number;
  growth: number;
  /** Growth from the middle minute of the window to its last: near 0 when the first half's growth levelled off. */
  secondHalfGrowth: number | undefined;
  /**
   * The V8 heap in use (nodejs_heap_size_used_bytes), first and last minute as medians: growth inside it is JavaScript objects, outside it native memory.
   * For nats-server, its live Go heap.
   */
  heapFirstMiB: number | undefined;
  heapLastMiB: number | undefined;
  /** The heap V8 has committed (nodejs_heap_size_total_bytes): resident, used or not. */
  committedFirstMiB: number | undefined;
  committedLastMiB: number | undefined;
  /** Buffers and ArrayBuffers outside the heap (nodejs_external_memory_bytes), first and last minute as medians. */
  externalFirstMiB: number | undefined;
  externalLastMiB: number | undefined;
}

export interface SoakFigures {
  options: SoakOptions;
  window: WindowFigures;
  memory: ProcessMemory[];
  samples: number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

type Sample = { at: number; mib: number; disk: number; heap?: number | undefined; committed?: number | undefined; external?: number | undefined };

function memoryOf(samples: Map<string, Sample[]>, measuredFrom: number, endAt: number): ProcessMemory[] {
  const rows: ProcessMemory[] = [];
  for (const [name, all] of samples) {
    const measured = all.filter((s) => s.at >= measuredFrom);
    const first = measured.filter((s) => s.at < measuredFrom + MINUTE_MS);
    const last = measured.filter((s) => s.at >= endAt - MINUTE_MS);
    if (first.length === 0 || last.length === 0) continue;
    const middleFrom = measuredFrom + Math.floor((endAt - measuredFrom) / 2 / MINUTE_MS) * MINUTE_MS;
    const middle = measured.filter((s) => s.at >= middleFrom && s.at < middleFrom + MINUTE_MS);
    const baselineMiB = median(first.map((s) => s.mib));
    const endMiB = median(last.map((s) => s.mib));
    const diskGrowthMiB = median(last.map((s) => s.disk)) - median(first.map((s) => s.disk));
    const medianOf = (list: Sample[], field: 'heap' | 'committed' | 'external'): number | undefined => {
      const values = list.flatMap((s) => (s[field] === undefined ? [] : [s[field]]));
      return values.length > 0 ? median(values) : undefined;
    };
    rows.push({
      name,
      diskGrowthMiB,
      baselineMiB,
      endMiB,
      peakMiB: Math.max(...measured.map((s) => s.mib)),
      growth: (endMiB - baselineMiB) / baselineMiB,
      secondHalfGrowth: middle.length > 0 ? (endMiB - median(middle.map((s) => s.mib))) / median(middle.map((s) => s.mib)) : undefined,
      heapFirstMiB: medianOf(first, 'heap'),
      heapLastMiB: medianOf(last, 'heap'),
      committedFirstMiB: medianOf(first, 'committed'),
      committedLastMiB: medianOf(last, 'committed'),
      externalFirstMiB: medianOf(first, 'external'),
      externalLastMiB: medianOf(last, 'external'),
    });
  }
  return rows;
}

export async function measureSoak(options: SoakOptions): Promise<SoakFigures> {
  const capacity = await startCapacityStack();
  const { stack } = capacity;
  const fleet = new WorkspaceFleet(capacity);
  try {
    await fleet.scaleTo(options.workspaces);
    const pids = new Map<string, number>();
    for (const app of stack.apps) {
      const pid = stack.pidOf(app);
      if (pid !== undefined) pids.set(app, pid);
    }
    if (stack.natsPid !== undefined) pids.set('nats-server', stack.natsPid);
    const samples = new Map<string, Sample[]>([...pids.keys()].map((name) => [name, []]));
    // Stateful apps keep their store under <dataDir>/<app>; nats-server its JetStream store under <dataDir>/nats.
    const diskOf = (name: string): number => diskMiB(path.join(stack.dataDir, name === 'nats-server' ? 'nats' : name));
    // Reading the Go heap makes nats-server collect: every third sample is enough for a median of each minute.
    let samplesTaken = 0;
    const sample = (): void => {
      const at = Date.now();
      const readGoHeap = samplesTaken++ % 3 === 0;
      for (const [name, pid] of pids) {
        const mib = rssMiB(pid);
        if (mib === undefined) continue;
        const row: Sample = { at, mib, disk: diskOf(name) };
        samples.get(name)!.push(row);
        const opsUrl = stack.opsUrls[name];
        if (name === 'nats-server' && readGoHeap && stack.natsProfilerUrl !== undefined) {
          void goLiveHeapMiB(stack.natsProfilerUrl).then((live) => {
            row.heap = live;
          });
        }
        if (opsUrl !== undefined) {
          void heapMiB(opsUrl).then((v8) => {
            row.heap = v8?.heap;
            row.committed = v8?.committed;
            row.external = v8?.external;
          });
        }
      }
    };

    await fleet.warmUp(options.warmupMs);
    const measuredFrom = Date.now();
    sample();
    const window = await fleet.measure(options.durationMs, { everyMs: options.sampleEveryMs, run: sample });
    sample();
    const endAt = Date.now();
    return {
      options,
      window,
      memory: memoryOf(samples, measuredFrom, endAt),
      samples: Math.max(...[...samples.values()].map((s) => s.filter((x) => x.at >= measuredFrom).length)),
    };
  } finally {
    await fleet.stop();
    await capacity.stop();
  }
}

/**
 * The soak at the capacity the search held, on a fresh stack; when it misses
 * the latency bound and nothing else (no failed call with an answer, no
 * memory growth: those are faults at any N), the N the search held did not
 * hold for ten minutes on this machine, so the soak runs again a tenth lower,
 * up to `maxSoaks` times. The capacity confirmed is the N of the soak that
 * passed; every soak's report is written as it ends.
 */
export async function soakAtCapacity(options: SoakOptions, write: (lines: string[]) => void): Promise<SoakFigures[]> {
  const soaks: SoakFigures[] = [];
  for (let n = options.workspaces; soaks.length < options.maxSoaks && n >= 1; n = stepDown(n)) {
    const figures = await measureSoak({ ...options, workspaces: n });
    soaks.push(figures);
    write(soakReport(figures));
    if (soakPassed(figures) || !missedOnLatencyAlone(figures)) break;
    if (soaks.length < options.maxSoaks) write([`the soak at N = ${n} missed the latency bound alone: soaking again at N = ${stepDown(n)} on a fresh stack`]);
  }
  const passed = soaks.find(soakPassed);
  write([
    passed
      ? `capacity confirmed by a ten-minute soak on a fresh stack: N = ${passed.options.workspaces}${passed.options.workspaces < options.workspaces ? ` (the search held N = ${options.workspaces}; its soak did not)` : ''}`
      : `capacity not confirmed: no soak passed (${soaks.map((f) => `N = ${f.options.workspaces}`).join(', ')})`,
  ]);
  return soaks;
}

/** Missed only the bound or calls left unanswered under load: not a 4xx, a 5xx or memory that grew. */
function missedOnLatencyAlone({ window, memory }: SoakFigures): boolean {
  const answeredFailures = [...window.tally.kinds.values()].some((kind) => [...kind.failures.keys()].some((status) => status !== 0));
  return !answeredFailures && memoryHeld(memory);
}

export function soakPassed(figures: SoakFigures): boolean {
  const { window, memory } = figures;
  return judge(window, BOUND_MS).held && memoryHeld(memory);
}

/**
 * The memory criterion judges what an operator runs: every app with a
 * manifest, and nats-server. provider-sim stands in for the mail, chat and
 * data providers and keeps every message it is sent or given, in memory where
 * they keep it on disk: its growth is their data, proportional to the load,
 * and is reported beside the others without being judged.
 */
function isDeployed(name: string): boolean {
  return name === 'nats-server' || IDENTITY_MANIFESTS.some((manifest) => manifest.name === name);
}

function memoryHeld(memory: ProcessMemory[]): boolean {
  const judged = memory.filter((m) => isDeployed(m.name));
  return judged.length > 0 && judged.every((m) => m.growth < TARGET_GROWTH);
}

export function soakReport(figures: SoakFigures): string[] {
  const { options, window, memory } = figures;
  const judged = judge(window, BOUND_MS);
  const total = memory.reduce((n, m) => ({ base: n.base + m.baselineMiB, end: n.end + m.endMiB }), { base: 0, end: 0 });
  const worst = memory.filter((m) => isDeployed(m.name)).reduce<ProcessMemory | undefined>((w, m) => (w === undefined || m.growth > w.growth ? m : w), undefined);
  const mib = (v: number): string => v.toFixed(1);
  const pct = (v: number): string => `${v >= 0 ? '+' : ''}${(v * 100).toFixed(1)}%`;
  const pair = (first: number | undefined, last: number | undefined): string => (first === undefined || last === undefined ? '' : `${mib(first)} / ${mib(last)}`);
  return [
    `soak: ${options.durationMs / MINUTE_MS} min after a ${options.warmupMs / 1000} s warm-up, ${options.workspaces} Org workspaces at their limit with the capacity mix`,
    ...windowReport(window),
    `latency bound (every kind p99 <= ${BOUND_MS} ms) and no failed call: ${judged.held ? 'MET' : `NOT MET (${judged.reasons.slice(0, 5).join('; ')})`}`,
    ...[...window.tally.kinds].flatMap(([kind, f]) => [...f.samples].map(([status, body]) => `  ${status} on ${kind}: ${body}`)),
    `resident memory (VmRSS every ${options.sampleEveryMs / 1000} s, ${figures.samples} samples after warm-up; first and last minute as medians):`,
    '| process | first minute MiB | last minute MiB | peak MiB | growth | of which in the second half | heap in use (V8; nats-server: live Go heap), first / last minute MiB | V8 heap committed, first / last MiB | Buffers outside the heap, first / last MiB | data on disk grew MiB |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...memory.map((m) => `| ${m.name}${isDeployed(m.name) ? '' : ' (stands in for the providers: not judged)'} | ${mib(m.baselineMiB)} | ${mib(m.endMiB)} | ${mib(m.peakMiB)} | ${pct(m.growth)} | ${m.secondHalfGrowth === undefined ? '' : pct(m.secondHalfGrowth)} | ${pair(m.heapFirstMiB, m.heapLastMiB)} | ${pair(m.committedFirstMiB, m.committedLastMiB)} | ${pair(m.externalFirstMiB, m.externalLastMiB)} | ${mib(m.diskGrowthMiB)} |`),
    `| all | ${mib(total.base)} | ${mib(total.end)} | | ${pct((total.end - total.base) / total.base)} | | | | | ${mib(memory.reduce((n, m) => n + m.diskGrowthMiB, 0))} |`,
    `largest growth: ${worst ? `${worst.name} ${pct(worst.growth)}` : 'none measured'} (target < ${TARGET_GROWTH * 100}% in every deployed process) ${worst && worst.growth < TARGET_GROWTH ? 'MET' : 'NOT MET'}; 5xx ${window.tally.serverErrors} (target 0) ${window.tally.serverErrors === 0 ? 'MET' : 'NOT MET'}`,
  ];
}
