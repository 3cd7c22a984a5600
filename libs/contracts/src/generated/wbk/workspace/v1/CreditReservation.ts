// Original file: proto/workspace/v1/workspace.proto

import type { Long } from '@grpc/proto-loader';

export interface CreditReservation {
  'reservation_id'?: (string);
  'state'?: (string);
  'balance'?: (number | string | Long);
  'existing'?: (boolean);
}

export interface CreditReservation__Output {
  'reservation_id': (string);
  'state': (string);
  'balance': (number);
  'existing': (boolean);
}
