// Original file: proto/workspace/v1/workspace.proto


export interface SetPlanRequest {
  'workspace_id'?: (string);
  'plan'?: (string);
}

export interface SetPlanRequest__Output {
  'workspace_id': (string);
  'plan': (string);
}
