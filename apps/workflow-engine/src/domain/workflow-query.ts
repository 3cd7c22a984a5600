import {
  WORKFLOW_PAGE_LIMITS,
  pageOf,
  parseQuery,
  workflowListQuery,
  workflowRunListQuery,
  workflowRunsByEntityQuery,
} from '@wbk/contracts';
import type { PageRequest } from '@wbk/platform';
import type { ActionType, EntityType } from './workflow-types';

/** The list queries, parsed with the routes' declared schemas (libs/contracts). */
export { WORKFLOW_PAGE_LIMITS } from '@wbk/contracts';

export interface WorkflowListQuery extends PageRequest {
  filter: { enabled?: boolean; condition_entity?: EntityType; action_type?: ActionType };
}

/** GET /v1/workflows: filters enabled (true|false), condition_entity, action_type. */
export function parseWorkflowListQuery(query: Record<string, string>): WorkflowListQuery {
  const parsed = parseQuery(workflowListQuery, query);
  const filter: WorkflowListQuery['filter'] = {};
  if (parsed.enabled !== undefined) filter.enabled = parsed.enabled;
  if (parsed.condition_entity !== undefined) filter.condition_entity = parsed.condition_entity;
  if (parsed.action_type !== undefined) filter.action_type = parsed.action_type;
  return { ...pageOf(parsed, WORKFLOW_PAGE_LIMITS), filter };
}

/** GET /v1/workflows/{id}/runs. */
export function parseRunListQuery(query: Record<string, string>): PageRequest {
  return pageOf(parseQuery(workflowRunListQuery, query), WORKFLOW_PAGE_LIMITS);
}

/** GET /v1/workflow-runs: entity_id is required (a UUID, compared lower-cased), so the list is always one entity's history. */
export function parseEntityRunQuery(query: Record<string, string>): PageRequest & { entityId: string } {
  const parsed = parseQuery(workflowRunsByEntityQuery, query);
  return { ...pageOf(parsed, WORKFLOW_PAGE_LIMITS), entityId: parsed.entity_id };
}
