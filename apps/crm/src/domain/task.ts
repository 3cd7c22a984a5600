import { DEFAULT_TASK_PRIORITY, DEFAULT_TASK_STATUS, type TaskRecord } from '@wbk/contracts';
import { deepEqual } from './contact-diff';
import type { TaskInput, TaskPriority, TaskStatus } from './task.schema';

/** A CRM task as kept (docs/decisions.md, "Lists and tasks"). */
export interface TaskState {
  id: string;
  title: string;
  description: string | null;
  status: TaskStatus;
  priority: TaskPriority;
  /** UTC ISO timestamp (see task-dates.ts in libs/contracts). */
  due_date: string | null;
  contact_id: string | null;
  deal_id: string | null;
  assigned_to_user_id: string | null;
  /** Set when the status becomes completed, cleared when it leaves completed. */
  completed_at: string | null;
  created_date: string;
  updated_date: string;
}

/** The public read shape: the contract's Task. */
export type TaskView = TaskRecord;

export function toTaskView(state: TaskState): TaskView {
  return {
    id: state.id,
    title: state.title,
    description: state.description,
    status: state.status,
    priority: state.priority,
    due_date: state.due_date,
    contact_id: state.contact_id,
    deal_id: state.deal_id,
    assigned_to_user_id: state.assigned_to_user_id,
    completed_at: state.completed_at,
    created_date: state.created_date,
    updated_date: state.updated_date,
  };
}

function completedAt(previous: TaskState | null, status: TaskStatus, at: string): string | null {
  if (status !== 'completed') return null;
  // Re-saving a completed task keeps the moment it was first completed.
  return previous?.status === 'completed' ? previous.completed_at : at;
}

export function newTaskState(input: TaskInput & { title: string }, id: string, now: Date): TaskState {
  const at = now.toISOString();
  const status = input.status ?? DEFAULT_TASK_STATUS;
  return {
    id,
    title: input.title,
    description: input.description ?? null,
    status,
    priority: input.priority ?? DEFAULT_TASK_PRIORITY,
    due_date: input.due_date ?? null,
    contact_id: input.contact_id ?? null,
    deal_id: input.deal_id ?? null,
    assigned_to_user_id: input.assigned_to_user_id ?? null,
    completed_at: completedAt(null, status, at),
    created_date: at,
    updated_date: at,
  };
}

/** Only the given fields change; null clears an optional one. updated_date is the caller's to set when something changed. */
export function applyTaskPatch(current: TaskState, patch: TaskInput, now: Date): TaskState {
  const next: TaskState = { ...current };
  if (patch.title !== undefined) next.title = patch.title;
  if (patch.status !== undefined) next.status = patch.status;
  if (patch.priority !== undefined) next.priority = patch.priority;
  if (patch.description !== undefined) next.description = patch.description;
  if (patch.due_date !== undefined) next.due_date = patch.due_date;
  if (patch.contact_id !== undefined) next.contact_id = patch.contact_id;
  if (patch.deal_id !== undefined) next.deal_id = patch.deal_id;
  if (patch.assigned_to_user_id !== undefined) next.assigned_to_user_id = patch.assigned_to_user_id;
  next.completed_at = completedAt(current, next.status, now.toISOString());
  return next;
}

const IGNORED = new Set(['id', 'created_date', 'updated_date']);

/** changes = field -> previous value (event); diff = field -> {from, to} (audit). */
export function diffTasks(before: TaskView, after: TaskView): { changes: Record<string, unknown>; diff: Record<string, { from: unknown; to: unknown }> } {
  const changes: Record<string, unknown> = {};
  const diff: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of Object.keys(after) as Array<keyof TaskView>) {
    if (IGNORED.has(key) || deepEqual(before[key], after[key])) continue;
    changes[key] = before[key];
    diff[key] = { from: before[key], to: after[key] };
  }
  return { changes, diff };
}
