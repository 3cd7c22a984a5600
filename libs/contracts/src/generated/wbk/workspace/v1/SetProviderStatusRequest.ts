// Original file: proto/workspace/v1/workspace.proto


export interface SetProviderStatusRequest {
  'workspace_id'?: (string);
  'category'?: (string);
  'name'?: (string);
  'connected'?: (boolean);
  'account_id'?: (string);
  'display_name'?: (string);
  'scopes'?: (string)[];
  'status'?: (string);
  'error_message'?: (string);
}

export interface SetProviderStatusRequest__Output {
  'workspace_id': (string);
  'category': (string);
  'name': (string);
  'connected': (boolean);
  'account_id': (string);
  'display_name': (string);
  'scopes': (string)[];
  'status': (string);
  'error_message': (string);
}
