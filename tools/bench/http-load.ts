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

export async function measureLoad(target: LoadTarget, durationS: number, processes: Record<string, number | undefined>): Promise<LoadFigures> {
  await autocannon({ ...target, duration: 2 });
  const meter = startCpuMeter(processes);
  const perf = perfRecord();
  const result = await autocannon({ ...target, duration: durationS });
  await perf.stop();
  const requests = Math.max(1, result.requests.total);
  const cpu = meter.perOp(requests);
  const writes = meter.writesPerOp(requests);
  return { reqPerSec: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx, errors: result.errors, cpu, writes };
}
