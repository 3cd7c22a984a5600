// Original file: proto/common/v1/caller.proto

import type { Causation as _wbk_common_v1_Causation, Causation__Output as _wbk_common_v1_Causation__Output } from '../../../wbk/common/v1/Causation';

export interface CallerContext {
  'workspace_id'?: (string);
  'request_id'?: (string);
  'idempotency_key'?: (string);
  'causation'?: (_wbk_common_v1_Causation | null);
}

export interface CallerContext__Output {
  'workspace_id': (string);
  'request_id': (string);
  'idempotency_key': (string);
  'causation': (_wbk_common_v1_Causation__Output | null);
}
