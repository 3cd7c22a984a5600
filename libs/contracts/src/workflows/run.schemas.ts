import { z } from 'zod';
import { idSchema, jsonObject, pageQuery, timestamp, uuid } from '../http/schemas';
import { WORKFLOW_PAGE_LIMITS } from './workflow.schemas';
import { WORKFLOW_ACTION_TYPES, WORKFLOW_ENTITY_TYPES, WORKFLOW_RUN_STATUSES } from './workflow-vocabulary';

/**
 * One evaluation of a workflow that fired, or that loop safety or the circuit
 * breaker stopped (status `skipped`, the reason in `error`).
 */
export const workflowRunRecord = z
  .strictObject({
    id: uuid.meta({ description: 'Derived from the workflow and the trigger event, so an event handled twice is one run.' }),
    workflow_id: uuid,
    trigger_event: z
      .strictObject({
        id: uuid,
        type: z.string().meta({ description: 'The change event, e.g. `contact.updated`, `deal.created`, `email.received`.', example: 'deal.updated' }),
        occurred_at: timestamp,
      })
      .meta({ description: 'The event whose change fired the run.' }),
    entity: z
      .strictObject({
        type: z.enum(WORKFLOW_ENTITY_TYPES),
        id: z.string().meta({ description: "The changed record's id (a UUID for CRM records)." }),
      })
      .meta({ description: 'The record that changed.' }),
    status: z.enum(WORKFLOW_RUN_STATUSES).meta({
      description: '`pending` while the action runs or awaits a retry; `succeeded`, `failed` (retries used up or not retryable), or `skipped` (stopped before the action).',
    }),
    action_type: z.enum(WORKFLOW_ACTION_TYPES),
    action_result: jsonObject.nullable().meta({ description: "What the action's target answered (e.g. `task_id` for create_task, `delivery_id` and `status_code` for webhook); null until it succeeds." }),
    error: z.string().nullable().meta({ description: 'Why the run failed or was skipped; null otherwise.' }),
    warnings: z.array(z.string()).meta({ description: 'Merge tokens that could not be resolved and were left as written.' }),
    attempts: z.number().int().min(0).meta({ description: 'Action executions started.' }),
    duration_ms: z.number().int().min(0).nullable().meta({ description: 'From the run being recorded to its end; null while pending.' }),
    created_at: timestamp,
    finished_at: timestamp.nullable(),
  })
  .meta({ id: 'WorkflowRun' });
export type WorkflowRunRecord = z.infer<typeof workflowRunRecord>;

export const workflowRunListQuery = z.strictObject({ ...pageQuery(WORKFLOW_PAGE_LIMITS) });

/**
 * `entity_id` is required: the list is always one record's history. Type and
 * format are given outright so the published parameter keeps its schema (no pattern).
 */
const entityId = idSchema.meta({ type: 'string', format: 'uuid', description: 'The record whose runs to list (any workflow, any entity type).' });

export const workflowRunsByEntityQuery = z.strictObject({ ...pageQuery(WORKFLOW_PAGE_LIMITS), entity_id: entityId });
