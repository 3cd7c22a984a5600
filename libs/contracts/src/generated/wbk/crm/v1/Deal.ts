// Original file: proto/crm/v1/crm_automation.proto


export interface Deal {
  'id'?: (string);
  'name'?: (string);
  'status'?: (string);
  'stage'?: (string);
  'main_contact_id'?: (string);
  'related_company_id'?: (string);
  'created_date'?: (string);
  'updated_date'?: (string);
  '_main_contact_id'?: "main_contact_id";
  '_related_company_id'?: "related_company_id";
}

export interface Deal__Output {
  'id': (string);
  'name': (string);
  'status': (string);
  'stage': (string);
  'main_contact_id'?: (string);
  'related_company_id'?: (string);
  'created_date': (string);
  'updated_date': (string);
  '_main_contact_id'?: "main_contact_id";
  '_related_company_id'?: "related_company_id";
}
