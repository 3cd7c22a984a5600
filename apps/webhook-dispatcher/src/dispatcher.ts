import { readFileSync } from 'node:fs';
import { systemClock, type Clock, type Logger } from '@wbk/platform';
import { WEBHOOKS_RPC, type WebhooksRpc } from '@wbk/contracts';
import { createTypedRpcClient, loadRpcService, type LoadedRpcService } from '@wbk/rpc';
import { startService, type ServiceContext, type ServiceDefinition, type ServiceStarted } from '@wbk/service';
import { DeliverEvent } from './app/deliver-event.use-case';
import { LocalDeliveryBackend, type DeliveryBackend } from './app/delivery-backend';
import type { WebhookDispatcherConfig } from './config';
import { DeliveryEnqueuer } from './events/delivery-enqueuer';
import { startFanout } from './events/fanout.consumer';
import { ensureJobsStream } from './events/jobs-stream';
import { createDeliveriesHandlers } from './grpc/deliveries.handler';
import { createEventTypesHandlers } from './grpc/event-types.handler';
import { createInternalHandlers } from './grpc/internal.handler';
import { createOneOffHandlers } from './grpc/one-off.handler';
import { createWebhooksHandlers } from './grpc/webhooks.handler';
import { DeliveryWorkerJob } from './jobs/delivery-worker.job';
import { EnqueueSweepJob } from './jobs/enqueue-sweep.job';
import { ReplayRunnerJob } from './jobs/replay-runner.job';
import { RemoteDeliveryBackend } from './peers/remote-delivery-backend.client';
import { checkPublicUrl } from '@wbk/net';
import { createWebhookSender, type WebhookSender } from './providers/webhook-sender';
import { signPayload } from './providers/webhook-signer';
import { AttemptRepository } from './store/attempt.repository';
import { DeliveryRepository } from './store/delivery.repository';
import { EventArchiveRepository } from './store/event-archive.repository';
import { OneOffRepository } from './store/one-off.repository';
import { ReplayJobRepository } from './store/replay-job.repository';
import { WEBHOOKS_COLLECTION, WebhookRepository } from './store/webhook.repository';

export const SERVICE_NAME = WEBHOOKS_RPC.name;
const DAY_MS = 86_400_000;
const FANOUT_SPARE_SLOTS = 64;
const FANOUT_ACK_MARGIN_MS = 10_000;

export interface RunningDispatcher {
  /** Bound gRPC port (ROLE=all), 0 for a worker replica. */
  port: number;
  /** Stops in reverse start order (gRPC, workers, consumers, relay, bus, store, ops port). */
  stop(): Promise<void>;
}

/** One replica: ROLE=all holds the store and declares the event streams; a worker only delivers. */
export function dispatcherService(config: WebhookDispatcherConfig, clock: Clock = systemClock): ServiceDefinition<WebhookDispatcherConfig> {
  const dataSide = config.ROLE === 'all';
  return {
    app: 'webhook-dispatcher',
    config,
    store: dataSide,
    bus: { name: `webhook-dispatcher-${config.ROLE}`, streams: dataSide },
    wire: (service) => wireDispatcher(service, clock),
  };
}

/** Starts one replica in this process, as main.ts does, so that tests run several side by side. */
export async function startDispatcher(config: WebhookDispatcherConfig, logger: Logger, clock: Clock = systemClock): Promise<RunningDispatcher> {
  const running = await startService(dispatcherService(config, clock), { logger });
  return { port: running.ports.grpc ?? 0, stop: () => running.stop() };
}

async function wireDispatcher(context: ServiceContext<WebhookDispatcherConfig>, clock: Clock): Promise<ServiceStarted> {
  const { config, logger, shutdown, bus } = context;
  await ensureJobsStream(bus.jsm);
  const service = loadRpcService(context.protoRoot, WEBHOOKS_RPC);

  const sender = createWebhookSender({
    allowPrivateTargets: config.WEBHOOK_ALLOW_PRIVATE_TARGETS,
    maxConcurrentPerEndpoint: config.WEBHOOK_MAX_CONCURRENT_PER_ENDPOINT,
    logger,
    ...(config.WEBHOOK_CA_FILE ? { ca: readFileSync(config.WEBHOOK_CA_FILE) } : {}),
  });
  shutdown.add('sender', () => sender.close());

  let backend: DeliveryBackend;
  if (config.ROLE === 'all') {
    backend = await startDataSide(context, clock, service, sender);
  } else {
    const client = createTypedRpcClient(service, { name: 'webhook-dispatcher', address: config.WEBHOOK_DISPATCHER_URL ?? '', logger });
    shutdown.add('webhooks-client', () => client.close());
    backend = new RemoteDeliveryBackend(client);
  }

  const worker = new DeliveryWorkerJob({
    js: bus.js,
    jsm: bus.jsm,
    backend,
    sender,
    sign: signPayload,
    logger,
    timeoutMs: config.WEBHOOK_TIMEOUT_MS,
    concurrency: config.WEBHOOK_WORKER_CONCURRENCY,
    maxPerEndpoint: config.WEBHOOK_MAX_CONCURRENT_PER_ENDPOINT,
    maxPerWorkspace: config.WEBHOOK_MAX_IN_FLIGHT_PER_WORKSPACE,
    now: () => clock.now(),
  });
  await worker.start();
  shutdown.add('workers', () => worker.stop());
  return { details: { role: config.ROLE } };
}

