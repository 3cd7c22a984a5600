import type { ActingKey } from '@wbk/contracts';
import { notFound, type Clock } from '@wbk/platform';
import { toWorkflowView, workflowDefinitionOf, workflowDiff, type WorkflowView } from '../domain/workflow';
import { utcDay } from '../domain/workflow-breaker';
import { applyWorkflowPatch, type WorkflowPatch } from '../domain/workflow.schema';
import type { WorkflowRepository } from '../store/workflow.repository';

export interface UpdateWorkflowDeps {
  workflows: Pick<WorkflowRepository, 'findById' | 'update'>;
  clock: Clock;
}

export interface UpdateWorkflowRequest {
  workspaceId: string;
  id: string;
  patch: WorkflowPatch;
  /** The saving key: the workflow's actions act for it from then on. */
  actingKey: ActingKey | null;
}

/** PATCH /v1/workflows/{id}: the workflow after the change and the diff for the audit entry. */
export class UpdateWorkflow {
  constructor(private readonly deps: UpdateWorkflowDeps) {}

  async execute(request: UpdateWorkflowRequest): Promise<{ workflow: WorkflowView; diff: Record<string, unknown> }> {
    const { workflows, clock } = this.deps;
    const before = await workflows.findById(request.workspaceId, request.id);
    if (!before) throw notFound('Workflow');
    const changes = applyWorkflowPatch(workflowDefinitionOf(before), request.patch);
    const now = clock.now();
    // Re-enabling resets the breaker for the day, whatever disabled it: the workflow gets the day's full budget again.
    const reenabled = request.patch.enabled === true && !before.enabled;
    const updated = await workflows.update(request.workspaceId, request.id, { ...changes, updated_at: now.toISOString(), acting_key: request.actingKey }, reenabled ? utcDay(now) : undefined);
    if (!updated) throw notFound('Workflow');
    const workflow = toWorkflowView(updated, now);
    return { workflow, diff: workflowDiff(toWorkflowView(before, now), workflow) };
  }
}
