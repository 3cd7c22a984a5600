// Webhook delivery through the WHOLE dispatcher (issue 4 "Performance"): events
// published on JetStream the way @wbk/bus publishes them, the real dispatcher
// process (fan-out, archive, delivery records, jobs stream, workers, signing,
// URL guard, attempt log) and 50 endpoints on local HTTPS receivers answering 200,
// 1 KiB events. Measures deliveries per second (a burst, publish to last receipt)
// and the p50/p99 from event publish to receipt at a steady rate below saturation,
// and compares with the bare node:https client loop of webhooks.bench.ts measured
// in the same run. Target: dispatcher >= 60% of the bare loop.
//   TSX_TSCONFIG_PATH=tsconfig.base.json npx tsx tools/bench/webhook-delivery.bench.ts
//   (BENCH_EVENTS, BENCH_LATENCY_S, BENCH_DURATION_S for the bare loop)
// The receivers run in a child process, as in webhooks.bench.ts. Each event names
// its publish time (Date.now()) so the receiver computes publish-to-receipt.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface, type Interface } from 'node:readline';
import { jetstream, type JetStreamClient } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { createLogger } from '@wbk/platform';
import { createRpcClient, findProtoRoot, loadServiceDefinition, type RpcClient } from '@wbk/rpc';
import { startHttpsReceiver, startStack, TOPOLOGY, type Stack } from '@wbk/testing';
import { measureSenderThroughput, type LoopFigures } from './webhooks.bench';

export interface DispatcherDeliveryOptions {
  endpoints?: number;
  /** Events in the throughput burst (one delivery each). */
  events?: number;
  /** Warm-up events before measuring (JIT, pools, store files). */
  warmupEvents?: number;
  /** Length of the steady-rate latency phase. */
  latencyMs?: number;
  /** Steady rate as a fraction of the measured burst throughput. */
  latencyLoad?: number;
  /** NODE_OPTIONS for the dispatcher process (profiling). */
  dispatcherNodeOptions?: string;
}

export interface DispatcherDeliveryFigures {
  endpoints: number;
  bodyBytes: number;
  events: number;
  /** Burst: events / (last receipt - first publish). */
  deliveriesPerSec: number;
  /** Steady-rate phase: the rate used and publish-to-receipt latencies. */
  steadyRatePerSec: number;
  p50Ms: number;
  p99Ms: number;
  /** Receipts beyond one per event (at-least-once duplicates); expected 0 with receivers answering 200. */
  duplicates: number;
}

const SERVICE_NAME = 'wbk.webhooks.v1.WebhooksService';
const EVENT = 'contact.created';
const PUBLISH_WINDOW = 256;

/** The receivers' side of the protocol: one JSON line answered per command line. */
interface ReceiverReport {
  count: number;
  unique: number;
  latencies?: number[];
}

class ReceiverProcess {
  private readonly lines: Interface;
  private queue: Promise<unknown> = Promise.resolve();

  private constructor(
    private readonly child: ChildProcess,
    readonly ports: number[],
    readonly ca: string,
  ) {
    this.lines = createInterface({ input: child.stdout! });
  }

  static async start(endpoints: number): Promise<ReceiverProcess> {
    const child = spawn(process.execPath, ['--import', 'tsx', __filename, '--receivers', String(endpoints)], { stdio: ['pipe', 'pipe', 'inherit'] });
    const first = await new Promise<string>((resolve, reject) => {
      const lines = createInterface({ input: child.stdout! });
      lines.once('line', (line) => {
        lines.close();
        resolve(line);
      });
      child.once('exit', (code) => reject(new Error(`receiver process exited with ${code}`)));
    });
    const ready = JSON.parse(first) as { ports: number[]; ca: string };
    return new ReceiverProcess(child, ready.ports, ready.ca);
  }

  /** Commands: `count`, `report` (with latencies since the last reset), `reset`. */
  command(name: 'count' | 'report' | 'reset'): Promise<ReceiverReport> {
    const next = this.queue.then(
      () =>
        new Promise<ReceiverReport>((resolve) => {
          this.lines.once('line', (line) => resolve(JSON.parse(line) as ReceiverReport));
          this.child.stdin!.write(`${name}\n`);
        }),
    );
    this.queue = next.catch(() => undefined);
    return next;
  }

  stop(): void {
    this.child.kill('SIGTERM');
  }
}

/** A spec envelope whose delivery body is about 1 KiB; `sent_at` is the publish time. */
function eventFor(workspaceId: string, padding: string): { id: string; json: string } {
  const id = randomUUID();
  const envelope = {
    id,
    event: EVENT,
    occurred_at: new Date().toISOString(),
    workspace_id: workspaceId,
    data: { contact: { id: randomUUID(), full_name: 'Ada Lovelace', email: 'ada@example.com', created_at: new Date().toISOString(), sent_at: Date.now(), notes: padding } },
    causation: { root_id: id, depth: 0 },
  };
  return { id, json: JSON.stringify(envelope) };
}

