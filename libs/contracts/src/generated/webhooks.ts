import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { ApiReply as _wbk_common_v1_ApiReply, ApiReply__Output as _wbk_common_v1_ApiReply__Output } from './wbk/common/v1/ApiReply';
import type { ApiRequest as _wbk_common_v1_ApiRequest, ApiRequest__Output as _wbk_common_v1_ApiRequest__Output } from './wbk/common/v1/ApiRequest';
import type { AuditInfo as _wbk_common_v1_AuditInfo, AuditInfo__Output as _wbk_common_v1_AuditInfo__Output } from './wbk/common/v1/AuditInfo';
import type { PageMeta as _wbk_common_v1_PageMeta, PageMeta__Output as _wbk_common_v1_PageMeta__Output } from './wbk/common/v1/PageMeta';
import type { RequestContext as _wbk_common_v1_RequestContext, RequestContext__Output as _wbk_common_v1_RequestContext__Output } from './wbk/common/v1/RequestContext';
import type { AttemptVerdict as _wbk_webhooks_v1_AttemptVerdict, AttemptVerdict__Output as _wbk_webhooks_v1_AttemptVerdict__Output } from './wbk/webhooks/v1/AttemptVerdict';
import type { DeliveryTarget as _wbk_webhooks_v1_DeliveryTarget, DeliveryTarget__Output as _wbk_webhooks_v1_DeliveryTarget__Output } from './wbk/webhooks/v1/DeliveryTarget';
import type { GetDeliveryTargetRequest as _wbk_webhooks_v1_GetDeliveryTargetRequest, GetDeliveryTargetRequest__Output as _wbk_webhooks_v1_GetDeliveryTargetRequest__Output } from './wbk/webhooks/v1/GetDeliveryTargetRequest';
import type { RecordAttemptRequest as _wbk_webhooks_v1_RecordAttemptRequest, RecordAttemptRequest__Output as _wbk_webhooks_v1_RecordAttemptRequest__Output } from './wbk/webhooks/v1/RecordAttemptRequest';
import type { SendOneOffReply as _wbk_webhooks_v1_SendOneOffReply, SendOneOffReply__Output as _wbk_webhooks_v1_SendOneOffReply__Output } from './wbk/webhooks/v1/SendOneOffReply';
import type { SendOneOffRequest as _wbk_webhooks_v1_SendOneOffRequest, SendOneOffRequest__Output as _wbk_webhooks_v1_SendOneOffRequest__Output } from './wbk/webhooks/v1/SendOneOffRequest';
import type { WebhooksServiceClient as _wbk_webhooks_v1_WebhooksServiceClient, WebhooksServiceDefinition as _wbk_webhooks_v1_WebhooksServiceDefinition } from './wbk/webhooks/v1/WebhooksService';

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
    webhooks: {
      v1: {
        AttemptVerdict: MessageTypeDefinition<_wbk_webhooks_v1_AttemptVerdict, _wbk_webhooks_v1_AttemptVerdict__Output>
        DeliveryTarget: MessageTypeDefinition<_wbk_webhooks_v1_DeliveryTarget, _wbk_webhooks_v1_DeliveryTarget__Output>
        GetDeliveryTargetRequest: MessageTypeDefinition<_wbk_webhooks_v1_GetDeliveryTargetRequest, _wbk_webhooks_v1_GetDeliveryTargetRequest__Output>
        RecordAttemptRequest: MessageTypeDefinition<_wbk_webhooks_v1_RecordAttemptRequest, _wbk_webhooks_v1_RecordAttemptRequest__Output>
        SendOneOffReply: MessageTypeDefinition<_wbk_webhooks_v1_SendOneOffReply, _wbk_webhooks_v1_SendOneOffReply__Output>
        SendOneOffRequest: MessageTypeDefinition<_wbk_webhooks_v1_SendOneOffRequest, _wbk_webhooks_v1_SendOneOffRequest__Output>
        WebhooksService: SubtypeConstructor<typeof grpc.Client, _wbk_webhooks_v1_WebhooksServiceClient> & { service: _wbk_webhooks_v1_WebhooksServiceDefinition }
      }
    }
  }
}

