// Original file: proto/crm/v1/crm.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { ApiReply as _wbk_common_v1_ApiReply, ApiReply__Output as _wbk_common_v1_ApiReply__Output } from '../../../wbk/common/v1/ApiReply';
import type { ApiRequest as _wbk_common_v1_ApiRequest, ApiRequest__Output as _wbk_common_v1_ApiRequest__Output } from '../../../wbk/common/v1/ApiRequest';

export interface CrmServiceClient extends grpc.Client {
  AddListContacts(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  AddListContacts(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  AddListContacts(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  AddListContacts(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  addListContacts(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  addListContacts(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  addListContacts(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  addListContacts(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  
  BulkCreateContacts(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  BulkCreateContacts(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  BulkCreateContacts(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  BulkCreateContacts(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  bulkCreateContacts(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  bulkCreateContacts(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  bulkCreateContacts(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  bulkCreateContacts(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  
  BulkCreateDeals(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  BulkCreateDeals(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  BulkCreateDeals(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  BulkCreateDeals(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  bulkCreateDeals(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  bulkCreateDeals(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  bulkCreateDeals(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  bulkCreateDeals(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  
  BulkUpdateDeals(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  BulkUpdateDeals(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  BulkUpdateDeals(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  BulkUpdateDeals(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  bulkUpdateDeals(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  bulkUpdateDeals(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  bulkUpdateDeals(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  bulkUpdateDeals(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  
  CreateCompany(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  CreateCompany(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  CreateCompany(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  CreateCompany(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  createCompany(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  createCompany(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  createCompany(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  createCompany(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  
  CreateCompanyNote(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  CreateCompanyNote(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  CreateCompanyNote(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  CreateCompanyNote(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  createCompanyNote(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  createCompanyNote(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  createCompanyNote(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  createCompanyNote(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  
  CreateContact(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  CreateContact(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  CreateContact(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  CreateContact(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  createContact(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  createContact(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  createContact(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  createContact(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  
  CreateContactNote(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  CreateContactNote(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  CreateContactNote(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  CreateContactNote(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  createContactNote(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  createContactNote(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  createContactNote(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  createContactNote(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  
  CreateDeal(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  CreateDeal(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  CreateDeal(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  CreateDeal(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  createDeal(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  createDeal(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  createDeal(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  createDeal(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  
  CreateList(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  CreateList(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  CreateList(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  CreateList(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  createList(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  createList(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  createList(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  createList(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  
  CreateTask(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  CreateTask(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  CreateTask(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  CreateTask(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  createTask(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  createTask(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  createTask(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  createTask(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  
  DeleteCompany(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  DeleteCompany(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  DeleteCompany(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  DeleteCompany(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  deleteCompany(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  deleteCompany(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  deleteCompany(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  deleteCompany(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  
  DeleteContact(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  DeleteContact(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  DeleteContact(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  DeleteContact(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  deleteContact(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  deleteContact(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  deleteContact(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  deleteContact(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  
  DeleteDeal(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  DeleteDeal(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  DeleteDeal(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  DeleteDeal(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  deleteDeal(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  deleteDeal(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  deleteDeal(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  deleteDeal(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  
  DeleteList(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  DeleteList(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  DeleteList(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  DeleteList(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  deleteList(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  deleteList(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  deleteList(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  deleteList(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  
  DeleteTask(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  DeleteTask(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  DeleteTask(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  DeleteTask(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  deleteTask(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  deleteTask(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  deleteTask(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  deleteTask(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  
  GetCompany(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  GetCompany(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  GetCompany(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  GetCompany(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  getCompany(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  getCompany(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  getCompany(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  getCompany(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  
  GetContact(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  GetContact(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  GetContact(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  GetContact(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  getContact(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  getContact(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  getContact(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  getContact(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  
  GetDeal(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  GetDeal(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  GetDeal(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  GetDeal(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  getDeal(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  getDeal(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  getDeal(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  getDeal(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  
  GetList(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  GetList(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  GetList(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  GetList(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  getList(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  getList(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  getList(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  getList(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  
  LinkDealDocument(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  LinkDealDocument(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  LinkDealDocument(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  LinkDealDocument(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  linkDealDocument(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  linkDealDocument(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  linkDealDocument(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  linkDealDocument(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  
  ListCompanies(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  ListCompanies(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  ListCompanies(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  ListCompanies(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  listCompanies(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  listCompanies(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  listCompanies(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  listCompanies(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  
  ListCompanyNotes(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  ListCompanyNotes(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  ListCompanyNotes(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  ListCompanyNotes(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  listCompanyNotes(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  listCompanyNotes(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  listCompanyNotes(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  listCompanyNotes(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  
  ListContactActivities(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  ListContactActivities(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  ListContactActivities(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  ListContactActivities(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  listContactActivities(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  listContactActivities(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  listContactActivities(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  listContactActivities(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  
  ListContactNotes(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  ListContactNotes(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  ListContactNotes(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  ListContactNotes(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  listContactNotes(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  listContactNotes(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  listContactNotes(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  listContactNotes(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  
  ListContacts(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  ListContacts(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  ListContacts(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  ListContacts(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  listContacts(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  listContacts(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  listContacts(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  listContacts(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  
  ListDealDocuments(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  ListDealDocuments(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  ListDealDocuments(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  ListDealDocuments(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  listDealDocuments(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  listDealDocuments(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  listDealDocuments(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  listDealDocuments(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  
  ListDeals(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  ListDeals(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  ListDeals(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  ListDeals(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  listDeals(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  listDeals(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  listDeals(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  listDeals(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  
  ListLists(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  ListLists(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  ListLists(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  ListLists(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  listLists(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  listLists(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  listLists(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  listLists(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  
  ListTasks(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  ListTasks(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  ListTasks(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  ListTasks(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  listTasks(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  listTasks(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  listTasks(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  listTasks(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  
  RemoveListContacts(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  RemoveListContacts(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  RemoveListContacts(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  RemoveListContacts(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  removeListContacts(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  removeListContacts(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  removeListContacts(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  removeListContacts(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  
  UpdateCompany(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  UpdateCompany(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  UpdateCompany(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  UpdateCompany(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  updateCompany(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  updateCompany(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  updateCompany(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  updateCompany(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  
  UpdateContact(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  UpdateContact(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  UpdateContact(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  UpdateContact(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  updateContact(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  updateContact(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  updateContact(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  updateContact(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  
  UpdateDeal(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  UpdateDeal(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  UpdateDeal(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  UpdateDeal(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  updateDeal(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  updateDeal(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  updateDeal(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  updateDeal(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  
  UpdateTask(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  UpdateTask(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  UpdateTask(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  UpdateTask(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  updateTask(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  updateTask(argument: _wbk_common_v1_ApiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  updateTask(argument: _wbk_common_v1_ApiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  updateTask(argument: _wbk_common_v1_ApiRequest, callback: grpc.requestCallback<_wbk_common_v1_ApiReply__Output>): grpc.ClientUnaryCall;
  
}

export interface CrmServiceHandlers extends grpc.UntypedServiceImplementation {
  AddListContacts: grpc.handleUnaryCall<_wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply>;
  
  BulkCreateContacts: grpc.handleUnaryCall<_wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply>;
  
  BulkCreateDeals: grpc.handleUnaryCall<_wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply>;
  
  BulkUpdateDeals: grpc.handleUnaryCall<_wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply>;
  
  CreateCompany: grpc.handleUnaryCall<_wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply>;
  
  CreateCompanyNote: grpc.handleUnaryCall<_wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply>;
  
  CreateContact: grpc.handleUnaryCall<_wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply>;
  
  CreateContactNote: grpc.handleUnaryCall<_wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply>;
  
  CreateDeal: grpc.handleUnaryCall<_wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply>;
  
  CreateList: grpc.handleUnaryCall<_wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply>;
  
  CreateTask: grpc.handleUnaryCall<_wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply>;
  
  DeleteCompany: grpc.handleUnaryCall<_wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply>;
  
  DeleteContact: grpc.handleUnaryCall<_wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply>;
  
  DeleteDeal: grpc.handleUnaryCall<_wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply>;
  
  DeleteList: grpc.handleUnaryCall<_wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply>;
  
  DeleteTask: grpc.handleUnaryCall<_wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply>;
  
  GetCompany: grpc.handleUnaryCall<_wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply>;
  
  GetContact: grpc.handleUnaryCall<_wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply>;
  
  GetDeal: grpc.handleUnaryCall<_wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply>;
  
  GetList: grpc.handleUnaryCall<_wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply>;
  
  LinkDealDocument: grpc.handleUnaryCall<_wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply>;
  
  ListCompanies: grpc.handleUnaryCall<_wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply>;
  
  ListCompanyNotes: grpc.handleUnaryCall<_wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply>;
  
  ListContactActivities: grpc.handleUnaryCall<_wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply>;
  
  ListContactNotes: grpc.handleUnaryCall<_wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply>;
  
  ListContacts: grpc.handleUnaryCall<_wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply>;
  
  ListDealDocuments: grpc.handleUnaryCall<_wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply>;
  
  ListDeals: grpc.handleUnaryCall<_wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply>;
  
  ListLists: grpc.handleUnaryCall<_wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply>;
  
  ListTasks: grpc.handleUnaryCall<_wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply>;
  
  RemoveListContacts: grpc.handleUnaryCall<_wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply>;
  
  UpdateCompany: grpc.handleUnaryCall<_wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply>;
  
  UpdateContact: grpc.handleUnaryCall<_wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply>;
  
  UpdateDeal: grpc.handleUnaryCall<_wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply>;
  
  UpdateTask: grpc.handleUnaryCall<_wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply>;
  
}

export interface CrmServiceDefinition extends grpc.ServiceDefinition {
  AddListContacts: MethodDefinition<_wbk_common_v1_ApiRequest, _wbk_common_v1_ApiReply, _wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply__Output>
  BulkCreateContacts: MethodDefinition<_wbk_common_v1_ApiRequest, _wbk_common_v1_ApiReply, _wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply__Output>
  BulkCreateDeals: MethodDefinition<_wbk_common_v1_ApiRequest, _wbk_common_v1_ApiReply, _wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply__Output>
  BulkUpdateDeals: MethodDefinition<_wbk_common_v1_ApiRequest, _wbk_common_v1_ApiReply, _wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply__Output>
  CreateCompany: MethodDefinition<_wbk_common_v1_ApiRequest, _wbk_common_v1_ApiReply, _wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply__Output>
  CreateCompanyNote: MethodDefinition<_wbk_common_v1_ApiRequest, _wbk_common_v1_ApiReply, _wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply__Output>
  CreateContact: MethodDefinition<_wbk_common_v1_ApiRequest, _wbk_common_v1_ApiReply, _wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply__Output>
  CreateContactNote: MethodDefinition<_wbk_common_v1_ApiRequest, _wbk_common_v1_ApiReply, _wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply__Output>
  CreateDeal: MethodDefinition<_wbk_common_v1_ApiRequest, _wbk_common_v1_ApiReply, _wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply__Output>
  CreateList: MethodDefinition<_wbk_common_v1_ApiRequest, _wbk_common_v1_ApiReply, _wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply__Output>
  CreateTask: MethodDefinition<_wbk_common_v1_ApiRequest, _wbk_common_v1_ApiReply, _wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply__Output>
  DeleteCompany: MethodDefinition<_wbk_common_v1_ApiRequest, _wbk_common_v1_ApiReply, _wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply__Output>
  DeleteContact: MethodDefinition<_wbk_common_v1_ApiRequest, _wbk_common_v1_ApiReply, _wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply__Output>
  DeleteDeal: MethodDefinition<_wbk_common_v1_ApiRequest, _wbk_common_v1_ApiReply, _wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply__Output>
  DeleteList: MethodDefinition<_wbk_common_v1_ApiRequest, _wbk_common_v1_ApiReply, _wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply__Output>
  DeleteTask: MethodDefinition<_wbk_common_v1_ApiRequest, _wbk_common_v1_ApiReply, _wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply__Output>
  GetCompany: MethodDefinition<_wbk_common_v1_ApiRequest, _wbk_common_v1_ApiReply, _wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply__Output>
  GetContact: MethodDefinition<_wbk_common_v1_ApiRequest, _wbk_common_v1_ApiReply, _wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply__Output>
  GetDeal: MethodDefinition<_wbk_common_v1_ApiRequest, _wbk_common_v1_ApiReply, _wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply__Output>
  GetList: MethodDefinition<_wbk_common_v1_ApiRequest, _wbk_common_v1_ApiReply, _wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply__Output>
  LinkDealDocument: MethodDefinition<_wbk_common_v1_ApiRequest, _wbk_common_v1_ApiReply, _wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply__Output>
  ListCompanies: MethodDefinition<_wbk_common_v1_ApiRequest, _wbk_common_v1_ApiReply, _wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply__Output>
  ListCompanyNotes: MethodDefinition<_wbk_common_v1_ApiRequest, _wbk_common_v1_ApiReply, _wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply__Output>
  ListContactActivities: MethodDefinition<_wbk_common_v1_ApiRequest, _wbk_common_v1_ApiReply, _wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply__Output>
  ListContactNotes: MethodDefinition<_wbk_common_v1_ApiRequest, _wbk_common_v1_ApiReply, _wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply__Output>
  ListContacts: MethodDefinition<_wbk_common_v1_ApiRequest, _wbk_common_v1_ApiReply, _wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply__Output>
  ListDealDocuments: MethodDefinition<_wbk_common_v1_ApiRequest, _wbk_common_v1_ApiReply, _wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply__Output>
  ListDeals: MethodDefinition<_wbk_common_v1_ApiRequest, _wbk_common_v1_ApiReply, _wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply__Output>
  ListLists: MethodDefinition<_wbk_common_v1_ApiRequest, _wbk_common_v1_ApiReply, _wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply__Output>
  ListTasks: MethodDefinition<_wbk_common_v1_ApiRequest, _wbk_common_v1_ApiReply, _wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply__Output>
  RemoveListContacts: MethodDefinition<_wbk_common_v1_ApiRequest, _wbk_common_v1_ApiReply, _wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply__Output>
  UpdateCompany: MethodDefinition<_wbk_common_v1_ApiRequest, _wbk_common_v1_ApiReply, _wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply__Output>
  UpdateContact: MethodDefinition<_wbk_common_v1_ApiRequest, _wbk_common_v1_ApiReply, _wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply__Output>
  UpdateDeal: MethodDefinition<_wbk_common_v1_ApiRequest, _wbk_common_v1_ApiReply, _wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply__Output>
  UpdateTask: MethodDefinition<_wbk_common_v1_ApiRequest, _wbk_common_v1_ApiReply, _wbk_common_v1_ApiRequest__Output, _wbk_common_v1_ApiReply__Output>
}
