// Original file: proto/workspace/v1/workspace.proto


export interface ProviderConnection {
  'category'?: (string);
  'name'?: (string);
  'connected'?: (boolean);
  'status'?: (string);
}

export interface ProviderConnection__Output {
  'category': (string);
  'name': (string);
  'connected': (boolean);
  'status': (string);
}
