// Webhook delivery through the WHOLE dispatcher (docs/performance.md, Webhook delivery): events
// published on JetStream the way @wbk/bus publishes them, the real dispatcher
// process (fan-out, archive, delivery records, jobs stream, workers, signing,
// URL guard, attempt log) and 50 endpoints on local HTTPS receivers answering 200,
// 1 KiB events. Measures deliveries per second (a burst, publish to last receipt)
// and the p50/p99 from event publish to receipt at a steady rate below saturation,
// and prints them beside the bare node:https client loop of webhooks.bench.ts measured
// in the same run. Also measured: the transport floor (measureTransportFloor) and the
// CPU each process spends per delivery during the burst, which together show what the
// cores allow; the dispatcher's and nats-server's part of it is the `webhook delivery`
// row of bench.ts's CPU-per-operation table.
//   TSX_TSCONFIG_PATH=tsconfig.base.json npx tsx tools/bench/webhook-delivery.bench.ts
//   (BENCH_EVENTS, BENCH_LATENCY_S, BENCH_DURATION_S for the bare loop,
//    BENCH_DISPATCHER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" to profile)
// The receivers run in a child process, as in webhooks.bench.ts. Each event names
// its publish time (Date.now()) so the receiver computes publish-to-receipt.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import https from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { AckPolicy, jetstream, jetstreamManager, type JetStreamClient } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { connectBus, type Bus } from '@wbk/bus';
import { EVENTS_STREAM, EVENT_EXAMPLES } from '@wbk/contracts';
import { createLogger, TaskLimit } from '@wbk/platform';
import { createRpcClient, findProtoRoot, loadServiceDefinition, rpcAuthFromSettings, type RpcClient } from '@wbk/rpc';
import { natsConnectTarget, startNatsServer, startStack, TOPOLOGY, type Stack } from '@wbk/testing';
import { processCpuUs } from './process-cpu';
import { deliveryReport } from './webhook-delivery.report';
import { ReceiverProcess, type ReceiverReport } from './webhook-receivers.bench';
import { measureSenderThroughput } from './webhooks.bench';

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
  /** Node flags for the dispatcher process, e.g. ['--cpu-prof', '--cpu-prof-dir=/tmp/prof']. */
  dispatcherNodeArgs?: string[];
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
  /** During the burst, per process (dispatcher, nats-server, receivers, publisher). */
  cpuUsPerDelivery: CpuPerDelivery;
}

const SERVICE_NAME = 'wbk.webhooks.v1.WebhooksService';
const EVENT = 'contact.created' as const;
const PUBLISH_WINDOW = 256;
/** Posts in flight in the floor consumer (the dispatcher's first attempts in flight). */
const FLOOR_IN_FLIGHT = 256;

