// Original file: proto/crm/v1/crm_automation.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { Contact as _wbk_crm_v1_Contact, Contact__Output as _wbk_crm_v1_Contact__Output } from '../../../wbk/crm/v1/Contact';
import type { ContactBatch as _wbk_crm_v1_ContactBatch, ContactBatch__Output as _wbk_crm_v1_ContactBatch__Output } from '../../../wbk/crm/v1/ContactBatch';
import type { ContactMatches as _wbk_crm_v1_ContactMatches, ContactMatches__Output as _wbk_crm_v1_ContactMatches__Output } from '../../../wbk/crm/v1/ContactMatches';
import type { CreateContactRequest as _wbk_crm_v1_CreateContactRequest, CreateContactRequest__Output as _wbk_crm_v1_CreateContactRequest__Output } from '../../../wbk/crm/v1/CreateContactRequest';
import type { CreateListRequest as _wbk_crm_v1_CreateListRequest, CreateListRequest__Output as _wbk_crm_v1_CreateListRequest__Output } from '../../../wbk/crm/v1/CreateListRequest';
import type { CreateTaskRequest as _wbk_crm_v1_CreateTaskRequest, CreateTaskRequest__Output as _wbk_crm_v1_CreateTaskRequest__Output } from '../../../wbk/crm/v1/CreateTaskRequest';
import type { Deal as _wbk_crm_v1_Deal, Deal__Output as _wbk_crm_v1_Deal__Output } from '../../../wbk/crm/v1/Deal';
import type { EmailContactMatches as _wbk_crm_v1_EmailContactMatches, EmailContactMatches__Output as _wbk_crm_v1_EmailContactMatches__Output } from '../../../wbk/crm/v1/EmailContactMatches';
import type { FindContactsByEmailRequest as _wbk_crm_v1_FindContactsByEmailRequest, FindContactsByEmailRequest__Output as _wbk_crm_v1_FindContactsByEmailRequest__Output } from '../../../wbk/crm/v1/FindContactsByEmailRequest';
import type { FindContactsByNameRequest as _wbk_crm_v1_FindContactsByNameRequest, FindContactsByNameRequest__Output as _wbk_crm_v1_FindContactsByNameRequest__Output } from '../../../wbk/crm/v1/FindContactsByNameRequest';
import type { FindListsByNameRequest as _wbk_crm_v1_FindListsByNameRequest, FindListsByNameRequest__Output as _wbk_crm_v1_FindListsByNameRequest__Output } from '../../../wbk/crm/v1/FindListsByNameRequest';
import type { GetContactRequest as _wbk_crm_v1_GetContactRequest, GetContactRequest__Output as _wbk_crm_v1_GetContactRequest__Output } from '../../../wbk/crm/v1/GetContactRequest';
import type { GetContactsRequest as _wbk_crm_v1_GetContactsRequest, GetContactsRequest__Output as _wbk_crm_v1_GetContactsRequest__Output } from '../../../wbk/crm/v1/GetContactsRequest';
import type { GetDealRequest as _wbk_crm_v1_GetDealRequest, GetDealRequest__Output as _wbk_crm_v1_GetDealRequest__Output } from '../../../wbk/crm/v1/GetDealRequest';
import type { GetListRequest as _wbk_crm_v1_GetListRequest, GetListRequest__Output as _wbk_crm_v1_GetListRequest__Output } from '../../../wbk/crm/v1/GetListRequest';
import type { List as _wbk_crm_v1_List, List__Output as _wbk_crm_v1_List__Output } from '../../../wbk/crm/v1/List';
import type { ListContactsRequest as _wbk_crm_v1_ListContactsRequest, ListContactsRequest__Output as _wbk_crm_v1_ListContactsRequest__Output } from '../../../wbk/crm/v1/ListContactsRequest';
import type { ListMatches as _wbk_crm_v1_ListMatches, ListMatches__Output as _wbk_crm_v1_ListMatches__Output } from '../../../wbk/crm/v1/ListMatches';
import type { ListMembersPage as _wbk_crm_v1_ListMembersPage, ListMembersPage__Output as _wbk_crm_v1_ListMembersPage__Output } from '../../../wbk/crm/v1/ListMembersPage';
import type { ListMembersRequest as _wbk_crm_v1_ListMembersRequest, ListMembersRequest__Output as _wbk_crm_v1_ListMembersRequest__Output } from '../../../wbk/crm/v1/ListMembersRequest';
import type { ListMembershipResult as _wbk_crm_v1_ListMembershipResult, ListMembershipResult__Output as _wbk_crm_v1_ListMembershipResult__Output } from '../../../wbk/crm/v1/ListMembershipResult';
import type { MatchContactsByEmailsRequest as _wbk_crm_v1_MatchContactsByEmailsRequest, MatchContactsByEmailsRequest__Output as _wbk_crm_v1_MatchContactsByEmailsRequest__Output } from '../../../wbk/crm/v1/MatchContactsByEmailsRequest';
import type { SetFieldReply as _wbk_crm_v1_SetFieldReply, SetFieldReply__Output as _wbk_crm_v1_SetFieldReply__Output } from '../../../wbk/crm/v1/SetFieldReply';
import type { SetFieldRequest as _wbk_crm_v1_SetFieldRequest, SetFieldRequest__Output as _wbk_crm_v1_SetFieldRequest__Output } from '../../../wbk/crm/v1/SetFieldRequest';
import type { Task as _wbk_crm_v1_Task, Task__Output as _wbk_crm_v1_Task__Output } from '../../../wbk/crm/v1/Task';
import type { UpdateContactRequest as _wbk_crm_v1_UpdateContactRequest, UpdateContactRequest__Output as _wbk_crm_v1_UpdateContactRequest__Output } from '../../../wbk/crm/v1/UpdateContactRequest';

