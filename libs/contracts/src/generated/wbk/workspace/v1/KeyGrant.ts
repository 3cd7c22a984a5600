// Original file: proto/workspace/v1/workspace.proto


export interface KeyGrant {
  'key_id'?: (string);
  'permissions'?: (string)[];
  'revoked'?: (boolean);
  'expires_at'?: (string);
}

export interface KeyGrant__Output {
  'key_id': (string);
  'permissions': (string)[];
  'revoked': (boolean);
  'expires_at': (string);
}
