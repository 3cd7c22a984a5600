// Original file: proto/workspace/v1/workspace.proto


export interface KeyGrantRequest {
  'workspace_id'?: (string);
  'key_id'?: (string);
}

export interface KeyGrantRequest__Output {
  'workspace_id': (string);
  'key_id': (string);
}
