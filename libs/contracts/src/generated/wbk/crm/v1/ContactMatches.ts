// Original file: proto/crm/v1/crm_automation.proto

import type { Contact as _wbk_crm_v1_Contact, Contact__Output as _wbk_crm_v1_Contact__Output } from '../../../wbk/crm/v1/Contact';

export interface ContactMatches {
  'contacts'?: (_wbk_crm_v1_Contact)[];
  'total'?: (number);
}

export interface ContactMatches__Output {
  'contacts': (_wbk_crm_v1_Contact__Output)[];
  'total': (number);
}
