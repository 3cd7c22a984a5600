import { isUuid, parsePagination, validationError, type FieldIssue } from '@wbk/platform';
import { DEAL_LIMITS, DEAL_STATUSES, type DealStatus } from './deal.schema';

/** docs/decisions.md, "Deal list": default 25, max 100, as the spec sets for deal documents. */
export const DEAL_PAGE_LIMITS = { defaultPerPage: 25, maxPerPage: 100 } as const;

const LIST_PARAMS = ['page', 'per_page', 'status', 'stage', 'pipeline', 'owner_user_id', 'main_contact_id'];

export interface DealListFilter {
  status?: DealStatus;
  stage?: string;
  pipeline?: string;
  owner_user_id?: string;
  main_contact_id?: string;
}

export interface DealListQuery {
  page: number;
  perPage: number;
  skip: number;
  filter: DealListFilter;
}

export function unknownParams(query: Record<string, string>, allowed: readonly string[]): FieldIssue[] {
  return Object.keys(query)
    .filter((k) => !allowed.includes(k))
    .map((field) => ({ field, message: `is not a known query parameter (allowed: ${allowed.join(', ')})` }));
}

function textParam(query: Record<string, string>, field: string, max: number, issues: FieldIssue[]): string | undefined {
  const value = query[field]?.trim();
  if (value === undefined) return undefined;
  if (value === '' || value.length > max) issues.push({ field, message: `must be 1 to ${max} characters` });
  return value;
}

function uuidParam(query: Record<string, string>, field: string, issues: FieldIssue[]): string | undefined {
  const value = query[field]?.trim();
  if (value === undefined) return undefined;
  if (!isUuid(value)) issues.push({ field, message: 'must be a UUID' });
  return value.toLowerCase();
}

export function parseDealListQuery(query: Record<string, string>): DealListQuery {
  const issues = unknownParams(query, LIST_PARAMS);
  const status = query['status']?.trim();
  if (status !== undefined && !(DEAL_STATUSES as readonly string[]).includes(status)) {
    issues.push({ field: 'status', message: `must be one of ${DEAL_STATUSES.join(', ')}` });
  }
  const filter: DealListFilter = {};
  const stage = textParam(query, 'stage', DEAL_LIMITS.stage, issues);
  const pipeline = textParam(query, 'pipeline', DEAL_LIMITS.pipeline, issues);
  const owner = uuidParam(query, 'owner_user_id', issues);
  const contact = uuidParam(query, 'main_contact_id', issues);
  if (issues.length > 0) throw validationError(issues);
  const page = parsePagination(query, DEAL_PAGE_LIMITS);
  if (status !== undefined) filter.status = status as DealStatus;
  if (stage !== undefined) filter.stage = stage;
  if (pipeline !== undefined) filter.pipeline = pipeline;
  if (owner !== undefined) filter.owner_user_id = owner;
  if (contact !== undefined) filter.main_contact_id = contact;
  return { ...page, filter };
}
