import { notFound } from '@wbk/platform';
import { toRunView } from '../domain/workflow-run';
import { parseEntityRunQuery, parseRunListQuery } from '../domain/workflow-query';
import type { RunRepository } from '../store/run.repository';
import type { WorkflowRepository } from '../store/workflow.repository';
import { decodeApiRequest, pageReply, type ApiReply } from '@wbk/rpc';

export interface RunsHandlerDeps {
  workflows: WorkflowRepository;
  runs: RunRepository;
}

/**
 * GET /v1/workflows/{id}/runs and GET /v1/workflow-runs?entity_id=:
 * runs newest first. Listed: every evaluation that fired plus the ones loop
 * safety or the breaker stopped (status skipped, the reason in `error`).
 */
export function createRunsHandlers(deps: RunsHandlerDeps) {
  return {
    async ListWorkflowRuns(raw: unknown): Promise<ApiReply> {
      const call = decodeApiRequest(raw);
      const page = parseRunListQuery(call.query);
      const id = call.path['id'] ?? '';
      if (!(await deps.workflows.findById(call.workspaceId, id))) throw notFound('Workflow');
      const { items, total } = await deps.runs.forWorkflow(call.workspaceId, id, page.skip, page.perPage);
      return pageReply(items.map(toRunView), page, total);
    },

    async ListRunsByEntity(raw: unknown): Promise<ApiReply> {
      const call = decodeApiRequest(raw);
      const query = parseEntityRunQuery(call.query);
      const { items, total } = await deps.runs.forEntity(call.workspaceId, query.entityId, query.skip, query.perPage);
      return pageReply(items.map(toRunView), query, total);
    },
  };
}
