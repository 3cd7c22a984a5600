import type { Clock, Logger } from '@wbk/platform';
import { ASSISTANT_APPROVER, taskPermissions } from '../domain/action-permissions';
import { completedMetadata, failedMetadata, type AssistantTaskView } from '../domain/assistant-task';
import { authorizeAction } from '../app/authorize-action';
import type { ExecutableTask, ExecuteAssistantTask } from '../app/execute-assistant-task.use-case';
import type { KeyGrants } from '../peers/workspace-key-grants.client';
import { toTaskView, type AssistantTaskDoc, type AssistantTaskRepository } from '../store/assistant-task.repository';

export interface AssistantTaskRunnerJobDeps {
  tasks: AssistantTaskRepository;
  executeTask: Pick<ExecuteAssistantTask, 'execute'>;
  /** What the approving key may do now. */
  grants: KeyGrants;
  clock: Clock;
  logger: Logger;
  /** An execution not finished after this long is presumed dead (its engine crashed) and resumed. */
  staleAfterMs?: number;
  /** Executions interrupted this many times end failed instead of being tried again. */
  maxAttempts?: number;
  /** How often start() looks for executions a crashed engine left behind. */
  resumeIntervalMs?: number;
}

export const DEFAULT_STALE_AFTER_MS = 120_000;
export const DEFAULT_MAX_ATTEMPTS = 3;
const DEFAULT_RESUME_INTERVAL_MS = 60_000;

/**
 * Executes approved tasks and records the end state (completed with
 * metadata.result, failed with metadata.error). Executions run detached from
 * the approving request, so a slow CRM never loses the outcome: the request
 * answers with whatever state the task has when its deadline comes, and a
 * crash mid-execution is repaired by resumeStale(), which start() runs at
 * once and then on a timer.
 */
export class AssistantTaskRunnerJob {
  private readonly running = new Map<string, Promise<AssistantTaskView>>();
  private timer: NodeJS.Timeout | undefined;
  private readonly staleAfterMs: number;
  private readonly maxAttempts: number;

  constructor(private readonly deps: AssistantTaskRunnerJobDeps) {
    this.staleAfterMs = deps.staleAfterMs ?? DEFAULT_STALE_AFTER_MS;
    this.maxAttempts = deps.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  }

  /** Resumes stale executions now and then every resumeIntervalMs, until stop(). */
  start(): void {
    const resume = (): void => void this.resumeStale().catch((err: unknown) => this.deps.logger.warn({ err }, 'assistant task resume failed'));
    resume();
    this.timer = setInterval(resume, this.deps.resumeIntervalMs ?? DEFAULT_RESUME_INTERVAL_MS);
    this.timer.unref();
  }

  /** Stops looking for stale executions; drain() waits for those in flight. */
  stop(): void {
    clearInterval(this.timer);
  }

  /** Starts (or joins) the execution of an approved task; resolves with its end state. Never rejects. */
  run(doc: AssistantTaskDoc): Promise<AssistantTaskView> {
    const existing = this.running.get(doc._id);
    if (existing) return existing;
    const execution = this.execute(doc).finally(() => this.running.delete(doc._id));
    this.running.set(doc._id, execution);
    return execution;
  }

  /** Resumes executions left `approved` by a crashed engine; returns how many it claimed. */
  async resumeStale(limit = 50): Promise<number> {
    const cutoff = new Date(this.deps.clock.now().getTime() - this.staleAfterMs).toISOString();
    let claimed = 0;
    for (const doc of await this.deps.tasks.staleExecutions(cutoff, limit)) {
      if (this.running.has(doc._id)) continue;
      const now = this.deps.clock.now().toISOString();
      if (!(await this.deps.tasks.claimExecution(doc.workspace_id, doc._id, doc.execution_attempts, now))) continue;
      claimed += 1;
      if (doc.execution_attempts >= this.maxAttempts) {
        const error = `The execution was interrupted ${doc.execution_attempts} times; it was not tried again`;
        await this.deps.tasks.finish(doc.workspace_id, doc._id, 'failed', failedMetadata(doc.metadata, error), now);
        continue;
      }
      void this.run({ ...doc, execution_attempts: doc.execution_attempts + 1 });
    }
    return claimed;
  }

  /** Waits for executions in flight (shutdown, tests). */
  async drain(): Promise<void> {
    await Promise.all([...this.running.values()]);
  }

  private async execute(doc: AssistantTaskDoc): Promise<AssistantTaskView> {
    const { tasks, clock, logger } = this.deps;
    const task: ExecutableTask = { id: doc._id, workspaceId: doc.workspace_id, type: doc.type, description: doc.description, metadata: doc.metadata };
    try {
      const refused = await authorizeAction(this.deps.grants, doc.workspace_id, doc.approved_by, taskPermissions(doc.type), clock.now(), doc.type, ASSISTANT_APPROVER);
      // Not knowing the key's permissions now (workspace unreachable) leaves the task approved: the stale sweep tries again.
      if (refused?.retryable === true) {
        logger.warn({ task_id: doc._id, error: refused.error }, 'assistant task waits: the approving key could not be checked');
        return toTaskView(doc);
      }
      const outcome = refused ?? (await this.deps.executeTask.execute(task));
      const metadata = outcome.ok ? completedMetadata(doc.metadata, outcome.result) : failedMetadata(doc.metadata, outcome.error);
      const finished = await tasks.finish(doc.workspace_id, doc._id, outcome.ok ? 'completed' : 'failed', metadata, clock.now().toISOString());
      if (!outcome.ok) logger.info({ task_id: doc._id, type: doc.type, error: outcome.error }, 'assistant task failed');
      // Null: another executor (a resumed one) recorded the end state first; report what is stored.
      const current = finished ?? (await tasks.find(doc.workspace_id, doc._id));
      return toTaskView(current ?? doc);
    } catch (err) {
      // The store failed while recording: the task stays approved and the stale sweep finishes it.
      logger.warn({ err, task_id: doc._id }, 'assistant task outcome could not be recorded');
      return toTaskView(doc);
    }
  }
}
