// Original file: proto/workspace/v1/workspace.proto

import type { SyncConnection as _wbk_workspace_v1_SyncConnection, SyncConnection__Output as _wbk_workspace_v1_SyncConnection__Output } from '../../../wbk/workspace/v1/SyncConnection';

export interface SyncProfile {
  'connections'?: (_wbk_workspace_v1_SyncConnection)[];
  'timezone'?: (string);
}

export interface SyncProfile__Output {
  'connections': (_wbk_workspace_v1_SyncConnection__Output)[];
  'timezone': (string);
}
