// Original file: proto/workspace/v1/workspace.proto


export interface SettleCreditsRequest {
  'workspace_id'?: (string);
  'reservation_id'?: (string);
}

export interface SettleCreditsRequest__Output {
  'workspace_id': (string);
  'reservation_id': (string);
}
