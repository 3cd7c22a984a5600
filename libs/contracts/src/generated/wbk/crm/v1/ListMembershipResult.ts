// Original file: proto/crm/v1/crm_automation.proto


export interface ListMembershipResult {
  'list_id'?: (string);
  'changed_contact_ids'?: (string)[];
  'contact_count'?: (number);
}

export interface ListMembershipResult__Output {
  'list_id': (string);
  'changed_contact_ids': (string)[];
  'contact_count': (number);
}
