import { createEnrichHandlers, type EnrichHandlerDeps } from './enrich.handler';
import { createProspectorHandlers, type ProspectorHandlerDeps } from './prospector.handler';

export const ENRICHMENT_SERVICE = 'wbk.enrichment.v1.EnrichmentService';
export const ENRICHMENT_PROTO = 'enrichment/v1/enrichment.proto';

/** Every method of EnrichmentService (the public RPCs the gateway forwards); @wbk/rpc refuses to start if one is missing. */
export function enrichmentServiceHandlers(deps: EnrichHandlerDeps & ProspectorHandlerDeps) {
  return { ...createEnrichHandlers(deps), ...createProspectorHandlers(deps) };
}
