// Original file: proto/workspace/v1/workspace.proto

import type { CreditReservation as _wbk_workspace_v1_CreditReservation, CreditReservation__Output as _wbk_workspace_v1_CreditReservation__Output } from '../../../wbk/workspace/v1/CreditReservation';

export interface ChargeOutcome {
  'reservation'?: (_wbk_workspace_v1_CreditReservation | null);
  'error_code'?: (string);
  'error_message'?: (string);
}

export interface ChargeOutcome__Output {
  'reservation': (_wbk_workspace_v1_CreditReservation__Output | null);
  'error_code': (string);
  'error_message': (string);
}
