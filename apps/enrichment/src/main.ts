// First: the instrumentations patch express and grpc-js when they are required, so they must be in place before the imports below.
import './tracing';
import { CRM_AUTOMATION_RPC, ENRICHMENT_AUTOMATION_RPC, WORKSPACE_RPC } from '@wbk/contracts';
import { systemClock } from '@wbk/platform';
import { createTypedRpcClient, loadRpcService, loadServiceDefinition } from '@wbk/rpc';
import { runService, type ServiceContext, type ServiceStarted } from '@wbk/service';
import { createEnrichmentUseCases } from './app/enrichment-use-cases';
import { loadConfig, type EnrichmentConfig } from './config';
import { createAutomationHandlers } from './grpc/automation.handler';
import { ENRICHMENT_PROTO, ENRICHMENT_SERVICE, enrichmentServiceHandlers } from './grpc/enrichment.service';
import { crmContacts } from './peers/crm-contacts.client';
import { workspaceCredits } from './peers/workspace-credits.client';
import { enrichmentVendors } from './providers/enrichment-vendors.client';
import { prospectorClient } from './providers/prospector.client';
import { createVendorHttp } from './providers/vendor-http';
import { LookupCacheRepository } from './store/lookup-cache.repository';
import { RevealRepository } from './store/reveal.repository';

async function wire(service: ServiceContext<EnrichmentConfig>): Promise<ServiceStarted> {
  const { config, logger, shutdown, store, protoRoot } = service;
  const cache = new LookupCacheRepository(store);
  const reveals = new RevealRepository(store);
  await service.ensureIndexes([cache, reveals]);

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

  const server = service.grpcServer();
  server.addService(
    loadServiceDefinition(protoRoot, ENRICHMENT_PROTO, ENRICHMENT_SERVICE),
    enrichmentServiceHandlers(useCases),
  );
  server.addTypedService(loadRpcService(protoRoot, ENRICHMENT_AUTOMATION_RPC), createAutomationHandlers(useCases));
  await server.start();
  return { details: { prospector: prospector !== null, vendors: config.ENRICH_VENDOR_ORDER } };
}

runService({ app: 'enrichment', config: loadConfig(), store: true, wire });
