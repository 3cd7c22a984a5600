// Original file: proto/workspace/v1/workspace.proto


export interface RevokeApiKeyRequest {
  'key_id'?: (string);
}

export interface RevokeApiKeyRequest__Output {
  'key_id': (string);
}
