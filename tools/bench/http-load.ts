// One measured autocannon run after a 2 s warm-up (JIT, connection pools,
// caches), with the CPU each process of the stack spent per request.
import autocannon from 'autocannon';
import { perfRecord, startCpuMeter, type CpuPerOp } from './process-cpu';

export interface LoadFigures {
  reqPerSec: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** CPU µs per request of each watched process, `bench` being autocannon's. */
  cpu: CpuPerOp;
  /** Write system calls per request of each watched process. */
  writes: CpuPerOp;
}

export interface LoadTarget {
  url: string;
  method: 'GET' | 'POST';
  connections: number;
  headers: Record<string, string>;
  body?: string;
}

export interface RoundsFigures extends LoadFigures {
  /** Each round's rate, in order. */
  roundsReqPerSec: number[];
}

/**
 * `rounds` measured runs one after the other on the same stack, as the gateway
 * figure is taken: the median rate and latencies, the errors of all rounds, and
 * the CPU and write calls of the last round, when the processes have reached
 * their working heap size (a fresh process spends its first seconds of load
 * faulting in the pages its heap grows into).
 */
export async function measureRounds(target: LoadTarget, durationS: number, processes: Record<string, number | undefined>, rounds: number): Promise<RoundsFigures> {
  const runs: LoadFigures[] = [];
  for (let round = 0; round < Math.max(1, rounds); round++) runs.push(await measureLoad(target, durationS, processes));
  const last = runs[runs.length - 1] as LoadFigures;
  return {
    ...last,
    reqPerSec: median(runs.map((r) => r.reqPerSec)),
    p50: median(runs.map((r) => r.p50)),
    p99: median(runs.map((r) => r.p99)),
    non2xx: runs.reduce((n, r) => n + r.non2xx, 0),
    errors: runs.reduce((n, r) => n + r.errors, 0),
    roundsReqPerSec: runs.map((r) => Math.round(r.reqPerSec)),
  };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

export async function measureLoad(target: LoadTarget, durationS: number, processes: Record<string, number | undefined>): Promise<LoadFigures> {
  await autocannon({ ...target, duration: 2 });
  const meter = startCpuMeter(processes);
  const perf = perfRecord(processes);
  const result = await autocannon({ ...target, duration: durationS });
  await perf.stop();
  const requests = Math.max(1, result.requests.total);
  const cpu = meter.perOp(requests);
  const writes = meter.writesPerOp(requests);
  return { reqPerSec: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx, errors: result.errors, cpu, writes };
}
