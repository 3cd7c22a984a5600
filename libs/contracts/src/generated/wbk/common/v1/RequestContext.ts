// Original file: proto/common/v1/api.proto


export interface RequestContext {
  'workspace_id'?: (string);
  'request_id'?: (string);
  'api_key_id'?: (string);
  'user_id'?: (string);
  'idempotency_key'?: (string);
  'causation_root_id'?: (string);
  'causation_depth'?: (number);
  'causation_workflow_id'?: (string);
  'permissions'?: (string)[];
}

export interface RequestContext__Output {
  'workspace_id': (string);
  'request_id': (string);
  'api_key_id': (string);
  'user_id': (string);
  'idempotency_key': (string);
  'causation_root_id': (string);
  'causation_depth': (number);
  'causation_workflow_id': (string);
  'permissions': (string)[];
}
