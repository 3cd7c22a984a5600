// Original file: proto/common/v1/api.proto


export interface AuditInfo {
  'action'?: (string);
  'resource_type'?: (string);
  'resource_id'?: (string);
  'diff_json'?: (string);
}

export interface AuditInfo__Output {
  'action': (string);
  'resource_type': (string);
  'resource_id': (string);
  'diff_json': (string);
}
