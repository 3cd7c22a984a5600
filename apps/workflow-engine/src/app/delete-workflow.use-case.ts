import { notFound, type Clock } from '@wbk/platform';
import type { WorkflowRepository } from '../store/workflow.repository';

export interface DeleteWorkflowDeps {
  workflows: Pick<WorkflowRepository, 'delete'>;
  clock: Clock;
}

/** DELETE /v1/workflows/{id}. */
export class DeleteWorkflow {
  constructor(private readonly deps: DeleteWorkflowDeps) {}

  async execute(workspaceId: string, id: string): Promise<void> {
    if (!(await this.deps.workflows.delete(workspaceId, id, this.deps.clock.now().toISOString()))) throw notFound('Workflow');
  }
}
