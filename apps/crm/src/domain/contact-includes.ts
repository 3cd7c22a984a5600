/**
 * Shapes embedded in GET /v1/contacts/{id} with `include` (spec, Contact
 * resource). Each holds exactly the fields the spec lists, null when unknown.
 */
export const INCLUDE_LIMIT = 3;

export interface NoteSummary {
  id: string;
  title: string | null;
  content: string | null;
  note_type: string | null;
  category: string | null;
  created_date: string | null;
}

export interface TaskSummary {
  id: string;
  title: string | null;
  status: string | null;
  priority: unknown;
  due_date: string | null;
  assigned_to_user_id: string | null;
}

export interface DealSummary {
  id: string;
  name: string | null;
  stage: string | null;
  estimated_value: number | null;
  updated_date: string | null;
}

/** Task statuses that are finished; every other status counts as open. */
export const CLOSED_TASK_STATUSES = ['completed', 'cancelled', 'canceled', 'done'] as const;

/** Only deals still in play are "open deals"; won/lost ones are history. */
export const OPEN_DEAL_STATUS = 'open';
