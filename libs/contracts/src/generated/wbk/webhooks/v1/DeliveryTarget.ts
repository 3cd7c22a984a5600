// Original file: proto/webhooks/v1/webhooks.proto


export interface DeliveryTarget {
  'deliverable'?: (boolean);
  'skip_reason'?: (string);
  'delivery_id'?: (string);
  'webhook_id'?: (string);
  'url'?: (string);
  'secret'?: (string);
  'body'?: (string);
  'event'?: (string);
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
}
