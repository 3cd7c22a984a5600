// Original file: proto/enrichment/v1/enrichment_automation.proto

import type { CallerContext as _wbk_common_v1_CallerContext, CallerContext__Output as _wbk_common_v1_CallerContext__Output } from '../../../wbk/common/v1/CallerContext';

export interface SearchProspectsRequest {
  'context'?: (_wbk_common_v1_CallerContext | null);
  'titles'?: (string)[];
  'location'?: (string)[];
  'industry'?: (string)[];
  'headcount'?: (string)[];
  'seniority'?: (string)[];
  'departments'?: (string)[];
  'company_domains'?: (string)[];
  'page'?: (number);
  'per_page'?: (number);
}

export interface SearchProspectsRequest__Output {
  'context': (_wbk_common_v1_CallerContext__Output | null);
  'titles': (string)[];
  'location': (string)[];
  'industry': (string)[];
  'headcount': (string)[];
  'seniority': (string)[];
  'departments': (string)[];
  'company_domains': (string)[];
  'page': (number);
  'per_page': (number);
}
