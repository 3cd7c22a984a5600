// Original file: proto/workflows/v1/workflows.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { ApiReply as _wbk_common_v1_ApiReply, ApiReply__Output as _wbk_common_v1_ApiReply__Output } from '../../../wbk/common/v1/ApiReply';
import type { ApiRequest as _wbk_common_v1_ApiRequest, ApiRequest__Output as _wbk_common_v1_ApiRequest__Output } from '../../../wbk/common/v1/ApiRequest';

export interface WorkflowEngineServiceClient extends grpc.Client {
  ApproveAssistantTask(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  ApproveAssistantTask(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  ApproveAssistantTask(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  ApproveAssistantTask(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  approveAssistantTask(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  approveAssistantTask(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  approveAssistantTask(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  approveAssistantTask(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  
  AssistantChat(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  AssistantChat(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  AssistantChat(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  AssistantChat(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  assistantChat(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  assistantChat(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  assistantChat(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  assistantChat(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  
  CreateWorkflow(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  CreateWorkflow(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  CreateWorkflow(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  CreateWorkflow(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  createWorkflow(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  createWorkflow(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  createWorkflow(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  createWorkflow(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  
  DeleteWorkflow(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  DeleteWorkflow(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  DeleteWorkflow(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  DeleteWorkflow(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  deleteWorkflow(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  deleteWorkflow(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  deleteWorkflow(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  deleteWorkflow(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  
  DismissAssistantTask(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  DismissAssistantTask(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  DismissAssistantTask(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  DismissAssistantTask(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  dismissAssistantTask(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  dismissAssistantTask(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  dismissAssistantTask(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  dismissAssistantTask(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  
  GetWorkflow(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  GetWorkflow(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  GetWorkflow(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  GetWorkflow(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  getWorkflow(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  getWorkflow(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  getWorkflow(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  getWorkflow(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  
  ListAssistantTasks(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  ListAssistantTasks(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  ListAssistantTasks(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  ListAssistantTasks(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  listAssistantTasks(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  listAssistantTasks(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  listAssistantTasks(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  listAssistantTasks(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  
  ListRunsByEntity(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  ListRunsByEntity(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  ListRunsByEntity(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  ListRunsByEntity(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  listRunsByEntity(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  listRunsByEntity(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  listRunsByEntity(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  listRunsByEntity(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  
  ListWorkflowRuns(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  ListWorkflowRuns(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  ListWorkflowRuns(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  ListWorkflowRuns(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  listWorkflowRuns(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  listWorkflowRuns(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  listWorkflowRuns(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  listWorkflowRuns(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  
  ListWorkflows(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  ListWorkflows(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  ListWorkflows(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  ListWorkflows(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  listWorkflows(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  listWorkflows(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  listWorkflows(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  listWorkflows(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  
  UpdateWorkflow(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  UpdateWorkflow(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  UpdateWorkflow(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  UpdateWorkflow(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  updateWorkflow(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  updateWorkflow(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  updateWorkflow(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  updateWorkflow(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  
}

export interface WorkflowEngineServiceHandlers extends grpc.UntypedServiceImplementation {
  ApproveAssistantTask: grpc.handleUnaryCall<_wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply>;
  
  AssistantChat: grpc.handleUnaryCall<_wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply>;
  
  CreateWorkflow: grpc.handleUnaryCall<_wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply>;
  
  DeleteWorkflow: grpc.handleUnaryCall<_wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply>;
  
  DismissAssistantTask: grpc.handleUnaryCall<_wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply>;
  
  GetWorkflow: grpc.handleUnaryCall<_wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply>;
  
  ListAssistantTasks: grpc.handleUnaryCall<_wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply>;
  
  ListRunsByEntity: grpc.handleUnaryCall<_wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply>;
  
  ListWorkflowRuns: grpc.handleUnaryCall<_wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply>;
  
  ListWorkflows: grpc.handleUnaryCall<_wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply>;
  
  UpdateWorkflow: grpc.handleUnaryCall<_wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply>;
  
}

export interface WorkflowEngineServiceDefinition extends grpc.ServiceDefinition {
  ApproveAssistantTask: MethodDefinition<_wbk_common_v1_ApiRequest, _wbk_common_v1_ApiReply, _wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply__Output>
  AssistantChat: MethodDefinition<_wbk_common_v1_ApiRequest, _wbk_common_v1_ApiReply, _wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply__Output>
  CreateWorkflow: MethodDefinition<_wbk_common_v1_ApiRequest, _wbk_common_v1_ApiReply, _wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply__Output>
  DeleteWorkflow: MethodDefinition<_wbk_common_v1_ApiRequest, _wbk_common_v1_ApiReply, _wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply__Output>
  DismissAssistantTask: MethodDefinition<_wbk_common_v1_ApiRequest, _wbk_common_v1_ApiReply, _wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply__Output>
  GetWorkflow: MethodDefinition<_wbk_common_v1_ApiRequest, _wbk_common_v1_ApiReply, _wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply__Output>
  ListAssistantTasks: MethodDefinition<_wbk_common_v1_ApiRequest, _wbk_common_v1_ApiReply, _wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply__Output>
  ListRunsByEntity: MethodDefinition<_wbk_common_v1_ApiRequest, _wbk_common_v1_ApiReply, _wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply__Output>
  ListWorkflowRuns: MethodDefinition<_wbk_common_v1_ApiRequest, _wbk_common_v1_ApiReply, _wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply__Output>
  ListWorkflows: MethodDefinition<_wbk_common_v1_ApiRequest, _wbk_common_v1_ApiReply, _wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply__Output>
  UpdateWorkflow: MethodDefinition<_wbk_common_v1_ApiRequest, _wbk_common_v1_ApiReply, _wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply__Output>
}
