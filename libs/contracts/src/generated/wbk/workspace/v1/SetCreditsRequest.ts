// Original file: proto/workspace/v1/workspace.proto

import type { Long } from '@grpc/proto-loader';

export interface SetCreditsRequest {
  'workspace_id'?: (string);
  'balance'?: (number | string | Long);
}

export interface SetCreditsRequest__Output {
  'workspace_id': (string);
  'balance': (number);
}
