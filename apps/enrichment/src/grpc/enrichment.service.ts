import { ENRICHMENT_MANIFEST } from '@wbk/contracts';
import { createEnrichHandlers, type EnrichHandlerDeps } from './enrich.handler';
import { createProspectorHandlers, type ProspectorHandlerDeps } from './prospector.handler';

export const ENRICHMENT_SERVICE = ENRICHMENT_MANIFEST.api.name;
export const ENRICHMENT_PROTO = ENRICHMENT_MANIFEST.api.file;

/** Every method of EnrichmentService (the public RPCs the gateway forwards); @wbk/rpc refuses to start if one is missing. */
export function enrichmentServiceHandlers(deps: EnrichHandlerDeps & ProspectorHandlerDeps) {
  return { ...createEnrichHandlers(deps), ...createProspectorHandlers(deps) };
}
