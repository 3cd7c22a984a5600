import { applyTaskPatch, diffTasks, toTaskView, type TaskView } from '../domain/task';
import type { TaskInput } from '../domain/task.schema';
import { changedMeanwhile, taskNotFound } from '../domain/refusals';
import { taskUpdated } from '../events/task-events';
import type { TaskRepository } from '../store/task.repository';
import { checkTaskLinks } from './task-links';
import { eventContextOf, type WriteDeps, type WriteScope } from './write-scope';

/** As for contacts: a read-modify-write is retried before answering 409 version_conflict. */
export const TASK_WRITE_ATTEMPTS = 3;

export interface TaskWriteDeps extends WriteDeps {
  tasks: TaskRepository;
}

export interface TaskUpdate {
  task: TaskView;
  /** field -> {from, to} for the audit record; {} when nothing changed. */
  diff: Record<string, unknown>;
  changed: boolean;
}

/**
 * PATCH /v1/tasks/{id} and the automation SetField of a task, so both answer
 * with the same rules, events and version guards.
 */
export class UpdateTask {
  constructor(private readonly deps: TaskWriteDeps) {}

  async execute(scope: WriteScope, id: string, patch: TaskInput): Promise<TaskUpdate> {
    const { tasks, clock } = this.deps;
    for (let attempt = 0; attempt < TASK_WRITE_ATTEMPTS; attempt++) {
      const stored = await tasks.findLive(scope.workspaceId, id);
      if (!stored) throw taskNotFound();
      const before = toTaskView(stored.state);
      // Only links that change are checked: an existing link to a since-deleted contact does not block other edits.
      await checkTaskLinks(tasks, scope.workspaceId, {
        ...(patch.contact_id !== undefined && patch.contact_id !== before.contact_id ? { contact_id: patch.contact_id } : {}),
        ...(patch.deal_id !== undefined && patch.deal_id !== before.deal_id ? { deal_id: patch.deal_id } : {}),
      });
      const now = clock.now();
      const next = applyTaskPatch(stored.state, patch, now);
      const { changes, diff } = diffTasks(before, toTaskView(next));
      // As for contacts: a PATCH that changes nothing answers 200 without a write or an event.
      if (Object.keys(changes).length === 0) return { task: before, diff: {}, changed: false };
      next.updated_date = now.toISOString();
      const after = toTaskView(next);
      if (await tasks.update(scope.workspaceId, next, stored.version, [taskUpdated(eventContextOf(scope, clock), after, changes)])) {
        this.deps.afterWrite();
        return { task: after, diff, changed: true };
      }
    }
    throw changedMeanwhile('task');
  }
}
