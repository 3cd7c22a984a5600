// Original file: proto/crm/v1/crm_automation.proto


export interface Contact {
  'id'?: (string);
  'first_name'?: (string);
  'last_name'?: (string);
  'full_name'?: (string);
  'email'?: (string);
  'phone'?: (string);
  'job_title'?: (string);
  'company'?: (string);
  'related_company_id'?: (string);
  'linkedin_url'?: (string);
  'priority'?: (number);
  'tags'?: (string)[];
  'custom_fields_json'?: (string);
  'created_date'?: (string);
  'updated_date'?: (string);
  '_email'?: "email";
  '_phone'?: "phone";
  '_job_title'?: "job_title";
  '_company'?: "company";
  '_related_company_id'?: "related_company_id";
  '_linkedin_url'?: "linkedin_url";
  '_priority'?: "priority";
}

export interface Contact__Output {
  'id': (string);
  'first_name': (string);
  'last_name': (string);
  'full_name': (string);
  'email'?: (string);
  'phone'?: (string);
  'job_title'?: (string);
  'company'?: (string);
  'related_company_id'?: (string);
  'linkedin_url'?: (string);
  'priority'?: (number);
  'tags': (string)[];
  'custom_fields_json': (string);
  'created_date': (string);
  'updated_date': (string);
  '_email'?: "email";
  '_phone'?: "phone";
  '_job_title'?: "job_title";
  '_company'?: "company";
  '_related_company_id'?: "related_company_id";
  '_linkedin_url'?: "linkedin_url";
  '_priority'?: "priority";
}
