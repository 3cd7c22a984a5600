// Original file: proto/workspace/v1/workspace.proto


export interface SetRateLimitsRequest {
  'workspace_id'?: (string);
  'daily_limit'?: (number);
  'minute_limit'?: (number);
}

export interface SetRateLimitsRequest__Output {
  'workspace_id': (string);
  'daily_limit': (number);
  'minute_limit': (number);
}
