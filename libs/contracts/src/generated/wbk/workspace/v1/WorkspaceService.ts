// Original file: proto/workspace/v1/workspace.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { AdminReply as _wbk_workspace_v1_AdminReply, AdminReply__Output as _wbk_workspace_v1_AdminReply__Output } from '../../../wbk/workspace/v1/AdminReply';
import type { ApiReply as _wbk_common_v1_ApiReply, ApiReply__Output as _wbk_common_v1_ApiReply__Output } from '../../../wbk/common/v1/ApiReply';
import type { ApiRequest as _wbk_common_v1_ApiRequest, ApiRequest__Output as _wbk_common_v1_ApiRequest__Output } from '../../../wbk/common/v1/ApiRequest';
import type { ChargeCreditsBatchReply as _wbk_workspace_v1_ChargeCreditsBatchReply, ChargeCreditsBatchReply__Output as _wbk_workspace_v1_ChargeCreditsBatchReply__Output } from '../../../wbk/workspace/v1/ChargeCreditsBatchReply';
import type { ChargeCreditsBatchRequest as _wbk_workspace_v1_ChargeCreditsBatchRequest, ChargeCreditsBatchRequest__Output as _wbk_workspace_v1_ChargeCreditsBatchRequest__Output } from '../../../wbk/workspace/v1/ChargeCreditsBatchRequest';
import type { CreateApiKeyRequest as _wbk_workspace_v1_CreateApiKeyRequest, CreateApiKeyRequest__Output as _wbk_workspace_v1_CreateApiKeyRequest__Output } from '../../../wbk/workspace/v1/CreateApiKeyRequest';
import type { CreateUserRequest as _wbk_workspace_v1_CreateUserRequest, CreateUserRequest__Output as _wbk_workspace_v1_CreateUserRequest__Output } from '../../../wbk/workspace/v1/CreateUserRequest';
import type { CreateWorkspaceRequest as _wbk_workspace_v1_CreateWorkspaceRequest, CreateWorkspaceRequest__Output as _wbk_workspace_v1_CreateWorkspaceRequest__Output } from '../../../wbk/workspace/v1/CreateWorkspaceRequest';
import type { CreditBalance as _wbk_workspace_v1_CreditBalance, CreditBalance__Output as _wbk_workspace_v1_CreditBalance__Output } from '../../../wbk/workspace/v1/CreditBalance';
import type { CreditReservation as _wbk_workspace_v1_CreditReservation, CreditReservation__Output as _wbk_workspace_v1_CreditReservation__Output } from '../../../wbk/workspace/v1/CreditReservation';
import type { KeyGrant as _wbk_workspace_v1_KeyGrant, KeyGrant__Output as _wbk_workspace_v1_KeyGrant__Output } from '../../../wbk/workspace/v1/KeyGrant';
import type { KeyGrantRequest as _wbk_workspace_v1_KeyGrantRequest, KeyGrantRequest__Output as _wbk_workspace_v1_KeyGrantRequest__Output } from '../../../wbk/workspace/v1/KeyGrantRequest';
import type { OutreachProfile as _wbk_workspace_v1_OutreachProfile, OutreachProfile__Output as _wbk_workspace_v1_OutreachProfile__Output } from '../../../wbk/workspace/v1/OutreachProfile';
import type { ProviderHealth as _wbk_workspace_v1_ProviderHealth, ProviderHealth__Output as _wbk_workspace_v1_ProviderHealth__Output } from '../../../wbk/workspace/v1/ProviderHealth';
import type { ReportProviderHealthRequest as _wbk_workspace_v1_ReportProviderHealthRequest, ReportProviderHealthRequest__Output as _wbk_workspace_v1_ReportProviderHealthRequest__Output } from '../../../wbk/workspace/v1/ReportProviderHealthRequest';
import type { ReserveCreditsRequest as _wbk_workspace_v1_ReserveCreditsRequest, ReserveCreditsRequest__Output as _wbk_workspace_v1_ReserveCreditsRequest__Output } from '../../../wbk/workspace/v1/ReserveCreditsRequest';
import type { RevokeApiKeyRequest as _wbk_workspace_v1_RevokeApiKeyRequest, RevokeApiKeyRequest__Output as _wbk_workspace_v1_RevokeApiKeyRequest__Output } from '../../../wbk/workspace/v1/RevokeApiKeyRequest';
import type { SetCreditsRequest as _wbk_workspace_v1_SetCreditsRequest, SetCreditsRequest__Output as _wbk_workspace_v1_SetCreditsRequest__Output } from '../../../wbk/workspace/v1/SetCreditsRequest';
import type { SetPlanRequest as _wbk_workspace_v1_SetPlanRequest, SetPlanRequest__Output as _wbk_workspace_v1_SetPlanRequest__Output } from '../../../wbk/workspace/v1/SetPlanRequest';
import type { SetProviderStatusRequest as _wbk_workspace_v1_SetProviderStatusRequest, SetProviderStatusRequest__Output as _wbk_workspace_v1_SetProviderStatusRequest__Output } from '../../../wbk/workspace/v1/SetProviderStatusRequest';
import type { SetRateLimitsRequest as _wbk_workspace_v1_SetRateLimitsRequest, SetRateLimitsRequest__Output as _wbk_workspace_v1_SetRateLimitsRequest__Output } from '../../../wbk/workspace/v1/SetRateLimitsRequest';
import type { SettleCreditsRequest as _wbk_workspace_v1_SettleCreditsRequest, SettleCreditsRequest__Output as _wbk_workspace_v1_SettleCreditsRequest__Output } from '../../../wbk/workspace/v1/SettleCreditsRequest';
import type { SyncProfile as _wbk_workspace_v1_SyncProfile, SyncProfile__Output as _wbk_workspace_v1_SyncProfile__Output } from '../../../wbk/workspace/v1/SyncProfile';
import type { VerifyKeyReply as _wbk_workspace_v1_VerifyKeyReply, VerifyKeyReply__Output as _wbk_workspace_v1_VerifyKeyReply__Output } from '../../../wbk/workspace/v1/VerifyKeyReply';
import type { VerifyKeyRequest as _wbk_workspace_v1_VerifyKeyRequest, VerifyKeyRequest__Output as _wbk_workspace_v1_VerifyKeyRequest__Output } from '../../../wbk/workspace/v1/VerifyKeyRequest';
import type { WorkspaceRef as _wbk_workspace_v1_WorkspaceRef, WorkspaceRef__Output as _wbk_workspace_v1_WorkspaceRef__Output } from '../../../wbk/workspace/v1/WorkspaceRef';

