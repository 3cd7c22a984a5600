// Original file: proto/crm/v1/crm_automation.proto

import type { CallerContext as _wbk_common_v1_CallerContext, CallerContext__Output as _wbk_common_v1_CallerContext__Output } from '../../../wbk/common/v1/CallerContext';
import type { RecordType as _wbk_crm_v1_RecordType, RecordType__Output as _wbk_crm_v1_RecordType__Output } from '../../../wbk/crm/v1/RecordType';

export interface SetFieldRequest {
  'context'?: (_wbk_common_v1_CallerContext | null);
  'record_type'?: (_wbk_crm_v1_RecordType);
  'id'?: (string);
  'field'?: (string);
  'value_json'?: (string);
}

export interface SetFieldRequest__Output {
  'context': (_wbk_common_v1_CallerContext__Output | null);
  'record_type': (_wbk_crm_v1_RecordType__Output);
  'id': (string);
  'field': (string);
  'value_json': (string);
}
