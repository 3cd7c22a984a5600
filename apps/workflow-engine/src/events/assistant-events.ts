import { newEvent } from '@wbk/bus';
import type { EventOf } from '@wbk/contracts';
import type { Clock } from '@wbk/platform';
import type { AssistantTaskView } from '../domain/assistant-task';

/**
 * task.approved / task.dismissed are the assistant-task events of the catalog
 * (libs/contracts); they carry the task as it reads after the move. They
 * start a causation chain of their own: a person's decision, not automation.
 */
export function taskApproved(workspaceId: string, task: AssistantTaskView, clock: Clock): EventOf<'task.approved'> {
  return newEvent({ type: 'task.approved', workspaceId, data: { task }, clock });
}

export function taskDismissed(workspaceId: string, task: AssistantTaskView, clock: Clock): EventOf<'task.dismissed'> {
  return newEvent({ type: 'task.dismissed', workspaceId, data: { task }, clock });
}
