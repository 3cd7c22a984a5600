import { AppError, newId, validationError, type Clock, type FieldIssue, type KeyedCreate } from '@wbk/platform';
import { applyTaskPatch, diffTasks, newTaskState, toTaskView, type TaskView } from '../domain/task';
import type { TaskInput } from '../domain/task.schema';
import type { ContactEventContext } from '../events/contact-events';
import { taskCreated, taskUpdated } from '../events/task-events';
import type { TaskRepository } from '../store/task.repository';

/**
 * The task writes shared by the public handlers and the automation ones, so
 * both answer with the same rules, events, idempotency and version guards.
 */

/** As for contacts: a read-modify-write is retried before answering 409 version_conflict. */
export const TASK_WRITE_ATTEMPTS = 3;

export interface TaskWriteDeps {
  tasks: TaskRepository;
  clock: Clock;
  /** Runs after every write that carried events (OutboxRelay.kick). */
  afterWrite: () => void;
  newId?: () => string;
}

export interface TaskUpdate {
  task: TaskView;
  /** field -> {from, to} for the audit record; {} when nothing changed. */
  diff: Record<string, unknown>;
  changed: boolean;
}

export function taskNotFound(): AppError {
  return new AppError('not_found', 'Task not found');
}

export function taskConflict(): AppError {
  return new AppError('version_conflict', 'The task was changed by another request at the same moment; retry the request');
}

/** A task may only point at a live contact / deal of its own workspace (400 naming the field otherwise). */
async function checkLinks(deps: TaskWriteDeps, workspaceId: string, input: Pick<TaskInput, 'contact_id' | 'deal_id'>): Promise<void> {
  const issues: FieldIssue[] = [];
  if (input.contact_id && !(await deps.tasks.linkExists(workspaceId, 'contact', input.contact_id))) {
    issues.push({ field: 'contact_id', message: 'does not match a contact in this workspace' });
  }
  if (input.deal_id && !(await deps.tasks.linkExists(workspaceId, 'deal', input.deal_id))) {
    issues.push({ field: 'deal_id', message: 'does not match a deal in this workspace' });
  }
  if (issues.length > 0) throw validationError(issues);
}

/**
 * A create made under a key (a client's Idempotency-Key, an automation's run
 * id) gets the same task id on every retry, so it can never create a second
 * task: a retry answers the task as stored (see insertOnce).
 */
export async function createTask(deps: TaskWriteDeps, ctx: ContactEventContext, input: TaskInput & { title: string }, keyed: KeyedCreate | undefined): Promise<TaskView> {
  await checkLinks(deps, ctx.workspaceId, input);
  const state = newTaskState(input, keyed?.id ?? (deps.newId ?? newId)(), deps.clock.now());
  const stored = await deps.tasks.insert(ctx.workspaceId, state, [taskCreated(ctx, toTaskView(state))], keyed?.stamp);
  if (stored.created) deps.afterWrite();
  return toTaskView(stored.state);
}

export async function updateTask(deps: TaskWriteDeps, ctx: ContactEventContext, id: string, patch: TaskInput): Promise<TaskUpdate> {
  for (let attempt = 0; attempt < TASK_WRITE_ATTEMPTS; attempt++) {
    const stored = await deps.tasks.findLive(ctx.workspaceId, id);
    if (!stored) throw taskNotFound();
    const before = toTaskView(stored.state);
    // Only links that change are checked: an existing link to a since-deleted contact does not block other edits.
    await checkLinks(deps, ctx.workspaceId, {
      ...(patch.contact_id !== undefined && patch.contact_id !== before.contact_id ? { contact_id: patch.contact_id } : {}),
      ...(patch.deal_id !== undefined && patch.deal_id !== before.deal_id ? { deal_id: patch.deal_id } : {}),
    });
    const now = deps.clock.now();
    const next = applyTaskPatch(stored.state, patch, now);
    const { changes, diff } = diffTasks(before, toTaskView(next));
    // As for contacts: a PATCH that changes nothing answers 200 without a write or an event.
    if (Object.keys(changes).length === 0) return { task: before, diff: {}, changed: false };
    next.updated_date = now.toISOString();
    const after = toTaskView(next);
    if (await deps.tasks.update(ctx.workspaceId, next, stored.version, [taskUpdated(ctx, after, changes)])) {
      deps.afterWrite();
      return { task: after, diff, changed: true };
    }
  }
  throw taskConflict();
}