export interface WorkspaceServiceClient extends grpc.Client {
  CaptureCredits(argument: _wbk_workspace_v1_SettleCreditsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_workspace_v1_CreditReservation__Output>): grpc.ClientUnaryCall;
  CaptureCredits(argument: _wbk_workspace_v1_SettleCreditsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_workspace_v1_CreditReservation__Output>): grpc.ClientUnaryCall;
  CaptureCredits(argument: _wbk_workspace_v1_SettleCreditsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_workspace_v1_CreditReservation__Output>): grpc.ClientUnaryCall;
  CaptureCredits(argument: _wbk_workspace_v1_SettleCreditsRequest, callback: grpc.requestCallback<_wbk_workspace_v1_CreditReservation__Output>): grpc.ClientUnaryCall;
  captureCredits(argument: _wbk_workspace_v1_SettleCreditsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_workspace_v1_CreditReservation__Output>): grpc.ClientUnaryCall;
  captureCredits(argument: _wbk_workspace_v1_SettleCreditsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_workspace_v1_CreditReservation__Output>): grpc.ClientUnaryCall;
  captureCredits(argument: _wbk_workspace_v1_SettleCreditsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_workspace_v1_CreditReservation__Output>): grpc.ClientUnaryCall;
  captureCredits(argument: _wbk_workspace_v1_SettleCreditsRequest, callback: grpc.requestCallback<_wbk_workspace_v1_CreditReservation__Output>): grpc.ClientUnaryCall;
  
  ChargeCredits(argument: _wbk_workspace_v1_ReserveCreditsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_workspace_v1_CreditReservation__Output>): grpc.ClientUnaryCall;
  ChargeCredits(argument: _wbk_workspace_v1_ReserveCreditsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_workspace_v1_CreditReservation__Output>): grpc.ClientUnaryCall;
  ChargeCredits(argument: _wbk_workspace_v1_ReserveCreditsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_workspace_v1_CreditReservation__Output>): grpc.ClientUnaryCall;
  ChargeCredits(argument: _wbk_workspace_v1_ReserveCreditsRequest, callback: grpc.requestCallback<_wbk_workspace_v1_CreditReservation__Output>): grpc.ClientUnaryCall;
  chargeCredits(argument: _wbk_workspace_v1_ReserveCreditsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_workspace_v1_CreditReservation__Output>): grpc.ClientUnaryCall;
  chargeCredits(argument: _wbk_workspace_v1_ReserveCreditsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_workspace_v1_CreditReservation__Output>): grpc.ClientUnaryCall;
  chargeCredits(argument: _wbk_workspace_v1_ReserveCreditsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_workspace_v1_CreditReservation__Output>): grpc.ClientUnaryCall;
  chargeCredits(argument: _wbk_workspace_v1_ReserveCreditsRequest, callback: grpc.requestCallback<_wbk_workspace_v1_CreditReservation__Output>): grpc.ClientUnaryCall;
  
  ChargeCreditsBatch(argument: _wbk_workspace_v1_ChargeCreditsBatchRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_workspace_v1_ChargeCreditsBatchReply__Output>): grpc.ClientUnaryCall;
  ChargeCreditsBatch(argument: _wbk_workspace_v1_ChargeCreditsBatchRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_workspace_v1_ChargeCreditsBatchReply__Output>): grpc.ClientUnaryCall;
  ChargeCreditsBatch(argument: _wbk_workspace_v1_ChargeCreditsBatchRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_workspace_v1_ChargeCreditsBatchReply__Output>): grpc.ClientUnaryCall;
  ChargeCreditsBatch(argument: _wbk_workspace_v1_ChargeCreditsBatchRequest, callback: grpc.requestCallback<_wbk_workspace_v1_ChargeCreditsBatchReply__Output>): grpc.ClientUnaryCall;
  chargeCreditsBatch(argument: _wbk_workspace_v1_ChargeCreditsBatchRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_workspace_v1_ChargeCreditsBatchReply__Output>): grpc.ClientUnaryCall;
  chargeCreditsBatch(argument: _wbk_workspace_v1_ChargeCreditsBatchRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_workspace_v1_ChargeCreditsBatchReply__Output>): grpc.ClientUnaryCall;
  chargeCreditsBatch(argument: _wbk_workspace_v1_ChargeCreditsBatchRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_workspace_v1_ChargeCreditsBatchReply__Output>): grpc.ClientUnaryCall;
  chargeCreditsBatch(argument: _wbk_workspace_v1_ChargeCreditsBatchRequest, callback: grpc.requestCallback<_wbk_workspace_v1_ChargeCreditsBatchReply__Output>): grpc.ClientUnaryCall;
  
