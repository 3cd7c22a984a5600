import { isUuid, parsePagination, validationError, type FieldIssue, type PageRequest } from '@wbk/platform';
import { ACTION_TYPES, ENTITY_TYPES, type ActionType, type EntityType } from './workflow-types';

/** Workflow and run lists: default 50, max 200 like the CRM lists. */
export const WORKFLOW_PAGE_LIMITS = { defaultPerPage: 50, maxPerPage: 200 } as const;

function unknownParams(query: Record<string, string>, allowed: readonly string[]): FieldIssue[] {
  return Object.keys(query)
    .filter((k) => !allowed.includes(k))
    .map((field) => ({ field, message: `is not a known query parameter (allowed: ${allowed.join(', ')})` }));
}

function pageOrIssues(query: Record<string, string>, issues: FieldIssue[]): PageRequest {
  try {
    return parsePagination(query, WORKFLOW_PAGE_LIMITS);
  } catch (err) {
    const fields = (err as { details?: { fields?: FieldIssue[] } }).details?.fields;
    if (!fields) throw err;
    issues.push(...fields);
    return { page: 1, perPage: WORKFLOW_PAGE_LIMITS.defaultPerPage, skip: 0 };
  }
}

export interface WorkflowListQuery extends PageRequest {
  filter: { enabled?: boolean; condition_entity?: EntityType; action_type?: ActionType };
}

/** GET /v1/workflows: filters enabled (true|false), condition_entity, action_type. */
export function parseWorkflowListQuery(query: Record<string, string>): WorkflowListQuery {
  const PARAMS = ['page', 'per_page', 'enabled', 'condition_entity', 'action_type'];
  const issues = unknownParams(query, PARAMS);
  const filter: WorkflowListQuery['filter'] = {};
  const enabled = query['enabled'];
  if (enabled !== undefined) {
    if (enabled === 'true' || enabled === 'false') filter.enabled = enabled === 'true';
    else issues.push({ field: 'enabled', message: 'must be true or false' });
  }
  const entity = query['condition_entity'];
  if (entity !== undefined) {
    if ((ENTITY_TYPES as readonly string[]).includes(entity)) filter.condition_entity = entity as EntityType;
    else issues.push({ field: 'condition_entity', message: `must be one of ${ENTITY_TYPES.join(', ')}` });
  }
  const action = query['action_type'];
  if (action !== undefined) {
    if ((ACTION_TYPES as readonly string[]).includes(action)) filter.action_type = action as ActionType;
    else issues.push({ field: 'action_type', message: `must be one of ${ACTION_TYPES.join(', ')}` });
  }
  const page = pageOrIssues(query, issues);
  if (issues.length > 0) throw validationError(issues);
  return { ...page, filter };
}

export function parseRunListQuery(query: Record<string, string>): PageRequest {
  const issues = unknownParams(query, ['page', 'per_page']);
  const page = pageOrIssues(query, issues);
  if (issues.length > 0) throw validationError(issues);
  return page;
}

/** GET /v1/workflow-runs: entity_id is required (a UUID), so the list is always one entity's history. */
export function parseEntityRunQuery(query: Record<string, string>): PageRequest & { entityId: string } {
  const issues = unknownParams(query, ['page', 'per_page', 'entity_id']);
  const entityId = query['entity_id'];
  if (entityId === undefined || entityId === '') issues.push({ field: 'entity_id', message: 'is required' });
  else if (!isUuid(entityId)) issues.push({ field: 'entity_id', message: 'must be a UUID' });
  const page = pageOrIssues(query, issues);
  if (issues.length > 0) throw validationError(issues);
  return { ...page, entityId: (entityId ?? '').toLowerCase() };
}
