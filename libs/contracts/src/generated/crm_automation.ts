import type * as grpc from '@grpc/grpc-js';
import type { EnumTypeDefinition, MessageTypeDefinition } from '@grpc/proto-loader';

import type { CallerContext as _wbk_common_v1_CallerContext, CallerContext__Output as _wbk_common_v1_CallerContext__Output } from './wbk/common/v1/CallerContext';
import type { Causation as _wbk_common_v1_Causation, Causation__Output as _wbk_common_v1_Causation__Output } from './wbk/common/v1/Causation';
import type { Contact as _wbk_crm_v1_Contact, Contact__Output as _wbk_crm_v1_Contact__Output } from './wbk/crm/v1/Contact';
import type { ContactBatch as _wbk_crm_v1_ContactBatch, ContactBatch__Output as _wbk_crm_v1_ContactBatch__Output } from './wbk/crm/v1/ContactBatch';
import type { ContactMatches as _wbk_crm_v1_ContactMatches, ContactMatches__Output as _wbk_crm_v1_ContactMatches__Output } from './wbk/crm/v1/ContactMatches';
import type { ContactOpenDeals as _wbk_crm_v1_ContactOpenDeals, ContactOpenDeals__Output as _wbk_crm_v1_ContactOpenDeals__Output } from './wbk/crm/v1/ContactOpenDeals';
import type { CreateContactRequest as _wbk_crm_v1_CreateContactRequest, CreateContactRequest__Output as _wbk_crm_v1_CreateContactRequest__Output } from './wbk/crm/v1/CreateContactRequest';
import type { CreateListRequest as _wbk_crm_v1_CreateListRequest, CreateListRequest__Output as _wbk_crm_v1_CreateListRequest__Output } from './wbk/crm/v1/CreateListRequest';
import type { CreateTaskRequest as _wbk_crm_v1_CreateTaskRequest, CreateTaskRequest__Output as _wbk_crm_v1_CreateTaskRequest__Output } from './wbk/crm/v1/CreateTaskRequest';
import type { CrmAutomationServiceClient as _wbk_crm_v1_CrmAutomationServiceClient, CrmAutomationServiceDefinition as _wbk_crm_v1_CrmAutomationServiceDefinition } from './wbk/crm/v1/CrmAutomationService';
import type { Deal as _wbk_crm_v1_Deal, Deal__Output as _wbk_crm_v1_Deal__Output } from './wbk/crm/v1/Deal';
import type { EmailContactMatch as _wbk_crm_v1_EmailContactMatch, EmailContactMatch__Output as _wbk_crm_v1_EmailContactMatch__Output } from './wbk/crm/v1/EmailContactMatch';
import type { EmailContactMatches as _wbk_crm_v1_EmailContactMatches, EmailContactMatches__Output as _wbk_crm_v1_EmailContactMatches__Output } from './wbk/crm/v1/EmailContactMatches';
import type { FindContactsByEmailRequest as _wbk_crm_v1_FindContactsByEmailRequest, FindContactsByEmailRequest__Output as _wbk_crm_v1_FindContactsByEmailRequest__Output } from './wbk/crm/v1/FindContactsByEmailRequest';
import type { FindContactsByNameRequest as _wbk_crm_v1_FindContactsByNameRequest, FindContactsByNameRequest__Output as _wbk_crm_v1_FindContactsByNameRequest__Output } from './wbk/crm/v1/FindContactsByNameRequest';
import type { FindListsByNameRequest as _wbk_crm_v1_FindListsByNameRequest, FindListsByNameRequest__Output as _wbk_crm_v1_FindListsByNameRequest__Output } from './wbk/crm/v1/FindListsByNameRequest';
import type { GetContactRequest as _wbk_crm_v1_GetContactRequest, GetContactRequest__Output as _wbk_crm_v1_GetContactRequest__Output } from './wbk/crm/v1/GetContactRequest';
import type { GetContactsRequest as _wbk_crm_v1_GetContactsRequest, GetContactsRequest__Output as _wbk_crm_v1_GetContactsRequest__Output } from './wbk/crm/v1/GetContactsRequest';
import type { GetDealRequest as _wbk_crm_v1_GetDealRequest, GetDealRequest__Output as _wbk_crm_v1_GetDealRequest__Output } from './wbk/crm/v1/GetDealRequest';
import type { GetListRequest as _wbk_crm_v1_GetListRequest, GetListRequest__Output as _wbk_crm_v1_GetListRequest__Output } from './wbk/crm/v1/GetListRequest';
import type { List as _wbk_crm_v1_List, List__Output as _wbk_crm_v1_List__Output } from './wbk/crm/v1/List';
import type { ListContactsRequest as _wbk_crm_v1_ListContactsRequest, ListContactsRequest__Output as _wbk_crm_v1_ListContactsRequest__Output } from './wbk/crm/v1/ListContactsRequest';
import type { ListMatches as _wbk_crm_v1_ListMatches, ListMatches__Output as _wbk_crm_v1_ListMatches__Output } from './wbk/crm/v1/ListMatches';
import type { ListMembersPage as _wbk_crm_v1_ListMembersPage, ListMembersPage__Output as _wbk_crm_v1_ListMembersPage__Output } from './wbk/crm/v1/ListMembersPage';
import type { ListMembersRequest as _wbk_crm_v1_ListMembersRequest, ListMembersRequest__Output as _wbk_crm_v1_ListMembersRequest__Output } from './wbk/crm/v1/ListMembersRequest';
import type { ListMembershipResult as _wbk_crm_v1_ListMembershipResult, ListMembershipResult__Output as _wbk_crm_v1_ListMembershipResult__Output } from './wbk/crm/v1/ListMembershipResult';
import type { MatchContactsByEmailsRequest as _wbk_crm_v1_MatchContactsByEmailsRequest, MatchContactsByEmailsRequest__Output as _wbk_crm_v1_MatchContactsByEmailsRequest__Output } from './wbk/crm/v1/MatchContactsByEmailsRequest';
import type { SetFieldReply as _wbk_crm_v1_SetFieldReply, SetFieldReply__Output as _wbk_crm_v1_SetFieldReply__Output } from './wbk/crm/v1/SetFieldReply';
import type { SetFieldRequest as _wbk_crm_v1_SetFieldRequest, SetFieldRequest__Output as _wbk_crm_v1_SetFieldRequest__Output } from './wbk/crm/v1/SetFieldRequest';
import type { Task as _wbk_crm_v1_Task, Task__Output as _wbk_crm_v1_Task__Output } from './wbk/crm/v1/Task';
import type { UpdateContactRequest as _wbk_crm_v1_UpdateContactRequest, UpdateContactRequest__Output as _wbk_crm_v1_UpdateContactRequest__Output } from './wbk/crm/v1/UpdateContactRequest';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  wbk: {
    common: {
      v1: {
        CallerContext: MessageTypeDefinition<_wbk_common_v1_CallerContext, _wbk_common_v1_CallerContext__Output>
        Causation: MessageTypeDefinition<_wbk_common_v1_Causation, _wbk_common_v1_Causation__Output>
      }
    }
    crm: {
      v1: {
        Contact: MessageTypeDefinition<_wbk_crm_v1_Contact, _wbk_crm_v1_Contact__Output>
        ContactBatch: MessageTypeDefinition<_wbk_crm_v1_ContactBatch, _wbk_crm_v1_ContactBatch__Output>
        ContactMatches: MessageTypeDefinition<_wbk_crm_v1_ContactMatches, _wbk_crm_v1_ContactMatches__Output>
        ContactOpenDeals: MessageTypeDefinition<_wbk_crm_v1_ContactOpenDeals, _wbk_crm_v1_ContactOpenDeals__Output>
        CreateContactRequest: MessageTypeDefinition<_wbk_crm_v1_CreateContactRequest, _wbk_crm_v1_CreateContactRequest__Output>
        CreateListRequest: MessageTypeDefinition<_wbk_crm_v1_CreateListRequest, _wbk_crm_v1_CreateListRequest__Output>
        CreateTaskRequest: MessageTypeDefinition<_wbk_crm_v1_CreateTaskRequest, _wbk_crm_v1_CreateTaskRequest__Output>
        CrmAutomationService: SubtypeConstructor<typeof grpc.Client, _wbk_crm_v1_CrmAutomationServiceClient> & { service: _wbk_crm_v1_CrmAutomationServiceDefinition }
        Deal: MessageTypeDefinition<_wbk_crm_v1_Deal, _wbk_crm_v1_Deal__Output>
        EmailContactMatch: MessageTypeDefinition<_wbk_crm_v1_EmailContactMatch, _wbk_crm_v1_EmailContactMatch__Output>
        EmailContactMatches: MessageTypeDefinition<_wbk_crm_v1_EmailContactMatches, _wbk_crm_v1_EmailContactMatches__Output>
        FindContactsByEmailRequest: MessageTypeDefinition<_wbk_crm_v1_FindContactsByEmailRequest, _wbk_crm_v1_FindContactsByEmailRequest__Output>
        FindContactsByNameRequest: MessageTypeDefinition<_wbk_crm_v1_FindContactsByNameRequest, _wbk_crm_v1_FindContactsByNameRequest__Output>
        FindListsByNameRequest: MessageTypeDefinition<_wbk_crm_v1_FindListsByNameRequest, _wbk_crm_v1_FindListsByNameRequest__Output>
        GetContactRequest: MessageTypeDefinition<_wbk_crm_v1_GetContactRequest, _wbk_crm_v1_GetContactRequest__Output>
        GetContactsRequest: MessageTypeDefinition<_wbk_crm_v1_GetContactsRequest, _wbk_crm_v1_GetContactsRequest__Output>
        GetDealRequest: MessageTypeDefinition<_wbk_crm_v1_GetDealRequest, _wbk_crm_v1_GetDealRequest__Output>
        GetListRequest: MessageTypeDefinition<_wbk_crm_v1_GetListRequest, _wbk_crm_v1_GetListRequest__Output>
        List: MessageTypeDefinition<_wbk_crm_v1_List, _wbk_crm_v1_List__Output>
        ListContactsRequest: MessageTypeDefinition<_wbk_crm_v1_ListContactsRequest, _wbk_crm_v1_ListContactsRequest__Output>
        ListMatches: MessageTypeDefinition<_wbk_crm_v1_ListMatches, _wbk_crm_v1_ListMatches__Output>
        ListMembersPage: MessageTypeDefinition<_wbk_crm_v1_ListMembersPage, _wbk_crm_v1_ListMembersPage__Output>
        ListMembersRequest: MessageTypeDefinition<_wbk_crm_v1_ListMembersRequest, _wbk_crm_v1_ListMembersRequest__Output>
        ListMembershipResult: MessageTypeDefinition<_wbk_crm_v1_ListMembershipResult, _wbk_crm_v1_ListMembershipResult__Output>
        MatchContactsByEmailsRequest: MessageTypeDefinition<_wbk_crm_v1_MatchContactsByEmailsRequest, _wbk_crm_v1_MatchContactsByEmailsRequest__Output>
        RecordType: EnumTypeDefinition
        SetFieldReply: MessageTypeDefinition<_wbk_crm_v1_SetFieldReply, _wbk_crm_v1_SetFieldReply__Output>
        SetFieldRequest: MessageTypeDefinition<_wbk_crm_v1_SetFieldRequest, _wbk_crm_v1_SetFieldRequest__Output>
        Task: MessageTypeDefinition<_wbk_crm_v1_Task, _wbk_crm_v1_Task__Output>
        UpdateContactRequest: MessageTypeDefinition<_wbk_crm_v1_UpdateContactRequest, _wbk_crm_v1_UpdateContactRequest__Output>
      }
    }
  }
}

