import type { Clock } from '@wbk/platform';
import type { AssistantTaskView } from '../domain/assistant-task';
import { taskDismissed } from '../events/assistant-events';
import { toTaskView, type AssistantTaskRepository } from '../store/assistant-task.repository';
import { refuseNotPending } from './assistant-task-refusals';

export interface DismissAssistantTaskDeps {
  tasks: Pick<AssistantTaskRepository, 'leavePending' | 'find'>;
  clock: Clock;
  /** Runs after every write that carried events (OutboxRelay.kick). */
  afterWrite: () => void;
}

/** POST /v1/assistant/tasks/{id}/dismiss: moves a pending task to dismissed (with task.dismissed); nothing runs. */
export class DismissAssistantTask {
  constructor(private readonly deps: DismissAssistantTaskDeps) {}

  async execute(workspaceId: string, id: string): Promise<AssistantTaskView> {
    const { deps } = this;
    const now = deps.clock.now().toISOString();
    const dismissed = await deps.tasks.leavePending(workspaceId, id, 'dismissed', now, (after) => taskDismissed(workspaceId, after, deps.clock));
    if (!dismissed) return refuseNotPending(deps.tasks, workspaceId, id);
    deps.afterWrite();
    return toTaskView(dismissed);
  }
}
