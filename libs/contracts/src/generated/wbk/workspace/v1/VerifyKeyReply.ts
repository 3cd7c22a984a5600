// Original file: proto/workspace/v1/workspace.proto


export interface VerifyKeyReply {
  'found'?: (boolean);
  'key_id'?: (string);
  'workspace_id'?: (string);
  'permissions'?: (string)[];
  'expires_at'?: (string);
  'revoked'?: (boolean);
  'plan'?: (string);
  'daily_limit'?: (number);
  'minute_limit'?: (number);
  'key_name'?: (string);
}

export interface VerifyKeyReply__Output {
  'found': (boolean);
  'key_id': (string);
  'workspace_id': (string);
  'permissions': (string)[];
  'expires_at': (string);
  'revoked': (boolean);
  'plan': (string);
  'daily_limit': (number);
  'minute_limit': (number);
  'key_name': (string);
}
