import type { PageRequest } from '@wbk/platform';
import type { AssistantTaskView, TaskStatus } from '../domain/assistant-task';
import type { AssistantTaskRepository } from '../store/assistant-task.repository';

/** GET /v1/assistant/tasks: the workspace's assistant tasks of one status. */
export class ListAssistantTasks {
  constructor(private readonly deps: { tasks: Pick<AssistantTaskRepository, 'list'> }) {}

  execute(workspaceId: string, status: TaskStatus, page: PageRequest): Promise<{ items: AssistantTaskView[]; total: number }> {
    return this.deps.tasks.list(workspaceId, status, { skip: page.skip, limit: page.perPage });
  }
}
