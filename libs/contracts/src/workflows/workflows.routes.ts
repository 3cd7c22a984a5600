import { defineRoute } from '../http/route-contract';
import { dataEnvelope, deletedRecord, idParams, pageEnvelope } from '../http/schemas';
import { workflowRunListQuery, workflowRunRecord, workflowRunsByEntityQuery } from './run.schemas';
import { CONDITION_FIELD_DOCS, describeFields, OPERATOR_MATRIX, UPDATABLE_FIELD_DOCS } from './workflow-field-matrix';
import { workflowCreateBody, workflowListQuery, workflowRecord, workflowUpdateBody } from './workflow.schemas';

const workflow = {
  id: '3c1d9a8e-5b2f-4e7a-9c6d-2f8b1e4a7d90',
  name: 'Matter won: send the engagement letter',
  enabled: true,
  condition_entity: 'deal',
  condition_field: 'status',
  condition_operator: 'changed_to',
  condition_value: 'won',
  action_type: 'create_task',
  action_config: { title: 'Send the engagement letter for {{deal.name}}', due_in_days: 2, priority: 'high' },
  max_triggers_per_day: 100,
  triggers_today: 0,
  last_triggered_at: null,
  auto_disabled_reason: null,
  created_at: '2026-11-24T09:30:00.000Z',
  updated_at: '2026-11-24T09:30:00.000Z',
};

const run = {
  id: '9b2e4f1a-7c3d-5e8f-a1b2-c3d4e5f60718',
  workflow_id: workflow.id,
  trigger_event: { id: '5e7f9a1b-3c5d-4e6f-8a9b-0c1d2e3f4a5b', type: 'deal.updated', occurred_at: '2026-11-25T14:02:11.000Z' },
  entity: { type: 'deal', id: '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d' },
  status: 'succeeded',
  action_type: 'create_task',
  action_result: { task_id: '2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a', due_date: '2026-11-27' },
  error: null,
  warnings: [],
  attempts: 1,
  duration_ms: 84,
  created_at: '2026-11-25T14:02:11.350Z',
  finished_at: '2026-11-25T14:02:11.434Z',
};

const CREATE_DESCRIPTION = [
  'When a change of a `condition_entity` record makes the condition true, the action runs once for that change (an event delivered twice is one run). ' +
    'At most `max_triggers_per_day` triggers run per UTC day: the one that would exceed it is recorded as a `skipped` run and disables the workflow ' +
    '(`auto_disabled_reason` says why). A change a workflow action made does not trigger that workflow again.',
  'The action runs with the permissions of the API key that last saved the workflow (this create, or a later PATCH), as that key holds them when the action runs: ' +
    'it needs the read permission of the triggering record and the permission of the public route that makes the same change (e.g. `update_field` on a contact: read:contacts and write:contacts). ' +
    'When the key lacks one, or is revoked or expired, nothing is changed and the run is recorded `failed` with an `error` naming the missing permission.',
  'The definition is checked as a whole; each problem is a 400 `validation_error` naming the field: `condition_field` must be a field of the entity, ' +
    'the operator and `condition_value` must fit its kind, `action_config` must have the shape of `action_type` (an unknown key is named, e.g. `action_config.cc`), ' +
    'and `update_field` must name a writable field of the entity with a value of its kind.',
  `**Operators by field kind** (\`changed\` needs \`condition_value: ""\`; on a \`*.created\` event every field with a value counts as changed):\n\n${OPERATOR_MATRIX}`,
  `**Condition fields** by entity:\n\n${describeFields(CONDITION_FIELD_DOCS, '`custom_fields.<key>` (compared by the value it holds)')}`,
  `**Fields \`update_field\` may write**:\n\n${describeFields(UPDATABLE_FIELD_DOCS, '`custom_fields.<key>`')}`,
].join('\n\n');

