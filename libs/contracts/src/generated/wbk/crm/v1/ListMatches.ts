// Original file: proto/crm/v1/crm_automation.proto

import type { List as _wbk_crm_v1_List, List__Output as _wbk_crm_v1_List__Output } from '../../../wbk/crm/v1/List';

export interface ListMatches {
  'lists'?: (_wbk_crm_v1_List)[];
}

export interface ListMatches__Output {
  'lists': (_wbk_crm_v1_List__Output)[];
}
