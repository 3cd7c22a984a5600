import { z } from 'zod';
import { pageQuery, timestamp, typeError, uuid } from '../http/schemas';
import { ACTION_CONFIG_ONE_OF, workflowActionConfig } from './workflow-action.schemas';
import { WORKFLOW_ACTION_TYPES, WORKFLOW_ENTITY_TYPES, WORKFLOW_OPERATORS } from './workflow-vocabulary';

/** Bounds of the workflow fields (createWorkflow and updateWorkflow; docs/decisions.md "Workflows"). */
export const WORKFLOW_LIMITS = {
  name: 120,
  field: 120,
  value: 1000,
  defaultMaxTriggersPerDay: 100,
  /** Bounds the per-day list of counted runs the engine keeps on the workflow. */
  maxTriggersPerDay: 10_000,
} as const;

/** Workflow and run lists: default 50, max 200, like the CRM lists. */
export const WORKFLOW_PAGE_LIMITS = { defaultPerPage: 50, maxPerPage: 200 } as const;

/** Fields a client reads but never writes: naming them "read-only" says why a write of them was refused. */
export const WORKFLOW_READ_ONLY_FIELDS = ['id', 'triggers_today', 'last_triggered_at', 'auto_disabled_reason', 'created_at', 'updated_at'] as const;

const L = WORKFLOW_LIMITS;

const name = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(L.name, `must be at most ${L.name} characters`)
  .meta({ description: `1 to ${L.name} characters; unique in the workspace, ignoring case and surrounding spaces.` });
const entity = z.enum(WORKFLOW_ENTITY_TYPES, { error: typeError(`must be one of ${WORKFLOW_ENTITY_TYPES.join(', ')}`) }).meta({ description: 'The record type whose changes the workflow watches.' });
const operator = z
  .enum(WORKFLOW_OPERATORS, { error: `must be one of ${WORKFLOW_OPERATORS.join(', ')}` })
  .meta({ description: "Which operators fit depends on the field's kind (the operator matrix of POST /v1/workflows)." });
const action = z.enum(WORKFLOW_ACTION_TYPES, { error: typeError(`must be one of ${WORKFLOW_ACTION_TYPES.join(', ')}`) }).meta({ description: 'What runs when the condition holds; decides the shape of action_config.' });
const field = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(L.field, `must be at most ${L.field} characters`)
  .meta({ description: 'A field of condition_entity (the field list of POST /v1/workflows); for contacts also `custom_fields.<key>`.', example: 'stage' });
const value = z
  .string()
  .max(L.value, `must be at most ${L.value} characters`)
  .meta({ description: `What the field is compared with, as text (at most ${L.value} characters); must be "" for \`changed\`.` });
const enabled = z.boolean({ error: typeError('must be a boolean') });
const maxTriggers = z
  .number()
  .int('must be a whole number')
  .min(1, 'must be at least 1')
  .max(L.maxTriggersPerDay, `must be at most ${L.maxTriggersPerDay}`)
  .meta({ description: 'Circuit breaker: the trigger that would exceed this many in one UTC day is not run and disables the workflow.' });

/**
 * action_config as the body carries it: an object here; the engine then
 * parses it with the shape of the action_type (sent, or stored on PATCH), so
 * an error names the exact key (`action_config.url`). The document shows the
 * five shapes as `oneOf`.
 */
const actionConfig = z.record(z.string(), z.unknown(), { error: typeError('must be an object') }).meta({
  description: "The action's settings, in the shape of action_type; strings may hold merge tokens such as `{{deal.name}}` (a token naming another entity or an unknown field stays as written and is reported in the run's warnings).",
  oneOf: ACTION_CONFIG_ONE_OF,
});

/**
 * POST /v1/workflows. Beyond the shape, the engine checks the definition as a
 * whole: the field belongs to the entity, the operator and value fit the
 * field's kind, action_config fits action_type (and, for update_field, names
 * a writable field of the entity).
 */
export const workflowCreateBody = z
  .strictObject({
    name,
    condition_entity: entity,
    condition_field: field,
    condition_operator: operator,
    condition_value: value,
    action_type: action,
    action_config: actionConfig,
    max_triggers_per_day: maxTriggers.default(L.defaultMaxTriggersPerDay),
    enabled: enabled.default(true),
  })
  .meta({ id: 'WorkflowCreate' });
export type WorkflowCreateInput = z.infer<typeof workflowCreateBody>;

/** PATCH /v1/workflows/{id}: at least one field; the stored definition with the patch applied is checked as on create. */
export const workflowUpdateBody = z
  .strictObject({
    name: name.optional(),
    enabled: enabled.optional().meta({ description: "true re-enables a workflow, also one the breaker disabled, and resets the day's trigger count." }),
    condition_entity: entity.optional(),
    condition_field: field.optional(),
    condition_operator: operator.optional(),
    condition_value: value.optional(),
    action_type: action.optional(),
    action_config: actionConfig.optional().meta({ description: 'Replaces the stored config whole (no merge); must fit action_type, the one sent or the stored one.' }),
    max_triggers_per_day: maxTriggers.optional(),
  })
  .meta({ id: 'WorkflowUpdate' });
export type WorkflowUpdateInput = z.infer<typeof workflowUpdateBody>;
export const WORKFLOW_UPDATABLE_FIELDS = Object.keys(workflowUpdateBody.shape) as Array<keyof WorkflowUpdateInput>;

export const workflowRecord = z
  .strictObject({
    id: uuid,
    name: z.string(),
    enabled: z.boolean().meta({ description: 'false when turned off, or when the circuit breaker disabled it (then auto_disabled_reason says why).' }),
    condition_entity: z.enum(WORKFLOW_ENTITY_TYPES),
    condition_field: z.string(),
    condition_operator: z.enum(WORKFLOW_OPERATORS),
    condition_value: z.string(),
    action_type: z.enum(WORKFLOW_ACTION_TYPES),
    action_config: workflowActionConfig,
    max_triggers_per_day: z.number().int().min(1).max(L.maxTriggersPerDay),
    triggers_today: z.number().int().min(0).meta({ description: 'Triggers counted on the current UTC day; 0 after re-enabling.' }),
    last_triggered_at: timestamp.nullable().meta({ description: 'When a trigger was last counted; null until the first.' }),
    auto_disabled_reason: z.string().nullable().meta({ description: 'Why the circuit breaker disabled the workflow; null otherwise, and again after re-enabling.' }),
    created_at: timestamp,
    updated_at: timestamp,
  })
  .meta({ id: 'Workflow' });
export type WorkflowRecord = z.infer<typeof workflowRecord>;

const booleanText = z.enum(['true', 'false'], { error: typeError('must be true or false') }).transform((v) => v === 'true');

export const workflowListQuery = z.strictObject({
  ...pageQuery(WORKFLOW_PAGE_LIMITS),
  enabled: booleanText.optional().meta({ type: 'string', enum: ['true', 'false'], description: 'Only enabled (true) or disabled (false) workflows.' }),
  condition_entity: entity.optional().meta({ description: 'Only workflows watching this record type.' }),
  action_type: action.optional().meta({ description: 'Only workflows with this action.' }),
});
