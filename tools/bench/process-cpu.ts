// CPU time per operation of every process in a measurement, read from /proc
// (Linux): on a two-core machine every figure is bounded by the CPU all the
// processes on a request's path spend on it, so the report says where it went.
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import type { Stack } from '@wbk/testing';

/** CPU µs per operation, by process name. */
export type CpuPerOp = Record<string, number>;

/** CPU time (user + system) of a process so far, in µs; null once it is gone (100 ticks per second). */
export function processCpuUs(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10_000;
  } catch {
    return null;
  }
}

/**
 * Write system calls of a process so far (`syscw` in /proc/<pid>/io; sockets
 * and files alike): every loopback write also runs the receiving side's network
 * stack and wakes its reader, so how many a request makes is a figure of its own.
 */
export function processWriteCalls(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const match = /^syscw: (\d+)$/m.exec(readFileSync(`/proc/${pid}/io`, 'utf8'));
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

/** The machine's CPU over a span, as shares of all its cores: what was busy, and what the hypervisor took (steal). */
export interface MachineCpu {
  busy: number;
  steal: number;
}

/** /proc/stat's first line: jiffies spent busy, stolen and in all, summed over every core. */
function machineJiffies(): { busy: number; steal: number; total: number } | undefined {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1, 9).map(Number);
    const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] = fields;
    return { busy: user + nice + system + irq + softirq, steal, total: user + nice + system + idle + iowait + irq + softirq + steal };
  } catch {
    return undefined;
  }
}

/**
 * Starts reading the machine's CPU now; `read()` gives the shares since. The
 * stack's processes say what the stack spent; this says whether anything else
 * on the machine (another tenant, through steal) made the same load slower.
 */
export function startMachineCpu(): { read(): MachineCpu | undefined } {
  const before = machineJiffies();
  return {
    read() {
      const after = machineJiffies();
      if (!before || !after || after.total <= before.total) return undefined;
      const total = after.total - before.total;
      return { busy: (after.busy - before.busy) / total, steal: (after.steal - before.steal) / total };
    },
  };
}

/** Every app of the stack and its nats-server, by name. */
export function stackPids(stack: Stack): Record<string, number | undefined> {
  const pids: Record<string, number | undefined> = Object.fromEntries(stack.apps.map((app) => [app, stack.pidOf(app)]));
  pids['nats-server'] = stack.natsPid;
  return pids;
}

/**
 * Starts counting now; `perOp(n)` divides what each process spent since by n.
 * This process is reported as `bench` (the load generator, when it runs here).
 */
export function startCpuMeter(processes: Record<string, number | undefined>): { perOp(operations: number): CpuPerOp; writesPerOp(operations: number): CpuPerOp } {
  const cpu = startCounter(processes, processCpuUs);
  const writes = startCounter(processes, processWriteCalls);
  const benchBefore = process.cpuUsage();
  return {
    /** Write system calls per operation, by process (the bench itself left out). */
    writesPerOp: (operations) => writes(operations),
    perOp(operations) {
      const perOp = cpu(operations);
      const bench = process.cpuUsage(benchBefore);
      perOp['bench'] = (bench.user + bench.system) / operations;
      return perOp;
    },
  };
}

/** Reads `counter` of every process now; the function returned divides each one's growth since by n (a process gone is left out). */
function startCounter(processes: Record<string, number | undefined>, counter: (pid: number | undefined) => number | null): (operations: number) => CpuPerOp {
  const before = Object.fromEntries(Object.entries(processes).map(([name, pid]) => [name, counter(pid)]));
  return (operations) => {
    const perOp: CpuPerOp = {};
    for (const [name, pid] of Object.entries(processes)) {
      const start = before[name];
      const end = counter(pid);
      if (start !== null && start !== undefined && end !== null) perOp[name] = (end - start) / operations;
    }
    return perOp;
  };
}

/** "outreach 812, provider-sim 190, ...; total 1402", largest first, processes under 5 µs left out. */
export function formatCpu(cpu: CpuPerOp): string {
  return formatPerOp(cpu, 5, 0);
}

