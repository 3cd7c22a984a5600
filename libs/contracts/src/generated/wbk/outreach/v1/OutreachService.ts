// Original file: proto/outreach/v1/outreach.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { ApiReply as _wbk_common_v1_ApiReply, ApiReply__Output as _wbk_common_v1_ApiReply__Output } from '../../../wbk/common/v1/ApiReply';
import type { ApiRequest as _wbk_common_v1_ApiRequest, ApiRequest__Output as _wbk_common_v1_ApiRequest__Output } from '../../../wbk/common/v1/ApiRequest';

export interface OutreachServiceClient extends grpc.Client {
  CreateCampaign(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  CreateCampaign(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  CreateCampaign(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  CreateCampaign(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  createCampaign(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  createCampaign(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  createCampaign(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  createCampaign(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  
  CreateSuppression(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  CreateSuppression(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  CreateSuppression(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  CreateSuppression(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  createSuppression(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  createSuppression(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  createSuppression(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  createSuppression(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  
  DeleteCampaign(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  DeleteCampaign(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  DeleteCampaign(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  DeleteCampaign(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  deleteCampaign(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  deleteCampaign(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  deleteCampaign(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  deleteCampaign(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  
  DeleteSuppression(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  DeleteSuppression(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  DeleteSuppression(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  DeleteSuppression(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  deleteSuppression(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  deleteSuppression(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  deleteSuppression(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  deleteSuppression(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  
  EnrollCampaignContacts(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  EnrollCampaignContacts(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  EnrollCampaignContacts(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  EnrollCampaignContacts(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  enrollCampaignContacts(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  enrollCampaignContacts(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  enrollCampaignContacts(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  enrollCampaignContacts(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  
  GetCampaign(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  GetCampaign(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  GetCampaign(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  GetCampaign(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  getCampaign(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  getCampaign(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  getCampaign(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  getCampaign(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  
  GetMessage(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  GetMessage(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  GetMessage(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  GetMessage(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  getMessage(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  getMessage(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  getMessage(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  getMessage(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  
  ListCampaignContacts(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  ListCampaignContacts(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  ListCampaignContacts(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  ListCampaignContacts(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  listCampaignContacts(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  listCampaignContacts(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  listCampaignContacts(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  listCampaignContacts(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  
  ListCampaigns(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  ListCampaigns(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  ListCampaigns(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  ListCampaigns(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  listCampaigns(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  listCampaigns(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  listCampaigns(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  listCampaigns(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  
  ListMessages(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  ListMessages(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  ListMessages(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  ListMessages(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  listMessages(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  listMessages(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  listMessages(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  listMessages(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  
  ListSuppressions(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  ListSuppressions(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  ListSuppressions(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  ListSuppressions(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  listSuppressions(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  listSuppressions(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  listSuppressions(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  listSuppressions(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  
  PauseCampaign(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  PauseCampaign(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  PauseCampaign(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  PauseCampaign(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  pauseCampaign(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  pauseCampaign(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  pauseCampaign(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  pauseCampaign(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  
  ResumeCampaign(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  ResumeCampaign(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  ResumeCampaign(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  ResumeCampaign(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  resumeCampaign(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  resumeCampaign(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  resumeCampaign(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  resumeCampaign(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  
  SendChannelMessage(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  SendChannelMessage(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  SendChannelMessage(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  SendChannelMessage(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  sendChannelMessage(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  sendChannelMessage(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  sendChannelMessage(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  sendChannelMessage(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  
  StartCampaign(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  StartCampaign(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  StartCampaign(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  StartCampaign(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  startCampaign(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  startCampaign(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  startCampaign(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  startCampaign(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  
  UpdateCampaign(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  UpdateCampaign(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  UpdateCampaign(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  UpdateCampaign(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  updateCampaign(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  updateCampaign(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  updateCampaign(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  updateCampaign(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  
}

export interface OutreachServiceHandlers extends grpc.UntypedServiceImplementation {
  CreateCampaign: grpc.handleUnaryCall<_wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply>;
  
  CreateSuppression: grpc.handleUnaryCall<_wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply>;
  
  DeleteCampaign: grpc.handleUnaryCall<_wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply>;
  
  DeleteSuppression: grpc.handleUnaryCall<_wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply>;
  
  EnrollCampaignContacts: grpc.handleUnaryCall<_wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply>;
  
  GetCampaign: grpc.handleUnaryCall<_wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply>;
  
  GetMessage: grpc.handleUnaryCall<_wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply>;
  
  ListCampaignContacts: grpc.handleUnaryCall<_wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply>;
  
  ListCampaigns: grpc.handleUnaryCall<_wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply>;
  
  ListMessages: grpc.handleUnaryCall<_wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply>;
  
  ListSuppressions: grpc.handleUnaryCall<_wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply>;
  
  PauseCampaign: grpc.handleUnaryCall<_wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply>;
  
  ResumeCampaign: grpc.handleUnaryCall<_wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply>;
  
  SendChannelMessage: grpc.handleUnaryCall<_wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply>;
  
  StartCampaign: grpc.handleUnaryCall<_wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply>;
  
  UpdateCampaign: grpc.handleUnaryCall<_wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply>;
  
}

export interface OutreachServiceDefinition extends grpc.ServiceDefinition {
  CreateCampaign: MethodDefinition<_wbk_common_v1_ApiRequest, _wbk_common_v1_ApiReply, _wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply__Output>
  CreateSuppression: MethodDefinition<_wbk_common_v1_ApiRequest, _wbk_common_v1_ApiReply, _wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply__Output>
  DeleteCampaign: MethodDefinition<_wbk_common_v1_ApiRequest, _wbk_common_v1_ApiReply, _wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply__Output>
  DeleteSuppression: MethodDefinition<_wbk_common_v1_ApiRequest, _wbk_common_v1_ApiReply, _wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply__Output>
  EnrollCampaignContacts: MethodDefinition<_wbk_common_v1_ApiRequest, _wbk_common_v1_ApiReply, _wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply__Output>
  GetCampaign: MethodDefinition<_wbk_common_v1_ApiRequest, _wbk_common_v1_ApiReply, _wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply__Output>
  GetMessage: MethodDefinition<_wbk_common_v1_ApiRequest, _wbk_common_v1_ApiReply, _wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply__Output>
  ListCampaignContacts: MethodDefinition<_wbk_common_v1_ApiRequest, _wbk_common_v1_ApiReply, _wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply__Output>
  ListCampaigns: MethodDefinition<_wbk_common_v1_ApiRequest, _wbk_common_v1_ApiReply, _wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply__Output>
  ListMessages: MethodDefinition<_wbk_common_v1_ApiRequest, _wbk_common_v1_ApiReply, _wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply__Output>
  ListSuppressions: MethodDefinition<_wbk_common_v1_ApiRequest, _wbk_common_v1_ApiReply, _wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply__Output>
  PauseCampaign: MethodDefinition<_wbk_common_v1_ApiRequest, _wbk_common_v1_ApiReply, _wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply__Output>
  ResumeCampaign: MethodDefinition<_wbk_common_v1_ApiRequest, _wbk_common_v1_ApiReply, _wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply__Output>
  SendChannelMessage: MethodDefinition<_wbk_common_v1_ApiRequest, _wbk_common_v1_ApiReply, _wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply__Output>
  StartCampaign: MethodDefinition<_wbk_common_v1_ApiRequest, _wbk_common_v1_ApiReply, _wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply__Output>
  UpdateCampaign: MethodDefinition<_wbk_common_v1_ApiRequest, _wbk_common_v1_ApiReply, _wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply__Output>
}
