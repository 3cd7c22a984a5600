import { newEvent } from '@wbk/bus';
import type { EventEnvelope } from '@wbk/contracts';
import type { TaskView } from '../domain/task';
import type { ContactEventContext as EventContext } from './contact-events';

/**
 * task.created / task.updated for CRM tasks (DESIGN.md section 4; task.approved
 * and task.dismissed belong to assistant tasks). The catalog has no
 * task.deleted, so a deletion emits nothing (docs/decisions.md, "Tasks").
 */
function build(type: 'task.created' | 'task.updated', ctx: EventContext, data: Record<string, unknown>): EventEnvelope {
  return newEvent({ type, workspaceId: ctx.workspaceId, data, clock: ctx.clock, ...(ctx.cause ? { cause: ctx.cause } : {}) });
}

export function taskCreated(ctx: EventContext, task: TaskView): EventEnvelope {
  return build('task.created', ctx, { task });
}

export function taskUpdated(ctx: EventContext, task: TaskView, changes: Record<string, unknown>): EventEnvelope {
  return build('task.updated', ctx, { task, changes });
}
