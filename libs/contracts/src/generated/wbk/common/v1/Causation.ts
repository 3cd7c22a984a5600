// Original file: proto/common/v1/caller.proto


export interface Causation {
  'root_id'?: (string);
  'depth'?: (number);
  'workflow_id'?: (string);
}

export interface Causation__Output {
  'root_id': (string);
  'depth': (number);
  'workflow_id': (string);
}
