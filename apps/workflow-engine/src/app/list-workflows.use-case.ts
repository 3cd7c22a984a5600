import type { Clock } from '@wbk/platform';
import { toWorkflowView, type WorkflowView } from '../domain/workflow';
import type { WorkflowListQuery } from '../domain/workflow-query';
import type { WorkflowRepository } from '../store/workflow.repository';

/** GET /v1/workflows: the workspace's workflows, optionally filtered by enabled, condition entity and action type. */
export class ListWorkflows {
  constructor(private readonly deps: { workflows: Pick<WorkflowRepository, 'list'>; clock: Clock }) {}

  async execute(workspaceId: string, query: WorkflowListQuery): Promise<{ items: WorkflowView[]; total: number }> {
    const { items, total } = await this.deps.workflows.list(workspaceId, query.filter, query.skip, query.perPage);
    const now = this.deps.clock.now();
    return { items: items.map((w) => toWorkflowView(w, now)), total };
  }
}
