// Workflow routes and records.
// Workflows
export {
  MERGE_TOKEN,
  WORKFLOW_ACTION_TYPES,
  WORKFLOW_CHANNELS,
  WORKFLOW_ENTITY_TYPES,
  WORKFLOW_OPERATORS,
  WORKFLOW_RUN_STATUSES,
  hasMergeToken,
  type WorkflowActionType,
  type WorkflowChannel,
  type WorkflowEntityType,
  type WorkflowOperator,
  type WorkflowRunStatus,
} from './workflow-vocabulary';
export {
  ACTION_CONFIG_LIMITS,
  ACTION_CONFIG_SCHEMAS,
  createTaskActionConfig,
  sendChannelMessageActionConfig,
  sendEmailActionConfig,
  updateFieldActionConfig,
  webhookActionConfig,
  workflowActionConfig,
  type ActionConfigOf,
  type WorkflowActionConfig,
} from './workflow-action.schemas';
export { CONDITION_FIELD_DOCS, UPDATABLE_FIELD_DOCS, type DocumentedFieldKind } from './workflow-field-matrix';
export {
  WORKFLOW_LIMITS,
  WORKFLOW_PAGE_LIMITS,
  WORKFLOW_READ_ONLY_FIELDS,
  WORKFLOW_UPDATABLE_FIELDS,
  workflowCreateBody,
  workflowListQuery,
  workflowRecord,
  workflowUpdateBody,
  type WorkflowCreateInput,
  type WorkflowRecord,
  type WorkflowUpdateInput,
} from './workflow.schemas';
export { workflowRunListQuery, workflowRunRecord, workflowRunsByEntityQuery, type WorkflowRunRecord } from './run.schemas';
export { workflowRoutes } from './workflows.routes';
