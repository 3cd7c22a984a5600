// Original file: proto/crm/v1/crm_automation.proto


export interface SetFieldReply {
  'id'?: (string);
  'changed'?: (boolean);
}

export interface SetFieldReply__Output {
  'id': (string);
  'changed': (boolean);
}
