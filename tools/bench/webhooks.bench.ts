// Webhook delivery throughput (docs/performance.md, Webhook delivery): the dispatcher's sender
// (URL guard + DNS check + pinning + HMAC signing + capped read) against a bare
// node:https client loop with the same agent settings, same receivers, same run.
// The ratio is a record: on shared cores the receivers take their part of both.
//   npx tsx tools/bench/webhooks.bench.ts        (BENCH_DURATION_S, BENCH_ROUNDS)
// The receivers (50 HTTPS servers, 1 KiB events, answer 200) run in a child process
// so the client side being measured has its own event loop.
import { spawn } from 'node:child_process';
import https from 'node:https';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
// pino directly: tsx run from the repo root has no tsconfig paths for @wbk/* aliases.
import pino from 'pino';
import { startHttpsReceiver } from '../../libs/testing/src/https-receiver';
import { createWebhookSender } from '../../apps/webhook-dispatcher/src/providers/webhook-sender';
import { signPayload } from '../../apps/webhook-dispatcher/src/providers/webhook-signer';

export interface WebhookThroughputOptions {
  endpoints?: number;
  concurrency?: number;
  durationMs?: number;
  warmupMs?: number;
  rounds?: number;
}

export interface LoopFigures {
  deliveriesPerSec: number;
  p50Ms: number;
  p99Ms: number;
  failures: number;
  /** Client-process CPU per delivery (the receivers run in a child): steadier than /s on a busy machine. */
  cpuUsPerDelivery: number;
}

export interface WebhookThroughput {
  endpoints: number;
  concurrency: number;
  bodyBytes: number;
  sender: LoopFigures;
  bare: LoopFigures;
  /** sender / bare deliveries per second. */
  ratio: number;
}

// The same keep-alive settings the sender gives each endpoint's agent.
const MAX_CONCURRENT_PER_ENDPOINT = 4;
const agentOptions = (): https.AgentOptions => ({
  keepAlive: true,
  maxSockets: MAX_CONCURRENT_PER_ENDPOINT,
  maxFreeSockets: MAX_CONCURRENT_PER_ENDPOINT,
  timeout: 4_000,
  scheduling: 'lifo',
});

/** A payload envelope as webhooks receive it, padded to exactly 1 KiB. */
function oneKibEvent(): string {
  const envelope = {
    event: 'contact.created',
    delivery_id: '0b9a3c1e-2f4d-4a5b-8c6d-7e8f9a0b1c2d',
    occurred_at: '2024-05-01T12:00:00.000Z',
    workspace_id: 'ws_bench',
    data: { contact: { id: 'c_1', full_name: 'Ada Lovelace', email: 'ada@example.com', created_at: '2024-05-01T12:00:00.000Z', notes: '' } },
  };
  const bare = JSON.stringify(envelope).length;
  envelope.data.contact.notes = 'x'.repeat(1024 - bare);
  return JSON.stringify(envelope);
}

