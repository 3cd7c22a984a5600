// Original file: proto/workspace/v1/workspace.proto

import type { ChargeOutcome as _wbk_workspace_v1_ChargeOutcome, ChargeOutcome__Output as _wbk_workspace_v1_ChargeOutcome__Output } from '../../../wbk/workspace/v1/ChargeOutcome';

export interface ChargeCreditsBatchReply {
  'outcomes'?: (_wbk_workspace_v1_ChargeOutcome)[];
}

export interface ChargeCreditsBatchReply__Output {
  'outcomes': (_wbk_workspace_v1_ChargeOutcome__Output)[];
}
