// The yardsticks the stack is set beside, each a process of its own under the
// same load generator: bare node:http answering a contact-sized JSON body (the
// machine; its rate and CPU per request let figures taken on different
// machines, or an hour apart on this one, be compared) and one Express route
// making one gRPC call (the floor cost of the design).
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { processCpuUs } from './process-cpu';

export interface BaselineFigures {
  name: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** CPU µs per request of the baseline's own process (autocannon left out), when it was read. */
  serverCpuUs?: number;
}

const REPO = path.resolve(__dirname, '../..');
const CONTACT_PATH = '/v1/contacts/5b0c1f0e-8a4f-4a57-9a59-0d2f4c1f9b11';

async function load(name: string, url: string, serverPid: number | undefined, connections: number, durationS: number): Promise<BaselineFigures> {
  await autocannon({ url, connections, duration: 2 }); // warm-up: JIT, connection pools, caches
  const cpuBefore = processCpuUs(serverPid);
  const result = await autocannon({ url, connections, duration: durationS });
  const cpuAfter = processCpuUs(serverPid);
  return {
    name,
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    ...(cpuBefore !== null && cpuAfter !== null ? { serverCpuUs: (cpuAfter - cpuBefore) / Math.max(1, result.requests.total) } : {}),
  };
}

function startBaseline(file: string): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, file)], {
    cwd: REPO,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.once('line', (line) => resolve({ child, port: (JSON.parse(line) as { port: number }).port }));
    child.once('exit', (code) => reject(new Error(`${file} exited with ${code}`)));
  });
}

/** `file` (baseline-http.ts, baseline-express-grpc.ts) started, loaded after a 2 s warm-up, stopped. */
export async function measureBaseline(name: string, file: string, connections: number, durationS: number): Promise<BaselineFigures> {
  const { child, port } = await startBaseline(file);
  try {
    return await load(name, `http://127.0.0.1:${port}${CONTACT_PATH}`, child.pid, connections, durationS);
  } finally {
    child.kill('SIGTERM');
  }
}

export function measureBareHttp(connections: number, durationS: number): Promise<BaselineFigures> {
  return measureBaseline('bare node:http', 'baseline-http.ts', connections, durationS);
}
