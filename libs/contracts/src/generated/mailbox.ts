import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { ApiReply as _wbk_common_v1_ApiReply, ApiReply__Output as _wbk_common_v1_ApiReply__Output } from './wbk/common/v1/ApiReply';
import type { ApiRequest as _wbk_common_v1_ApiRequest, ApiRequest__Output as _wbk_common_v1_ApiRequest__Output } from './wbk/common/v1/ApiRequest';
import type { AuditInfo as _wbk_common_v1_AuditInfo, AuditInfo__Output as _wbk_common_v1_AuditInfo__Output } from './wbk/common/v1/AuditInfo';
import type { PageMeta as _wbk_common_v1_PageMeta, PageMeta__Output as _wbk_common_v1_PageMeta__Output } from './wbk/common/v1/PageMeta';
import type { RequestContext as _wbk_common_v1_RequestContext, RequestContext__Output as _wbk_common_v1_RequestContext__Output } from './wbk/common/v1/RequestContext';
import type { MailboxServiceClient as _wbk_mailbox_v1_MailboxServiceClient, MailboxServiceDefinition as _wbk_mailbox_v1_MailboxServiceDefinition } from './wbk/mailbox/v1/MailboxService';

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
    mailbox: {
      v1: {
        MailboxService: SubtypeConstructor<typeof grpc.Client, _wbk_mailbox_v1_MailboxServiceClient> & { service: _wbk_mailbox_v1_MailboxServiceDefinition }
      }
    }
  }
}