/** ROLE=all: the store, the API, fan-out, the enqueue sweep and the internal RPCs. */
async function startDataSide(
  context: ServiceContext<WebhookDispatcherConfig>,
  clock: Clock,
  service: LoadedRpcService<WebhooksRpc>,
  sender: WebhookSender,
): Promise<DeliveryBackend> {
  const { config, logger, shutdown, store, bus } = context;
  const retentionMs = config.WEBHOOK_ARCHIVE_DAYS * DAY_MS;
  const webhooks = new WebhookRepository(store);
  const deliveries = new DeliveryRepository(store);
  const attempts = new AttemptRepository(store);
  const archive = new EventArchiveRepository(store, retentionMs / 1000);
  const oneOffs = new OneOffRepository(store);
  const replays = new ReplayJobRepository(store);
  await context.ensureIndexes([webhooks, deliveries, attempts, archive, oneOffs, replays]);

  // Carries webhook.endpoint_disabled (written with the auto-disable) to the bus.
  const afterWrite = context.relayOutbox([WEBHOOKS_COLLECTION]);

  const enqueuer = new DeliveryEnqueuer({ deliveries, js: bus.js, clock, logger });
  const enqueueSweep = new EnqueueSweepJob({ deliveries, enqueuer, clock, logger });
  enqueueSweep.start();
  shutdown.add('enqueue-sweep', () => enqueueSweep.stop());

  // Picks up, after a restart, the replays a stopped replica left unfinished (their leases run out).
  const replayRunner = new ReplayRunnerJob({ jobs: replays, archive, webhooks, enqueuer, clock, logger, batchSize: config.WEBHOOK_REPLAY_BATCH_SIZE });
  replayRunner.start();
  shutdown.add('replay-runner', () => replayRunner.stop());

  const backend = new LocalDeliveryBackend({
    webhooks,
    deliveries,
    attempts,
    clock,
    logger,
    schedule: config.WEBHOOK_RETRY_SCHEDULE_MS,
    disableAfterMs: config.WEBHOOK_DISABLE_AFTER_MS,
    maxPendingRetriesPerWorkspace: config.WEBHOOK_MAX_PENDING_RETRIES_PER_WORKSPACE,
    afterWrite,
  });

  const deliverEvent = new DeliverEvent({
    deliveries,
    backend,
    enqueuer,
    sender,
    sign: signPayload,
    clock,
    timeoutMs: config.WEBHOOK_TIMEOUT_MS,
    maxInFlight: config.WEBHOOK_FIRST_ATTEMPTS_IN_FLIGHT,
  });
  const fanout = await startFanout({
    webhooks,
    archive,
    deliverEvent,
    bus,
    store,
    logger,
    // Beyond the first attempts in flight, events whose deliveries take the job path keep moving.
    concurrency: config.WEBHOOK_FIRST_ATTEMPTS_IN_FLIGHT + FANOUT_SPARE_SLOTS,
    // An event is held while its first attempts run: its lease must outlast the longest one
    // plus the writes after it (30 s at the default 10 s timeout).
    ackWaitMs: 2 * config.WEBHOOK_TIMEOUT_MS + FANOUT_ACK_MARGIN_MS,
  });
  shutdown.add('fanout', () => fanout.stop());

  const server = context.grpcServer();
  const checkUrl = (url: string) => checkPublicUrl(url, { allowPrivateTargets: config.WEBHOOK_ALLOW_PRIVATE_TARGETS });
  server.addTypedService(service, {
    ...createWebhooksHandlers({ webhooks, clock, checkUrl, maxPerWorkspace: config.WEBHOOK_MAX_PER_WORKSPACE }),
    ...createDeliveriesHandlers({
      webhooks,
      deliveries,
      attempts,
      archive,
      enqueuer,
      replays,
      replayQueued: () => replayRunner.kick(),
      clock,
      archiveRetentionMs: retentionMs,
      maxReplayEvents: config.WEBHOOK_REPLAY_MAX_EVENTS,
    }),
    ...createEventTypesHandlers(),
    ...createInternalHandlers(backend),
    ...createOneOffHandlers({ repo: oneOffs, sender, sign: signPayload, clock, logger, timeoutMs: config.WEBHOOK_TIMEOUT_MS }),
  });
  await server.start();
  return backend;
}
