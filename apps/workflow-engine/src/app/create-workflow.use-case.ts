import type { ActingKey } from '@wbk/contracts';
import { newId, type Clock, type KeyedCreate } from '@wbk/platform';
import { toWorkflowView, type WorkflowRecord, type WorkflowView } from '../domain/workflow';
import type { WorkflowDefinition } from '../domain/workflow.schema';
import type { WorkflowRepository } from '../store/workflow.repository';

export interface CreateWorkflowDeps {
  workflows: Pick<WorkflowRepository, 'insert'>;
  clock: Clock;
}

export interface CreateWorkflowRequest {
  workspaceId: string;
  definition: WorkflowDefinition;
  /** Whoever saves a workflow is who its actions act for from then on (docs/decisions.md, "Security: automation permissions"). */
  actingKey: ActingKey | null;
  /** Set when the call carried an Idempotency-Key: the id derived from it and the request's stamp. */
  keyed: KeyedCreate | undefined;
}

/** POST /v1/workflows: a new workflow, its breaker count starting at zero. */
export class CreateWorkflow {
  constructor(private readonly deps: CreateWorkflowDeps) {}

  async execute(request: CreateWorkflowRequest): Promise<WorkflowView> {
    const now = this.deps.clock.now().toISOString();
    const fresh: WorkflowRecord = {
      id: request.keyed?.id ?? newId(),
      workspace_id: request.workspaceId,
      ...request.definition,
      triggers_day: null,
      triggers_today: 0,
      last_triggered_at: null,
      auto_disabled_reason: null,
      created_at: now,
      updated_at: now,
      acting_key: request.actingKey,
    };
    const { record } = await this.deps.workflows.insert(fresh, request.keyed?.stamp);
    return toWorkflowView(record, this.deps.clock.now());
  }
}