export interface CrmAutomationServiceClient extends grpc.Client {
  AddListContacts(argument: _wbk_crm_v1_ListContactsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_crm_v1_ListMembershipResult__Output>): grpc.ClientUnaryCall;
  AddListContacts(argument: _wbk_crm_v1_ListContactsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_crm_v1_ListMembershipResult__Output>): grpc.ClientUnaryCall;
  AddListContacts(argument: _wbk_crm_v1_ListContactsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_crm_v1_ListMembershipResult__Output>): grpc.ClientUnaryCall;
  AddListContacts(argument: _wbk_crm_v1_ListContactsRequest, callback: grpc.requestCallback<_wbk_crm_v1_ListMembershipResult__Output>): grpc.ClientUnaryCall;
  addListContacts(argument: _wbk_crm_v1_ListContactsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_crm_v1_ListMembershipResult__Output>): grpc.ClientUnaryCall;
  addListContacts(argument: _wbk_crm_v1_ListContactsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_crm_v1_ListMembershipResult__Output>): grpc.ClientUnaryCall;
  addListContacts(argument: _wbk_crm_v1_ListContactsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_crm_v1_ListMembershipResult__Output>): grpc.ClientUnaryCall;
  addListContacts(argument: _wbk_crm_v1_ListContactsRequest, callback: grpc.requestCallback<_wbk_crm_v1_ListMembershipResult__Output>): grpc.ClientUnaryCall;
  
  CreateContact(argument: _wbk_crm_v1_CreateContactRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_crm_v1_Contact__Output>): grpc.ClientUnaryCall;
  CreateContact(argument: _wbk_crm_v1_CreateContactRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_crm_v1_Contact__Output>): grpc.ClientUnaryCall;
  CreateContact(argument: _wbk_crm_v1_CreateContactRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_crm_v1_Contact__Output>): grpc.ClientUnaryCall;
  CreateContact(argument: _wbk_crm_v1_CreateContactRequest, callback: grpc.requestCallback<_wbk_crm_v1_Contact__Output>): grpc.ClientUnaryCall;
  createContact(argument: _wbk_crm_v1_CreateContactRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_crm_v1_Contact__Output>): grpc.ClientUnaryCall;
  createContact(argument: _wbk_crm_v1_CreateContactRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_crm_v1_Contact__Output>): grpc.ClientUnaryCall;
  createContact(argument: _wbk_crm_v1_CreateContactRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_crm_v1_Contact__Output>): grpc.ClientUnaryCall;
  createContact(argument: _wbk_crm_v1_CreateContactRequest, callback: grpc.requestCallback<_wbk_crm_v1_Contact__Output>): grpc.ClientUnaryCall;
  
