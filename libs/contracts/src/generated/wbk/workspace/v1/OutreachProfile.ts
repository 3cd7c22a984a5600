// Original file: proto/workspace/v1/workspace.proto

import type { ProviderConnection as _wbk_workspace_v1_ProviderConnection, ProviderConnection__Output as _wbk_workspace_v1_ProviderConnection__Output } from '../../../wbk/workspace/v1/ProviderConnection';

export interface OutreachProfile {
  'providers'?: (_wbk_workspace_v1_ProviderConnection)[];
  'timezone'?: (string);
}

export interface OutreachProfile__Output {
  'providers': (_wbk_workspace_v1_ProviderConnection__Output)[];
  'timezone': (string);
}
