// Original file: proto/crm/v1/crm_automation.proto

import type { CallerContext as _wbk_common_v1_CallerContext, CallerContext__Output as _wbk_common_v1_CallerContext__Output } from '../../../wbk/common/v1/CallerContext';

export interface CreateContactRequest {
  'context'?: (_wbk_common_v1_CallerContext | null);
  'first_name'?: (string);
  'last_name'?: (string);
  'email'?: (string);
  'phone'?: (string);
  'job_title'?: (string);
  'company'?: (string);
  'linkedin_url'?: (string);
  'tags'?: (string)[];
  '_first_name'?: "first_name";
  '_last_name'?: "last_name";
  '_email'?: "email";
  '_phone'?: "phone";
  '_job_title'?: "job_title";
  '_company'?: "company";
  '_linkedin_url'?: "linkedin_url";
}

export interface CreateContactRequest__Output {
  'context': (_wbk_common_v1_CallerContext__Output | null);
  'first_name'?: (string);
  'last_name'?: (string);
  'email'?: (string);
  'phone'?: (string);
  'job_title'?: (string);
  'company'?: (string);
  'linkedin_url'?: (string);
  'tags': (string)[];
  '_first_name'?: "first_name";
  '_last_name'?: "last_name";
  '_email'?: "email";
  '_phone'?: "phone";
  '_job_title'?: "job_title";
  '_company'?: "company";
  '_linkedin_url'?: "linkedin_url";
}