  CreateList(argument: _wbk_crm_v1_CreateListRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_crm_v1_List__Output>): grpc.ClientUnaryCall;
  CreateList(argument: _wbk_crm_v1_CreateListRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_crm_v1_List__Output>): grpc.ClientUnaryCall;
  CreateList(argument: _wbk_crm_v1_CreateListRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_crm_v1_List__Output>): grpc.ClientUnaryCall;
  CreateList(argument: _wbk_crm_v1_CreateListRequest, callback: grpc.requestCallback<_wbk_crm_v1_List__Output>): grpc.ClientUnaryCall;
  createList(argument: _wbk_crm_v1_CreateListRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_crm_v1_List__Output>): grpc.ClientUnaryCall;
  createList(argument: _wbk_crm_v1_CreateListRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_crm_v1_List__Output>): grpc.ClientUnaryCall;
  createList(argument: _wbk_crm_v1_CreateListRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_crm_v1_List__Output>): grpc.ClientUnaryCall;
  createList(argument: _wbk_crm_v1_CreateListRequest, callback: grpc.requestCallback<_wbk_crm_v1_List__Output>): grpc.ClientUnaryCall;
  
  CreateTask(argument: _wbk_crm_v1_CreateTaskRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_crm_v1_Task__Output>): grpc.ClientUnaryCall;
  CreateTask(argument: _wbk_crm_v1_CreateTaskRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_crm_v1_Task__Output>): grpc.ClientUnaryCall;
  CreateTask(argument: _wbk_crm_v1_CreateTaskRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_crm_v1_Task__Output>): grpc.ClientUnaryCall;
  CreateTask(argument: _wbk_crm_v1_CreateTaskRequest, callback: grpc.requestCallback<_wbk_crm_v1_Task__Output>): grpc.ClientUnaryCall;
  createTask(argument: _wbk_crm_v1_CreateTaskRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_crm_v1_Task__Output>): grpc.ClientUnaryCall;
  createTask(argument: _wbk_crm_v1_CreateTaskRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_crm_v1_Task__Output>): grpc.ClientUnaryCall;
  createTask(argument: _wbk_crm_v1_CreateTaskRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_crm_v1_Task__Output>): grpc.ClientUnaryCall;
  createTask(argument: _wbk_crm_v1_CreateTaskRequest, callback: grpc.requestCallback<_wbk_crm_v1_Task__Output>): grpc.ClientUnaryCall;
  
  FindContactsByEmail(argument: _wbk_crm_v1_FindContactsByEmailRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_crm_v1_ContactMatches__Output>): grpc.ClientUnaryCall;
  FindContactsByEmail(argument: _wbk_crm_v1_FindContactsByEmailRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_crm_v1_ContactMatches__Output>): grpc.ClientUnaryCall;
  FindContactsByEmail(argument: _wbk_crm_v1_FindContactsByEmailRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_crm_v1_ContactMatches__Output>): grpc.ClientUnaryCall;
  FindContactsByEmail(argument: _wbk_crm_v1_FindContactsByEmailRequest, callback: grpc.requestCallback<_wbk_crm_v1_ContactMatches__Output>): grpc.ClientUnaryCall;
  findContactsByEmail(argument: _wbk_crm_v1_FindContactsByEmailRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_crm_v1_ContactMatches__Output>): grpc.ClientUnaryCall;
  findContactsByEmail(argument: _wbk_crm_v1_FindContactsByEmailRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_crm_v1_ContactMatches__Output>): grpc.ClientUnaryCall;
  findContactsByEmail(argument: _wbk_crm_v1_FindContactsByEmailRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_crm_v1_ContactMatches__Output>): grpc.ClientUnaryCall;
  findContactsByEmail(argument: _wbk_crm_v1_FindContactsByEmailRequest, callback: grpc.requestCallback<_wbk_crm_v1_ContactMatches__Output>): grpc.ClientUnaryCall;
  
