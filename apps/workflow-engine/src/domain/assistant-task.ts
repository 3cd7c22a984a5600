import { ASSISTANT_TASK_STATUSES, type AssistantTaskRecord, type AssistantTaskStatus } from '@wbk/contracts';

/**
 * The assistant task resource (AssistantTask in the OpenAPI document) and its
 * state moves: pending -> approved -> completed | failed on approve,
 * pending -> dismissed on dismiss; anything else is 409 task_not_pending.
 */
export {
  ASSISTANT_TASK_STATUSES as TASK_STATUSES,
  ASSISTANT_TASK_TYPES as TASK_TYPES,
  type AssistantTaskStatus as TaskStatus,
  type AssistantTaskType as TaskType,
} from '@wbk/contracts';

/** A contact named in a chat message: by id (from the chat context), email or full name. */
export type ContactRef = { id: string } | { email: string } | { name: string };

export interface ProspectSearchMetadata {
  /** The prospector's own search fields (POST /v1/prospects/search), so execution forwards them unchanged. */
  titles: string[];
  location: string[];
  industry: string[];
  headcount: string[];
  limit: number | null;
}

export interface ListOperationMetadata {
  operation: 'add' | 'remove';
  list_id?: string;
  list_name?: string;
  contacts: ContactRef[];
  contact_count: number;
}

export interface CampaignStartMetadata {
  campaign_id?: string;
  campaign_name?: string;
}

/** Writable contact fields the assistant may change; `tags_add` merges into the contact's tags. */
export interface ContactChanges {
  priority?: 1 | 2 | 3;
  job_title?: string;
  phone?: string;
  company?: string;
  tags_add?: string[];
}

export interface ContactUpdateMetadata {
  contact: ContactRef;
  changes: ContactChanges;
}

export type ProposedTask =
  | { type: 'prospect_search'; description: string; metadata: ProspectSearchMetadata }
  | { type: 'list_operation'; description: string; metadata: ListOperationMetadata }
  | { type: 'campaign_start'; description: string; metadata: CampaignStartMetadata }
  | { type: 'contact_update'; description: string; metadata: ContactUpdateMetadata };

/**
 * The public read shape, exactly as the contract declares it (libs/contracts,
 * `assistantTaskRecord`); metadata gains `result` (completed) or `error` (failed) after execution.
 */
export type AssistantTaskView = AssistantTaskRecord;

export function isTaskStatus(value: string): value is AssistantTaskStatus {
  return (ASSISTANT_TASK_STATUSES as readonly string[]).includes(value);
}

/** The 409 message names the current status so the caller knows why (e.g. already approved by someone else). */
export function notPendingMessage(id: string, status: AssistantTaskStatus): string {
  return `Task ${id} is ${status}, not pending; only pending tasks can be approved or dismissed`;
}

/** Execution results are recorded inside metadata, where the public task record carries them. */
export function completedMetadata(metadata: Record<string, unknown>, result: Record<string, unknown>): Record<string, unknown> {
  const { error: _error, ...rest } = metadata;
  return { ...rest, result };
}

export function failedMetadata(metadata: Record<string, unknown>, error: string): Record<string, unknown> {
  const { result: _result, ...rest } = metadata;
  return { ...rest, error };
}

/** How the assistant names a contact in descriptions and replies. */
export function describeContact(ref: ContactRef): string {
  if ('id' in ref) return `contact ${ref.id}`;
  if ('email' in ref) return ref.email;
  return ref.name;
}
