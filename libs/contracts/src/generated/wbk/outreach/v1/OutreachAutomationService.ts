// Original file: proto/outreach/v1/outreach_automation.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { CampaignState as _wbk_outreach_v1_CampaignState, CampaignState__Output as _wbk_outreach_v1_CampaignState__Output } from '../../../wbk/outreach/v1/CampaignState';
import type { SendMessageRequest as _wbk_outreach_v1_SendMessageRequest, SendMessageRequest__Output as _wbk_outreach_v1_SendMessageRequest__Output } from '../../../wbk/outreach/v1/SendMessageRequest';
import type { SentMessage as _wbk_outreach_v1_SentMessage, SentMessage__Output as _wbk_outreach_v1_SentMessage__Output } from '../../../wbk/outreach/v1/SentMessage';
import type { StartCampaignRequest as _wbk_outreach_v1_StartCampaignRequest, StartCampaignRequest__Output as _wbk_outreach_v1_StartCampaignRequest__Output } from '../../../wbk/outreach/v1/StartCampaignRequest';

export interface OutreachAutomationServiceClient extends grpc.Client {
  SendMessage(argument: _wbk_outreach_v1_SendMessageRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_outreach_v1_SentMessage__Output>): grpc.ClientUnaryCall;
  SendMessage(argument: _wbk_outreach_v1_SendMessageRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_outreach_v1_SentMessage__Output>): grpc.ClientUnaryCall;
  SendMessage(argument: _wbk_outreach_v1_SendMessageRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_outreach_v1_SentMessage__Output>): grpc.ClientUnaryCall;
  SendMessage(argument: _wbk_outreach_v1_SendMessageRequest, callback: grpc.requestCallback<_wbk_outreach_v1_SentMessage__Output>): grpc.ClientUnaryCall;
  sendMessage(argument: _wbk_outreach_v1_SendMessageRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_outreach_v1_SentMessage__Output>): grpc.ClientUnaryCall;
  sendMessage(argument: _wbk_outreach_v1_SendMessageRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_outreach_v1_SentMessage__Output>): grpc.ClientUnaryCall;
  sendMessage(argument: _wbk_outreach_v1_SendMessageRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_outreach_v1_SentMessage__Output>): grpc.ClientUnaryCall;
  sendMessage(argument: _wbk_outreach_v1_SendMessageRequest, callback: grpc.requestCallback<_wbk_outreach_v1_SentMessage__Output>): grpc.ClientUnaryCall;
  
  StartCampaign(argument: _wbk_outreach_v1_StartCampaignRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_outreach_v1_CampaignState__Output>): grpc.ClientUnaryCall;
  StartCampaign(argument: _wbk_outreach_v1_StartCampaignRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_outreach_v1_CampaignState__Output>): grpc.ClientUnaryCall;
  StartCampaign(argument: _wbk_outreach_v1_StartCampaignRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_outreach_v1_CampaignState__Output>): grpc.ClientUnaryCall;
  StartCampaign(argument: _wbk_outreach_v1_StartCampaignRequest, callback: grpc.requestCallback<_wbk_outreach_v1_CampaignState__Output>): grpc.ClientUnaryCall;
  startCampaign(argument: _wbk_outreach_v1_StartCampaignRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_outreach_v1_CampaignState__Output>): grpc.ClientUnaryCall;
  startCampaign(argument: _wbk_outreach_v1_StartCampaignRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_outreach_v1_CampaignState__Output>): grpc.ClientUnaryCall;
  startCampaign(argument: _wbk_outreach_v1_StartCampaignRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_outreach_v1_CampaignState__Output>): grpc.ClientUnaryCall;
  startCampaign(argument: _wbk_outreach_v1_StartCampaignRequest, callback: grpc.requestCallback<_wbk_outreach_v1_CampaignState__Output>): grpc.ClientUnaryCall;
  
}

export interface OutreachAutomationServiceHandlers extends grpc.UntypedServiceImplementation {
  SendMessage: grpc.handleUnaryCall<_wbk_outreach_v1_SendMessageRequest__Output, _wbk_outreach_v1_SentMessage>;
  
  StartCampaign: grpc.handleUnaryCall<_wbk_outreach_v1_StartCampaignRequest__Output, _wbk_outreach_v1_CampaignState>;
  
}

export interface OutreachAutomationServiceDefinition extends grpc.ServiceDefinition {
  SendMessage: MethodDefinition<_wbk_outreach_v1_SendMessageRequest, _wbk_outreach_v1_SentMessage, _wbk_outreach_v1_SendMessageRequest__Output, _wbk_outreach_v1_SentMessage__Output>
  StartCampaign: MethodDefinition<_wbk_outreach_v1_StartCampaignRequest, _wbk_outreach_v1_CampaignState, _wbk_outreach_v1_StartCampaignRequest__Output, _wbk_outreach_v1_CampaignState__Output>
}