  CreateApiKey(argument: _wbk_workspace_v1_CreateApiKeyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_workspace_v1_AdminReply__Output>): grpc.ClientUnaryCall;
  CreateApiKey(argument: _wbk_workspace_v1_CreateApiKeyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_workspace_v1_AdminReply__Output>): grpc.ClientUnaryCall;
  CreateApiKey(argument: _wbk_workspace_v1_CreateApiKeyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_workspace_v1_AdminReply__Output>): grpc.ClientUnaryCall;
  CreateApiKey(argument: _wbk_workspace_v1_CreateApiKeyRequest, callback: grpc.requestCallback<_wbk_workspace_v1_AdminReply__Output>): grpc.ClientUnaryCall;
  createApiKey(argument: _wbk_workspace_v1_CreateApiKeyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_workspace_v1_AdminReply__Output>): grpc.ClientUnaryCall;
  createApiKey(argument: _wbk_workspace_v1_CreateApiKeyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_workspace_v1_AdminReply__Output>): grpc.ClientUnaryCall;
  createApiKey(argument: _wbk_workspace_v1_CreateApiKeyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_workspace_v1_AdminReply__Output>): grpc.ClientUnaryCall;
  createApiKey(argument: _wbk_workspace_v1_CreateApiKeyRequest, callback: grpc.requestCallback<_wbk_workspace_v1_AdminReply__Output>): grpc.ClientUnaryCall;
  
  CreateUser(argument: _wbk_workspace_v1_CreateUserRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_workspace_v1_AdminReply__Output>): grpc.ClientUnaryCall;
  CreateUser(argument: _wbk_workspace_v1_CreateUserRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_workspace_v1_AdminReply__Output>): grpc.ClientUnaryCall;
  CreateUser(argument: _wbk_workspace_v1_CreateUserRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_workspace_v1_AdminReply__Output>): grpc.ClientUnaryCall;
  CreateUser(argument: _wbk_workspace_v1_CreateUserRequest, callback: grpc.requestCallback<_wbk_workspace_v1_AdminReply__Output>): grpc.ClientUnaryCall;
  createUser(argument: _wbk_workspace_v1_CreateUserRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_workspace_v1_AdminReply__Output>): grpc.ClientUnaryCall;
  createUser(argument: _wbk_workspace_v1_CreateUserRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_workspace_v1_AdminReply__Output>): grpc.ClientUnaryCall;
  createUser(argument: _wbk_workspace_v1_CreateUserRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_workspace_v1_AdminReply__Output>): grpc.ClientUnaryCall;
  createUser(argument: _wbk_workspace_v1_CreateUserRequest, callback: grpc.requestCallback<_wbk_workspace_v1_AdminReply__Output>): grpc.ClientUnaryCall;
  
  CreateWorkspace(argument: _wbk_workspace_v1_CreateWorkspaceRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_workspace_v1_AdminReply__Output>): grpc.ClientUnaryCall;
  CreateWorkspace(argument: _wbk_workspace_v1_CreateWorkspaceRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_workspace_v1_AdminReply__Output>): grpc.ClientUnaryCall;
  CreateWorkspace(argument: _wbk_workspace_v1_CreateWorkspaceRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_workspace_v1_AdminReply__Output>): grpc.ClientUnaryCall;
  CreateWorkspace(argument: _wbk_workspace_v1_CreateWorkspaceRequest, callback: grpc.requestCallback<_wbk_workspace_v1_AdminReply__Output>): grpc.ClientUnaryCall;
  createWorkspace(argument: _wbk_workspace_v1_CreateWorkspaceRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_workspace_v1_AdminReply__Output>): grpc.ClientUnaryCall;
  createWorkspace(argument: _wbk_workspace_v1_CreateWorkspaceRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_workspace_v1_AdminReply__Output>): grpc.ClientUnaryCall;
  createWorkspace(argument: _wbk_workspace_v1_CreateWorkspaceRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_workspace_v1_AdminReply__Output>): grpc.ClientUnaryCall;
  createWorkspace(argument: _wbk_workspace_v1_CreateWorkspaceRequest, callback: grpc.requestCallback<_wbk_workspace_v1_AdminReply__Output>): grpc.ClientUnaryCall;
  
  GetCreditBalance(argument: _wbk_workspace_v1_WorkspaceRef, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_workspace_v1_CreditBalance__Output>): grpc.ClientUnaryCall;
  GetCreditBalance(argument: _wbk_workspace_v1_WorkspaceRef, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_workspace_v1_CreditBalance__Output>): grpc.ClientUnaryCall;
  GetCreditBalance(argument: _wbk_workspace_v1_WorkspaceRef, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_workspace_v1_CreditBalance__Output>): grpc.ClientUnaryCall;
  GetCreditBalance(argument: _wbk_workspace_v1_WorkspaceRef, callback: grpc.requestCallback<_wbk_workspace_v1_CreditBalance__Output>): grpc.ClientUnaryCall;
  getCreditBalance(argument: _wbk_workspace_v1_WorkspaceRef, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_workspace_v1_CreditBalance__Output>): grpc.ClientUnaryCall;
  getCreditBalance(argument: _wbk_workspace_v1_WorkspaceRef, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_workspace_v1_CreditBalance__Output>): grpc.ClientUnaryCall;
  getCreditBalance(argument: _wbk_workspace_v1_WorkspaceRef, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_workspace_v1_CreditBalance__Output>): grpc.ClientUnaryCall;
  getCreditBalance(argument: _wbk_workspace_v1_WorkspaceRef, callback: grpc.requestCallback<_wbk_workspace_v1_CreditBalance__Output>): grpc.ClientUnaryCall;
  
