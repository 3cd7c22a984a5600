// Original file: proto/workspace/v1/workspace.proto

import type { Long } from '@grpc/proto-loader';

export interface ReserveCreditsRequest {
  'workspace_id'?: (string);
  'amount'?: (number | string | Long);
  'reason'?: (string);
  'request_id'?: (string);
  'key'?: (string);
  'request_hash'?: (string);
}

export interface ReserveCreditsRequest__Output {
  'workspace_id': (string);
  'amount': (number);
  'reason': (string);
  'request_id': (string);
  'key': (string);
  'request_hash': (string);
}
