// Original file: proto/workspace/v1/workspace.proto


export interface SyncConnection {
  'category'?: (string);
  'name'?: (string);
  'account_id'?: (string);
  'status'?: (string);
}

export interface SyncConnection__Output {
  'category': (string);
  'name': (string);
  'account_id': (string);
  'status': (string);
}
