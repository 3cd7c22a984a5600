// Original file: proto/crm/v1/crm_automation.proto

import type { CallerContext as _wbk_common_v1_CallerContext, CallerContext__Output as _wbk_common_v1_CallerContext__Output } from '../../../wbk/common/v1/CallerContext';

export interface UpdateContactRequest {
  'context'?: (_wbk_common_v1_CallerContext | null);
  'id'?: (string);
  'priority'?: (number);
  'job_title'?: (string);
  'phone'?: (string);
  'company'?: (string);
  'tags_add'?: (string)[];
  'linkedin_url'?: (string);
  'only_if_empty'?: (boolean);
  '_priority'?: "priority";
  '_job_title'?: "job_title";
  '_phone'?: "phone";
  '_company'?: "company";
  '_linkedin_url'?: "linkedin_url";
}

export interface UpdateContactRequest__Output {
  'context': (_wbk_common_v1_CallerContext__Output | null);
  'id': (string);
  'priority'?: (number);
  'job_title'?: (string);
  'phone'?: (string);
  'company'?: (string);
  'tags_add': (string)[];
  'linkedin_url'?: (string);
  'only_if_empty': (boolean);
  '_priority'?: "priority";
  '_job_title'?: "job_title";
  '_phone'?: "phone";
  '_company'?: "company";
  '_linkedin_url'?: "linkedin_url";
}
