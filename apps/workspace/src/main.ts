// First: the instrumentations patch express and grpc-js when they are required, so they must be in place before the imports below.
import './tracing';
import { connectBus } from '@wbk/bus';
import { createLogger, newId, Shutdown, systemClock, startOpsServer, shutdownBudgetOf } from '@wbk/platform';
import { WORKSPACE_RPC } from '@wbk/contracts';
import { createRpcServer, findProtoRoot, loadRpcService, installRpcAuth, rpcAuthFromSettings } from '@wbk/rpc';
import { openConfiguredStore } from '@wbk/store';
import { loadConfig } from './config';
import { startAuditConsumer } from './events/audit.consumer';
import { WorkspaceChangesPublisher } from './events/workspace-changes.publisher';
import { SweepCreditHolds } from './app/sweep-credit-holds.use-case';
import { workspaceServiceHandlers } from './grpc/workspace.service';
import { ReleaseExpiredHoldsJob } from './jobs/release-expired-holds.job';
import { ApiKeyRepository } from './store/api-key.repository';
import { AuditLogRepository } from './store/audit-log.repository';
import { CreditRepository } from './store/credit.repository';
import { ProviderRepository } from './store/provider.repository';
import { UserRepository } from './store/user.repository';
import { WorkspaceRepository } from './store/workspace.repository';
import { stopTracing } from '@wbk/telemetry';

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger({ service: 'workspace', level: config.LOG_LEVEL });
  installRpcAuth(rpcAuthFromSettings(config), logger);
  const shutdown = new Shutdown(logger, shutdownBudgetOf(config));
  // Added first, so it runs last: the spans of the whole shutdown are exported too.
  shutdown.add('tracing', stopTracing);
  shutdown.listen();
  const ops = await startOpsServer({ app: 'workspace', host: config.OPS_HOST, port: config.OPS_PORT, logger, ready: () => !shutdown.isDraining() });
  shutdown.add('ops', () => ops.close());

  const store = await openConfiguredStore(config);
  shutdown.add('store', () => store.close());

  const workspaces = new WorkspaceRepository(store);
  const apiKeys = new ApiKeyRepository(store);
  const users = new UserRepository(store);
  const providers = new ProviderRepository(store);
  const auditLogs = new AuditLogRepository(store, config.AUDIT_RETENTION_DAYS);
  const credits = new CreditRepository(store);
  for (const repository of [workspaces, apiKeys, users, providers, auditLogs, credits]) await repository.ensureIndexes();

  const bus = await connectBus({ servers: config.NATS_URL, name: 'workspace', logger, user: config.NATS_USER, pass: config.NATS_PASSWORD });
  shutdown.add('bus', () => bus.close());
  await bus.ensureStreams();

  const server = createRpcServer({ logger });
  const protoRoot = config.PROTO_DIR ?? findProtoRoot(__dirname);
  server.addTypedService(
    loadRpcService(protoRoot, WORKSPACE_RPC),
    workspaceServiceHandlers({
      workspaces,
      apiKeys,
      users,
      providers,
      auditLogs,
      notifier: new WorkspaceChangesPublisher(bus.nc, logger, { stallMs: config.REVOCATION_STALL_MS, maxWaitMs: config.REVOCATION_MAX_WAIT_MS }),
      clock: systemClock,
      newId,
      logger,
      auditLogDays: config.AUDIT_RETENTION_DAYS,
      credits,
      creditHoldSeconds: config.CREDIT_HOLD_SECONDS,
    }),
  );
  const port = await server.start(config.GRPC_HOST, config.GRPC_PORT);
  shutdown.add('grpc server', () => server.stop(shutdown.budget.grpcGraceMs));
  shutdown.whenDraining(() => server.setServing('', false));

  const auditConsumer = await startAuditConsumer({ bus, store, repository: auditLogs, logger });
  shutdown.add('audit consumer', () => auditConsumer.stop());

  const sweeper = new ReleaseExpiredHoldsJob({ sweep: new SweepCreditHolds({ credits, clock: systemClock }), logger, intervalMs: config.CREDIT_SWEEP_INTERVAL_MS });
  sweeper.start();
  shutdown.add('credit hold sweeper', () => sweeper.stop());

  server.setServing(WORKSPACE_RPC.name, true);
  logger.info({ grpc_port: port }, 'listening');
}

main().catch((err: unknown) => {
  process.stderr.write(`workspace: failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
