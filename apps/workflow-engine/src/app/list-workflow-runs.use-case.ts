import { notFound, type PageRequest } from '@wbk/platform';
import { toRunView, type RunView } from '../domain/workflow-run';
import type { RunRepository } from '../store/run.repository';
import type { WorkflowRepository } from '../store/workflow.repository';

export interface ListWorkflowRunsDeps {
  workflows: Pick<WorkflowRepository, 'findById'>;
  runs: Pick<RunRepository, 'forWorkflow'>;
}

/**
 * GET /v1/workflows/{id}/runs: runs newest first. Listed: every evaluation
 * that fired plus the ones loop safety or the breaker stopped (status
 * skipped, the reason in `error`).
 */
export class ListWorkflowRuns {
  constructor(private readonly deps: ListWorkflowRunsDeps) {}

  async execute(workspaceId: string, workflowId: string, page: PageRequest): Promise<{ items: RunView[]; total: number }> {
    if (!(await this.deps.workflows.findById(workspaceId, workflowId))) throw notFound('Workflow');
    const { items, total } = await this.deps.runs.forWorkflow(workspaceId, workflowId, page.skip, page.perPage);
    return { items: items.map(toRunView), total };
  }
}
