// Original file: proto/workspace/v1/workspace.proto

import type { ReserveCreditsRequest as _wbk_workspace_v1_ReserveCreditsRequest, ReserveCreditsRequest__Output as _wbk_workspace_v1_ReserveCreditsRequest__Output } from '../../../wbk/workspace/v1/ReserveCreditsRequest';

export interface ChargeCreditsBatchRequest {
  'charges'?: (_wbk_workspace_v1_ReserveCreditsRequest)[];
}

export interface ChargeCreditsBatchRequest__Output {
  'charges': (_wbk_workspace_v1_ReserveCreditsRequest__Output)[];
}
