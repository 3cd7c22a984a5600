// Original file: proto/workspace/v1/workspace.proto


export interface VerifyKeyRequest {
  'key_hash'?: (string);
}

export interface VerifyKeyRequest__Output {
  'key_hash': (string);
}
