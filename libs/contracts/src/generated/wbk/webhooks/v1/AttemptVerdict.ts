// Original file: proto/webhooks/v1/webhooks.proto

import type { Long } from '@grpc/proto-loader';

export interface AttemptVerdict {
  'attempt'?: (number);
  'final'?: (boolean);
  'next_delay_ms'?: (number | string | Long);
}

export interface AttemptVerdict__Output {
  'attempt': (number);
  'final': (boolean);
  'next_delay_ms': (number);
}
