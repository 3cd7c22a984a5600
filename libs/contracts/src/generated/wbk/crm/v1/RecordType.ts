// Original file: proto/crm/v1/crm_automation.proto

export const RecordType = {
  RECORD_TYPE_UNSPECIFIED: 'RECORD_TYPE_UNSPECIFIED',
  RECORD_TYPE_CONTACT: 'RECORD_TYPE_CONTACT',
  RECORD_TYPE_DEAL: 'RECORD_TYPE_DEAL',
  RECORD_TYPE_TASK: 'RECORD_TYPE_TASK',
} as const;

export type RecordType =
  | 'RECORD_TYPE_UNSPECIFIED'
  | 0
  | 'RECORD_TYPE_CONTACT'
  | 1
  | 'RECORD_TYPE_DEAL'
  | 2
  | 'RECORD_TYPE_TASK'
  | 3

export type RecordType__Output = typeof RecordType[keyof typeof RecordType]
