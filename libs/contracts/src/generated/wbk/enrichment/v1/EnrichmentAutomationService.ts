// Original file: proto/enrichment/v1/enrichment_automation.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { ProspectPage as _wbk_enrichment_v1_ProspectPage, ProspectPage__Output as _wbk_enrichment_v1_ProspectPage__Output } from '../../../wbk/enrichment/v1/ProspectPage';
import type { SearchProspectsRequest as _wbk_enrichment_v1_SearchProspectsRequest, SearchProspectsRequest__Output as _wbk_enrichment_v1_SearchProspectsRequest__Output } from '../../../wbk/enrichment/v1/SearchProspectsRequest';

export interface EnrichmentAutomationServiceClient extends grpc.Client {
  SearchProspects(argument: _wbk_enrichment_v1_SearchProspectsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_enrichment_v1_ProspectPage__Output>): grpc.ClientUnaryCall;
  SearchProspects(argument: _wbk_enrichment_v1_SearchProspectsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_enrichment_v1_ProspectPage__Output>): grpc.ClientUnaryCall;
  SearchProspects(argument: _wbk_enrichment_v1_SearchProspectsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_enrichment_v1_ProspectPage__Output>): grpc.ClientUnaryCall;
  SearchProspects(argument: _wbk_enrichment_v1_SearchProspectsRequest, callback: grpc.requestCallback<_wbk_enrichment_v1_ProspectPage__Output>): grpc.ClientUnaryCall;
  searchProspects(argument: _wbk_enrichment_v1_SearchProspectsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_enrichment_v1_ProspectPage__Output>): grpc.ClientUnaryCall;
  searchProspects(argument: _wbk_enrichment_v1_SearchProspectsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_enrichment_v1_ProspectPage__Output>): grpc.ClientUnaryCall;
  searchProspects(argument: _wbk_enrichment_v1_SearchProspectsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_enrichment_v1_ProspectPage__Output>): grpc.ClientUnaryCall;
  searchProspects(argument: _wbk_enrichment_v1_SearchProspectsRequest, callback: grpc.requestCallback<_wbk_enrichment_v1_ProspectPage__Output>): grpc.ClientUnaryCall;
  
}

export interface EnrichmentAutomationServiceHandlers extends grpc.UntypedServiceImplementation {
  SearchProspects: grpc.handleUnaryCall<_wbk_enrichment_v1_SearchProspectsRequest__Output, _wbk_enrichment_v1_ProspectPage>;
  
}

export interface EnrichmentAutomationServiceDefinition extends grpc.ServiceDefinition {
  SearchProspects: MethodDefinition<_wbk_enrichment_v1_SearchProspectsRequest, _wbk_enrichment_v1_ProspectPage, _wbk_enrichment_v1_SearchProspectsRequest__Output, _wbk_enrichment_v1_ProspectPage__Output>
}