/** "gateway 2.10, nats-server 1.45, ...; total 5.02", largest first, processes under 0.05 left out. */
export function formatWrites(writes: CpuPerOp): string {
  return formatPerOp(writes, 0.05, 2);
}

function formatPerOp(perOp: CpuPerOp, least: number, digits: number): string {
  const total = Object.values(perOp).reduce((a, b) => a + b, 0);
  const parts = Object.entries(perOp)
    .filter(([, value]) => value >= least)
    .sort(([, a], [, b]) => b - a)
    .map(([name, value]) => `${name} ${value.toFixed(digits)}`);
  return `${parts.join(', ')}; total ${total.toFixed(digits)}`;
}

/**
 * Waits until the processes together use under `busyShare` of one core over a
 * `windowMs` window (or `maxMs` passed): a floor measured while the stack
 * still digests the previous figure's events would be measured low.
 */
export async function waitForIdle(processes: Record<string, number | undefined>, options: { busyShare?: number; windowMs?: number; maxMs?: number } = {}): Promise<number> {
  const busyShare = options.busyShare ?? 0.05;
  const windowMs = options.windowMs ?? 1_000;
  const started = Date.now();
  const deadline = started + (options.maxMs ?? 120_000);
  for (;;) {
    const meter = startCpuMeter(processes);
    await new Promise((resolve) => setTimeout(resolve, windowMs));
    const { bench: _bench, ...stack } = meter.perOp(1);
    const busyUs = Object.values(stack).reduce((a, b) => a + b, 0);
    if (busyUs < busyShare * windowMs * 1_000 || Date.now() > deadline) return Date.now() - started;
  }
}

/**
 * BENCH_CPU_PROF=outreach,gateway: V8 CPU profiles of those apps (written when they exit) in
 * BENCH_CPU_PROF_DIR, by default `<dataDir>/profiles`. BENCH_PERF=<file>: every app writes a
 * symbol map for Linux perf, and each measured load is recorded by `perf record` of the whole
 * machine into <file> (see perfRecord). The stack's `appNodeArgs`.
 */
export function cpuProfileArgs(dataDir: string, appNames: readonly string[] = []): Record<string, string[]> {
  const apps = (process.env['BENCH_CPU_PROF'] ?? '').split(',').filter((name) => name !== '');
  const dir = process.env['BENCH_CPU_PROF_DIR'] ?? `${dataDir}/profiles`;
  const args: Record<string, string[]> = Object.fromEntries(apps.map((name) => [name, ['--cpu-prof', `--cpu-prof-dir=${dir}`]]));
  if (PERF_FILE !== undefined) for (const name of appNames) args[name] = [...(args[name] ?? []), '--perf-basic-prof-only-functions'];
  return args;
}

const PERF_FILE = process.env['BENCH_PERF'];
let perfRecordings = 0;

/**
 * Starts `perf record` of every process on the machine when BENCH_PERF is set;
 * the V8 profiler samples a process that the scheduler has set aside during a
 * system call as if it were still in it, perf's cpu-clock only counts time on
 * a CPU, so on two loaded cores only perf tells where the CPU went. The
 * n-th load of a run is recorded into `<file>.<n>`, with the measured processes'
 * ids by name in `<file>.<n>.pids.json` for perf-report.ts.
 */
export function perfRecord(processes: Record<string, number | undefined> = {}): { stop(): Promise<void> } {
  if (PERF_FILE === undefined) return { stop: async () => undefined };
  perfRecordings += 1;
  const recording = `${PERF_FILE}.${perfRecordings}`;
  writeFileSync(`${recording}.pids.json`, JSON.stringify({ ...processes, bench: process.pid }));
  const perf = spawn('perf', ['record', '-a', '-g', '-e', 'cpu-clock', '-F', '1999', '-o', recording], { stdio: 'ignore' });
  // A machine without perf (or without the right to record) loses the recording, not the bench.
  const exited = new Promise<void>((resolve) => {
    perf.once('exit', () => resolve());
    perf.once('error', (err) => {
      process.stderr.write(`BENCH_PERF: perf record did not run (${err.message})\n`);
      resolve();
    });
  });
  return {
    stop: () => {
      if (perf.exitCode === null && perf.signalCode === null) perf.kill('SIGINT');
      return exited;
    },
  };
}