  FindContactsByName(argument: _wbk_crm_v1_FindContactsByNameRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_crm_v1_ContactMatches__Output>): grpc.ClientUnaryCall;
  FindContactsByName(argument: _wbk_crm_v1_FindContactsByNameRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_crm_v1_ContactMatches__Output>): grpc.ClientUnaryCall;
  FindContactsByName(argument: _wbk_crm_v1_FindContactsByNameRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_crm_v1_ContactMatches__Output>): grpc.ClientUnaryCall;
  FindContactsByName(argument: _wbk_crm_v1_FindContactsByNameRequest, callback: grpc.requestCallback<_wbk_crm_v1_ContactMatches__Output>): grpc.ClientUnaryCall;
  findContactsByName(argument: _wbk_crm_v1_FindContactsByNameRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_crm_v1_ContactMatches__Output>): grpc.ClientUnaryCall;
  findContactsByName(argument: _wbk_crm_v1_FindContactsByNameRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_crm_v1_ContactMatches__Output>): grpc.ClientUnaryCall;
  findContactsByName(argument: _wbk_crm_v1_FindContactsByNameRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_crm_v1_ContactMatches__Output>): grpc.ClientUnaryCall;
  findContactsByName(argument: _wbk_crm_v1_FindContactsByNameRequest, callback: grpc.requestCallback<_wbk_crm_v1_ContactMatches__Output>): grpc.ClientUnaryCall;
  
  FindListsByName(argument: _wbk_crm_v1_FindListsByNameRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_crm_v1_ListMatches__Output>): grpc.ClientUnaryCall;
  FindListsByName(argument: _wbk_crm_v1_FindListsByNameRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_crm_v1_ListMatches__Output>): grpc.ClientUnaryCall;
  FindListsByName(argument: _wbk_crm_v1_FindListsByNameRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_crm_v1_ListMatches__Output>): grpc.ClientUnaryCall;
  FindListsByName(argument: _wbk_crm_v1_FindListsByNameRequest, callback: grpc.requestCallback<_wbk_crm_v1_ListMatches__Output>): grpc.ClientUnaryCall;
  findListsByName(argument: _wbk_crm_v1_FindListsByNameRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_crm_v1_ListMatches__Output>): grpc.ClientUnaryCall;
  findListsByName(argument: _wbk_crm_v1_FindListsByNameRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_crm_v1_ListMatches__Output>): grpc.ClientUnaryCall;
  findListsByName(argument: _wbk_crm_v1_FindListsByNameRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_crm_v1_ListMatches__Output>): grpc.ClientUnaryCall;
  findListsByName(argument: _wbk_crm_v1_FindListsByNameRequest, callback: grpc.requestCallback<_wbk_crm_v1_ListMatches__Output>): grpc.ClientUnaryCall;
  
  GetContact(argument: _wbk_crm_v1_GetContactRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_crm_v1_Contact__Output>): grpc.ClientUnaryCall;
  GetContact(argument: _wbk_crm_v1_GetContactRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_crm_v1_Contact__Output>): grpc.ClientUnaryCall;
  GetContact(argument: _wbk_crm_v1_GetContactRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_crm_v1_Contact__Output>): grpc.ClientUnaryCall;
  GetContact(argument: _wbk_crm_v1_GetContactRequest, callback: grpc.requestCallback<_wbk_crm_v1_Contact__Output>): grpc.ClientUnaryCall;
  getContact(argument: _wbk_crm_v1_GetContactRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_crm_v1_Contact__Output>): grpc.ClientUnaryCall;
  getContact(argument: _wbk_crm_v1_GetContactRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_crm_v1_Contact__Output>): grpc.ClientUnaryCall;
  getContact(argument: _wbk_crm_v1_GetContactRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_crm_v1_Contact__Output>): grpc.ClientUnaryCall;
  getContact(argument: _wbk_crm_v1_GetContactRequest, callback: grpc.requestCallback<_wbk_crm_v1_Contact__Output>): grpc.ClientUnaryCall;
  
