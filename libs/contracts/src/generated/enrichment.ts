import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { ApiReply as _wbk_common_v1_ApiReply, ApiReply__Output as _wbk_common_v1_ApiReply__Output } from './wbk/common/v1/ApiReply';
import type { ApiRequest as _wbk_common_v1_ApiRequest, ApiRequest__Output as _wbk_common_v1_ApiRequest__Output } from './wbk/common/v1/ApiRequest';
import type { AuditInfo as _wbk_common_v1_AuditInfo, AuditInfo__Output as _wbk_common_v1_AuditInfo__Output } from './wbk/common/v1/AuditInfo';
import type { PageMeta as _wbk_common_v1_PageMeta, PageMeta__Output as _wbk_common_v1_PageMeta__Output } from './wbk/common/v1/PageMeta';
import type { RequestContext as _wbk_common_v1_RequestContext, RequestContext__Output as _wbk_common_v1_RequestContext__Output } from './wbk/common/v1/RequestContext';
import type { EnrichmentServiceClient as _wbk_enrichment_v1_EnrichmentServiceClient, EnrichmentServiceDefinition as _wbk_enrichment_v1_EnrichmentServiceDefinition } from './wbk/enrichment/v1/EnrichmentService';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  wbk: {
    common: {
      v1: {
        ApiReply: MessageTypeDefinition<_wbk_common_v1_ApiReply, _wbk_common_v1_ApiReply__Output>
        ApiRequest: MessageTypeDefinition<_wbk_common_v1_ApiRequest, _wbk_common_v1_ApiRequest__Output>
        AuditInfo: MessageTypeDefinition<_wbk_common_v1_AuditInfo, _wbk_common_v1_AuditInfo__Output>
        PageMeta: MessageTypeDefinition<_wbk_common_v1_PageMeta, _wbk_common_v1_PageMeta__Output>
        RequestContext: MessageTypeDefinition<_wbk_common_v1_RequestContext, _wbk_common_v1_RequestContext__Output>
      }
    }
    enrichment: {
      v1: {
        EnrichmentService: SubtypeConstructor<typeof grpc.Client, _wbk_enrichment_v1_EnrichmentServiceClient> & { service: _wbk_enrichment_v1_EnrichmentServiceDefinition }
      }
    }
  }
}

