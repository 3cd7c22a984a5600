// Original file: proto/outreach/v1/outreach_automation.proto


export interface SentMessage {
  'id'?: (string);
  'channel'?: (string);
  'status'?: (string);
  'sent_at'?: (string);
}

export interface SentMessage__Output {
  'id': (string);
  'channel': (string);
  'status': (string);
  'sent_at': (string);
}
