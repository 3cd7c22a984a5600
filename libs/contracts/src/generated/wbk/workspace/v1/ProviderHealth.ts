// Original file: proto/workspace/v1/workspace.proto


export interface ProviderHealth {
  'applied'?: (boolean);
  'connected'?: (boolean);
  'status'?: (string);
}

export interface ProviderHealth__Output {
  'applied': (boolean);
  'connected': (boolean);
  'status': (string);
}
