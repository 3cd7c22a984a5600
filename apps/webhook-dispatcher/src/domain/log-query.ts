import { isUuid, parsePagination, validationError, type FieldIssue } from '@wbk/platform';

export const LOGS_DEFAULT_PER_PAGE = 25;
export const LOGS_MAX_PER_PAGE = 100;

const KNOWN = new Set(['page', 'per_page', 'delivery_id', 'event', 'status']);

export interface LogQuery {
  page: number;
  perPage: number;
  skip: number;
  deliveryId?: string;
  event?: string;
  status?: 'succeeded' | 'failed';
}

export function parseLogQuery(query: Record<string, string>): LogQuery {
  const issues: FieldIssue[] = Object.keys(query)
    .filter((key) => !KNOWN.has(key))
    .map((field) => ({ field, message: 'is not a known query parameter (use page, per_page, delivery_id, event, status)' }));
  const deliveryId = query['delivery_id'];
  if (deliveryId !== undefined && !isUuid(deliveryId)) issues.push({ field: 'delivery_id', message: 'must be a UUID' });
  const status = query['status'];
  if (status !== undefined && status !== 'succeeded' && status !== 'failed') issues.push({ field: 'status', message: 'must be succeeded or failed' });
  if (issues.length > 0) throw validationError(issues);
  const page = parsePagination(query, { defaultPerPage: LOGS_DEFAULT_PER_PAGE, maxPerPage: LOGS_MAX_PER_PAGE });
  return {
    ...page,
    ...(deliveryId !== undefined ? { deliveryId: deliveryId.toLowerCase() } : {}),
    ...(query['event'] !== undefined && query['event'] !== '' ? { event: query['event'] } : {}),
    ...(status === 'succeeded' || status === 'failed' ? { status } : {}),
  };
}

export function parseListQuery(query: Record<string, string>): { page: number; perPage: number; skip: number } {
  const unknown = Object.keys(query).filter((key) => key !== 'page' && key !== 'per_page');
  if (unknown.length > 0) throw validationError(unknown.map((field) => ({ field, message: 'is not a known query parameter (use page, per_page)' })));
  return parsePagination(query, { defaultPerPage: LOGS_DEFAULT_PER_PAGE, maxPerPage: LOGS_MAX_PER_PAGE });
}