  GetContacts(argument: _wbk_crm_v1_GetContactsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_crm_v1_ContactBatch__Output>): grpc.ClientUnaryCall;
  GetContacts(argument: _wbk_crm_v1_GetContactsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_crm_v1_ContactBatch__Output>): grpc.ClientUnaryCall;
  GetContacts(argument: _wbk_crm_v1_GetContactsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_crm_v1_ContactBatch__Output>): grpc.ClientUnaryCall;
  GetContacts(argument: _wbk_crm_v1_GetContactsRequest, callback: grpc.requestCallback<_wbk_crm_v1_ContactBatch__Output>): grpc.ClientUnaryCall;
  getContacts(argument: _wbk_crm_v1_GetContactsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_crm_v1_ContactBatch__Output>): grpc.ClientUnaryCall;
  getContacts(argument: _wbk_crm_v1_GetContactsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_crm_v1_ContactBatch__Output>): grpc.ClientUnaryCall;
  getContacts(argument: _wbk_crm_v1_GetContactsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_crm_v1_ContactBatch__Output>): grpc.ClientUnaryCall;
  getContacts(argument: _wbk_crm_v1_GetContactsRequest, callback: grpc.requestCallback<_wbk_crm_v1_ContactBatch__Output>): grpc.ClientUnaryCall;
  
  GetDeal(argument: _wbk_crm_v1_GetDealRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_crm_v1_Deal__Output>): grpc.ClientUnaryCall;
  GetDeal(argument: _wbk_crm_v1_GetDealRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_crm_v1_Deal__Output>): grpc.ClientUnaryCall;
  GetDeal(argument: _wbk_crm_v1_GetDealRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_crm_v1_Deal__Output>): grpc.ClientUnaryCall;
  GetDeal(argument: _wbk_crm_v1_GetDealRequest, callback: grpc.requestCallback<_wbk_crm_v1_Deal__Output>): grpc.ClientUnaryCall;
  getDeal(argument: _wbk_crm_v1_GetDealRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_crm_v1_Deal__Output>): grpc.ClientUnaryCall;
  getDeal(argument: _wbk_crm_v1_GetDealRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_crm_v1_Deal__Output>): grpc.ClientUnaryCall;
  getDeal(argument: _wbk_crm_v1_GetDealRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_crm_v1_Deal__Output>): grpc.ClientUnaryCall;
  getDeal(argument: _wbk_crm_v1_GetDealRequest, callback: grpc.requestCallback<_wbk_crm_v1_Deal__Output>): grpc.ClientUnaryCall;
  
  GetList(argument: _wbk_crm_v1_GetListRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_crm_v1_List__Output>): grpc.ClientUnaryCall;
  GetList(argument: _wbk_crm_v1_GetListRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_crm_v1_List__Output>): grpc.ClientUnaryCall;
  GetList(argument: _wbk_crm_v1_GetListRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_crm_v1_List__Output>): grpc.ClientUnaryCall;
  GetList(argument: _wbk_crm_v1_GetListRequest, callback: grpc.requestCallback<_wbk_crm_v1_List__Output>): grpc.ClientUnaryCall;
  getList(argument: _wbk_crm_v1_GetListRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_crm_v1_List__Output>): grpc.ClientUnaryCall;
  getList(argument: _wbk_crm_v1_GetListRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_crm_v1_List__Output>): grpc.ClientUnaryCall;
  getList(argument: _wbk_crm_v1_GetListRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_crm_v1_List__Output>): grpc.ClientUnaryCall;
  getList(argument: _wbk_crm_v1_GetListRequest, callback: grpc.requestCallback<_wbk_crm_v1_List__Output>): grpc.ClientUnaryCall;
  
  ListListMembers(argument: _wbk_crm_v1_ListMembersRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_crm_v1_ListMembersPage__Output>): grpc.ClientUnaryCall;
  ListListMembers(argument: _wbk_crm_v1_ListMembersRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_crm_v1_ListMembersPage__Output>): grpc.ClientUnaryCall;
  ListListMembers(argument: _wbk_crm_v1_ListMembersRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_crm_v1_ListMembersPage__Output>): grpc.ClientUnaryCall;
  ListListMembers(argument: _wbk_crm_v1_ListMembersRequest, callback: grpc.requestCallback<_wbk_crm_v1_ListMembersPage__Output>): grpc.ClientUnaryCall;
  listListMembers(argument: _wbk_crm_v1_ListMembersRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_crm_v1_ListMembersPage__Output>): grpc.ClientUnaryCall;
  listListMembers(argument: _wbk_crm_v1_ListMembersRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_crm_v1_ListMembersPage__Output>): grpc.ClientUnaryCall;
  listListMembers(argument: _wbk_crm_v1_ListMembersRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_crm_v1_ListMembersPage__Output>): grpc.ClientUnaryCall;
  listListMembers(argument: _wbk_crm_v1_ListMembersRequest, callback: grpc.requestCallback<_wbk_crm_v1_ListMembersPage__Output>): grpc.ClientUnaryCall;
  
