// Original file: proto/crm/v1/crm_automation.proto

import type { EmailContactMatch as _wbk_crm_v1_EmailContactMatch, EmailContactMatch__Output as _wbk_crm_v1_EmailContactMatch__Output } from '../../../wbk/crm/v1/EmailContactMatch';
import type { ContactOpenDeals as _wbk_crm_v1_ContactOpenDeals, ContactOpenDeals__Output as _wbk_crm_v1_ContactOpenDeals__Output } from '../../../wbk/crm/v1/ContactOpenDeals';

export interface EmailContactMatches {
  'matches'?: (_wbk_crm_v1_EmailContactMatch)[];
  'open_deals'?: (_wbk_crm_v1_ContactOpenDeals)[];
}

export interface EmailContactMatches__Output {
  'matches': (_wbk_crm_v1_EmailContactMatch__Output)[];
  'open_deals': (_wbk_crm_v1_ContactOpenDeals__Output)[];
}
