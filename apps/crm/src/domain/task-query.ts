import { TASK_PAGE_LIMITS, pageOf, parseQuery, taskListQuery, type TaskStatus } from '@wbk/contracts';

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

/** GET /v1/tasks, parsed with the route's declared query (libs/contracts). */
export function parseTaskListQuery(query: Record<string, string>): TaskListQuery {
  const parsed = parseQuery(taskListQuery, query);
  return {
    ...pageOf(parsed, TASK_PAGE_LIMITS),
    ...(parsed.status !== undefined ? { status: parsed.status } : {}),
    ...(parsed.assigned_to_user_id !== undefined ? { assigned_to_user_id: parsed.assigned_to_user_id } : {}),
    ...(parsed.contact_id !== undefined ? { contact_id: parsed.contact_id } : {}),
    ...(parsed.deal_id !== undefined ? { deal_id: parsed.deal_id } : {}),
    ...(parsed.due_after !== undefined ? { due_after: parsed.due_after } : {}),
    ...(parsed.due_before !== undefined ? { due_before: parsed.due_before } : {}),
  };
}
