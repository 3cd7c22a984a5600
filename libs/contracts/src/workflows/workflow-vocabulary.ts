/**
 * The closed vocabularies of the Workflow resource and its
 * runs, shared by the public schemas and the workflow engine's rules so both
 * name the same things.
 */
export const WORKFLOW_ENTITY_TYPES = ['contact', 'deal', 'task', 'email', 'meeting'] as const;
export type WorkflowEntityType = (typeof WORKFLOW_ENTITY_TYPES)[number];

export const WORKFLOW_OPERATORS = ['equals', 'not_equals', 'contains', 'changed', 'changed_to', 'greater_than', 'less_than'] as const;
export type WorkflowOperator = (typeof WORKFLOW_OPERATORS)[number];

export const WORKFLOW_ACTION_TYPES = ['send_email', 'create_task', 'send_channel_message', 'webhook', 'update_field'] as const;
export type WorkflowActionType = (typeof WORKFLOW_ACTION_TYPES)[number];

export const WORKFLOW_RUN_STATUSES = ['pending', 'succeeded', 'failed', 'skipped'] as const;
export type WorkflowRunStatus = (typeof WORKFLOW_RUN_STATUSES)[number];

/** `send_channel_message` channels. */
export const WORKFLOW_CHANNELS = ['chat_a', 'chat_b', 'chat_c', 'chat_d', 'email'] as const;
export type WorkflowChannel = (typeof WORKFLOW_CHANNELS)[number];

/**
 * A merge token such as `{{deal.name}}` or `{{contact.custom_fields.tier}}`:
 * resolved against the triggering entity when the action runs.
 */
export const MERGE_TOKEN = /\{\{\s*([a-z_]+)\.([A-Za-z0-9_.-]+)\s*\}\}/g;

export function hasMergeToken(value: string): boolean {
  return new RegExp(MERGE_TOKEN.source).test(value);
}
