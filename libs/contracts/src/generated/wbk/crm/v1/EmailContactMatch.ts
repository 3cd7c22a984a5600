// Original file: proto/crm/v1/crm_automation.proto


export interface EmailContactMatch {
  'email'?: (string);
  'contact_ids'?: (string)[];
}

export interface EmailContactMatch__Output {
  'email': (string);
  'contact_ids': (string)[];
}
