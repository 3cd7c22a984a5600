// Original file: proto/webhooks/v1/webhooks.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { ApiReply as _wbk_common_v1_ApiReply, ApiReply__Output as _wbk_common_v1_ApiReply__Output } from '../../../wbk/common/v1/ApiReply';
import type { ApiRequest as _wbk_common_v1_ApiRequest, ApiRequest__Output as _wbk_common_v1_ApiRequest__Output } from '../../../wbk/common/v1/ApiRequest';
import type { AttemptVerdict as _wbk_webhooks_v1_AttemptVerdict, AttemptVerdict__Output as _wbk_webhooks_v1_AttemptVerdict__Output } from '../../../wbk/webhooks/v1/AttemptVerdict';
import type { DeliveryTarget as _wbk_webhooks_v1_DeliveryTarget, DeliveryTarget__Output as _wbk_webhooks_v1_DeliveryTarget__Output } from '../../../wbk/webhooks/v1/DeliveryTarget';
import type { GetDeliveryTargetRequest as _wbk_webhooks_v1_GetDeliveryTargetRequest, GetDeliveryTargetRequest__Output as _wbk_webhooks_v1_GetDeliveryTargetRequest__Output } from '../../../wbk/webhooks/v1/GetDeliveryTargetRequest';
import type { RecordAttemptRequest as _wbk_webhooks_v1_RecordAttemptRequest, RecordAttemptRequest__Output as _wbk_webhooks_v1_RecordAttemptRequest__Output } from '../../../wbk/webhooks/v1/RecordAttemptRequest';
import type { SendOneOffReply as _wbk_webhooks_v1_SendOneOffReply, SendOneOffReply__Output as _wbk_webhooks_v1_SendOneOffReply__Output } from '../../../wbk/webhooks/v1/SendOneOffReply';
import type { SendOneOffRequest as _wbk_webhooks_v1_SendOneOffRequest, SendOneOffRequest__Output as _wbk_webhooks_v1_SendOneOffRequest__Output } from '../../../wbk/webhooks/v1/SendOneOffRequest';