/** What the dispatcher puts on each attempt: signed now, with a fresh timestamp. */
function deliveryHeaders(body: string): Record<string, string> {
  return {
    'X-Service-Signature': signPayload('whsec_bench', body),
    'X-Service-Timestamp': new Date().toISOString(),
    'X-Service-Delivery-ID': '0b9a3c1e-2f4d-4a5b-8c6d-7e8f9a0b1c2d',
    'Content-Type': 'application/json',
    'User-Agent': 'Service-Webhook/1.0',
  };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** Runs `concurrency` workers calling `deliver(endpointIndex)` until the time is up. */
async function runLoop(endpoints: number, concurrency: number, durationMs: number, deliver: (endpoint: number) => Promise<boolean>): Promise<LoopFigures> {
  const latencies: number[] = [];
  let failures = 0;
  let next = 0;
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const end = started + durationMs;
  const worker = async (): Promise<void> => {
    while (performance.now() < end) {
      const endpoint = next++ % endpoints;
      const t0 = performance.now();
      if (await deliver(endpoint)) latencies.push(performance.now() - t0);
      else failures += 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsedS = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  latencies.sort((a, b) => a - b);
  return {
    deliveriesPerSec: latencies.length / elapsedS,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    failures,
    cpuUsPerDelivery: (cpu.user + cpu.system) / Math.max(1, latencies.length + failures),
  };
}

function bareClient(ports: number[], ca: string, body: string): { deliver: (endpoint: number) => Promise<boolean>; close: () => void } {
  const agents = ports.map(() => new https.Agent(agentOptions()));
  const payload = Buffer.from(body);
  // Same bytes on the wire as the sender's requests, computed once: no guard, no per-request signing.
  const headers = { ...deliveryHeaders(body), 'Content-Length': String(payload.length) };
  const deliver = (endpoint: number): Promise<boolean> =>
    new Promise((resolve) => {
      const req = https.request(
        {
          host: '127.0.0.1',
          port: ports[endpoint],
          path: '/hook',
          method: 'POST',
          agent: agents[endpoint],
          ca,
          headers,
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve((res.statusCode ?? 0) >= 200 && (res.statusCode ?? 0) < 300));
          res.on('error', () => resolve(false));
        },
      );
      req.on('error', () => resolve(false));
      req.end(payload);
    });
  return { deliver, close: () => agents.forEach((agent) => agent.destroy()) };
}

function senderClient(ports: number[], ca: string, body: string): { deliver: (endpoint: number) => Promise<boolean>; close: () => void } {
  const sender = createWebhookSender({
    allowPrivateTargets: true, // the receivers are on loopback
    maxConcurrentPerEndpoint: MAX_CONCURRENT_PER_ENDPOINT,
    logger: pino({ level: 'silent' }),
    ca,
  });
  const urls = ports.map((port) => `https://127.0.0.1:${port}/hook`);
  const deliver = async (endpoint: number): Promise<boolean> => {
    const result = await sender.send({ url: urls[endpoint]!, body, timeoutMs: 10_000, headers: deliveryHeaders(body) });
    return result.ok;
  };
  return { deliver, close: () => sender.close() };
}

async function startReceiverProcess(endpoints: number): Promise<{ ports: number[]; ca: string; stop: () => void }> {
  const child = spawn(process.execPath, ['--import', 'tsx', __filename, '--receivers', String(endpoints)], { stdio: ['ignore', 'pipe', 'inherit'] });
  const ready = await new Promise<{ ports: number[]; ca: string }>((resolve, reject) => {
    createInterface({ input: child.stdout! }).once('line', (line) => resolve(JSON.parse(line) as { ports: number[]; ca: string }));
    child.once('exit', (code) => reject(new Error(`receiver process exited with ${code}`)));
  });
  return { ...ready, stop: () => child.kill('SIGTERM') };
}

export async function measureSenderThroughput(options: WebhookThroughputOptions = {}): Promise<WebhookThroughput> {
  const endpoints = options.endpoints ?? 50;
  const concurrency = options.concurrency ?? 50;
  const durationMs = options.durationMs ?? 5_000;
  const warmupMs = options.warmupMs ?? 1_500;
  const rounds = options.rounds ?? 2;
  const body = oneKibEvent();
  const receivers = await startReceiverProcess(endpoints);
  const bare = bareClient(receivers.ports, receivers.ca, body);
  const sender = senderClient(receivers.ports, receivers.ca, body);
  try {
    await runLoop(endpoints, concurrency, warmupMs, bare.deliver);
    await runLoop(endpoints, concurrency, warmupMs, sender.deliver);
    // Interleaved rounds so machine noise (2 shared cores) hits both sides alike; best round kept.
    const bareRounds: LoopFigures[] = [];
    const senderRounds: LoopFigures[] = [];
    for (let round = 0; round < rounds; round += 1) {
      bareRounds.push(await runLoop(endpoints, concurrency, durationMs, bare.deliver));
      senderRounds.push(await runLoop(endpoints, concurrency, durationMs, sender.deliver));
    }
    const best = (figures: LoopFigures[]): LoopFigures => figures.reduce((a, b) => (b.deliveriesPerSec > a.deliveriesPerSec ? b : a));
    const bareBest = best(bareRounds);
    const senderBest = best(senderRounds);
    return { endpoints, concurrency, bodyBytes: Buffer.byteLength(body), sender: senderBest, bare: bareBest, ratio: senderBest.deliveriesPerSec / bareBest.deliveriesPerSec };
  } finally {
    bare.close();
    sender.close();
    receivers.stop();
  }
}

async function serveReceivers(count: number): Promise<void> {
  const receivers = await Promise.all(Array.from({ length: count }, () => startHttpsReceiver({ record: false })));
  process.stdout.write(`${JSON.stringify({ ports: receivers.map((r) => r.port), ca: receivers[0]!.ca })}\n`);
  process.once('SIGTERM', () => void Promise.all(receivers.map((r) => r.close())).then(() => process.exit(0)));
}

function format(figures: LoopFigures): string {
  return `${figures.deliveriesPerSec.toFixed(0).padStart(7)} deliveries/s  p50 ${figures.p50Ms.toFixed(1)} ms  p99 ${figures.p99Ms.toFixed(1)} ms  CPU ${figures.cpuUsPerDelivery.toFixed(0)} µs/delivery  failures ${figures.failures}`;
}

if (require.main === module) {
  const receiversAt = process.argv.indexOf('--receivers');
  if (receiversAt !== -1) {
    void serveReceivers(Number(process.argv[receiversAt + 1] ?? 50));
  } else {
    measureSenderThroughput({
      durationMs: Number(process.env['BENCH_DURATION_S'] ?? 5) * 1000,
      rounds: Number(process.env['BENCH_ROUNDS'] ?? 2),
    })
      .then((result) => {
        console.log(`webhook delivery, ${result.endpoints} HTTPS endpoints, ${result.bodyBytes} B events, concurrency ${result.concurrency}`);
        console.log(`  bare node:https loop  ${format(result.bare)}`);
        console.log(`  webhook sender        ${format(result.sender)}`);
        console.log(`  ratio sender/bare     ${(result.ratio * 100).toFixed(1)}%`);
        process.exit(0);
      })
      .catch((err: unknown) => {
        console.error(err);
        process.exit(1);
      });
  }
}
