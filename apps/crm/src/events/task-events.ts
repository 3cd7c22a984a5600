import type { EventOf } from '@wbk/contracts';
import type { TaskView } from '../domain/task';
import { crmEvent, type ContactEventContext as EventContext } from './contact-events';

/**
 * task.created / task.updated for CRM tasks (task.approved and task.dismissed
 * belong to assistant tasks: docs/decisions.md "Assistant"). The catalog has no
 * task.deleted, so a deletion emits nothing (docs/decisions.md, "CRM: shared rules").
 */
export function taskCreated(ctx: EventContext, task: TaskView): EventOf<'task.created'> {
  return crmEvent('task.created', ctx, { task });
}

export function taskUpdated(ctx: EventContext, task: TaskView, changes: Record<string, unknown>): EventOf<'task.updated'> {
  return crmEvent('task.updated', ctx, { task, changes });
}
