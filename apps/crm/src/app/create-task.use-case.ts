import { newId, type KeyedCreate } from '@wbk/platform';
import { newTaskState, toTaskView, type TaskView } from '../domain/task';
import type { TaskInput } from '../domain/task.schema';
import { taskCreated } from '../events/task-events';
import { checkTaskLinks } from './task-links';
import type { TaskWriteDeps } from './update-task.use-case';
import { eventContextOf, type WriteScope } from './write-scope';

/**
 * POST /v1/tasks and the workflow engine's create_task. A create made under a
 * key (a client's Idempotency-Key, an automation's run id) gets the same task
 * id on every retry, so it can never create a second task: a retry answers
 * the task as stored (see insertOnce).
 */
export class CreateTask {
  constructor(private readonly deps: TaskWriteDeps) {}

  async execute(scope: WriteScope, input: TaskInput & { title: string }, keyed: KeyedCreate | undefined): Promise<TaskView> {
    const { tasks, clock } = this.deps;
    await checkTaskLinks(tasks, scope.workspaceId, input);
    const state = newTaskState(input, keyed?.id ?? (this.deps.newId ?? newId)(), clock.now());
    const stored = await tasks.insert(scope.workspaceId, state, [taskCreated(eventContextOf(scope, clock), toTaskView(state))], keyed?.stamp);
    if (stored.created) this.deps.afterWrite();
    return toTaskView(stored.state);
  }
}
