import { enrichmentRoutes } from '../enrichment/enrichment.routes';
import { prospectorRoutes } from '../enrichment/prospector.routes';
import { ENRICHMENT_RPC } from '../rpc/api-services.rpc';
import { ENRICHMENT_AUTOMATION_RPC } from '../rpc/enrichment-automation.rpc';
import { routesOf, served, type ServiceManifest } from './manifest';

export const ENRICHMENT_MANIFEST: ServiceManifest = {
  name: 'enrichment',
  routes: routesOf(enrichmentRoutes, prospectorRoutes),
  api: served(ENRICHMENT_RPC, { callers: ['gateway'] }),
  internal: [served(ENRICHMENT_AUTOMATION_RPC, { callers: ['workflow-engine'] })],
  calls: ['workspace', 'crm'],
  publishes: [],
  consumes: [],
  // Holds a NATS user but does not use the bus.
  bus: {},
};
