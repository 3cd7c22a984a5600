// Original file: proto/enrichment/v1/enrichment_automation.proto


export interface Prospect {
  'member_id'?: (string);
  'full_name'?: (string);
  'first_name'?: (string);
  'last_name'?: (string);
  'job_title'?: (string);
  'company'?: (string);
  'company_domain'?: (string);
  'linkedin_url'?: (string);
  'email_available'?: (boolean);
}

export interface Prospect__Output {
  'member_id': (string);
  'full_name': (string);
  'first_name': (string);
  'last_name': (string);
  'job_title': (string);
  'company': (string);
  'company_domain': (string);
  'linkedin_url': (string);
  'email_available': (boolean);
}
