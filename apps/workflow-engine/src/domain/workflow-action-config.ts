import { ACTION_CONFIG_SCHEMAS, type WorkflowActionConfig } from '@wbk/contracts';
import { toFieldIssues, type FieldIssue } from '@wbk/platform';
import { isIsoDate, isNumeric } from './workflow-condition';
import { updatableFieldKind, type FieldKind } from './workflow-fields';
import { hasMergeToken } from './workflow-tokens';
import type { ActionType, EntityType } from './workflow-types';

/**
 * action_config against its action_type: the shapes are the public
 * contract's (libs/contracts, workflow-action.schemas.ts, shown in the
 * document); the rule kept here is the one that needs the field matrix:
 * update_field must name a field the entity's owning service lets a workflow
 * write, with a value of that field's kind.
 */
export type ActionConfigOutcome = { config: WorkflowActionConfig; issues: [] } | { config: null; issues: FieldIssue[] };

/** The parsed config (strings trimmed) for this action on this entity, or the issues naming each bad key. */
export function parseActionConfig(actionType: ActionType, entity: EntityType, config: unknown): ActionConfigOutcome {
  const parsed = ACTION_CONFIG_SCHEMAS[actionType].safeParse(config);
  if (!parsed.success) return { config: null, issues: toFieldIssues(parsed.error, { prefix: 'action_config' }) };
  const issues = actionType === 'update_field' ? updateFieldIssues(entity, parsed.data as { field: string; value: unknown }) : [];
  return issues.length > 0 ? { config: null, issues } : { config: parsed.data, issues: [] };
}

/** Issues of action_config for this action on this entity (empty when valid). */
export function actionConfigIssues(actionType: ActionType, entity: EntityType, config: unknown): FieldIssue[] {
  return parseActionConfig(actionType, entity, config).issues;
}

function updateFieldIssues(entity: EntityType, { field, value }: { field: string; value: unknown }): FieldIssue[] {
  const kind = updatableFieldKind(entity, field);
  if (!kind) return [{ field: 'action_config.field', message: updatableMessage(entity) }];
  const problem = valueProblem(kind, value);
  return problem ? [{ field: 'action_config.value', message: problem }] : [];
}

function updatableMessage(entity: EntityType): string {
  return entity === 'email' || entity === 'meeting'
    ? `update_field does not work on ${entity} workflows: ${entity}s are synced from outside and cannot be written`
    : `is not an updatable ${entity} field`;
}

function valueProblem(kind: FieldKind, value: unknown): string | null {
  // A token is checked by the owning service once resolved.
  if (typeof value === 'string' && hasMergeToken(value)) return null;
  switch (kind.kind) {
    case 'number':
      return typeof value === 'number' || value === null || (typeof value === 'string' && isNumeric(value)) ? null : 'must be a number';
    case 'date':
      return value === null || (typeof value === 'string' && isIsoDate(value)) ? null : 'must be an ISO date or null';
    case 'enum':
      return typeof value === 'string' && kind.values.includes(value) ? null : `must be one of ${kind.values.join(', ')}`;
    case 'array':
      return Array.isArray(value) ? null : 'must be an array of strings';
    case 'string':
      return typeof value === 'string' || value === null ? null : 'must be a string or null';
    default:
      return null;
  }
}
