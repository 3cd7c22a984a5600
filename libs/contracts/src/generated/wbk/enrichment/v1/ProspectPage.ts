// Original file: proto/enrichment/v1/enrichment_automation.proto

import type { Prospect as _wbk_enrichment_v1_Prospect, Prospect__Output as _wbk_enrichment_v1_Prospect__Output } from '../../../wbk/enrichment/v1/Prospect';
import type { Long } from '@grpc/proto-loader';

export interface ProspectPage {
  'prospects'?: (_wbk_enrichment_v1_Prospect)[];
  'total'?: (number | string | Long);
}

export interface ProspectPage__Output {
  'prospects': (_wbk_enrichment_v1_Prospect__Output)[];
  'total': (number);
}
