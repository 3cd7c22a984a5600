// Original file: proto/outreach/v1/outreach_automation.proto

import type { CallerContext as _wbk_common_v1_CallerContext, CallerContext__Output as _wbk_common_v1_CallerContext__Output } from '../../../wbk/common/v1/CallerContext';

export interface StartCampaignRequest {
  'context'?: (_wbk_common_v1_CallerContext | null);
  'campaign_id'?: (string);
  'campaign_name'?: (string);
  '_campaign_id'?: "campaign_id";
  '_campaign_name'?: "campaign_name";
}

export interface StartCampaignRequest__Output {
  'context': (_wbk_common_v1_CallerContext__Output | null);
  'campaign_id'?: (string);
  'campaign_name'?: (string);
  '_campaign_id'?: "campaign_id";
  '_campaign_name'?: "campaign_name";
}
