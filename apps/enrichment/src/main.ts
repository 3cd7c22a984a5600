// First: the instrumentations patch express and grpc-js when they are required, so they must be in place before the imports below.
import './tracing';
import { CRM_AUTOMATION_RPC, ENRICHMENT_AUTOMATION_RPC, WORKSPACE_RPC } from '@wbk/contracts';
import { createLogger, Shutdown, startOpsServer, systemClock, shutdownBudgetOf } from '@wbk/platform';
import { createRpcServer, createTypedRpcClient, findProtoRoot, loadRpcService, loadServiceDefinition, installRpcAuth, rpcAuthFromSettings } from '@wbk/rpc';
import { openConfiguredStore } from '@wbk/store';
import { createEnrichmentUseCases } from './app/enrichment-use-cases';
import { loadConfig } from './config';
import { createAutomationHandlers } from './grpc/automation.handler';
import { ENRICHMENT_PROTO, ENRICHMENT_SERVICE, enrichmentServiceHandlers } from './grpc/enrichment.service';
import { crmContacts } from './peers/crm-contacts.client';
import { workspaceCredits } from './peers/workspace-credits.client';
import { enrichmentVendors } from './providers/enrichment-vendors.client';
import { prospectorClient } from './providers/prospector.client';
import { createVendorHttp } from './providers/vendor-http';
import { LookupCacheRepository } from './store/lookup-cache.repository';
import { RevealRepository } from './store/reveal.repository';
import { stopTracing } from '@wbk/telemetry';

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger({ service: 'enrichment', level: config.LOG_LEVEL });
  installRpcAuth(rpcAuthFromSettings(config), logger);
  const shutdown = new Shutdown(logger, shutdownBudgetOf(config));
  // Added first, so it runs last: the spans of the whole shutdown are exported too.
  shutdown.add('tracing', stopTracing);
  shutdown.listen();
  const ops = await startOpsServer({ app: 'enrichment', host: config.OPS_HOST, port: config.OPS_PORT, logger, ready: () => !shutdown.isDraining() });
  shutdown.add('ops', () => ops.close());

  const store = await openConfiguredStore(config);
  shutdown.add('store', () => store.close());
  const cache = new LookupCacheRepository(store);
  const reveals = new RevealRepository(store);
  await Promise.all([cache.ensureIndexes(), reveals.ensureIndexes()]);

  const protoRoot = config.PROTO_DIR ?? findProtoRoot(__dirname);
  const workspace = createTypedRpcClient(loadRpcService(protoRoot, WORKSPACE_RPC), { name: 'workspace', address: config.WORKSPACE_URL, logger });
  const crmAutomation = createTypedRpcClient(loadRpcService(protoRoot, CRM_AUTOMATION_RPC), { name: 'crm', address: config.CRM_URL, logger });
  shutdown.add('peer clients', () => {
    workspace.close();
    crmAutomation.close();
  });

  const vendorHttp = createVendorHttp({ logger, timeoutMs: config.ENRICH_VENDOR_TIMEOUT_MS });
  const prospectorHttp = createVendorHttp({ logger, timeoutMs: config.PROSPECTOR_TIMEOUT_MS });
  shutdown.add('vendor breakers', () => {
    vendorHttp.close();
    prospectorHttp.close();
  });
  const credits = workspaceCredits(workspace);
  const crm = crmContacts(crmAutomation);
  const prospector = config.PROSPECTOR_URL === undefined ? null : prospectorClient(prospectorHttp, config.PROSPECTOR_URL);
  const useCases = createEnrichmentUseCases({
    vendors: enrichmentVendors(vendorHttp, config.ENRICH_VENDORS_URL),
    cache,
    reveals,
    prospector,
    credits,
    crm,
    clock: systemClock,
    logger,
    order: config.ENRICH_VENDOR_ORDER,
    floor: config.ENRICH_CONFIDENCE_FLOOR,
    hitTtlSeconds: config.ENRICH_CACHE_HIT_TTL_SECONDS,
    missTtlSeconds: config.ENRICH_CACHE_MISS_TTL_SECONDS,
  });

  const server = createRpcServer({ logger });
  server.addService(
    loadServiceDefinition(protoRoot, ENRICHMENT_PROTO, ENRICHMENT_SERVICE),
    enrichmentServiceHandlers(useCases),
  );
  server.addTypedService(loadRpcService(protoRoot, ENRICHMENT_AUTOMATION_RPC), createAutomationHandlers(useCases));
  const port = await server.start(config.GRPC_HOST, config.GRPC_PORT);
  shutdown.add('grpc', () => server.stop(shutdown.budget.grpcGraceMs));
  shutdown.whenDraining(() => server.setServing('', false));
  server.setServing(ENRICHMENT_SERVICE, true);
  server.setServing(ENRICHMENT_AUTOMATION_RPC.name, true);
  logger.info({ grpc_port: port, prospector: prospector !== null, vendors: config.ENRICH_VENDOR_ORDER }, 'listening');
}

main().catch((err: unknown) => {
  process.stderr.write(`enrichment failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
