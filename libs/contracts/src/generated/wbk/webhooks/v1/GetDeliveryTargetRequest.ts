// Original file: proto/webhooks/v1/webhooks.proto


export interface GetDeliveryTargetRequest {
  'delivery_id'?: (string);
  'manual'?: (boolean);
}

export interface GetDeliveryTargetRequest__Output {
  'delivery_id': (string);
  'manual': (boolean);
}
