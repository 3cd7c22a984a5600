// Original file: proto/mailbox/v1/mailbox.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { ApiReply as _wbk_common_v1_ApiReply, ApiReply__Output as _wbk_common_v1_ApiReply__Output } from '../../../wbk/common/v1/ApiReply';
import type { ApiRequest as _wbk_common_v1_ApiRequest, ApiRequest__Output as _wbk_common_v1_ApiRequest__Output } from '../../../wbk/common/v1/ApiRequest';

export interface MailboxServiceClient extends grpc.Client {
  GetEmailSyncJob(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  GetEmailSyncJob(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  GetEmailSyncJob(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  GetEmailSyncJob(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  getEmailSyncJob(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  getEmailSyncJob(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  getEmailSyncJob(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  getEmailSyncJob(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  
  ListCalendarEvents(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  ListCalendarEvents(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  ListCalendarEvents(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  ListCalendarEvents(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  listCalendarEvents(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  listCalendarEvents(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  listCalendarEvents(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  listCalendarEvents(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  
  ListEmailSyncJobs(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  ListEmailSyncJobs(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  ListEmailSyncJobs(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  ListEmailSyncJobs(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  listEmailSyncJobs(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  listEmailSyncJobs(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  listEmailSyncJobs(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  listEmailSyncJobs(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  
  ListMailboxes(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  ListMailboxes(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  ListMailboxes(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  ListMailboxes(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  listMailboxes(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  listMailboxes(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  listMailboxes(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  listMailboxes(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  
  StartEmailSync(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  StartEmailSync(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  StartEmailSync(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  StartEmailSync(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  startEmailSync(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  startEmailSync(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  startEmailSync(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  startEmailSync(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  
}

export interface MailboxServiceHandlers extends grpc.UntypedServiceImplementation {
  GetEmailSyncJob: grpc.handleUnaryCall<_wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply>;
  
  ListCalendarEvents: grpc.handleUnaryCall<_wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply>;
  
  ListEmailSyncJobs: grpc.handleUnaryCall<_wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply>;
  
  ListMailboxes: grpc.handleUnaryCall<_wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply>;
  
  StartEmailSync: grpc.handleUnaryCall<_wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply>;
  
}

export interface MailboxServiceDefinition extends grpc.ServiceDefinition {
  GetEmailSyncJob: MethodDefinition<_wbk_common_v1_ApiRequest, _wbk_common_v1_ApiReply, _wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply__Output>
  ListCalendarEvents: MethodDefinition<_wbk_common_v1_ApiRequest, _wbk_common_v1_ApiReply, _wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply__Output>
  ListEmailSyncJobs: MethodDefinition<_wbk_common_v1_ApiRequest, _wbk_common_v1_ApiReply, _wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply__Output>
  ListMailboxes: MethodDefinition<_wbk_common_v1_ApiRequest, _wbk_common_v1_ApiReply, _wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply__Output>
  StartEmailSync: MethodDefinition<_wbk_common_v1_ApiRequest, _wbk_common_v1_ApiReply, _wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply__Output>
}
