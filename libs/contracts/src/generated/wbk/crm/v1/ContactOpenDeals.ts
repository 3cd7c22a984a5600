// Original file: proto/crm/v1/crm_automation.proto


export interface ContactOpenDeals {
  'contact_id'?: (string);
  'deal_ids'?: (string)[];
}

export interface ContactOpenDeals__Output {
  'contact_id': (string);
  'deal_ids': (string)[];
}
