// Original file: proto/workspace/v1/workspace.proto


export interface AdminReply {
  'record_json'?: (string);
}

export interface AdminReply__Output {
  'record_json': (string);
}
