// Original file: proto/workspace/v1/workspace.proto


export interface CreateApiKeyRequest {
  'workspace_id'?: (string);
  'name'?: (string);
  'permissions'?: (string)[];
  'expires_at'?: (string);
}

export interface CreateApiKeyRequest__Output {
  'workspace_id': (string);
  'name': (string);
  'permissions': (string)[];
  'expires_at': (string);
}
