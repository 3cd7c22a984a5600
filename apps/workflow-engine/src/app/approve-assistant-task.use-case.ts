import type { ActingKey } from '@wbk/contracts';
import type { Clock } from '@wbk/platform';
import type { AssistantTaskView } from '../domain/assistant-task';
import { taskApproved } from '../events/assistant-events';
import type { AssistantTaskRunnerJob } from '../jobs/assistant-task-runner.job';
import { toTaskView, type AssistantTaskRepository } from '../store/assistant-task.repository';
import { refuseNotPending } from './assistant-task-refusals';

export interface ApproveAssistantTaskDeps {
  tasks: Pick<AssistantTaskRepository, 'leavePending' | 'find'>;
  runner: Pick<AssistantTaskRunnerJob, 'run'>;
  clock: Clock;
  /** Runs after every write that carried events (OutboxRelay.kick). */
  afterWrite: () => void;
}

function sleep(ms: number): Promise<'timeout'> {
  return new Promise((resolve) => setTimeout(() => resolve('timeout'), Math.max(0, ms)).unref());
}

/**
 * POST /v1/assistant/tasks/{id}/approve: moves the task to approved (with
 * task.approved) and starts its execution, waiting up to `waitMs()` for the
 * end state; past that the task answers as approved and finishes in the
 * background. The budget is asked for once the task is approved, so the
 * time of the write counts against the caller's deadline.
 */
export class ApproveAssistantTask {
  constructor(private readonly deps: ApproveAssistantTaskDeps) {}

  async execute(request: { workspaceId: string; id: string; approvedBy: ActingKey | null; waitMs: () => number }): Promise<AssistantTaskView> {
    const { deps } = this;
    const { workspaceId, id } = request;
    const now = deps.clock.now().toISOString();
    // The task runs with the approving key's permissions (checked again, against the key as it is then, before it runs).
    const approved = await deps.tasks.leavePending(workspaceId, id, 'approved', now, (after) => taskApproved(workspaceId, after, deps.clock), request.approvedBy);
    if (!approved) return refuseNotPending(deps.tasks, workspaceId, id);
    deps.afterWrite();
    const execution = deps.runner.run(approved);
    const outcome = await Promise.race([execution, sleep(request.waitMs())]);
    return outcome === 'timeout' ? toTaskView(approved) : outcome;
  }
}
