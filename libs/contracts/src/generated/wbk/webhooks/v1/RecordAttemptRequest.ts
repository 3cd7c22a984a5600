// Original file: proto/webhooks/v1/webhooks.proto


export interface RecordAttemptRequest {
  'delivery_id'?: (string);
  'manual'?: (boolean);
  'ok'?: (boolean);
  'status_code'?: (number);
  'has_status_code'?: (boolean);
  'duration_ms'?: (number);
  'error'?: (string);
  'response_excerpt'?: (string);
}

export interface RecordAttemptRequest__Output {
  'delivery_id': (string);
  'manual': (boolean);
  'ok': (boolean);
  'status_code': (number);
  'has_status_code': (boolean);
  'duration_ms': (number);
  'error': (string);
  'response_excerpt': (string);
}
