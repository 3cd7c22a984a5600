// Original file: proto/common/v1/api.proto

import type { PageMeta as _wbk_common_v1_PageMeta, PageMeta__Output as _wbk_common_v1_PageMeta__Output } from '../../../wbk/common/v1/PageMeta';
import type { AuditInfo as _wbk_common_v1_AuditInfo, AuditInfo__Output as _wbk_common_v1_AuditInfo__Output } from '../../../wbk/common/v1/AuditInfo';

export interface ApiReply {
  'data_json'?: (string);
  'meta'?: (_wbk_common_v1_PageMeta | null);
  'has_meta'?: (boolean);
  'created'?: (boolean);
  'audit'?: (_wbk_common_v1_AuditInfo | null);
}

export interface ApiReply__Output {
  'data_json': (string);
  'meta': (_wbk_common_v1_PageMeta__Output | null);
  'has_meta': (boolean);
  'created': (boolean);
  'audit': (_wbk_common_v1_AuditInfo__Output | null);
}
