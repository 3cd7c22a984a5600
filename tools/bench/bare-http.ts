// The machine's yardstick: bare node:http answering a contact-sized JSON body
// (baseline-http.ts, a process of its own), under the same load generator as
// the stack. Its rate and its CPU per request let figures taken on different
// machines, or an hour apart on this one, be compared.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { processCpuUs } from './process-cpu';

export interface BareHttpFigures {
  reqPerSec: number;
  p50: number;
  p99: number;
  /** CPU of the server process per request answered (user + system, µs). */
  cpuUsPerRequest: number;
}

const REPO = path.resolve(__dirname, '../..');
const CONTACT_PATH = '/v1/contacts/5b0c1f0e-8a4f-4a57-9a59-0d2f4c1f9b11';

export async function measureBareHttp(connections: number, durationS: number): Promise<BareHttpFigures> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'baseline-http.ts')], { cwd: REPO, stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    const port = await new Promise<number>((resolve, reject) => {
      createInterface({ input: child.stdout }).once('line', (line) => resolve((JSON.parse(line) as { port: number }).port));
      child.once('exit', (code) => reject(new Error(`baseline-http.ts exited with ${code}`)));
    });
    const url = `http://127.0.0.1:${port}${CONTACT_PATH}`;
    await autocannon({ url, connections, duration: 2 }); // warm-up: JIT, connection pools
    const cpuBefore = processCpuUs(child.pid);
    const result = await autocannon({ url, connections, duration: durationS });
    const cpuAfter = processCpuUs(child.pid);
    const cpuUsPerRequest = cpuBefore === null || cpuAfter === null ? Number.NaN : (cpuAfter - cpuBefore) / Math.max(1, result.requests.total);
    return { reqPerSec: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, cpuUsPerRequest };
  } finally {
    child.kill('SIGTERM');
  }
}
