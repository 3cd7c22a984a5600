import type { CallerContext } from '@wbk/contracts';
import type { ActionContext } from './workflow-action';

/**
 * Who a workflow action calls the owning service for: the run id is the
 * request id and the idempotency key, and the trigger's causation travels
 * along with this workflow's id, so the owning service emits its change event
 * with depth + 1 and this workflow never fires on its own change (loop safety).
 */
export function runCallerContext(context: ActionContext): CallerContext {
  return {
    workspace_id: context.workspaceId,
    request_id: context.runId,
    idempotency_key: context.runId,
    causation: { root_id: context.trigger.causation.root_id, depth: context.trigger.causation.depth, workflow_id: context.workflowId },
  };
}

/** The triggering entity's id (the change events carry the public record, `id` included). */
export function entityId(entity: Record<string, unknown>): string | null {
  const id = entity['id'];
  return typeof id === 'string' && id !== '' ? id : null;
}
