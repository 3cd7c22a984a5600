// Original file: proto/crm/v1/crm_automation.proto

import type { Contact as _wbk_crm_v1_Contact, Contact__Output as _wbk_crm_v1_Contact__Output } from '../../../wbk/crm/v1/Contact';

export interface ContactBatch {
  'contacts'?: (_wbk_crm_v1_Contact)[];
}

export interface ContactBatch__Output {
  'contacts': (_wbk_crm_v1_Contact__Output)[];
}
