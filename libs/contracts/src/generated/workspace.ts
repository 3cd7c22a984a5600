import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { ApiReply as _wbk_common_v1_ApiReply, ApiReply__Output as _wbk_common_v1_ApiReply__Output } from './wbk/common/v1/ApiReply';
import type { ApiRequest as _wbk_common_v1_ApiRequest, ApiRequest__Output as _wbk_common_v1_ApiRequest__Output } from './wbk/common/v1/ApiRequest';
import type { AuditInfo as _wbk_common_v1_AuditInfo, AuditInfo__Output as _wbk_common_v1_AuditInfo__Output } from './wbk/common/v1/AuditInfo';
import type { PageMeta as _wbk_common_v1_PageMeta, PageMeta__Output as _wbk_common_v1_PageMeta__Output } from './wbk/common/v1/PageMeta';
import type { RequestContext as _wbk_common_v1_RequestContext, RequestContext__Output as _wbk_common_v1_RequestContext__Output } from './wbk/common/v1/RequestContext';
import type { AdminReply as _wbk_workspace_v1_AdminReply, AdminReply__Output as _wbk_workspace_v1_AdminReply__Output } from './wbk/workspace/v1/AdminReply';
import type { ChargeCreditsBatchReply as _wbk_workspace_v1_ChargeCreditsBatchReply, ChargeCreditsBatchReply__Output as _wbk_workspace_v1_ChargeCreditsBatchReply__Output } from './wbk/workspace/v1/ChargeCreditsBatchReply';
import type { ChargeCreditsBatchRequest as _wbk_workspace_v1_ChargeCreditsBatchRequest, ChargeCreditsBatchRequest__Output as _wbk_workspace_v1_ChargeCreditsBatchRequest__Output } from './wbk/workspace/v1/ChargeCreditsBatchRequest';
import type { ChargeOutcome as _wbk_workspace_v1_ChargeOutcome, ChargeOutcome__Output as _wbk_workspace_v1_ChargeOutcome__Output } from './wbk/workspace/v1/ChargeOutcome';
import type { CreateApiKeyRequest as _wbk_workspace_v1_CreateApiKeyRequest, CreateApiKeyRequest__Output as _wbk_workspace_v1_CreateApiKeyRequest__Output } from './wbk/workspace/v1/CreateApiKeyRequest';
import type { CreateUserRequest as _wbk_workspace_v1_CreateUserRequest, CreateUserRequest__Output as _wbk_workspace_v1_CreateUserRequest__Output } from './wbk/workspace/v1/CreateUserRequest';
import type { CreateWorkspaceRequest as _wbk_workspace_v1_CreateWorkspaceRequest, CreateWorkspaceRequest__Output as _wbk_workspace_v1_CreateWorkspaceRequest__Output } from './wbk/workspace/v1/CreateWorkspaceRequest';
import type { CreditBalance as _wbk_workspace_v1_CreditBalance, CreditBalance__Output as _wbk_workspace_v1_CreditBalance__Output } from './wbk/workspace/v1/CreditBalance';
import type { CreditReservation as _wbk_workspace_v1_CreditReservation, CreditReservation__Output as _wbk_workspace_v1_CreditReservation__Output } from './wbk/workspace/v1/CreditReservation';
import type { KeyGrant as _wbk_workspace_v1_KeyGrant, KeyGrant__Output as _wbk_workspace_v1_KeyGrant__Output } from './wbk/workspace/v1/KeyGrant';
import type { KeyGrantRequest as _wbk_workspace_v1_KeyGrantRequest, KeyGrantRequest__Output as _wbk_workspace_v1_KeyGrantRequest__Output } from './wbk/workspace/v1/KeyGrantRequest';
import type { OutreachProfile as _wbk_workspace_v1_OutreachProfile, OutreachProfile__Output as _wbk_workspace_v1_OutreachProfile__Output } from './wbk/workspace/v1/OutreachProfile';
import type { ProviderConnection as _wbk_workspace_v1_ProviderConnection, ProviderConnection__Output as _wbk_workspace_v1_ProviderConnection__Output } from './wbk/workspace/v1/ProviderConnection';
import type { ProviderHealth as _wbk_workspace_v1_ProviderHealth, ProviderHealth__Output as _wbk_workspace_v1_ProviderHealth__Output } from './wbk/workspace/v1/ProviderHealth';
import type { ReportProviderHealthRequest as _wbk_workspace_v1_ReportProviderHealthRequest, ReportProviderHealthRequest__Output as _wbk_workspace_v1_ReportProviderHealthRequest__Output } from './wbk/workspace/v1/ReportProviderHealthRequest';
import type { ReserveCreditsRequest as _wbk_workspace_v1_ReserveCreditsRequest, ReserveCreditsRequest__Output as _wbk_workspace_v1_ReserveCreditsRequest__Output } from './wbk/workspace/v1/ReserveCreditsRequest';
import type { RevokeApiKeyRequest as _wbk_workspace_v1_RevokeApiKeyRequest, RevokeApiKeyRequest__Output as _wbk_workspace_v1_RevokeApiKeyRequest__Output } from './wbk/workspace/v1/RevokeApiKeyRequest';
import type { SetCreditsRequest as _wbk_workspace_v1_SetCreditsRequest, SetCreditsRequest__Output as _wbk_workspace_v1_SetCreditsRequest__Output } from './wbk/workspace/v1/SetCreditsRequest';
import type { SetPlanRequest as _wbk_workspace_v1_SetPlanRequest, SetPlanRequest__Output as _wbk_workspace_v1_SetPlanRequest__Output } from './wbk/workspace/v1/SetPlanRequest';
import type { SetProviderStatusRequest as _wbk_workspace_v1_SetProviderStatusRequest, SetProviderStatusRequest__Output as _wbk_workspace_v1_SetProviderStatusRequest__Output } from './wbk/workspace/v1/SetProviderStatusRequest';
import type { SetRateLimitsRequest as _wbk_workspace_v1_SetRateLimitsRequest, SetRateLimitsRequest__Output as _wbk_workspace_v1_SetRateLimitsRequest__Output } from './wbk/workspace/v1/SetRateLimitsRequest';
import type { SettleCreditsRequest as _wbk_workspace_v1_SettleCreditsRequest, SettleCreditsRequest__Output as _wbk_workspace_v1_SettleCreditsRequest__Output } from './wbk/workspace/v1/SettleCreditsRequest';
import type { SyncConnection as _wbk_workspace_v1_SyncConnection, SyncConnection__Output as _wbk_workspace_v1_SyncConnection__Output } from './wbk/workspace/v1/SyncConnection';
import type { SyncProfile as _wbk_workspace_v1_SyncProfile, SyncProfile__Output as _wbk_workspace_v1_SyncProfile__Output } from './wbk/workspace/v1/SyncProfile';
import type { VerifyKeyReply as _wbk_workspace_v1_VerifyKeyReply, VerifyKeyReply__Output as _wbk_workspace_v1_VerifyKeyReply__Output } from './wbk/workspace/v1/VerifyKeyReply';
import type { VerifyKeyRequest as _wbk_workspace_v1_VerifyKeyRequest, VerifyKeyRequest__Output as _wbk_workspace_v1_VerifyKeyRequest__Output } from './wbk/workspace/v1/VerifyKeyRequest';
import type { WorkspaceRef as _wbk_workspace_v1_WorkspaceRef, WorkspaceRef__Output as _wbk_workspace_v1_WorkspaceRef__Output } from './wbk/workspace/v1/WorkspaceRef';
import type { WorkspaceServiceClient as _wbk_workspace_v1_WorkspaceServiceClient, WorkspaceServiceDefinition as _wbk_workspace_v1_WorkspaceServiceDefinition } from './wbk/workspace/v1/WorkspaceService';

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
    workspace: {
      v1: {
        AdminReply: MessageTypeDefinition<_wbk_workspace_v1_AdminReply, _wbk_workspace_v1_AdminReply__Output>
        ChargeCreditsBatchReply: MessageTypeDefinition<_wbk_workspace_v1_ChargeCreditsBatchReply, _wbk_workspace_v1_ChargeCreditsBatchReply__Output>
        ChargeCreditsBatchRequest: MessageTypeDefinition<_wbk_workspace_v1_ChargeCreditsBatchRequest, _wbk_workspace_v1_ChargeCreditsBatchRequest__Output>
        ChargeOutcome: MessageTypeDefinition<_wbk_workspace_v1_ChargeOutcome, _wbk_workspace_v1_ChargeOutcome__Output>
        CreateApiKeyRequest: MessageTypeDefinition<_wbk_workspace_v1_CreateApiKeyRequest, _wbk_workspace_v1_CreateApiKeyRequest__Output>
        CreateUserRequest: MessageTypeDefinition<_wbk_workspace_v1_CreateUserRequest, _wbk_workspace_v1_CreateUserRequest__Output>
        CreateWorkspaceRequest: MessageTypeDefinition<_wbk_workspace_v1_CreateWorkspaceRequest, _wbk_workspace_v1_CreateWorkspaceRequest__Output>
        CreditBalance: MessageTypeDefinition<_wbk_workspace_v1_CreditBalance, _wbk_workspace_v1_CreditBalance__Output>
        CreditReservation: MessageTypeDefinition<_wbk_workspace_v1_CreditReservation, _wbk_workspace_v1_CreditReservation__Output>
        KeyGrant: MessageTypeDefinition<_wbk_workspace_v1_KeyGrant, _wbk_workspace_v1_KeyGrant__Output>
        KeyGrantRequest: MessageTypeDefinition<_wbk_workspace_v1_KeyGrantRequest, _wbk_workspace_v1_KeyGrantRequest__Output>
        OutreachProfile: MessageTypeDefinition<_wbk_workspace_v1_OutreachProfile, _wbk_workspace_v1_OutreachProfile__Output>
        ProviderConnection: MessageTypeDefinition<_wbk_workspace_v1_ProviderConnection, _wbk_workspace_v1_ProviderConnection__Output>
        ProviderHealth: MessageTypeDefinition<_wbk_workspace_v1_ProviderHealth, _wbk_workspace_v1_ProviderHealth__Output>
        ReportProviderHealthRequest: MessageTypeDefinition<_wbk_workspace_v1_ReportProviderHealthRequest, _wbk_workspace_v1_ReportProviderHealthRequest__Output>
        ReserveCreditsRequest: MessageTypeDefinition<_wbk_workspace_v1_ReserveCreditsRequest, _wbk_workspace_v1_ReserveCreditsRequest__Output>
        RevokeApiKeyRequest: MessageTypeDefinition<_wbk_workspace_v1_RevokeApiKeyRequest, _wbk_workspace_v1_RevokeApiKeyRequest__Output>
        SetCreditsRequest: MessageTypeDefinition<_wbk_workspace_v1_SetCreditsRequest, _wbk_workspace_v1_SetCreditsRequest__Output>
        SetPlanRequest: MessageTypeDefinition<_wbk_workspace_v1_SetPlanRequest, _wbk_workspace_v1_SetPlanRequest__Output>
        SetProviderStatusRequest: MessageTypeDefinition<_wbk_workspace_v1_SetProviderStatusRequest, _wbk_workspace_v1_SetProviderStatusRequest__Output>
        SetRateLimitsRequest: MessageTypeDefinition<_wbk_workspace_v1_SetRateLimitsRequest, _wbk_workspace_v1_SetRateLimitsRequest__Output>
        SettleCreditsRequest: MessageTypeDefinition<_wbk_workspace_v1_SettleCreditsRequest, _wbk_workspace_v1_SettleCreditsRequest__Output>
        SyncConnection: MessageTypeDefinition<_wbk_workspace_v1_SyncConnection, _wbk_workspace_v1_SyncConnection__Output>
        SyncProfile: MessageTypeDefinition<_wbk_workspace_v1_SyncProfile, _wbk_workspace_v1_SyncProfile__Output>
        VerifyKeyReply: MessageTypeDefinition<_wbk_workspace_v1_VerifyKeyReply, _wbk_workspace_v1_VerifyKeyReply__Output>
        VerifyKeyRequest: MessageTypeDefinition<_wbk_workspace_v1_VerifyKeyRequest, _wbk_workspace_v1_VerifyKeyRequest__Output>
        WorkspaceRef: MessageTypeDefinition<_wbk_workspace_v1_WorkspaceRef, _wbk_workspace_v1_WorkspaceRef__Output>
        WorkspaceService: SubtypeConstructor<typeof grpc.Client, _wbk_workspace_v1_WorkspaceServiceClient> & { service: _wbk_workspace_v1_WorkspaceServiceDefinition }
      }
    }
  }
}

