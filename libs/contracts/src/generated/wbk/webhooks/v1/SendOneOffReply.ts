// Original file: proto/webhooks/v1/webhooks.proto


export interface SendOneOffReply {
  'delivery_id'?: (string);
  'status_code'?: (number);
  'ok'?: (boolean);
  'error'?: (string);
  'retryable'?: (boolean);
}

export interface SendOneOffReply__Output {
  'delivery_id': (string);
  'status_code': (number);
  'ok': (boolean);
  'error': (string);
  'retryable': (boolean);
}
