/**
 * The closed vocabularies of the Workflow resource (the OpenAPI Workflow), declared
 * with the public contract (libs/contracts) so the schema, the matrix and the
 * action port agree on the names with the document.
 */
export {
  WORKFLOW_ACTION_TYPES as ACTION_TYPES,
  WORKFLOW_ENTITY_TYPES as ENTITY_TYPES,
  WORKFLOW_OPERATORS as OPERATORS,
  WORKFLOW_RUN_STATUSES as RUN_STATUSES,
  type WorkflowActionType as ActionType,
  type WorkflowEntityType as EntityType,
  type WorkflowOperator as Operator,
  type WorkflowRunStatus as RunStatus,
} from '@wbk/contracts';
