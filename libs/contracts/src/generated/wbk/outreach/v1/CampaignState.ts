// Original file: proto/outreach/v1/outreach_automation.proto


export interface CampaignState {
  'id'?: (string);
  'name'?: (string);
  'status'?: (string);
  'contact_count'?: (number);
}

export interface CampaignState__Output {
  'id': (string);
  'name': (string);
  'status': (string);
  'contact_count': (number);
}
