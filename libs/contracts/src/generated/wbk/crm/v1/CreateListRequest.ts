// Original file: proto/crm/v1/crm_automation.proto

import type { CallerContext as _wbk_common_v1_CallerContext, CallerContext__Output as _wbk_common_v1_CallerContext__Output } from '../../../wbk/common/v1/CallerContext';

export interface CreateListRequest {
  'context'?: (_wbk_common_v1_CallerContext | null);
  'name'?: (string);
  'description'?: (string);
  '_description'?: "description";
}

export interface CreateListRequest__Output {
  'context': (_wbk_common_v1_CallerContext__Output | null);
  'name': (string);
  'description'?: (string);
  '_description'?: "description";
}