/** A spec envelope whose delivery body is about 1 KiB; `sent_at` is the publish time. */
function eventFor(workspaceId: string, padding: string): { id: string; json: string } {
  const id = randomUUID();
  const envelope = {
    id,
    event: EVENT,
    occurred_at: new Date().toISOString(),
    workspace_id: workspaceId,
    // A contact the catalog schema accepts (the dispatcher dead-letters any other); the publish time and the padding ride in custom_fields.
    data: { contact: { ...EVENT_EXAMPLES[EVENT].contact, id: randomUUID(), custom_fields: { sent_at: Date.now(), padding } } },
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
      // A key with read and write, as the gateway would pass it: saving a webhook needs write:webhooks and read on its events.
      context: {
        workspace_id: workspaceId,
        request_id: randomUUID(),
        api_key_id: 'bench',
        user_id: '',
        idempotency_key: '',
        causation_root_id: '',
        causation_depth: 0,
        causation_workflow_id: '',
        permissions: ['read', 'write'],
      },
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
  const inFlight = new TaskLimit(PUBLISH_WINDOW);
  let failure: unknown;
  const started = Date.now();
  for (let i = 0; i < count; i += 1) {
    if (perSec !== undefined) {
      const due = started + (i * 1000) / perSec;
      const wait = due - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    }
    const w = i % workspaces.length;
    const event = eventFor(workspaces[w]!, paddings[w]!);
    await inFlight.slot();
    inFlight.run(js.publish(`events.${EVENT}`, event.json, { msgID: event.id }).catch((err: unknown) => (failure ??= err)));
  }
  await inFlight.idle();
  if (failure !== undefined) throw failure;
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
      callers: ['gateway'],
      appNodeArgs: { 'webhook-dispatcher': options.dispatcherNodeArgs ?? [] },
      appEnv: {
        'webhook-dispatcher': {
          WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
          WEBHOOK_CA_FILE: caFile,
          LOG_LEVEL: 'warn',
        },
      },
    });
    const logger = createLogger({ service: 'webhook-delivery-bench', level: 'silent' });
    const definition = loadServiceDefinition(findProtoRoot(__dirname), 'webhooks/v1/webhooks.proto', SERVICE_NAME);
    // Signed as the gateway, the dispatcher's caller for webhook routes: the internal plane refuses unsigned calls.
    const auth = rpcAuthFromSettings({ ...stack.planeEnv('gateway'), RPC_IDENTITY: 'gateway' });
    client = createRpcClient({ name: 'webhook-dispatcher', address: stack.addresses['webhook-dispatcher']!, definition, logger, auth });
    const workspaces = await createWebhooks(client, receivers.ports);
    const paddings = workspaces.map(paddingFor);
    const connection = await connect({ ...natsConnectTarget(stack.natsUrl), name: 'webhook-delivery-bench' });
    nc.close = () => connection.close();
    const js = jetstream(connection);

    const { deliveriesPerSec, duplicates, cpuUsPerDelivery } = await measureBurst(js, workspaces, paddings, receivers, warmupEvents, events, {
      dispatcher: stack.pidOf('webhook-dispatcher'),
      'nats-server': stack.natsPid,
    });

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
      duplicates,
      cpuUsPerDelivery,
    };
  } finally {
    client?.close();
    await nc.close();
    await stack?.stop();
    receivers.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

/** CPU µs per delivery of each process during the burst; `publisher` is this process. */
export type CpuPerDelivery = Record<string, number>;

export interface BurstFigures {
  deliveriesPerSec: number;
  duplicates: number;
  cpuUsPerDelivery: CpuPerDelivery;
}

/** Warm-up, then a burst of `events` published at once: deliveries/s from the first publish to the last receipt. */
async function measureBurst(
  js: JetStreamClient,
  workspaces: string[],
  paddings: string[],
  receivers: ReceiverProcess,
  warmupEvents: number,
  events: number,
  processes: Record<string, number | undefined>,
): Promise<BurstFigures> {
  await publish(js, workspaces, paddings, warmupEvents);
  await waitForReceipts(receivers, warmupEvents, 120_000);
  await receivers.command('reset');
  const watched: Record<string, number | undefined> = { ...processes, receivers: receivers.pid };
  const cpuBefore = Object.fromEntries(Object.entries(watched).map(([name, pid]) => [name, processCpuUs(pid)]));
  const publisherBefore = process.cpuUsage();
  const burstStarted = Date.now();
  await publish(js, workspaces, paddings, events);
  const burst = await waitForReceipts(receivers, events, 300_000);
  const deliveriesPerSec = events / ((Date.now() - burstStarted) / 1000);
  const publisher = process.cpuUsage(publisherBefore);
  const cpuUsPerDelivery: CpuPerDelivery = {};
  for (const [name, pid] of Object.entries(watched)) {
    const before = cpuBefore[name];
    const after = processCpuUs(pid);
    if (before !== null && before !== undefined && after !== null) cpuUsPerDelivery[name] = (after - before) / events;
  }
  cpuUsPerDelivery['publisher'] = (publisher.user + publisher.system) / events;
  // Let retries or stragglers (if any) show up before counting duplicates.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const afterBurst = await receivers.command('count');
  await receivers.command('reset');
  return { deliveriesPerSec, duplicates: Math.max(afterBurst.count, burst.count) - events, cpuUsPerDelivery };
}

/**
 * The floor of any dispatcher fed by JetStream on this machine: the same
 * publisher, nats-server and receivers, and in its own process a consumer that
 * POSTs each event's body with the bare loop's node:https client and acks on
 * the answer: no store, no signing, no checks. What it reaches is what the
 * event transport leaves of the bare loop when everything shares the cores.
 */
export async function measureTransportFloor(options: { endpoints?: number; events?: number; warmupEvents?: number } = {}): Promise<BurstFigures> {
  const endpoints = options.endpoints ?? 50;
  const receivers = await ReceiverProcess.start(endpoints);
  const dir = await mkdtemp(path.join(tmpdir(), 'wbk-floor-bench-'));
  const nats = await startNatsServer();
  const logger = createLogger({ service: 'webhook-floor-bench', level: 'silent' });
  let bus: Bus | undefined;
  let consumer: ChildProcess | undefined;
  try {
    bus = await connectBus({ servers: nats.url, name: 'webhook-floor-bench', logger });
    await bus.ensureStreams();
    const workspaces = receivers.ports.map(() => randomUUID());
    const routes = Object.fromEntries(workspaces.map((workspaceId, i) => [workspaceId, receivers.ports[i]]));
    const caFile = path.join(dir, 'receivers-ca.pem');
    await writeFile(caFile, receivers.ca);
    consumer = spawn(process.execPath, ['--import', 'tsx', __filename, '--floor', nats.url, JSON.stringify(routes), caFile], { stdio: ['ignore', 'pipe', 'inherit'] });
    await new Promise<void>((resolve, reject) => {
      createInterface({ input: consumer!.stdout! }).once('line', () => resolve());
      consumer!.once('exit', (code) => reject(new Error(`floor consumer exited with ${code}`)));
    });
    return await measureBurst(bus.js, workspaces, workspaces.map(paddingFor), receivers, options.warmupEvents ?? 500, options.events ?? 3_000, {
      consumer: consumer.pid,
      'nats-server': nats.pid,
    });
  } finally {
    consumer?.kill('SIGTERM');
    await bus?.close();
    await nats.stop();
    receivers.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

/** Child mode of measureTransportFloor. */
async function serveFloor(natsUrl: string, routes: Record<string, number>, caFile: string): Promise<void> {
  process.once('SIGTERM', () => process.exit(0));
  const ca = await readFile(caFile, 'utf8');
  const agents = new Map(Object.values(routes).map((port) => [port, new https.Agent({ keepAlive: true, maxSockets: 8, maxFreeSockets: 8, scheduling: 'lifo' })]));
  const connection = await connect({ servers: natsUrl, name: 'webhook-floor-consumer' });
  const jsm = await jetstreamManager(connection);
  await jsm.consumers.add(EVENTS_STREAM, { durable_name: 'floor', ack_policy: AckPolicy.Explicit, filter_subject: 'events.>', max_ack_pending: 4_096 });
  const messages = await jetstream(connection).consumers.get(EVENTS_STREAM, 'floor').then((c) => c.consume({ max_messages: FLOOR_IN_FLIGHT }));
  process.stdout.write('ready\n');
  const inFlight = new TaskLimit(FLOOR_IN_FLIGHT);
  for await (const msg of messages) {
    await inFlight.slot();
    const event = msg.json<{ event: string; id: string; occurred_at: string; workspace_id: string; data: unknown }>();
    const port = routes[event.workspace_id]!;
    const body = Buffer.from(JSON.stringify({ event: event.event, delivery_id: event.id, occurred_at: event.occurred_at, workspace_id: event.workspace_id, data: event.data }));
    inFlight.run(
      new Promise<void>((resolve) => {
        const req = https.request({ host: '127.0.0.1', port, path: '/hook', method: 'POST', agent: agents.get(port), ca, headers: { 'Content-Type': 'application/json', 'Content-Length': String(body.length) } }, (res) => {
          res.resume();
          res.on('end', () => {
            msg.ack();
            resolve();
          });
        });
        req.on('error', () => {
          msg.nak();
          resolve();
        });
        req.end(body);
      }),
    );
  }
}

if (require.main === module) {
  const floorAt = process.argv.indexOf('--floor');
  if (floorAt !== -1) {
    const [natsUrl, routes, caFile] = process.argv.slice(floorAt + 1);
    void serveFloor(natsUrl!, JSON.parse(routes!) as Record<string, number>, caFile!);
  } else {
    (async () => {
      const bare = await measureSenderThroughput({ durationMs: Number(process.env['BENCH_DURATION_S'] ?? 5) * 1000, rounds: 1 });
      const floor = await measureTransportFloor({ events: Number(process.env['BENCH_EVENTS'] ?? 3_000) });
      const dispatcher = await measureDispatcherDelivery({
        events: Number(process.env['BENCH_EVENTS'] ?? 3_000),
        latencyMs: Number(process.env['BENCH_LATENCY_S'] ?? 5) * 1000,
        dispatcherNodeArgs: process.env['BENCH_DISPATCHER_NODE_ARGS']?.split(' ').filter(Boolean),
      });
      for (const line of deliveryReport(bare, floor, dispatcher)) console.log(line);
      process.exit(0);
    })().catch((err: unknown) => {
      console.error(err);
      process.exit(1);
    });
  }
}
