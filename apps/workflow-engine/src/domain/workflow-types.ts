/**
 * The closed vocabularies of the Workflow resource (spec "Workflow"). Kept in
 * one file so the schema, the matrix and the action port agree on the names.
 */
export const ENTITY_TYPES = ['contact', 'deal', 'task', 'email', 'meeting'] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];

export const OPERATORS = ['equals', 'not_equals', 'contains', 'changed', 'changed_to', 'greater_than', 'less_than'] as const;
export type Operator = (typeof OPERATORS)[number];

export const ACTION_TYPES = ['send_email', 'create_task', 'send_channel_message', 'webhook', 'update_field'] as const;
export type ActionType = (typeof ACTION_TYPES)[number];

export const RUN_STATUSES = ['pending', 'succeeded', 'failed', 'skipped'] as const;
export type RunStatus = (typeof RUN_STATUSES)[number];
