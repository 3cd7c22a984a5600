import { notFound, type Clock } from '@wbk/platform';
import { toWorkflowView, type WorkflowView } from '../domain/workflow';
import type { WorkflowRepository } from '../store/workflow.repository';

/** GET /v1/workflows/{id}. */
export class GetWorkflow {
  constructor(private readonly deps: { workflows: Pick<WorkflowRepository, 'findById'>; clock: Clock }) {}

  async execute(workspaceId: string, id: string): Promise<WorkflowView> {
    const record = await this.deps.workflows.findById(workspaceId, id);
    if (!record) throw notFound('Workflow');
    return toWorkflowView(record, this.deps.clock.now());
  }
}
