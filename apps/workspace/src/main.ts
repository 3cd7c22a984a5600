// First: the instrumentations patch express and grpc-js when they are required, so they must be in place before the imports below.
import './tracing';
import { newId, systemClock } from '@wbk/platform';
import { loadServiceDefinition } from '@wbk/rpc';
import { runService, type ServiceContext } from '@wbk/service';
import { loadConfig, type WorkspaceConfig } from './config';
import { startAuditConsumer } from './events/audit.consumer';
import { WorkspaceChangesPublisher } from './events/workspace-changes.publisher';
import { sweepCreditHolds } from './grpc/credits.handler';
import { WORKSPACE_PROTO, WORKSPACE_SERVICE, workspaceServiceHandlers } from './grpc/workspace.service';
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
  server.addService(
    loadServiceDefinition(protoRoot, WORKSPACE_PROTO, WORKSPACE_SERVICE),
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

  const sweeper = setInterval(() => {
    sweepCreditHolds({ credits, clock: systemClock }).catch((err: unknown) => logger.warn({ err }, 'credit hold sweep failed'));
  }, config.CREDIT_SWEEP_INTERVAL_MS);
  sweeper.unref();
  shutdown.add('credit hold sweeper', () => clearInterval(sweeper));
}

runService({ app: 'workspace', config: loadConfig(), store: true, bus: true, wire });
