// Original file: proto/common/v1/api.proto

import type { Long } from '@grpc/proto-loader';

export interface PageMeta {
  'page'?: (number);
  'per_page'?: (number);
  'total'?: (number | string | Long);
}

export interface PageMeta__Output {
  'page': (number);
  'per_page': (number);
  'total': (number);
}