export interface WebhooksServiceClient extends grpc.Client {
  CreateWebhook(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  CreateWebhook(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  CreateWebhook(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  CreateWebhook(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  createWebhook(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  createWebhook(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  createWebhook(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  createWebhook(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  
  DeleteWebhook(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  DeleteWebhook(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  DeleteWebhook(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  DeleteWebhook(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  deleteWebhook(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  deleteWebhook(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  deleteWebhook(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  deleteWebhook(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  
  GetDeliveryTarget(argument: _wbk_webhooks_v1_GetDeliveryTargetRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_webhooks_v1_DeliveryTarget__Output>): grpc.ClientUnaryCall;
  GetDeliveryTarget(argument: _wbk_webhooks_v1_GetDeliveryTargetRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_webhooks_v1_DeliveryTarget__Output>): grpc.ClientUnaryCall;
  GetDeliveryTarget(argument: _wbk_webhooks_v1_GetDeliveryTargetRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_webhooks_v1_DeliveryTarget__Output>): grpc.ClientUnaryCall;
  GetDeliveryTarget(argument: _wbk_webhooks_v1_GetDeliveryTargetRequest, callback: grpc.requestCallback<_wbk_webhooks_v1_DeliveryTarget__Output>): grpc.ClientUnaryCall;
  getDeliveryTarget(argument: _wbk_webhooks_v1_GetDeliveryTargetRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_webhooks_v1_DeliveryTarget__Output>): grpc.ClientUnaryCall;
  getDeliveryTarget(argument: _wbk_webhooks_v1_GetDeliveryTargetRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_webhooks_v1_DeliveryTarget__Output>): grpc.ClientUnaryCall;
  getDeliveryTarget(argument: _wbk_webhooks_v1_GetDeliveryTargetRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_webhooks_v1_DeliveryTarget__Output>): grpc.ClientUnaryCall;
  getDeliveryTarget(argument: _wbk_webhooks_v1_GetDeliveryTargetRequest, callback: grpc.requestCallback<_wbk_webhooks_v1_DeliveryTarget__Output>): grpc.ClientUnaryCall;
  
  GetReplay(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  GetReplay(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  GetReplay(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  GetReplay(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  getReplay(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  getReplay(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  getReplay(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  getReplay(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  
  GetWebhook(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  GetWebhook(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  GetWebhook(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  GetWebhook(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  getWebhook(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  getWebhook(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  getWebhook(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  getWebhook(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  
  ListEventTypes(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  ListEventTypes(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  ListEventTypes(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  ListEventTypes(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  listEventTypes(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  listEventTypes(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  listEventTypes(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  listEventTypes(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  
  ListWebhookLogs(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  ListWebhookLogs(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  ListWebhookLogs(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  ListWebhookLogs(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  listWebhookLogs(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  listWebhookLogs(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  listWebhookLogs(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  listWebhookLogs(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  
  ListWebhooks(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  ListWebhooks(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  ListWebhooks(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  ListWebhooks(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  listWebhooks(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  listWebhooks(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  listWebhooks(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  listWebhooks(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  
  RecordAttempt(argument: _wbk_webhooks_v1_RecordAttemptRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_webhooks_v1_AttemptVerdict__Output>): grpc.ClientUnaryCall;
  RecordAttempt(argument: _wbk_webhooks_v1_RecordAttemptRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_webhooks_v1_AttemptVerdict__Output>): grpc.ClientUnaryCall;
  RecordAttempt(argument: _wbk_webhooks_v1_RecordAttemptRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_webhooks_v1_AttemptVerdict__Output>): grpc.ClientUnaryCall;
  RecordAttempt(argument: _wbk_webhooks_v1_RecordAttemptRequest, callback: grpc.requestCallback<_wbk_webhooks_v1_AttemptVerdict__Output>): grpc.ClientUnaryCall;
  recordAttempt(argument: _wbk_webhooks_v1_RecordAttemptRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_webhooks_v1_AttemptVerdict__Output>): grpc.ClientUnaryCall;
  recordAttempt(argument: _wbk_webhooks_v1_RecordAttemptRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_webhooks_v1_AttemptVerdict__Output>): grpc.ClientUnaryCall;
  recordAttempt(argument: _wbk_webhooks_v1_RecordAttemptRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_webhooks_v1_AttemptVerdict__Output>): grpc.ClientUnaryCall;
  recordAttempt(argument: _wbk_webhooks_v1_RecordAttemptRequest, callback: grpc.requestCallback<_wbk_webhooks_v1_AttemptVerdict__Output>): grpc.ClientUnaryCall;
  
  ReplayWebhook(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  ReplayWebhook(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  ReplayWebhook(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  ReplayWebhook(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  replayWebhook(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  replayWebhook(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  replayWebhook(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  replayWebhook(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  
  RetryDelivery(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  RetryDelivery(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  RetryDelivery(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  RetryDelivery(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  retryDelivery(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  retryDelivery(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  retryDelivery(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  retryDelivery(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  
  SendOneOff(argument: _wbk_webhooks_v1_SendOneOffRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_webhooks_v1_SendOneOffReply__Output>): grpc.ClientUnaryCall;
  SendOneOff(argument: _wbk_webhooks_v1_SendOneOffRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_webhooks_v1_SendOneOffReply__Output>): grpc.ClientUnaryCall;
  SendOneOff(argument: _wbk_webhooks_v1_SendOneOffRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_webhooks_v1_SendOneOffReply__Output>): grpc.ClientUnaryCall;
  SendOneOff(argument: _wbk_webhooks_v1_SendOneOffRequest, callback: grpc.requestCallback<_wbk_webhooks_v1_SendOneOffReply__Output>): grpc.ClientUnaryCall;
  sendOneOff(argument: _wbk_webhooks_v1_SendOneOffRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_webhooks_v1_SendOneOffReply__Output>): grpc.ClientUnaryCall;
  sendOneOff(argument: _wbk_webhooks_v1_SendOneOffRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_webhooks_v1_SendOneOffReply__Output>): grpc.ClientUnaryCall;
  sendOneOff(argument: _wbk_webhooks_v1_SendOneOffRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_webhooks_v1_SendOneOffReply__Output>): grpc.ClientUnaryCall;
  sendOneOff(argument: _wbk_webhooks_v1_SendOneOffRequest, callback: grpc.requestCallback<_wbk_webhooks_v1_SendOneOffReply__Output>): grpc.ClientUnaryCall;
  
  UpdateWebhook(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  UpdateWebhook(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  UpdateWebhook(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  UpdateWebhook(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  updateWebhook(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  updateWebhook(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  updateWebhook(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  updateWebhook(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  
}

export interface WebhooksServiceHandlers extends grpc.UntypedServiceImplementation {
  CreateWebhook: grpc.handleUnaryCall<_wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply>;
  
  DeleteWebhook: grpc.handleUnaryCall<_wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply>;
  
  GetDeliveryTarget: grpc.handleUnaryCall<_wbk_webhooks_v1_GetDeliveryTargetRequest__Output, _wbk_webhooks_v1_DeliveryTarget>;
  
  GetReplay: grpc.handleUnaryCall<_wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply>;
  
  GetWebhook: grpc.handleUnaryCall<_wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply>;
  
  ListEventTypes: grpc.handleUnaryCall<_wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply>;
  
  ListWebhookLogs: grpc.handleUnaryCall<_wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply>;
  
  ListWebhooks: grpc.handleUnaryCall<_wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply>;
  
  RecordAttempt: grpc.handleUnaryCall<_wbk_webhooks_v1_RecordAttemptRequest__Output, _wbk_webhooks_v1_AttemptVerdict>;
  
  ReplayWebhook: grpc.handleUnaryCall<_wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply>;
  
  RetryDelivery: grpc.handleUnaryCall<_wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply>;
  
  SendOneOff: grpc.handleUnaryCall<_wbk_webhooks_v1_SendOneOffRequest__Output, _wbk_webhooks_v1_SendOneOffReply>;
  
  UpdateWebhook: grpc.handleUnaryCall<_wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply>;
  
}

export interface WebhooksServiceDefinition extends grpc.ServiceDefinition {
  CreateWebhook: MethodDefinition<_wbk_common_v1_ApiRequest, _wbk_common_v1_ApiReply, _wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply__Output>
  DeleteWebhook: MethodDefinition<_wbk_common_v1_ApiRequest, _wbk_common_v1_ApiReply, _wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply__Output>
  GetDeliveryTarget: MethodDefinition<_wbk_webhooks_v1_GetDeliveryTargetRequest, _wbk_webhooks_v1_DeliveryTarget, _wbk_webhooks_v1_GetDeliveryTargetRequest__Output, _wbk_webhooks_v1_DeliveryTarget__Output>
  GetReplay: MethodDefinition<_wbk_common_v1_ApiRequest, _wbk_common_v1_ApiReply, _wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply__Output>
  GetWebhook: MethodDefinition<_wbk_common_v1_ApiRequest, _wbk_common_v1_ApiReply, _wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply__Output>
  ListEventTypes: MethodDefinition<_wbk_common_v1_ApiRequest, _wbk_common_v1_ApiReply, _wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply__Output>
  ListWebhookLogs: MethodDefinition<_wbk_common_v1_ApiRequest, _wbk_common_v1_ApiReply, _wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply__Output>
  ListWebhooks: MethodDefinition<_wbk_common_v1_ApiRequest, _wbk_common_v1_ApiReply, _wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply__Output>
  RecordAttempt: MethodDefinition<_wbk_webhooks_v1_RecordAttemptRequest, _wbk_webhooks_v1_AttemptVerdict, _wbk_webhooks_v1_RecordAttemptRequest__Output, _wbk_webhooks_v1_AttemptVerdict__Output>
  ReplayWebhook: MethodDefinition<_wbk_common_v1_ApiRequest, _wbk_common_v1_ApiReply, _wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply__Output>
  RetryDelivery: MethodDefinition<_wbk_common_v1_ApiRequest, _wbk_common_v1_ApiReply, _wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply__Output>
  SendOneOff: MethodDefinition<_wbk_webhooks_v1_SendOneOffRequest, _wbk_webhooks_v1_SendOneOffReply, _wbk_webhooks_v1_SendOneOffRequest__Output, _wbk_webhooks_v1_SendOneOffReply__Output>
  UpdateWebhook: MethodDefinition<_wbk_common_v1_ApiRequest, _wbk_common_v1_ApiReply, _wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply__Output>
}
