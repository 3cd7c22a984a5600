// Original file: proto/outreach/v1/outreach_automation.proto

import type { CallerContext as _wbk_common_v1_CallerContext, CallerContext__Output as _wbk_common_v1_CallerContext__Output } from '../../../wbk/common/v1/CallerContext';

export interface SendMessageRequest {
  'context'?: (_wbk_common_v1_CallerContext | null);
  'channel'?: (string);
  'recipient'?: (string);
  'message'?: (string);
  'subject'?: (string);
  'format'?: (string);
  'contact_id'?: (string);
  'deal_id'?: (string);
  '_subject'?: "subject";
  '_contact_id'?: "contact_id";
  '_deal_id'?: "deal_id";
}

export interface SendMessageRequest__Output {
  'context': (_wbk_common_v1_CallerContext__Output | null);
  'channel': (string);
  'recipient': (string);
  'message': (string);
  'subject'?: (string);
  'format': (string);
  'contact_id'?: (string);
  'deal_id'?: (string);
  '_subject'?: "subject";
  '_contact_id'?: "contact_id";
  '_deal_id'?: "deal_id";
}
