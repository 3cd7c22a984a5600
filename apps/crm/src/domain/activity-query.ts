import { parsePagination, validationError, type FieldIssue } from '@wbk/platform';
import { ACTIVITY_TYPES, type ActivityType } from './activity';

/** Issue 3 / deal documents alike: per_page default 25, max 100. */
export const ACTIVITY_PAGE_LIMITS = { defaultPerPage: 25, maxPerPage: 100 } as const;

const LIST_PARAMS = new Set(['page', 'per_page', 'type']);

export interface ActivityListQuery {
  page: number;
  perPage: number;
  skip: number;
  /** Only activities of these types; absent = all. */
  types?: ActivityType[];
}

function isActivityType(value: string): value is ActivityType {
  return (ACTIVITY_TYPES as readonly string[]).includes(value);
}

/** `type` takes one type or a comma list (`note,meeting`), as repeated params arrive joined by the gateway. */
export function parseActivityListQuery(query: Record<string, string>): ActivityListQuery {
  const issues: FieldIssue[] = Object.keys(query)
    .filter((k) => !LIST_PARAMS.has(k))
    .map((field) => ({ field, message: `is not a known query parameter (allowed: ${[...LIST_PARAMS].join(', ')})` }));
  let types: ActivityType[] | undefined;
  const raw = query['type'];
  if (raw !== undefined) {
    const parts = raw
      .split(',')
      .map((p) => p.trim())
      .filter((p) => p !== '');
    const bad = parts.filter((p) => !isActivityType(p));
    if (parts.length === 0 || bad.length > 0) {
      issues.push({ field: 'type', message: `must be one or more of ${ACTIVITY_TYPES.join(', ')} (comma-separated)` });
    } else {
      types = [...new Set(parts.filter(isActivityType))];
    }
  }
  if (issues.length > 0) throw validationError(issues);
  return { ...parsePagination(query, ACTIVITY_PAGE_LIMITS), ...(types ? { types } : {}) };
}
