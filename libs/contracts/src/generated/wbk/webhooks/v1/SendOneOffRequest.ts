// Original file: proto/webhooks/v1/webhooks.proto


export interface SendOneOffRequest {
  'workspace_id'?: (string);
  'url'?: (string);
  'event_name'?: (string);
  'payload_json'?: (string);
  'idempotency_key'?: (string);
  'secret'?: (string);
}

export interface SendOneOffRequest__Output {
  'workspace_id': (string);
  'url': (string);
  'event_name': (string);
  'payload_json': (string);
  'idempotency_key': (string);
  'secret': (string);
}
