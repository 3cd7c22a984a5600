import { isUuid, parsePagination, validationError, type FieldIssue } from '@wbk/platform';
import { DUE_DATE_FORMAT, parseDue, upperBound } from './task-dates';
import { TASK_STATUSES, type TaskStatus } from './task.schema';

/** docs/decisions.md, "Tasks": default 50, max 200 like the other CRM lists. */
export const TASK_PAGE_LIMITS = { defaultPerPage: 50, maxPerPage: 200 } as const;

const PARAMS = ['page', 'per_page', 'status', 'assigned_to_user_id', 'contact_id', 'deal_id', 'due_before', 'due_after'] as const;
const ALLOWED = new Set<string>(PARAMS);

export interface TaskListQuery {
  page: number;
  perPage: number;
  skip: number;
  status?: TaskStatus;
  assigned_to_user_id?: string;
  contact_id?: string;
  deal_id?: string;
  /** Inclusive bounds on due_date as UTC ISO strings; undated tasks never match a due filter. */
  due_after?: string;
  due_before?: string;
}

export function parseTaskListQuery(query: Record<string, string>): TaskListQuery {
  const issues: FieldIssue[] = Object.keys(query)
    .filter((k) => !ALLOWED.has(k))
    .map((field) => ({ field, message: `is not a known query parameter (allowed: ${PARAMS.join(', ')})` }));
  const out: Omit<TaskListQuery, 'page' | 'perPage' | 'skip'> = {};
  const status = query['status'];
  if (status !== undefined) {
    if ((TASK_STATUSES as readonly string[]).includes(status)) out.status = status as TaskStatus;
    else issues.push({ field: 'status', message: `must be one of ${TASK_STATUSES.join(', ')}` });
  }
  for (const field of ['assigned_to_user_id', 'contact_id', 'deal_id'] as const) {
    const value = query[field];
    if (value === undefined) continue;
    if (isUuid(value)) out[field] = value.toLowerCase();
    else issues.push({ field, message: 'must be a UUID' });
  }
  const after = query['due_after'] === undefined ? undefined : parseDue(query['due_after']);
  const before = query['due_before'] === undefined ? undefined : parseDue(query['due_before']);
  if (after === null) issues.push({ field: 'due_after', message: `must be ${DUE_DATE_FORMAT}` });
  if (before === null) issues.push({ field: 'due_before', message: `must be ${DUE_DATE_FORMAT}` });
  if (after) out.due_after = after.iso;
  if (before) out.due_before = upperBound(before);
  if (out.due_after !== undefined && out.due_before !== undefined && out.due_before < out.due_after) {
    issues.push({ field: 'due_before', message: 'must not be earlier than due_after' });
  }
  if (issues.length > 0) throw validationError(issues);
  return { ...parsePagination(query, TASK_PAGE_LIMITS), ...out };
}
