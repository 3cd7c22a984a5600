// First: the instrumentations patch express and grpc-js when they are required, so they must be in place before the imports below.
import './tracing';
import { WORKSPACE_RPC } from '@wbk/contracts';
import { newId, systemClock } from '@wbk/platform';
import { loadRpcService } from '@wbk/rpc';
import { runService, type ServiceContext } from '@wbk/service';
import { loadConfig, type WorkspaceConfig } from './config';
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

async function wire(service: ServiceContext<WorkspaceConfig>): Promise<void> {
  const { config, logger, shutdown, store, bus, protoRoot } = service;
  const workspaces = new WorkspaceRepository(store);
  const apiKeys = new ApiKeyRepository(store);
  const users = new UserRepository(store);
  const providers = new ProviderRepository(store);
  const auditLogs = new AuditLogRepository(store, config.AUDIT_RETENTION_DAYS);
  const credits = new CreditRepository(store);
  await service.ensureIndexes([workspaces, apiKeys, users, providers, auditLogs, credits]);

  const server = service.grpcServer();
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
  await server.start();

  const auditConsumer = await startAuditConsumer({ bus, store, repository: auditLogs, logger });
  shutdown.add('audit consumer', () => auditConsumer.stop());

  const sweeper = new ReleaseExpiredHoldsJob({ sweep: new SweepCreditHolds({ credits, clock: systemClock }), logger, intervalMs: config.CREDIT_SWEEP_INTERVAL_MS });
  sweeper.start();
  shutdown.add('credit hold sweeper', () => sweeper.stop());
}

runService({ app: 'workspace', config: loadConfig(), store: true, bus: true, wire });
