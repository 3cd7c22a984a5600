// First: the instrumentations patch express and grpc-js when they are required, so they must be in place before the imports below.
import './tracing';
import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import { systemClock } from '@wbk/platform';
import { buildOpenApiDocument, PUBLIC_ROUTES } from '@wbk/contracts';
import { runService, type ServiceContext, type ServiceStarted } from '@wbk/service';
import { loadConfig, type GatewayConfig } from './config';
import { AuditPublisher } from './events/audit.publisher';
import { subscribeKeyEvents } from './events/key-events.subscriber';
import { findRedocBundle } from './http/api-docs.assets';
import { createApp } from './http/app';
import { KvIdempotencyStore } from './store/kv-idempotency.store';
import { KvRateLimiter } from './store/kv-rate-limiter';
import { CachedKeyVerifier } from './upstreams/cached-key-verifier';
import { createGrpcUpstreams } from './upstreams/grpc-upstreams';

// Counters of a day must outlive the day; idempotency entries live the 24 h replay window.
const RATE_LIMIT_BUCKET_TTL_MS = 2 * 86_400_000;
const IDEMPOTENCY_BUCKET_TTL_MS = 86_400_000;

async function wire(service: ServiceContext<GatewayConfig>): Promise<ServiceStarted> {
  const { config, logger, shutdown, bus, protoRoot } = service;
  const upstreams = createGrpcUpstreams({
    protoRoot,
    addresses: { workspace: config.WORKSPACE_URL, crm: config.CRM_URL, 'webhook-dispatcher': config.WEBHOOK_DISPATCHER_URL, 'workflow-engine': config.WORKFLOW_ENGINE_URL, outreach: config.OUTREACH_URL, enrichment: config.ENRICHMENT_URL, 'mailbox-sync': config.MAILBOX_SYNC_URL },
    deadlineMs: config.RPC_DEADLINE_MS,
    logger,
  });
  shutdown.add('upstreams', () => upstreams.close());

  const keyVerifier = new CachedKeyVerifier({
    lookup: (hash) => upstreams.verifyKey(hash),
    clock: systemClock,
    ttlMs: config.KEY_CACHE_TTL_MS,
    isNotified: () => bus.isConnected(),
  });
  const keyEvents = subscribeKeyEvents(bus.nc, keyVerifier, logger);
  // Revocations sent while the bus was away never arrive: nothing cached before or during the gap is trusted after it.
  bus.onConnectionChange((connected) => {
    keyVerifier.flush();
    logger.info({ connected }, 'key cache flushed on NATS connection change');
  });
  shutdown.add('key events', () => keyEvents.close());

  const rateLimiter = new KvRateLimiter({
    kv: await bus.kv('rate_limits', { ttlMs: RATE_LIMIT_BUCKET_TTL_MS }),
    clock: systemClock,
    logger,
    leaseMax: config.RATE_LIMIT_LEASE_MAX,
    replicas: config.RATE_LIMIT_REPLICAS,
    isAvailable: () => bus.isConnected(),
  });
  const idempotencyStore = new KvIdempotencyStore(await bus.kv('idempotency', { ttlMs: IDEMPOTENCY_BUCKET_TTL_MS }), systemClock, logger);
  const audit = new AuditPublisher({ publish: (envelope) => bus.publish(envelope), logger });
  shutdown.add('audit', () => audit.stop(shutdown.remainingDrainMs()));

  const app = createApp({
    logger,
    keyVerifier,
    rateLimiter,
    idempotencyStore,
    auditSink: audit,
    upstreams,
    draining: () => shutdown.isDraining(),
    health: async () => ({ upstreams: await upstreams.health(), nats: bus.isConnected() ? 'connected' : 'disconnected' }),
    trustProxy: config.TRUST_PROXY,
    unauthLimitPerMinute: config.UNAUTH_LIMIT_PER_MINUTE,
    bodyLimits: {
      inflightBytes: config.GATEWAY_INFLIGHT_BODY_BYTES,
      largeBodyBytes: config.GATEWAY_LARGE_BODY_BYTES,
      largeBodiesPerWorkspace: config.GATEWAY_LARGE_BODIES_PER_WORKSPACE,
    },
    docs: { documentJson: JSON.stringify(buildOpenApiDocument(PUBLIC_ROUTES)), redocBundlePath: findRedocBundle(__dirname, logger) },
  });

  const server = await new Promise<Server>((resolve, reject) => {
    const listening = app.listen(config.HTTP_PORT, config.HTTP_HOST, (err?: Error) => (err ? reject(err) : resolve(listening)));
  });
  // Longer than common load balancers' idle timeout, so they never reuse a connection we just closed.
  server.keepAliveTimeout = 65_000;
  // A request Node cannot even parse still gets a JSON error, never an HTML page or a bare reset.
  server.on('clientError', (_err, socket) => {
    if (!socket.writable) return socket.destroy();
    const body = JSON.stringify({ error: { code: 'validation_error', message: 'The HTTP request is malformed' } });
    socket.end(`HTTP/1.1 400 Bad Request\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nX-Request-ID: ${randomUUID()}\r\nConnection: close\r\n\r\n${body}`);
  });
  // Requests in flight get the gRPC grace to finish (their upstream calls have the same); keep-alive sockets left then are cut.
  shutdown.add('http', () => new Promise<void>((resolve) => {
    const cut = setTimeout(() => server.closeAllConnections(), shutdown.budget.grpcGraceMs);
    cut.unref();
    server.close(() => {
      clearTimeout(cut);
      resolve();
    });
    server.closeIdleConnections();
  }));
  const address = server.address();
  return { ports: { http: typeof address === 'object' && address !== null ? address.port : config.HTTP_PORT } };
}

runService({ app: 'gateway', config: loadConfig(), bus: true, wire });
