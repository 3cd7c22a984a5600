import type { EnrichmentAutomationServiceDefinition } from '../generated/wbk/enrichment/v1/EnrichmentAutomationService';
import { rpcService, type RpcMethodsOf } from './rpc-service';

/** wbk.enrichment.v1.EnrichmentAutomationService: what the assistant's approved prospect_search tasks call. */
export type EnrichmentAutomationRpc = RpcMethodsOf<EnrichmentAutomationServiceDefinition>;

export const ENRICHMENT_AUTOMATION_RPC = rpcService<EnrichmentAutomationServiceDefinition>(
  'enrichment/v1/enrichment_automation.proto',
  'wbk.enrichment.v1.EnrichmentAutomationService',
);
