// Original file: proto/workspace/v1/workspace.proto

import type { Long } from '@grpc/proto-loader';

export interface CreateWorkspaceRequest {
  'name'?: (string);
  'plan'?: (string);
  'timezone'?: (string);
  'credits'?: (number | string | Long);
  'has_credits'?: (boolean);
  'locale'?: (string);
  'currency'?: (string);
  'jurisdiction'?: (string);
}

export interface CreateWorkspaceRequest__Output {
  'name': (string);
  'plan': (string);
  'timezone': (string);
  'credits': (number);
  'has_credits': (boolean);
  'locale': (string);
  'currency': (string);
  'jurisdiction': (string);
}