/** Padding so that the body the receiver gets ({event, delivery_id, occurred_at, workspace_id, data}) is 1 KiB. */
function paddingFor(workspaceId: string): string {
  const probe = JSON.parse(eventFor(workspaceId, '').json) as Record<string, unknown>;
  const body = JSON.stringify({ event: EVENT, delivery_id: randomUUID(), occurred_at: probe.occurred_at, workspace_id: workspaceId, data: probe.data });
  return 'x'.repeat(Math.max(0, 1024 - body.length));
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function createWebhooks(client: RpcClient, ports: number[]): Promise<string[]> {
  const workspaces: string[] = [];
  for (const port of ports) {
    // One workspace per endpoint: each event makes exactly one delivery.
    const workspaceId = randomUUID();
    const request = {
      context: { workspace_id: workspaceId, request_id: randomUUID(), api_key_id: 'bench', user_id: '', idempotency_key: '', causation_root_id: '', causation_depth: 0 },
      path: {},
      query: {},
      body_json: JSON.stringify({ url: `https://127.0.0.1:${port}/hook`, events: [EVENT] }),
    };
    await client.call('CreateWebhook', request);
    workspaces.push(workspaceId);
  }
  return workspaces;
}

/** Publishes `count` events round-robin over the workspaces, at most `perSec` per second when given. */
async function publish(js: JetStreamClient, workspaces: string[], paddings: string[], count: number, perSec?: number): Promise<void> {
  const inFlight = new Set<Promise<unknown>>();
  const started = Date.now();
  for (let i = 0; i < count; i += 1) {
    if (perSec !== undefined) {
      const due = started + (i * 1000) / perSec;
      const wait = due - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    }
    const w = i % workspaces.length;
    const event = eventFor(workspaces[w]!, paddings[w]!);
    const ack = js.publish(`events.${EVENT}`, event.json, { msgID: event.id });
    const tracked = ack.finally(() => inFlight.delete(tracked));
    inFlight.add(tracked);
    if (inFlight.size >= PUBLISH_WINDOW) await Promise.race(inFlight);
  }
  await Promise.all(inFlight);
}

async function waitForReceipts(receivers: ReceiverProcess, count: number, timeoutMs: number): Promise<ReceiverReport> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const report = await receivers.command('count');
    if (report.unique >= count) return report;
    if (Date.now() > deadline) throw new Error(`only ${report.unique} of ${count} events received within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Starts the receivers, a stack holding only the dispatcher (trusting the
 * receivers' certificate, loopback allowed), registers one webhook per endpoint
 * and measures. Everything it started is stopped before it returns.
 */
export async function measureDispatcherDelivery(options: DispatcherDeliveryOptions = {}): Promise<DispatcherDeliveryFigures> {
  const endpoints = options.endpoints ?? 50;
  const events = options.events ?? 3_000;
  const warmupEvents = options.warmupEvents ?? 500;
  const latencyMs = options.latencyMs ?? 5_000;
  const latencyLoad = options.latencyLoad ?? 0.5;

  const receivers = await ReceiverProcess.start(endpoints);
  const dir = await mkdtemp(path.join(tmpdir(), 'wbk-delivery-bench-'));
  const caFile = path.join(dir, 'receivers-ca.pem');
  await writeFile(caFile, receivers.ca);
  let stack: Stack | undefined;
  let client: RpcClient | undefined;
  const nc = { close: async (): Promise<void> => undefined };
  try {
    stack = await startStack({
      topology: TOPOLOGY.filter((app) => app.name === 'webhook-dispatcher'),
      appEnv: {
        'webhook-dispatcher': {
          WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
          WEBHOOK_CA_FILE: caFile,
          LOG_LEVEL: 'warn',
          // e.g. --cpu-prof --cpu-prof-dir=/tmp/prof to see where the dispatcher spends its time.
          ...(options.dispatcherNodeOptions ? { NODE_OPTIONS: options.dispatcherNodeOptions } : {}),
        },
      },
    });
    const logger = createLogger({ service: 'webhook-delivery-bench', level: 'silent' });
    const definition = loadServiceDefinition(findProtoRoot(__dirname), 'webhooks/v1/webhooks.proto', SERVICE_NAME);
    client = createRpcClient({ name: 'webhooks', address: stack.addresses['webhook-dispatcher']!, definition, logger });
    const workspaces = await createWebhooks(client, receivers.ports);
    const paddings = workspaces.map(paddingFor);
    const connection = await connect({ servers: stack.natsUrl, name: 'webhook-delivery-bench' });
    nc.close = () => connection.close();
    const js = jetstream(connection);

    await publish(js, workspaces, paddings, warmupEvents);
    await waitForReceipts(receivers, warmupEvents, 120_000);
    await receivers.command('reset');

    const burstStarted = Date.now();
    await publish(js, workspaces, paddings, events);
    const burst = await waitForReceipts(receivers, events, 300_000);
    const deliveriesPerSec = events / ((Date.now() - burstStarted) / 1000);
    // Let retries or stragglers (if any) show up before counting duplicates.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const afterBurst = await receivers.command('count');
    await receivers.command('reset');

    const steadyRatePerSec = Math.max(1, Math.floor(deliveriesPerSec * latencyLoad));
    const steadyEvents = Math.max(1, Math.floor((steadyRatePerSec * latencyMs) / 1000));
    await publish(js, workspaces, paddings, steadyEvents, steadyRatePerSec);
    await waitForReceipts(receivers, steadyEvents, 120_000);
    const latencies = ((await receivers.command('report')).latencies ?? []).sort((a, b) => a - b);

    return {
      endpoints,
      bodyBytes: 1024,
      events,
      deliveriesPerSec,
      steadyRatePerSec,
      p50Ms: percentile(latencies, 50),
      p99Ms: percentile(latencies, 99),
      duplicates: Math.max(afterBurst.count, burst.count) - events,
    };
  } finally {
    client?.close();
    await nc.close();
    await stack?.stop();
    receivers.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

/** Child mode: N receivers; counts receipts (unique by event) and publish-to-receipt latencies. */
async function serveReceivers(count: number): Promise<void> {
  let received = 0;
  let seen = new Set<string>();
  let latencies: number[] = [];
  const handler = (_req: unknown, res: { writeHead: (s: number, h: Record<string, string>) => void; end: (b: string) => void }, rawBody: Buffer): void => {
    const receivedAt = Date.now();
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"ok":true}');
    const body = JSON.parse(rawBody.toString('utf8')) as { data: { contact: { id: string; sent_at: number } } };
    received += 1;
    seen.add(body.data.contact.id);
    latencies.push(receivedAt - body.data.contact.sent_at);
  };
  const receivers = await Promise.all(Array.from({ length: count }, () => startHttpsReceiver({ record: false, handler })));
  process.stdout.write(`${JSON.stringify({ ports: receivers.map((r) => r.port), ca: receivers[0]!.ca })}\n`);
  createInterface({ input: process.stdin }).on('line', (line) => {
    const command = line.trim();
    if (command === 'reset') {
      received = 0;
      seen = new Set();
      latencies = [];
    }
    const report: ReceiverReport = { count: received, unique: seen.size, ...(command === 'report' ? { latencies } : {}) };
    process.stdout.write(`${JSON.stringify(report)}\n`);
  });
  process.once('SIGTERM', () => void Promise.all(receivers.map((r) => r.close())).then(() => process.exit(0)));
}

function formatBare(figures: LoopFigures): string {
  return `${figures.deliveriesPerSec.toFixed(0).padStart(7)} deliveries/s  p50 ${figures.p50Ms.toFixed(1)} ms  p99 ${figures.p99Ms.toFixed(1)} ms  failures ${figures.failures}`;
}

if (require.main === module) {
  const receiversAt = process.argv.indexOf('--receivers');
  if (receiversAt !== -1) {
    void serveReceivers(Number(process.argv[receiversAt + 1] ?? 50));
  } else {
    (async () => {
      const bare = await measureSenderThroughput({ durationMs: Number(process.env['BENCH_DURATION_S'] ?? 5) * 1000, rounds: 1 });
      const dispatcher = await measureDispatcherDelivery({
        events: Number(process.env['BENCH_EVENTS'] ?? 3_000),
        latencyMs: Number(process.env['BENCH_LATENCY_S'] ?? 5) * 1000,
        dispatcherNodeOptions: process.env['BENCH_DISPATCHER_NODE_OPTIONS'],
      });
      const ratio = dispatcher.deliveriesPerSec / bare.bare.deliveriesPerSec;
      console.log(`webhook delivery through the dispatcher, ${dispatcher.endpoints} HTTPS endpoints, ~${dispatcher.bodyBytes} B events`);
      console.log(`  bare node:https loop     ${formatBare(bare.bare)}`);
      console.log(`  sender alone             ${formatBare(bare.sender)}`);
      console.log(
        `  whole dispatcher         ${dispatcher.deliveriesPerSec.toFixed(0).padStart(7)} deliveries/s (burst of ${dispatcher.events} events, publish to last receipt), duplicates ${dispatcher.duplicates}`,
      );
      console.log(`  publish -> receipt       p50 ${dispatcher.p50Ms.toFixed(1)} ms  p99 ${dispatcher.p99Ms.toFixed(1)} ms at a steady ${dispatcher.steadyRatePerSec} events/s`);
      console.log(`  ratio dispatcher/bare    ${(ratio * 100).toFixed(1)}% (target >= 60%)`);
      process.exit(ratio >= 0.6 ? 0 : 1);
    })().catch((err: unknown) => {
      console.error(err);
      process.exit(1);
    });
  }
}