  MatchContactsByEmails(argument: _wbk_crm_v1_MatchContactsByEmailsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_crm_v1_EmailContactMatches__Output>): grpc.ClientUnaryCall;
  MatchContactsByEmails(argument: _wbk_crm_v1_MatchContactsByEmailsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_crm_v1_EmailContactMatches__Output>): grpc.ClientUnaryCall;
  MatchContactsByEmails(argument: _wbk_crm_v1_MatchContactsByEmailsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_crm_v1_EmailContactMatches__Output>): grpc.ClientUnaryCall;
  MatchContactsByEmails(argument: _wbk_crm_v1_MatchContactsByEmailsRequest, callback: grpc.requestCallback<_wbk_crm_v1_EmailContactMatches__Output>): grpc.ClientUnaryCall;
  matchContactsByEmails(argument: _wbk_crm_v1_MatchContactsByEmailsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_crm_v1_EmailContactMatches__Output>): grpc.ClientUnaryCall;
  matchContactsByEmails(argument: _wbk_crm_v1_MatchContactsByEmailsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_crm_v1_EmailContactMatches__Output>): grpc.ClientUnaryCall;
  matchContactsByEmails(argument: _wbk_crm_v1_MatchContactsByEmailsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_crm_v1_EmailContactMatches__Output>): grpc.ClientUnaryCall;
  matchContactsByEmails(argument: _wbk_crm_v1_MatchContactsByEmailsRequest, callback: grpc.requestCallback<_wbk_crm_v1_EmailContactMatches__Output>): grpc.ClientUnaryCall;
  
  RemoveListContacts(argument: _wbk_crm_v1_ListContactsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_crm_v1_ListMembershipResult__Output>): grpc.ClientUnaryCall;
  RemoveListContacts(argument: _wbk_crm_v1_ListContactsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_crm_v1_ListMembershipResult__Output>): grpc.ClientUnaryCall;
  RemoveListContacts(argument: _wbk_crm_v1_ListContactsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_crm_v1_ListMembershipResult__Output>): grpc.ClientUnaryCall;
  RemoveListContacts(argument: _wbk_crm_v1_ListContactsRequest, callback: grpc.requestCallback<_wbk_crm_v1_ListMembershipResult__Output>): grpc.ClientUnaryCall;
  removeListContacts(argument: _wbk_crm_v1_ListContactsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_crm_v1_ListMembershipResult__Output>): grpc.ClientUnaryCall;
  removeListContacts(argument: _wbk_crm_v1_ListContactsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_crm_v1_ListMembershipResult__Output>): grpc.ClientUnaryCall;
  removeListContacts(argument: _wbk_crm_v1_ListContactsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_crm_v1_ListMembershipResult__Output>): grpc.ClientUnaryCall;
  removeListContacts(argument: _wbk_crm_v1_ListContactsRequest, callback: grpc.requestCallback<_wbk_crm_v1_ListMembershipResult__Output>): grpc.ClientUnaryCall;
  
  SetField(argument: _wbk_crm_v1_SetFieldRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_crm_v1_SetFieldReply__Output>): grpc.ClientUnaryCall;
  SetField(argument: _wbk_crm_v1_SetFieldRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_crm_v1_SetFieldReply__Output>): grpc.ClientUnaryCall;
  SetField(argument: _wbk_crm_v1_SetFieldRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_crm_v1_SetFieldReply__Output>): grpc.ClientUnaryCall;
  SetField(argument: _wbk_crm_v1_SetFieldRequest, callback: grpc.requestCallback<_wbk_crm_v1_SetFieldReply__Output>): grpc.ClientUnaryCall;
  setField(argument: _wbk_crm_v1_SetFieldRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_crm_v1_SetFieldReply__Output>): grpc.ClientUnaryCall;
  setField(argument: _wbk_crm_v1_SetFieldRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_crm_v1_SetFieldReply__Output>): grpc.ClientUnaryCall;
  setField(argument: _wbk_crm_v1_SetFieldRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_crm_v1_SetFieldReply__Output>): grpc.ClientUnaryCall;
  setField(argument: _wbk_crm_v1_SetFieldRequest, callback: grpc.requestCallback<_wbk_crm_v1_SetFieldReply__Output>): grpc.ClientUnaryCall;
  
