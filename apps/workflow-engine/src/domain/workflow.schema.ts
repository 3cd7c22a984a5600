import {
  parseBody,
  WORKFLOW_READ_ONLY_FIELDS,
  WORKFLOW_UPDATABLE_FIELDS,
  workflowCreateBody,
  workflowUpdateBody,
  type WorkflowRecord as WorkflowContractRecord,
  type WorkflowUpdateInput,
} from '@wbk/contracts';
import { bodyError, validationError, type FieldIssue } from '@wbk/platform';
import { parseActionConfig } from './workflow-action-config';
import { conditionProblem } from './workflow-condition';
import { conditionFieldKind } from './workflow-fields';

/**
 * The workflow body rules beyond its shape: the shape itself is the public
 * contract's (`workflowCreateBody` / `workflowUpdateBody` in libs/contracts),
 * parsed here with the same schemas the OpenAPI document shows. What stays
 * here needs the field matrix or the stored definition: the field belongs to
 * the entity, the operator and value fit its kind, action_config fits
 * action_type (docs/decisions.md, "Workflows").
 */
export { WORKFLOW_LIMITS } from '@wbk/contracts';

/** What a caller defines, with action_config in the shape of its action_type. */
export type WorkflowDefinition = Pick<
  WorkflowContractRecord,
  'name' | 'enabled' | 'condition_entity' | 'condition_field' | 'condition_operator' | 'condition_value' | 'action_type' | 'action_config' | 'max_triggers_per_day'
>;

/** A definition whose action_config has not yet been checked against its action_type. */
export type DraftDefinition = Omit<WorkflowDefinition, 'action_config'> & { action_config: unknown };

/** A PATCH body as sent: only the fields it names; action_config is checked once merged with the stored definition. */
export type WorkflowPatch = { [K in keyof WorkflowUpdateInput]?: Exclude<WorkflowUpdateInput[K], undefined> };

const READ_ONLY: ReadonlySet<string> = new Set(WORKFLOW_READ_ONLY_FIELDS);

export function parseCreateWorkflow(body: unknown): WorkflowDefinition {
  if (body === undefined) throw bodyError('is required');
  return coherentDefinition(parseBody(workflowCreateBody, body, { readOnlyFields: READ_ONLY }));
}

export function parsePatchWorkflow(body: unknown): WorkflowPatch {
  if (body === undefined) throw bodyError('is required');
  const parsed = parseBody(workflowUpdateBody, body, { readOnlyFields: READ_ONLY });
  const patch = Object.fromEntries(Object.entries(parsed).filter(([, v]) => v !== undefined)) as WorkflowPatch;
  if (Object.keys(patch).length === 0) throw bodyError(`must contain at least one updatable field: ${WORKFLOW_UPDATABLE_FIELDS.join(', ')}`);
  return patch;
}

/**
 * The stored definition with a patch applied, checked as a whole (so a change
 * of entity alone cannot leave a field or action that no longer fits).
 * Answers the patched fields as parsed, ready to store.
 */
export function applyWorkflowPatch(stored: WorkflowDefinition, patch: WorkflowPatch): Partial<WorkflowDefinition> {
  const merged = coherentDefinition({ ...stored, ...patch });
  const changed = Object.keys(patch) as Array<keyof WorkflowDefinition>;
  return Object.fromEntries(changed.map((key) => [key, merged[key]])) as Partial<WorkflowDefinition>;
}

/** The cross-field rules; throws 400 validation_error naming every problem, else the definition with its action_config parsed. */
export function coherentDefinition(draft: DraftDefinition): WorkflowDefinition {
  const { issues, config } = checkDefinition(draft);
  if (config === null || issues.length > 0) throw validationError(issues);
  return { ...draft, action_config: config };
}

export function assertCoherent(draft: DraftDefinition): void {
  coherentDefinition(draft);
}

export function definitionIssues(draft: DraftDefinition): FieldIssue[] {
  return checkDefinition(draft).issues;
}

function checkDefinition(draft: DraftDefinition): { issues: FieldIssue[]; config: WorkflowDefinition['action_config'] | null } {
  const issues: FieldIssue[] = [];
  const kind = conditionFieldKind(draft.condition_entity, draft.condition_field);
  if (!kind) {
    issues.push({ field: 'condition_field', message: `is not a ${draft.condition_entity} field (see the workflow field matrix)` });
  } else {
    const problem = conditionProblem(kind, draft.condition_operator, draft.condition_value);
    if (problem) issues.push(problem);
  }
  const action = parseActionConfig(draft.action_type, draft.condition_entity, draft.action_config);
  issues.push(...action.issues);
  return { issues, config: action.config };
}
