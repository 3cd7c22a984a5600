// Original file: proto/workspace/v1/workspace.proto


export interface ReportProviderHealthRequest {
  'workspace_id'?: (string);
  'category'?: (string);
  'name'?: (string);
  'account_id'?: (string);
  'status'?: (string);
  'error_message'?: (string);
  'last_sync_at'?: (string);
}

export interface ReportProviderHealthRequest__Output {
  'workspace_id': (string);
  'category': (string);
  'name': (string);
  'account_id': (string);
  'status': (string);
  'error_message': (string);
  'last_sync_at': (string);
}
