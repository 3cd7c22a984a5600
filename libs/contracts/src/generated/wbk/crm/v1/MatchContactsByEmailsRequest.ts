// Original file: proto/crm/v1/crm_automation.proto

import type { CallerContext as _wbk_common_v1_CallerContext, CallerContext__Output as _wbk_common_v1_CallerContext__Output } from '../../../wbk/common/v1/CallerContext';

export interface MatchContactsByEmailsRequest {
  'context'?: (_wbk_common_v1_CallerContext | null);
  'emails'?: (string)[];
  'include_open_deals'?: (boolean);
}

export interface MatchContactsByEmailsRequest__Output {
  'context': (_wbk_common_v1_CallerContext__Output | null);
  'emails': (string)[];
  'include_open_deals': (boolean);
}
