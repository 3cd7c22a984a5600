// Original file: proto/crm/v1/crm_automation.proto


export interface List {
  'id'?: (string);
  'name'?: (string);
  'description'?: (string);
  'contact_count'?: (number);
  'created_date'?: (string);
  'updated_date'?: (string);
  '_description'?: "description";
}

export interface List__Output {
  'id': (string);
  'name': (string);
  'description'?: (string);
  'contact_count': (number);
  'created_date': (string);
  'updated_date': (string);
  '_description'?: "description";
}
