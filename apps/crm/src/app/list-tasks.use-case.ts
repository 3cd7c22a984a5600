import { toTaskView, type TaskView } from '../domain/task';
import type { TaskListFilter, TaskRepository } from '../store/task.repository';

/** GET /v1/tasks: newest first, by status, assignee, contact, deal or due window. */
export class ListTasks {
  constructor(private readonly deps: { tasks: TaskRepository }) {}

  async execute(workspaceId: string, filter: TaskListFilter): Promise<{ items: TaskView[]; total: number }> {
    const { items, total } = await this.deps.tasks.list(workspaceId, filter);
    return { items: items.map(toTaskView), total };
  }
}
