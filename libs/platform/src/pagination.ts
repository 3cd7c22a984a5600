import { validationError, type FieldIssue } from './app-error';

export interface PageRequest {
  page: number;
  perPage: number;
  skip: number;
}

export interface PaginationLimits {
  defaultPerPage: number;
  maxPerPage: number;
}

/**
 * Deep pages are refused rather than clamped: a page past this can only be a
 * mistake or a scrape, and answering it would cost a long index walk.
 */
export const MAX_PAGE = 100_000;

function parsePositiveInt(raw: string | undefined, field: string, max: number, issues: FieldIssue[]): number | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (!/^\d{1,9}$/.test(raw)) {
    issues.push({ field, message: 'must be a positive integer' });
    return undefined;
  }
  const value = Number(raw);
  if (value < 1 || value > max) {
    issues.push({ field, message: `must be between 1 and ${max}` });
    return undefined;
  }
  return value;
}

/**
 * `page` and `per_page` from a query: missing means the default; anything not a
 * whole number in range is 400 validation_error naming the parameter and bound
 * (documented in docs/decisions.md: out-of-range values are refused, not clamped).
 */
export function parsePagination(query: Record<string, string | undefined>, limits: PaginationLimits): PageRequest {
  const issues: FieldIssue[] = [];
  const page = parsePositiveInt(query['page'], 'page', MAX_PAGE, issues) ?? 1;
  const perPage = parsePositiveInt(query['per_page'], 'per_page', limits.maxPerPage, issues) ?? limits.defaultPerPage;
  if (issues.length > 0) throw validationError(issues);
  return { page, perPage, skip: (page - 1) * perPage };
}