  UpdateContact(argument: _wbk_crm_v1_UpdateContactRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_crm_v1_Contact__Output>): grpc.ClientUnaryCall;
  UpdateContact(argument: _wbk_crm_v1_UpdateContactRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_crm_v1_Contact__Output>): grpc.ClientUnaryCall;
  UpdateContact(argument: _wbk_crm_v1_UpdateContactRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_crm_v1_Contact__Output>): grpc.ClientUnaryCall;
  UpdateContact(argument: _wbk_crm_v1_UpdateContactRequest, callback: grpc.requestCallback<_wbk_crm_v1_Contact__Output>): grpc.ClientUnaryCall;
  updateContact(argument: _wbk_crm_v1_UpdateContactRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_crm_v1_Contact__Output>): grpc.ClientUnaryCall;
  updateContact(argument: _wbk_crm_v1_UpdateContactRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_wbk_crm_v1_Contact__Output>): grpc.ClientUnaryCall;
  updateContact(argument: _wbk_crm_v1_UpdateContactRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_wbk_crm_v1_Contact__Output>): grpc.ClientUnaryCall;
  updateContact(argument: _wbk_crm_v1_UpdateContactRequest, callback: grpc.requestCallback<_wbk_crm_v1_Contact__Output>): grpc.ClientUnaryCall;
  
}

export interface CrmAutomationServiceHandlers extends grpc.UntypedServiceImplementation {
  AddListContacts: grpc.handleUnaryCall<_wbk_crm_v1_ListContactsRequest__Output, _wbk_crm_v1_ListMembershipResult>;
  
  CreateContact: grpc.handleUnaryCall<_wbk_crm_v1_CreateContactRequest__Output, _wbk_crm_v1_Contact>;
  
  CreateList: grpc.handleUnaryCall<_wbk_crm_v1_CreateListRequest__Output, _wbk_crm_v1_List>;
  
  CreateTask: grpc.handleUnaryCall<_wbk_crm_v1_CreateTaskRequest__Output, _wbk_crm_v1_Task>;
  
  FindContactsByEmail: grpc.handleUnaryCall<_wbk_crm_v1_FindContactsByEmailRequest__Output, _wbk_crm_v1_ContactMatches>;
  
  FindContactsByName: grpc.handleUnaryCall<_wbk_crm_v1_FindContactsByNameRequest__Output, _wbk_crm_v1_ContactMatches>;
  
  FindListsByName: grpc.handleUnaryCall<_wbk_crm_v1_FindListsByNameRequest__Output, _wbk_crm_v1_ListMatches>;
  
  GetContact: grpc.handleUnaryCall<_wbk_crm_v1_GetContactRequest__Output, _wbk_crm_v1_Contact>;
  
  GetContacts: grpc.handleUnaryCall<_wbk_crm_v1_GetContactsRequest__Output, _wbk_crm_v1_ContactBatch>;
  
  GetDeal: grpc.handleUnaryCall<_wbk_crm_v1_GetDealRequest__Output, _wbk_crm_v1_Deal>;
  
  GetList: grpc.handleUnaryCall<_wbk_crm_v1_GetListRequest__Output, _wbk_crm_v1_List>;
  
  ListListMembers: grpc.handleUnaryCall<_wbk_crm_v1_ListMembersRequest__Output, _wbk_crm_v1_ListMembersPage>;
  
  MatchContactsByEmails: grpc.handleUnaryCall<_wbk_crm_v1_MatchContactsByEmailsRequest__Output, _wbk_crm_v1_EmailContactMatches>;
  
  RemoveListContacts: grpc.handleUnaryCall<_wbk_crm_v1_ListContactsRequest__Output, _wbk_crm_v1_ListMembershipResult>;
  
  SetField: grpc.handleUnaryCall<_wbk_crm_v1_SetFieldRequest__Output, _wbk_crm_v1_SetFieldReply>;
  
