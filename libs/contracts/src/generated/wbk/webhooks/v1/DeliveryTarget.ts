// Original file: proto/webhooks/v1/webhooks.proto

import type { Long } from '@grpc/proto-loader';

export interface DeliveryTarget {
  'deliverable'?: (boolean);
  'skip_reason'?: (string);
  'delivery_id'?: (string);
  'webhook_id'?: (string);
  'url'?: (string);
  'secret'?: (string);
  'body'?: (string);
  'event'?: (string);
  'not_due_ms'?: (number | string | Long);
}

export interface DeliveryTarget__Output {
  'deliverable': (boolean);
  'skip_reason': (string);
  'delivery_id': (string);
  'webhook_id': (string);
  'url': (string);
  'secret': (string);
  'body': (string);
  'event': (string);
  'not_due_ms': (number);
}
