// Original file: proto/crm/v1/crm_automation.proto


export interface ListMembersPage {
  'contact_ids'?: (string)[];
  'next_cursor'?: (string);
}

export interface ListMembersPage__Output {
  'contact_ids': (string)[];
  'next_cursor': (string);
}
