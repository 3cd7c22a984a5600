// Original file: proto/workspace/v1/workspace.proto


export interface CreateUserRequest {
  'workspace_id'?: (string);
  'email'?: (string);
  'name'?: (string);
  'role'?: (string);
}

export interface CreateUserRequest__Output {
  'workspace_id': (string);
  'email': (string);
  'name': (string);
  'role': (string);
}