  GetKeyGrant(argument: _wbk_workspace_v1_KeyGrantRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_workspace_v1_KeyGrant__Output>): grpc.ClientUnaryCall;
  GetKeyGrant(argument: _wbk_workspace_v1_KeyGrantRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_workspace_v1_KeyGrant__Output>): grpc.ClientUnaryCall;
  GetKeyGrant(argument: _wbk_workspace_v1_KeyGrantRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_workspace_v1_KeyGrant__Output>): grpc.ClientUnaryCall;
  GetKeyGrant(argument: _wbk_workspace_v1_KeyGrantRequest, callback: grpc.requestCallback<_wbk_workspace_v1_KeyGrant__Output>): grpc.ClientUnaryCall;
  getKeyGrant(argument: _wbk_workspace_v1_KeyGrantRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_workspace_v1_KeyGrant__Output>): grpc.ClientUnaryCall;
  getKeyGrant(argument: _wbk_workspace_v1_KeyGrantRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_workspace_v1_KeyGrant__Output>): grpc.ClientUnaryCall;
  getKeyGrant(argument: _wbk_workspace_v1_KeyGrantRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_workspace_v1_KeyGrant__Output>): grpc.ClientUnaryCall;
  getKeyGrant(argument: _wbk_workspace_v1_KeyGrantRequest, callback: grpc.requestCallback<_wbk_workspace_v1_KeyGrant__Output>): grpc.ClientUnaryCall;
  
  GetOutreachProfile(argument: _wbk_workspace_v1_WorkspaceRef, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_workspace_v1_OutreachProfile__Output>): grpc.ClientUnaryCall;
  GetOutreachProfile(argument: _wbk_workspace_v1_WorkspaceRef, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_workspace_v1_OutreachProfile__Output>): grpc.ClientUnaryCall;
  GetOutreachProfile(argument: _wbk_workspace_v1_WorkspaceRef, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_workspace_v1_OutreachProfile__Output>): grpc.ClientUnaryCall;
  GetOutreachProfile(argument: _wbk_workspace_v1_WorkspaceRef, callback: grpc.requestCallback<_wbk_workspace_v1_OutreachProfile__Output>): grpc.ClientUnaryCall;
  getOutreachProfile(argument: _wbk_workspace_v1_WorkspaceRef, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_workspace_v1_OutreachProfile__Output>): grpc.ClientUnaryCall;
  getOutreachProfile(argument: _wbk_workspace_v1_WorkspaceRef, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_workspace_v1_OutreachProfile__Output>): grpc.ClientUnaryCall;
  getOutreachProfile(argument: _wbk_workspace_v1_WorkspaceRef, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_workspace_v1_OutreachProfile__Output>): grpc.ClientUnaryCall;
  getOutreachProfile(argument: _wbk_workspace_v1_WorkspaceRef, callback: grpc.requestCallback<_wbk_workspace_v1_OutreachProfile__Output>): grpc.ClientUnaryCall;
  
