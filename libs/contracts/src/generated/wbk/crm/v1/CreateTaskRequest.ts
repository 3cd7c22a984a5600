// Original file: proto/crm/v1/crm_automation.proto

import type { CallerContext as _wbk_common_v1_CallerContext, CallerContext__Output as _wbk_common_v1_CallerContext__Output } from '../../../wbk/common/v1/CallerContext';

export interface CreateTaskRequest {
  'context'?: (_wbk_common_v1_CallerContext | null);
  'title'?: (string);
  'due_date'?: (string);
  'assigned_to_user_id'?: (string);
  'priority'?: (string);
  'contact_id'?: (string);
  'deal_id'?: (string);
  '_due_date'?: "due_date";
  '_assigned_to_user_id'?: "assigned_to_user_id";
  '_priority'?: "priority";
  '_contact_id'?: "contact_id";
  '_deal_id'?: "deal_id";
}

export interface CreateTaskRequest__Output {
  'context': (_wbk_common_v1_CallerContext__Output | null);
  'title': (string);
  'due_date'?: (string);
  'assigned_to_user_id'?: (string);
  'priority'?: (string);
  'contact_id'?: (string);
  'deal_id'?: (string);
  '_due_date'?: "due_date";
  '_assigned_to_user_id'?: "assigned_to_user_id";
  '_priority'?: "priority";
  '_contact_id'?: "contact_id";
  '_deal_id'?: "deal_id";
}
