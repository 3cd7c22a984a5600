import { newEvent } from '@wbk/bus';
import type { EventEnvelope, EventOf } from '@wbk/contracts';
import type { Clock } from '@wbk/platform';
import type { WorkflowView } from '../domain/workflow';

/**
 * workflow.auto_disabled (the breaker's alert, a catalog event offered to
 * webhooks). Written to the workflow's outbox in the same write that disables
 * it, so it is published once and never lost. Caused by the trigger event that
 * would have exceeded the cap, so the chain stays traceable.
 */
export function workflowAutoDisabled(
  workflow: WorkflowView,
  detail: { reason: string; day: string; triggers_today: number },
  clock: Clock,
  cause: EventEnvelope,
): EventOf<'workflow.auto_disabled'> {
  return newEvent({
    type: 'workflow.auto_disabled',
    workspaceId: cause.workspace_id,
    data: {
      workflow,
      reason: detail.reason,
      day: detail.day,
      triggers_today: detail.triggers_today,
      max_triggers_per_day: workflow.max_triggers_per_day,
    },
    clock,
    cause,
  });
}
