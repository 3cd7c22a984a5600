import { validationError, type FieldIssue } from '@wbk/platform';
import { z } from 'zod';
import { actionConfigIssues } from './workflow-action-config';
import { conditionProblem } from './workflow-condition';
import { conditionFieldKind } from './workflow-fields';
import { ACTION_TYPES, ENTITY_TYPES, OPERATORS, type ActionType, type EntityType, type Operator } from './workflow-types';
import { bodyError, parseOrThrow } from './zod-issues';

/** POST/PATCH /v1/workflows bodies (spec). */
export const NAME_MAX = 120;
export const DEFAULT_MAX_TRIGGERS_PER_DAY = 100;
/** Bounds the per-day idempotency list kept on the workflow (see WorkflowRepository.countTrigger). */
export const MAX_TRIGGERS_PER_DAY_LIMIT = 10_000;

const name = z.string().trim().min(1, 'must not be empty').max(NAME_MAX, `must be at most ${NAME_MAX} characters`);
const entity = z.enum(ENTITY_TYPES, { error: `must be one of ${ENTITY_TYPES.join(', ')}` });
const operator = z.enum(OPERATORS, { error: `must be one of ${OPERATORS.join(', ')}` });
const action = z.enum(ACTION_TYPES, { error: `must be one of ${ACTION_TYPES.join(', ')}` });
const field = z.string().trim().min(1, 'must not be empty').max(120, 'must be at most 120 characters');
const value = z.string().max(1000, 'must be at most 1000 characters');
const config = z.record(z.string(), z.unknown(), { error: 'must be an object' });
const maxTriggers = z
  .number()
  .int('must be a whole number')
  .min(1, 'must be at least 1')
  .max(MAX_TRIGGERS_PER_DAY_LIMIT, `must be at most ${MAX_TRIGGERS_PER_DAY_LIMIT}`);

const createSchema = z.strictObject({
  name,
  condition_entity: entity,
  condition_field: field,
  condition_operator: operator,
  condition_value: value,
  action_type: action,
  action_config: config,
  max_triggers_per_day: maxTriggers.default(DEFAULT_MAX_TRIGGERS_PER_DAY),
  enabled: z.boolean({ error: 'must be a boolean' }).default(true),
});

const patchSchema = z.strictObject({
  name: name.optional(),
  enabled: z.boolean({ error: 'must be a boolean' }).optional(),
  condition_entity: entity.optional(),
  condition_field: field.optional(),
  condition_operator: operator.optional(),
  condition_value: value.optional(),
  action_type: action.optional(),
  action_config: config.optional(),
  max_triggers_per_day: maxTriggers.optional(),
});

export interface WorkflowDefinition {
  name: string;
  enabled: boolean;
  condition_entity: EntityType;
  condition_field: string;
  condition_operator: Operator;
  condition_value: string;
  action_type: ActionType;
  action_config: Record<string, unknown>;
  max_triggers_per_day: number;
}

export type WorkflowPatch = Partial<WorkflowDefinition>;

export function parseCreateWorkflow(body: unknown): WorkflowDefinition {
  if (body === undefined) throw bodyError('is required');
  const parsed = parseOrThrow(createSchema, body);
  assertCoherent(parsed);
  return parsed;
}

export function parsePatchWorkflow(body: unknown): WorkflowPatch {
  if (body === undefined) throw bodyError('is required');
  const parsed = parseOrThrow(patchSchema, body);
  const patch = Object.fromEntries(Object.entries(parsed).filter(([, v]) => v !== undefined)) as WorkflowPatch;
  if (Object.keys(patch).length === 0) throw bodyError('must contain at least one updatable field');
  return patch;
}

/**
 * The cross-field rules, checked on the whole definition (for PATCH: the stored
 * one with the patch applied), so a change of entity alone cannot leave a field
 * or action that no longer fits.
 */
export function assertCoherent(def: WorkflowDefinition): void {
  const issues = definitionIssues(def);
  if (issues.length > 0) throw validationError(issues);
}

export function definitionIssues(def: WorkflowDefinition): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const kind = conditionFieldKind(def.condition_entity, def.condition_field);
  if (!kind) {
    issues.push({ field: 'condition_field', message: `is not a ${def.condition_entity} field (see the workflow field matrix)` });
  } else {
    const problem = conditionProblem(kind, def.condition_operator, def.condition_value);
    if (problem) issues.push(problem);
  }
  issues.push(...actionConfigIssues(def.action_type, def.condition_entity, def.action_config));
  return issues;
}
