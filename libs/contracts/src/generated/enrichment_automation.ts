import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { CallerContext as _wbk_common_v1_CallerContext, CallerContext__Output as _wbk_common_v1_CallerContext__Output } from './wbk/common/v1/CallerContext';
import type { Causation as _wbk_common_v1_Causation, Causation__Output as _wbk_common_v1_Causation__Output } from './wbk/common/v1/Causation';
import type { EnrichmentAutomationServiceClient as _wbk_enrichment_v1_EnrichmentAutomationServiceClient, EnrichmentAutomationServiceDefinition as _wbk_enrichment_v1_EnrichmentAutomationServiceDefinition } from './wbk/enrichment/v1/EnrichmentAutomationService';
import type { Prospect as _wbk_enrichment_v1_Prospect, Prospect__Output as _wbk_enrichment_v1_Prospect__Output } from './wbk/enrichment/v1/Prospect';
import type { ProspectPage as _wbk_enrichment_v1_ProspectPage, ProspectPage__Output as _wbk_enrichment_v1_ProspectPage__Output } from './wbk/enrichment/v1/ProspectPage';
import type { SearchProspectsRequest as _wbk_enrichment_v1_SearchProspectsRequest, SearchProspectsRequest__Output as _wbk_enrichment_v1_SearchProspectsRequest__Output } from './wbk/enrichment/v1/SearchProspectsRequest';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  wbk: {
    common: {
      v1: {
        CallerContext: MessageTypeDefinition<_wbk_common_v1_CallerContext, _wbk_common_v1_CallerContext__Output>
        Causation: MessageTypeDefinition<_wbk_common_v1_Causation, _wbk_common_v1_Causation__Output>
      }
    }
    enrichment: {
      v1: {
        EnrichmentAutomationService: SubtypeConstructor<typeof grpc.Client, _wbk_enrichment_v1_EnrichmentAutomationServiceClient> & { service: _wbk_enrichment_v1_EnrichmentAutomationServiceDefinition }
        Prospect: MessageTypeDefinition<_wbk_enrichment_v1_Prospect, _wbk_enrichment_v1_Prospect__Output>
        ProspectPage: MessageTypeDefinition<_wbk_enrichment_v1_ProspectPage, _wbk_enrichment_v1_ProspectPage__Output>
        SearchProspectsRequest: MessageTypeDefinition<_wbk_enrichment_v1_SearchProspectsRequest, _wbk_enrichment_v1_SearchProspectsRequest__Output>
      }
    }
  }
}

