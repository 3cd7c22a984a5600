// Original file: proto/common/v1/api.proto

import type { RequestContext as _wbk_common_v1_RequestContext, RequestContext__Output as _wbk_common_v1_RequestContext__Output } from '../../../wbk/common/v1/RequestContext';

export interface ApiRequest {
  'context'?: (_wbk_common_v1_RequestContext | null);
  'path'?: ({[key: string]: string});
  'query'?: ({[key: string]: string});
  'body_json'?: (string);
}

export interface ApiRequest__Output {
  'context': (_wbk_common_v1_RequestContext__Output | null);
  'path': ({[key: string]: string});
  'query': ({[key: string]: string});
  'body_json': (string);
}
