import type { CrmContact__Output, CrmList__Output, CrmTask__Output } from '@wbk/contracts';
import { validationError } from '@wbk/platform';
import type { ContactView } from '../domain/contact';
import type { ListView } from '../domain/list';
import type { TaskView } from '../domain/task';

/**
 * The records of wbk.crm.v1.CrmAutomationService built from the CRM's public
 * read shapes (the same views the public RPCs render), and what the
 * automation handlers share. A proto3 `optional` field is left out where the
 * view holds null.
 */
function present<K extends string, V>(key: K, value: V | null): Partial<Record<K, V>> {
  return value === null ? {} : ({ [key]: value } as Partial<Record<K, V>>);
}

export function contactMessage(view: ContactView): CrmContact__Output {
  return {
    id: view.id,
    first_name: view.first_name,
    last_name: view.last_name,
    full_name: view.full_name,
    ...present('email', view.email),
    ...present('phone', view.phone),
    ...present('job_title', view.job_title),
    ...present('company', view.company),
    ...present('related_company_id', view.related_company_id),
    ...present('linkedin_url', view.linkedin_url),
    ...present('priority', view.priority),
    tags: view.tags,
    custom_fields_json: JSON.stringify(view.custom_fields),
    created_date: view.created_date,
    updated_date: view.updated_date,
  };
}

export function taskMessage(view: TaskView): CrmTask__Output {
  return {
    id: view.id,
    title: view.title,
    ...present('description', view.description),
    status: view.status,
    priority: view.priority,
    ...present('due_date', view.due_date),
    ...present('contact_id', view.contact_id),
    ...present('deal_id', view.deal_id),
    ...present('assigned_to_user_id', view.assigned_to_user_id),
    ...present('completed_at', view.completed_at),
    created_date: view.created_date,
    updated_date: view.updated_date,
  };
}

export function listMessage(view: ListView): CrmList__Output {
  return {
    id: view.id,
    name: view.name,
    ...present('description', view.description),
    contact_count: view.contact_count,
    created_date: view.created_date,
    updated_date: view.updated_date,
  };
}

/** A request field that must not be empty, refused the way a body field is. */
export function requiredText(field: string, value: string): string {
  const trimmed = value.trim();
  if (trimmed === '') throw validationError([{ field, message: 'is required' }]);
  return trimmed;
}