export const workflowRoutes = {
  createWorkflow: defineRoute({
    operationId: 'createWorkflow',
    method: 'POST',
    path: '/v1/workflows',
    tag: 'Workflows',
    summary: 'Create a workflow',
    description: CREATE_DESCRIPTION,
    service: 'workflow-engine',
    rpc: 'CreateWorkflow',
    permission: 'write:workflows',
    resourceType: 'workflows',
    body: workflowCreateBody,
    responses: { 201: dataEnvelope(workflowRecord) },
    errors: ['duplicate_name'],
    example: {
      body: {
        name: workflow.name,
        condition_entity: 'deal',
        condition_field: 'status',
        condition_operator: 'changed_to',
        condition_value: 'won',
        action_type: 'create_task',
        action_config: workflow.action_config,
      },
      response: { data: workflow },
    },
  }),
  listWorkflows: defineRoute({
    operationId: 'listWorkflows',
    method: 'GET',
    path: '/v1/workflows',
    tag: 'Workflows',
    summary: 'List workflows',
    description: 'Newest first.',
    service: 'workflow-engine',
    rpc: 'ListWorkflows',
    permission: 'read:workflows',
    resourceType: 'workflows',
    query: workflowListQuery,
    responses: { 200: pageEnvelope(workflowRecord) },
    errors: [],
    example: { response: { data: [workflow], meta: { page: 1, per_page: 50, total: 1 } } },
  }),
  getWorkflow: defineRoute({
    operationId: 'getWorkflow',
    method: 'GET',
    path: '/v1/workflows/{id}',
    tag: 'Workflows',
    summary: 'Get a workflow',
    service: 'workflow-engine',
    rpc: 'GetWorkflow',
    permission: 'read:workflows',
    resourceType: 'workflows',
    params: idParams,
    responses: { 200: dataEnvelope(workflowRecord) },
    errors: ['not_found'],
    example: { response: { data: workflow } },
  }),
  updateWorkflow: defineRoute({
    operationId: 'updateWorkflow',
    method: 'PATCH',
    path: '/v1/workflows/{id}',
    tag: 'Workflows',
    summary: 'Update a workflow',
    description:
      'Only the fields sent change (at least one); `action_config` is replaced whole. The stored definition with the changes applied is checked as on create, ' +
      'so changing `condition_entity` or `action_type` alone is refused when the stored field or config no longer fits. ' +
      "`enabled: true` re-enables a workflow, also one the circuit breaker disabled, and resets the day's trigger count and `auto_disabled_reason`. " +
      'Saving makes this key the one whose permissions the action runs with.',
    service: 'workflow-engine',
    rpc: 'UpdateWorkflow',
    permission: 'write:workflows',
    resourceType: 'workflows',
    params: idParams,
    body: workflowUpdateBody,
    responses: { 200: dataEnvelope(workflowRecord) },
    errors: ['not_found', 'duplicate_name'],
    example: {
      body: { max_triggers_per_day: 20, action_config: { title: 'Call the client about {{deal.name}}', due_in_days: 1, priority: 'urgent' } },
      response: {
        data: {
          ...workflow,
          max_triggers_per_day: 20,
          action_config: { title: 'Call the client about {{deal.name}}', due_in_days: 1, priority: 'urgent' },
          updated_at: '2026-11-26T08:15:00.000Z',
        },
      },
    },
  }),
  deleteWorkflow: defineRoute({
    operationId: 'deleteWorkflow',
    method: 'DELETE',
    path: '/v1/workflows/{id}',
    tag: 'Workflows',
    summary: 'Delete a workflow',
    description: 'No new run starts and its name is free again at once; its runs stay listed by GET /v1/workflow-runs until they expire.',
    service: 'workflow-engine',
    rpc: 'DeleteWorkflow',
    permission: 'write:workflows',
    resourceType: 'workflows',
    params: idParams,
    responses: { 200: dataEnvelope(deletedRecord) },
    errors: ['not_found'],
    example: { response: { data: { id: workflow.id, deleted: true } } },
  }),
  listWorkflowRuns: defineRoute({
    operationId: 'listWorkflowRuns',
    method: 'GET',
    path: '/v1/workflows/{id}/runs',
    tag: 'Workflows',
    summary: "List a workflow's runs",
    description: 'Newest first: every trigger that fired, and the ones loop safety or the circuit breaker stopped (`skipped`). Runs are kept 30 days.',
    service: 'workflow-engine',
    rpc: 'ListWorkflowRuns',
    permission: 'read:workflows',
    resourceType: 'workflows',
    params: idParams,
    query: workflowRunListQuery,
    responses: { 200: pageEnvelope(workflowRunRecord) },
    errors: ['not_found'],
    example: { response: { data: [run], meta: { page: 1, per_page: 50, total: 1 } } },
  }),
  listWorkflowRunsByEntity: defineRoute({
    operationId: 'listWorkflowRunsByEntity',
    method: 'GET',
    path: '/v1/workflow-runs',
    tag: 'Workflows',
    summary: "List the runs a record's changes fired",
    description: 'The runs of every workflow, deleted ones included, that a change of the record `entity_id` fired, newest first. Runs are kept 30 days.',
    service: 'workflow-engine',
    rpc: 'ListRunsByEntity',
    permission: 'read:workflows',
    resourceType: 'workflows',
    query: workflowRunsByEntityQuery,
    responses: { 200: pageEnvelope(workflowRunRecord) },
    errors: [],
    example: { response: { data: [run], meta: { page: 1, per_page: 50, total: 1 } } },
  }),
};
