import { decodeApiRequest, pageReply, type ApiReply } from '@wbk/rpc';
import { ListRunsByEntity } from '../app/list-runs-by-entity.use-case';
import { ListWorkflowRuns, type ListWorkflowRunsDeps } from '../app/list-workflow-runs.use-case';
import { parseEntityRunQuery, parseRunListQuery } from '../domain/workflow-query';
import type { RunRepository } from '../store/run.repository';

export interface RunsHandlerDeps extends ListWorkflowRunsDeps {
  runs: Pick<RunRepository, 'forWorkflow' | 'forEntity'>;
}

/** GET /v1/workflows/{id}/runs and GET /v1/workflow-runs?entity_id=. */
export function createRunsHandlers(deps: RunsHandlerDeps) {
  const listWorkflowRuns = new ListWorkflowRuns(deps);
  const listRunsByEntity = new ListRunsByEntity(deps);
  return {
    async ListWorkflowRuns(raw: unknown): Promise<ApiReply> {
      const call = decodeApiRequest(raw);
      const page = parseRunListQuery(call.query);
      const { items, total } = await listWorkflowRuns.execute(call.workspaceId, call.path['id'] ?? '', page);
      return pageReply(items, page, total);
    },

    async ListRunsByEntity(raw: unknown): Promise<ApiReply> {
      const call = decodeApiRequest(raw);
      const query = parseEntityRunQuery(call.query);
      const { items, total } = await listRunsByEntity.execute(call.workspaceId, query.entityId, query);
      return pageReply(items, query, total);
    },
  };
}
