import { changedMeanwhile, taskNotFound } from '../domain/refusals';
import { TASK_WRITE_ATTEMPTS, type TaskWriteDeps } from './update-task.use-case';
import type { WriteScope } from './write-scope';

/**
 * DELETE /v1/tasks/{id}. No event: the catalog has no task.deleted
 * (docs/decisions.md, "Tasks"); the audit entry records the delete.
 */
export class DeleteTask {
  constructor(private readonly deps: Pick<TaskWriteDeps, 'tasks' | 'clock'>) {}

  async execute(scope: WriteScope, id: string): Promise<void> {
    const { tasks, clock } = this.deps;
    for (let attempt = 0; attempt < TASK_WRITE_ATTEMPTS; attempt++) {
      const stored = await tasks.findLive(scope.workspaceId, id);
      if (!stored) throw taskNotFound();
      if (await tasks.tombstone(scope.workspaceId, id, stored.version, clock.now().toISOString())) return;
    }
    throw changedMeanwhile('task');
  }
}
