import { AppError } from '@wbk/platform';

/**
 * The CRM's refusals of a missing or contended record, one wording for every
 * caller (public routes and automation alike).
 */

/** A read-modify-write lost to concurrent writers more often than it retries (409 version_conflict). */
export function changedMeanwhile(record: 'contact' | 'deal' | 'task' | 'list' | 'company'): AppError {
  return new AppError('version_conflict', `The ${record} was changed by another request at the same moment; retry the request`);
}

export function contactNotFound(): AppError {
  return new AppError('not_found', 'Contact not found');
}

/** GET /v1/deals/{id} answers 404 deal_not_found (OpenAPI getDeal); the other by-id deal routes say the same. */
export function dealNotFound(): AppError {
  return new AppError('deal_not_found', 'Deal not found');
}

/** A deal read on a route whose 404 is the generic not_found (a deal's documents, automation reads). */
export function dealRecordNotFound(): AppError {
  return new AppError('not_found', 'Deal not found');
}

export function taskNotFound(): AppError {
  return new AppError('not_found', 'Task not found');
}

export function listNotFound(): AppError {
  return new AppError('not_found', 'List not found');
}

export function companyNotFound(): AppError {
  return new AppError('not_found', 'Company not found');
}

/** List names are unique in a workspace (a unique index): the 409 says which name to change. */
export function duplicateListName(name: string): AppError {
  return new AppError('duplicate_name', `A list named "${name}" already exists in this workspace; choose another name`);
}
