// CPU time per operation of every process in a measurement, read from /proc
// (Linux): on a two-core machine every figure is bounded by the CPU all the
// processes on a request's path spend on it, so the report says where it went.
import { readFileSync } from 'node:fs';
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
export function startCpuMeter(processes: Record<string, number | undefined>): { perOp(operations: number): CpuPerOp } {
  const before = Object.fromEntries(Object.entries(processes).map(([name, pid]) => [name, processCpuUs(pid)]));
  const benchBefore = process.cpuUsage();
  return {
    perOp(operations) {
      const perOp: CpuPerOp = {};
      for (const [name, pid] of Object.entries(processes)) {
        const start = before[name];
        const end = processCpuUs(pid);
        if (start !== null && start !== undefined && end !== null) perOp[name] = (end - start) / operations;
      }
      const bench = process.cpuUsage(benchBefore);
      perOp['bench'] = (bench.user + bench.system) / operations;
      return perOp;
    },
  };
}

/** "outreach 812, provider-sim 190, ...; total 1402", largest first, processes under 5 µs left out. */
export function formatCpu(cpu: CpuPerOp): string {
  const total = Object.values(cpu).reduce((a, b) => a + b, 0);
  const parts = Object.entries(cpu)
    .filter(([, us]) => us >= 5)
    .sort(([, a], [, b]) => b - a)
    .map(([name, us]) => `${name} ${us.toFixed(0)}`);
  return `${parts.join(', ')}; total ${total.toFixed(0)}`;
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
 * BENCH_CPU_PROF_DIR, by default `<dataDir>/profiles`; the stack's `appNodeArgs`.
 */
export function cpuProfileArgs(dataDir: string): Record<string, string[]> {
  const apps = (process.env['BENCH_CPU_PROF'] ?? '').split(',').filter((name) => name !== '');
  const dir = process.env['BENCH_CPU_PROF_DIR'] ?? `${dataDir}/profiles`;
  return Object.fromEntries(apps.map((name) => [name, ['--cpu-prof', `--cpu-prof-dir=${dir}`]]));
}