  UpdateContact: grpc.handleUnaryCall<_wbk_crm_v1_UpdateContactRequest__Output, _wbk_crm_v1_Contact>;
  
}

export interface CrmAutomationServiceDefinition extends grpc.ServiceDefinition {
  AddListContacts: MethodDefinition<_wbk_crm_v1_ListContactsRequest, _wbk_crm_v1_ListMembershipResult, _wbk_crm_v1_ListContactsRequest__Output, _wbk_crm_v1_ListMembershipResult__Output>
  CreateContact: MethodDefinition<_wbk_crm_v1_CreateContactRequest, _wbk_crm_v1_Contact, _wbk_crm_v1_CreateContactRequest__Output, _wbk_crm_v1_Contact__Output>
  CreateList: MethodDefinition<_wbk_crm_v1_CreateListRequest, _wbk_crm_v1_List, _wbk_crm_v1_CreateListRequest__Output, _wbk_crm_v1_List__Output>
  CreateTask: MethodDefinition<_wbk_crm_v1_CreateTaskRequest, _wbk_crm_v1_Task, _wbk_crm_v1_CreateTaskRequest__Output, _wbk_crm_v1_Task__Output>
  FindContactsByEmail: MethodDefinition<_wbk_crm_v1_FindContactsByEmailRequest, _wbk_crm_v1_ContactMatches, _wbk_crm_v1_FindContactsByEmailRequest__Output, _wbk_crm_v1_ContactMatches__Output>
  FindContactsByName: MethodDefinition<_wbk_crm_v1_FindContactsByNameRequest, _wbk_crm_v1_ContactMatches, _wbk_crm_v1_FindContactsByNameRequest__Output, _wbk_crm_v1_ContactMatches__Output>
  FindListsByName: MethodDefinition<_wbk_crm_v1_FindListsByNameRequest, _wbk_crm_v1_ListMatches, _wbk_crm_v1_FindListsByNameRequest__Output, _wbk_crm_v1_ListMatches__Output>
  GetContact: MethodDefinition<_wbk_crm_v1_GetContactRequest, _wbk_crm_v1_Contact, _wbk_crm_v1_GetContactRequest__Output, _wbk_crm_v1_Contact__Output>
  GetContacts: MethodDefinition<_wbk_crm_v1_GetContactsRequest, _wbk_crm_v1_ContactBatch, _wbk_crm_v1_GetContactsRequest__Output, _wbk_crm_v1_ContactBatch__Output>
  GetDeal: MethodDefinition<_wbk_crm_v1_GetDealRequest, _wbk_crm_v1_Deal, _wbk_crm_v1_GetDealRequest__Output, _wbk_crm_v1_Deal__Output>
  GetList: MethodDefinition<_wbk_crm_v1_GetListRequest, _wbk_crm_v1_List, _wbk_crm_v1_GetListRequest__Output, _wbk_crm_v1_List__Output>
  ListListMembers: MethodDefinition<_wbk_crm_v1_ListMembersRequest, _wbk_crm_v1_ListMembersPage, _wbk_crm_v1_ListMembersRequest__Output, _wbk_crm_v1_ListMembersPage__Output>
  MatchContactsByEmails: MethodDefinition<_wbk_crm_v1_MatchContactsByEmailsRequest, _wbk_crm_v1_EmailContactMatches, _wbk_crm_v1_MatchContactsByEmailsRequest__Output, _wbk_crm_v1_EmailContactMatches__Output>
  RemoveListContacts: MethodDefinition<_wbk_crm_v1_ListContactsRequest, _wbk_crm_v1_ListMembershipResult, _wbk_crm_v1_ListContactsRequest__Output, _wbk_crm_v1_ListMembershipResult__Output>
  SetField: MethodDefinition<_wbk_crm_v1_SetFieldRequest, _wbk_crm_v1_SetFieldReply, _wbk_crm_v1_SetFieldRequest__Output, _wbk_crm_v1_SetFieldReply__Output>
  UpdateContact: MethodDefinition<_wbk_crm_v1_UpdateContactRequest, _wbk_crm_v1_Contact, _wbk_crm_v1_UpdateContactRequest__Output, _wbk_crm_v1_Contact__Output>
}
