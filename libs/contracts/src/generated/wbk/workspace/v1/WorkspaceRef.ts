// Original file: proto/workspace/v1/workspace.proto


export interface WorkspaceRef {
  'workspace_id'?: (string);
}

export interface WorkspaceRef__Output {
  'workspace_id': (string);
}
