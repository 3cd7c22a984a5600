// Original file: proto/workspace/v1/workspace.proto

import type { Long } from '@grpc/proto-loader';

export interface CreditBalance {
  'balance'?: (number | string | Long);
}

export interface CreditBalance__Output {
  'balance': (number);
}