  GetSettings(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  GetSettings(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  GetSettings(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  GetSettings(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  getSettings(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  getSettings(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  getSettings(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  getSettings(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  
  GetSyncProfile(argument: _wbk_workspace_v1_WorkspaceRef, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_workspace_v1_SyncProfile__Output>): grpc.ClientUnaryCall;
  GetSyncProfile(argument: _wbk_workspace_v1_WorkspaceRef, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_workspace_v1_SyncProfile__Output>): grpc.ClientUnaryCall;
  GetSyncProfile(argument: _wbk_workspace_v1_WorkspaceRef, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_workspace_v1_SyncProfile__Output>): grpc.ClientUnaryCall;
  GetSyncProfile(argument: _wbk_workspace_v1_WorkspaceRef, callback: grpc.requestCallback<_wbk_workspace_v1_SyncProfile__Output>): grpc.ClientUnaryCall;
  getSyncProfile(argument: _wbk_workspace_v1_WorkspaceRef, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_workspace_v1_SyncProfile__Output>): grpc.ClientUnaryCall;
  getSyncProfile(argument: _wbk_workspace_v1_WorkspaceRef, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_workspace_v1_SyncProfile__Output>): grpc.ClientUnaryCall;
  getSyncProfile(argument: _wbk_workspace_v1_WorkspaceRef, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_workspace_v1_SyncProfile__Output>): grpc.ClientUnaryCall;
  getSyncProfile(argument: _wbk_workspace_v1_WorkspaceRef, callback: grpc.requestCallback<_wbk_workspace_v1_SyncProfile__Output>): grpc.ClientUnaryCall;
  
  GetWorkspace(argument: _wbk_workspace_v1_WorkspaceRef, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_workspace_v1_AdminReply__Output>): grpc.ClientUnaryCall;
  GetWorkspace(argument: _wbk_workspace_v1_WorkspaceRef, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_workspace_v1_AdminReply__Output>): grpc.ClientUnaryCall;
  GetWorkspace(argument: _wbk_workspace_v1_WorkspaceRef, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_workspace_v1_AdminReply__Output>): grpc.ClientUnaryCall;
  GetWorkspace(argument: _wbk_workspace_v1_WorkspaceRef, callback: grpc.requestCallback<_wbk_workspace_v1_AdminReply__Output>): grpc.ClientUnaryCall;
  getWorkspace(argument: _wbk_workspace_v1_WorkspaceRef, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_workspace_v1_AdminReply__Output>): grpc.ClientUnaryCall;
  getWorkspace(argument: _wbk_workspace_v1_WorkspaceRef, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_workspace_v1_AdminReply__Output>): grpc.ClientUnaryCall;
  getWorkspace(argument: _wbk_workspace_v1_WorkspaceRef, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_workspace_v1_AdminReply__Output>): grpc.ClientUnaryCall;
  getWorkspace(argument: _wbk_workspace_v1_WorkspaceRef, callback: grpc.requestCallback<_wbk_workspace_v1_AdminReply__Output>): grpc.ClientUnaryCall;
  
  ListAuditLogs(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  ListAuditLogs(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  ListAuditLogs(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  ListAuditLogs(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  listAuditLogs(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  listAuditLogs(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  listAuditLogs(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  listAuditLogs(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  
  ListCreditLedger(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  ListCreditLedger(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  ListCreditLedger(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  ListCreditLedger(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  listCreditLedger(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  listCreditLedger(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  listCreditLedger(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  listCreditLedger(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  
  ListProviders(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  ListProviders(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  ListProviders(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  ListProviders(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  listProviders(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  listProviders(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  listProviders(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  listProviders(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  
  ListUsers(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  ListUsers(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  ListUsers(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  ListUsers(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  listUsers(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  listUsers(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  listUsers(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  listUsers(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  
  ReleaseCredits(argument: _wbk_workspace_v1_SettleCreditsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_workspace_v1_CreditReservation__Output>): grpc.ClientUnaryCall;
  ReleaseCredits(argument: _wbk_workspace_v1_SettleCreditsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_workspace_v1_CreditReservation__Output>): grpc.ClientUnaryCall;
  ReleaseCredits(argument: _wbk_workspace_v1_SettleCreditsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_workspace_v1_CreditReservation__Output>): grpc.ClientUnaryCall;
  ReleaseCredits(argument: _wbk_workspace_v1_SettleCreditsRequest, callback: grpc.requestCallback<_wbk_workspace_v1_CreditReservation__Output>): grpc.ClientUnaryCall;
  releaseCredits(argument: _wbk_workspace_v1_SettleCreditsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_workspace_v1_CreditReservation__Output>): grpc.ClientUnaryCall;
  releaseCredits(argument: _wbk_workspace_v1_SettleCreditsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_workspace_v1_CreditReservation__Output>): grpc.ClientUnaryCall;
  releaseCredits(argument: _wbk_workspace_v1_SettleCreditsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_workspace_v1_CreditReservation__Output>): grpc.ClientUnaryCall;
  releaseCredits(argument: _wbk_workspace_v1_SettleCreditsRequest, callback: grpc.requestCallback<_wbk_workspace_v1_CreditReservation__Output>): grpc.ClientUnaryCall;
  
  ReportProviderHealth(argument: _wbk_workspace_v1_ReportProviderHealthRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_workspace_v1_ProviderHealth__Output>): grpc.ClientUnaryCall;
  ReportProviderHealth(argument: _wbk_workspace_v1_ReportProviderHealthRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_workspace_v1_ProviderHealth__Output>): grpc.ClientUnaryCall;
  ReportProviderHealth(argument: _wbk_workspace_v1_ReportProviderHealthRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_workspace_v1_ProviderHealth__Output>): grpc.ClientUnaryCall;
  ReportProviderHealth(argument: _wbk_workspace_v1_ReportProviderHealthRequest, callback: grpc.requestCallback<_wbk_workspace_v1_ProviderHealth__Output>): grpc.ClientUnaryCall;
  reportProviderHealth(argument: _wbk_workspace_v1_ReportProviderHealthRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_workspace_v1_ProviderHealth__Output>): grpc.ClientUnaryCall;
  reportProviderHealth(argument: _wbk_workspace_v1_ReportProviderHealthRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_workspace_v1_ProviderHealth__Output>): grpc.ClientUnaryCall;
  reportProviderHealth(argument: _wbk_workspace_v1_ReportProviderHealthRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_workspace_v1_ProviderHealth__Output>): grpc.ClientUnaryCall;
  reportProviderHealth(argument: _wbk_workspace_v1_ReportProviderHealthRequest, callback: grpc.requestCallback<_wbk_workspace_v1_ProviderHealth__Output>): grpc.ClientUnaryCall;
  
  ReserveCredits(argument: _wbk_workspace_v1_ReserveCreditsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_workspace_v1_CreditReservation__Output>): grpc.ClientUnaryCall;
  ReserveCredits(argument: _wbk_workspace_v1_ReserveCreditsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_workspace_v1_CreditReservation__Output>): grpc.ClientUnaryCall;
  ReserveCredits(argument: _wbk_workspace_v1_ReserveCreditsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_workspace_v1_CreditReservation__Output>): grpc.ClientUnaryCall;
  ReserveCredits(argument: _wbk_workspace_v1_ReserveCreditsRequest, callback: grpc.requestCallback<_wbk_workspace_v1_CreditReservation__Output>): grpc.ClientUnaryCall;
  reserveCredits(argument: _wbk_workspace_v1_ReserveCreditsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_workspace_v1_CreditReservation__Output>): grpc.ClientUnaryCall;
  reserveCredits(argument: _wbk_workspace_v1_ReserveCreditsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_workspace_v1_CreditReservation__Output>): grpc.ClientUnaryCall;
  reserveCredits(argument: _wbk_workspace_v1_ReserveCreditsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_workspace_v1_CreditReservation__Output>): grpc.ClientUnaryCall;
  reserveCredits(argument: _wbk_workspace_v1_ReserveCreditsRequest, callback: grpc.requestCallback<_wbk_workspace_v1_CreditReservation__Output>): grpc.ClientUnaryCall;
  
  RevokeApiKey(argument: _wbk_workspace_v1_RevokeApiKeyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_workspace_v1_AdminReply__Output>): grpc.ClientUnaryCall;
  RevokeApiKey(argument: _wbk_workspace_v1_RevokeApiKeyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_workspace_v1_AdminReply__Output>): grpc.ClientUnaryCall;
  RevokeApiKey(argument: _wbk_workspace_v1_RevokeApiKeyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_workspace_v1_AdminReply__Output>): grpc.ClientUnaryCall;
  RevokeApiKey(argument: _wbk_workspace_v1_RevokeApiKeyRequest, callback: grpc.requestCallback<_wbk_workspace_v1_AdminReply__Output>): grpc.ClientUnaryCall;
  revokeApiKey(argument: _wbk_workspace_v1_RevokeApiKeyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_workspace_v1_AdminReply__Output>): grpc.ClientUnaryCall;
  revokeApiKey(argument: _wbk_workspace_v1_RevokeApiKeyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_workspace_v1_AdminReply__Output>): grpc.ClientUnaryCall;
  revokeApiKey(argument: _wbk_workspace_v1_RevokeApiKeyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_workspace_v1_AdminReply__Output>): grpc.ClientUnaryCall;
  revokeApiKey(argument: _wbk_workspace_v1_RevokeApiKeyRequest, callback: grpc.requestCallback<_wbk_workspace_v1_AdminReply__Output>): grpc.ClientUnaryCall;
  
  SetCredits(argument: _wbk_workspace_v1_SetCreditsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_workspace_v1_AdminReply__Output>): grpc.ClientUnaryCall;
  SetCredits(argument: _wbk_workspace_v1_SetCreditsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_workspace_v1_AdminReply__Output>): grpc.ClientUnaryCall;
  SetCredits(argument: _wbk_workspace_v1_SetCreditsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_workspace_v1_AdminReply__Output>): grpc.ClientUnaryCall;
  SetCredits(argument: _wbk_workspace_v1_SetCreditsRequest, callback: grpc.requestCallback<_wbk_workspace_v1_AdminReply__Output>): grpc.ClientUnaryCall;
  setCredits(argument: _wbk_workspace_v1_SetCreditsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_workspace_v1_AdminReply__Output>): grpc.ClientUnaryCall;
  setCredits(argument: _wbk_workspace_v1_SetCreditsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_workspace_v1_AdminReply__Output>): grpc.ClientUnaryCall;
  setCredits(argument: _wbk_workspace_v1_SetCreditsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_workspace_v1_AdminReply__Output>): grpc.ClientUnaryCall;
  setCredits(argument: _wbk_workspace_v1_SetCreditsRequest, callback: grpc.requestCallback<_wbk_workspace_v1_AdminReply__Output>): grpc.ClientUnaryCall;
  
  SetPlan(argument: _wbk_workspace_v1_SetPlanRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_workspace_v1_AdminReply__Output>): grpc.ClientUnaryCall;
  SetPlan(argument: _wbk_workspace_v1_SetPlanRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_workspace_v1_AdminReply__Output>): grpc.ClientUnaryCall;
  SetPlan(argument: _wbk_workspace_v1_SetPlanRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_workspace_v1_AdminReply__Output>): grpc.ClientUnaryCall;
  SetPlan(argument: _wbk_workspace_v1_SetPlanRequest, callback: grpc.requestCallback<_wbk_workspace_v1_AdminReply__Output>): grpc.ClientUnaryCall;
  setPlan(argument: _wbk_workspace_v1_SetPlanRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_workspace_v1_AdminReply__Output>): grpc.ClientUnaryCall;
  setPlan(argument: _wbk_workspace_v1_SetPlanRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_workspace_v1_AdminReply__Output>): grpc.ClientUnaryCall;
  setPlan(argument: _wbk_workspace_v1_SetPlanRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_workspace_v1_AdminReply__Output>): grpc.ClientUnaryCall;
  setPlan(argument: _wbk_workspace_v1_SetPlanRequest, callback: grpc.requestCallback<_wbk_workspace_v1_AdminReply__Output>): grpc.ClientUnaryCall;
  
  SetProviderStatus(argument: _wbk_workspace_v1_SetProviderStatusRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_workspace_v1_AdminReply__Output>): grpc.ClientUnaryCall;
  SetProviderStatus(argument: _wbk_workspace_v1_SetProviderStatusRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_workspace_v1_AdminReply__Output>): grpc.ClientUnaryCall;
  SetProviderStatus(argument: _wbk_workspace_v1_SetProviderStatusRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_workspace_v1_AdminReply__Output>): grpc.ClientUnaryCall;
  SetProviderStatus(argument: _wbk_workspace_v1_SetProviderStatusRequest, callback: grpc.requestCallback<_wbk_workspace_v1_AdminReply__Output>): grpc.ClientUnaryCall;
  setProviderStatus(argument: _wbk_workspace_v1_SetProviderStatusRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_workspace_v1_AdminReply__Output>): grpc.ClientUnaryCall;
  setProviderStatus(argument: _wbk_workspace_v1_SetProviderStatusRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_workspace_v1_AdminReply__Output>): grpc.ClientUnaryCall;
  setProviderStatus(argument: _wbk_workspace_v1_SetProviderStatusRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_workspace_v1_AdminReply__Output>): grpc.ClientUnaryCall;
  setProviderStatus(argument: _wbk_workspace_v1_SetProviderStatusRequest, callback: grpc.requestCallback<_wbk_workspace_v1_AdminReply__Output>): grpc.ClientUnaryCall;
  
  SetRateLimits(argument: _wbk_workspace_v1_SetRateLimitsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_workspace_v1_AdminReply__Output>): grpc.ClientUnaryCall;
  SetRateLimits(argument: _wbk_workspace_v1_SetRateLimitsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_workspace_v1_AdminReply__Output>): grpc.ClientUnaryCall;
  SetRateLimits(argument: _wbk_workspace_v1_SetRateLimitsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_workspace_v1_AdminReply__Output>): grpc.ClientUnaryCall;
  SetRateLimits(argument: _wbk_workspace_v1_SetRateLimitsRequest, callback: grpc.requestCallback<_wbk_workspace_v1_AdminReply__Output>): grpc.ClientUnaryCall;
  setRateLimits(argument: _wbk_workspace_v1_SetRateLimitsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_workspace_v1_AdminReply__Output>): grpc.ClientUnaryCall;
  setRateLimits(argument: _wbk_workspace_v1_SetRateLimitsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_workspace_v1_AdminReply__Output>): grpc.ClientUnaryCall;
  setRateLimits(argument: _wbk_workspace_v1_SetRateLimitsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_workspace_v1_AdminReply__Output>): grpc.ClientUnaryCall;
  setRateLimits(argument: _wbk_workspace_v1_SetRateLimitsRequest, callback: grpc.requestCallback<_wbk_workspace_v1_AdminReply__Output>): grpc.ClientUnaryCall;
  
  VerifyKey(argument: _wbk_workspace_v1_VerifyKeyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_workspace_v1_VerifyKeyReply__Output>): grpc.ClientUnaryCall;
  VerifyKey(argument: _wbk_workspace_v1_VerifyKeyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_workspace_v1_VerifyKeyReply__Output>): grpc.ClientUnaryCall;
  VerifyKey(argument: _wbk_workspace_v1_VerifyKeyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_workspace_v1_VerifyKeyReply__Output>): grpc.ClientUnaryCall;
  VerifyKey(argument: _wbk_workspace_v1_VerifyKeyRequest, callback: grpc.requestCallback<_wbk_workspace_v1_VerifyKeyReply__Output>): grpc.ClientUnaryCall;
  verifyKey(argument: _wbk_workspace_v1_VerifyKeyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_workspace_v1_VerifyKeyReply__Output>): grpc.ClientUnaryCall;
  verifyKey(argument: _wbk_workspace_v1_VerifyKeyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_workspace_v1_VerifyKeyReply__Output>): grpc.ClientUnaryCall;
  verifyKey(argument: _wbk_workspace_v1_VerifyKeyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_workspace_v1_VerifyKeyReply__Output>): grpc.ClientUnaryCall;
  verifyKey(argument: _wbk_workspace_v1_VerifyKeyRequest, callback: grpc.requestCallback<_wbk_workspace_v1_VerifyKeyReply__Output>): grpc.ClientUnaryCall;
  
}

export interface WorkspaceServiceHandlers extends grpc.UntypedServiceImplementation {
  CaptureCredits: grpc.handleUnaryCall<_wbk_workspace_v1_SettleCreditsRequest__Output, _wbk_workspace_v1_CreditReservation>;
  
  ChargeCredits: grpc.handleUnaryCall<_wbk_workspace_v1_ReserveCreditsRequest__Output, _wbk_workspace_v1_CreditReservation>;
  
  ChargeCreditsBatch: grpc.handleUnaryCall<_wbk_workspace_v1_ChargeCreditsBatchRequest__Output, _wbk_workspace_v1_ChargeCreditsBatchReply>;
  
  CreateApiKey: grpc.handleUnaryCall<_wbk_workspace_v1_CreateApiKeyRequest__Output, _wbk_workspace_v1_AdminReply>;
  
  CreateUser: grpc.handleUnaryCall<_wbk_workspace_v1_CreateUserRequest__Output, _wbk_workspace_v1_AdminReply>;
  
  CreateWorkspace: grpc.handleUnaryCall<_wbk_workspace_v1_CreateWorkspaceRequest__Output, _wbk_workspace_v1_AdminReply>;
  
  GetCreditBalance: grpc.handleUnaryCall<_wbk_workspace_v1_WorkspaceRef__Output, _wbk_workspace_v1_CreditBalance>;
  
  GetKeyGrant: grpc.handleUnaryCall<_wbk_workspace_v1_KeyGrantRequest__Output, _wbk_workspace_v1_KeyGrant>;
  
  GetOutreachProfile: grpc.handleUnaryCall<_wbk_workspace_v1_WorkspaceRef__Output, _wbk_workspace_v1_OutreachProfile>;
  
  GetSettings: grpc.handleUnaryCall<_wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply>;
  
  GetSyncProfile: grpc.handleUnaryCall<_wbk_workspace_v1_WorkspaceRef__Output, _wbk_workspace_v1_SyncProfile>;
  
  GetWorkspace: grpc.handleUnaryCall<_wbk_workspace_v1_WorkspaceRef__Output, _wbk_workspace_v1_AdminReply>;
  
  ListAuditLogs: grpc.handleUnaryCall<_wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply>;
  
  ListCreditLedger: grpc.handleUnaryCall<_wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply>;
  
  ListProviders: grpc.handleUnaryCall<_wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply>;
  
  ListUsers: grpc.handleUnaryCall<_wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply>;
  
  ReleaseCredits: grpc.handleUnaryCall<_wbk_workspace_v1_SettleCreditsRequest__Output, _wbk_workspace_v1_CreditReservation>;
  
  ReportProviderHealth: grpc.handleUnaryCall<_wbk_workspace_v1_ReportProviderHealthRequest__Output, _wbk_workspace_v1_ProviderHealth>;
  
  ReserveCredits: grpc.handleUnaryCall<_wbk_workspace_v1_ReserveCreditsRequest__Output, _wbk_workspace_v1_CreditReservation>;
  
  RevokeApiKey: grpc.handleUnaryCall<_wbk_workspace_v1_RevokeApiKeyRequest__Output, _wbk_workspace_v1_AdminReply>;
  
  SetCredits: grpc.handleUnaryCall<_wbk_workspace_v1_SetCreditsRequest__Output, _wbk_workspace_v1_AdminReply>;
  
  SetPlan: grpc.handleUnaryCall<_wbk_workspace_v1_SetPlanRequest__Output, _wbk_workspace_v1_AdminReply>;
  
  SetProviderStatus: grpc.handleUnaryCall<_wbk_workspace_v1_SetProviderStatusRequest__Output, _wbk_workspace_v1_AdminReply>;
  
  SetRateLimits: grpc.handleUnaryCall<_wbk_workspace_v1_SetRateLimitsRequest__Output, _wbk_workspace_v1_AdminReply>;
  
  VerifyKey: grpc.handleUnaryCall<_wbk_workspace_v1_VerifyKeyRequest__Output, _wbk_workspace_v1_VerifyKeyReply>;
  
}

export interface WorkspaceServiceDefinition extends grpc.ServiceDefinition {
  CaptureCredits: MethodDefinition<_wbk_workspace_v1_SettleCreditsRequest, _wbk_workspace_v1_CreditReservation, _wbk_workspace_v1_SettleCreditsRequest__Output, _wbk_workspace_v1_CreditReservation__Output>
  ChargeCredits: MethodDefinition<_wbk_workspace_v1_ReserveCreditsRequest, _wbk_workspace_v1_CreditReservation, _wbk_workspace_v1_ReserveCreditsRequest__Output, _wbk_workspace_v1_CreditReservation__Output>
  ChargeCreditsBatch: MethodDefinition<_wbk_workspace_v1_ChargeCreditsBatchRequest, _wbk_workspace_v1_ChargeCreditsBatchReply, _wbk_workspace_v1_ChargeCreditsBatchRequest__Output, _wbk_workspace_v1_ChargeCreditsBatchReply__Output>
  CreateApiKey: MethodDefinition<_wbk_workspace_v1_CreateApiKeyRequest, _wbk_workspace_v1_AdminReply, _wbk_workspace_v1_CreateApiKeyRequest__Output, _wbk_workspace_v1_AdminReply__Output>
  CreateUser: MethodDefinition<_wbk_workspace_v1_CreateUserRequest, _wbk_workspace_v1_AdminReply, _wbk_workspace_v1_CreateUserRequest__Output, _wbk_workspace_v1_AdminReply__Output>
  CreateWorkspace: MethodDefinition<_wbk_workspace_v1_CreateWorkspaceRequest, _wbk_workspace_v1_AdminReply, _wbk_workspace_v1_CreateWorkspaceRequest__Output, _wbk_workspace_v1_AdminReply__Output>
  GetCreditBalance: MethodDefinition<_wbk_workspace_v1_WorkspaceRef, _wbk_workspace_v1_CreditBalance, _wbk_workspace_v1_WorkspaceRef__Output, _wbk_workspace_v1_CreditBalance__Output>
  GetKeyGrant: MethodDefinition<_wbk_workspace_v1_KeyGrantRequest, _wbk_workspace_v1_KeyGrant, _wbk_workspace_v1_KeyGrantRequest__Output, _wbk_workspace_v1_KeyGrant__Output>
  GetOutreachProfile: MethodDefinition<_wbk_workspace_v1_WorkspaceRef, _wbk_workspace_v1_OutreachProfile, _wbk_workspace_v1_WorkspaceRef__Output, _wbk_workspace_v1_OutreachProfile__Output>
  GetSettings: MethodDefinition<_wbk_common_v1_ApiRequest, _wbk_common_v1_ApiReply, _wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply__Output>
  GetSyncProfile: MethodDefinition<_wbk_workspace_v1_WorkspaceRef, _wbk_workspace_v1_SyncProfile, _wbk_workspace_v1_WorkspaceRef__Output, _wbk_workspace_v1_SyncProfile__Output>
  GetWorkspace: MethodDefinition<_wbk_workspace_v1_WorkspaceRef, _wbk_workspace_v1_AdminReply, _wbk_workspace_v1_WorkspaceRef__Output, _wbk_workspace_v1_AdminReply__Output>
  ListAuditLogs: MethodDefinition<_wbk_common_v1_ApiRequest, _wbk_common_v1_ApiReply, _wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply__Output>
  ListCreditLedger: MethodDefinition<_wbk_common_v1_ApiRequest, _wbk_common_v1_ApiReply, _wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply__Output>
  ListProviders: MethodDefinition<_wbk_common_v1_ApiRequest, _wbk_common_v1_ApiReply, _wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply__Output>
  ListUsers: MethodDefinition<_wbk_common_v1_ApiRequest, _wbk_common_v1_ApiReply, _wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply__Output>
  ReleaseCredits: MethodDefinition<_wbk_workspace_v1_SettleCreditsRequest, _wbk_workspace_v1_CreditReservation, _wbk_workspace_v1_SettleCreditsRequest__Output, _wbk_workspace_v1_CreditReservation__Output>
  ReportProviderHealth: MethodDefinition<_wbk_workspace_v1_ReportProviderHealthRequest, _wbk_workspace_v1_ProviderHealth, _wbk_workspace_v1_ReportProviderHealthRequest__Output, _wbk_workspace_v1_ProviderHealth__Output>
  ReserveCredits: MethodDefinition<_wbk_workspace_v1_ReserveCreditsRequest, _wbk_workspace_v1_CreditReservation, _wbk_workspace_v1_ReserveCreditsRequest__Output, _wbk_workspace_v1_CreditReservation__Output>
  RevokeApiKey: MethodDefinition<_wbk_workspace_v1_RevokeApiKeyRequest, _wbk_workspace_v1_AdminReply, _wbk_workspace_v1_RevokeApiKeyRequest__Output, _wbk_workspace_v1_AdminReply__Output>
  SetCredits: MethodDefinition<_wbk_workspace_v1_SetCreditsRequest, _wbk_workspace_v1_AdminReply, _wbk_workspace_v1_SetCreditsRequest__Output, _wbk_workspace_v1_AdminReply__Output>
  SetPlan: MethodDefinition<_wbk_workspace_v1_SetPlanRequest, _wbk_workspace_v1_AdminReply, _wbk_workspace_v1_SetPlanRequest__Output, _wbk_workspace_v1_AdminReply__Output>
  SetProviderStatus: MethodDefinition<_wbk_workspace_v1_SetProviderStatusRequest, _wbk_workspace_v1_AdminReply, _wbk_workspace_v1_SetProviderStatusRequest__Output, _wbk_workspace_v1_AdminReply__Output>
  SetRateLimits: MethodDefinition<_wbk_workspace_v1_SetRateLimitsRequest, _wbk_workspace_v1_AdminReply, _wbk_workspace_v1_SetRateLimitsRequest__Output, _wbk_workspace_v1_AdminReply__Output>
  VerifyKey: MethodDefinition<_wbk_workspace_v1_VerifyKeyRequest, _wbk_workspace_v1_VerifyKeyReply, _wbk_workspace_v1_VerifyKeyRequest__Output, _wbk_workspace_v1_VerifyKeyReply__Output>
}
