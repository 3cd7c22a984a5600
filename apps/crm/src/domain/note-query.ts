import { parsePagination, validationError, type PageRequest } from '@wbk/platform';
import { unknownQueryParams } from './company-query';
import { CONTACT_PAGE_LIMITS } from './contact-query';

/** Same bounds as every CRM list (default 50, max 200). */
export const NOTE_PAGE_LIMITS = CONTACT_PAGE_LIMITS;

const LIST_PARAMS = new Set(['page', 'per_page']);

export function parseNoteListQuery(query: Record<string, string>): PageRequest {
  const issues = unknownQueryParams(query, LIST_PARAMS);
  if (issues.length > 0) throw validationError(issues);
  return parsePagination(query, NOTE_PAGE_LIMITS);
}
