import { DEAL_PAGE_LIMITS, dealListQuery, pageOf, parseQuery } from '@wbk/contracts';
import type { DealStatus } from './deal.schema';

export { DEAL_PAGE_LIMITS } from '@wbk/contracts';

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

/** GET /v1/deals, parsed with the route's declared query (libs/contracts). */
export function parseDealListQuery(query: Record<string, string>): DealListQuery {
  const parsed = parseQuery(dealListQuery, query);
  const filter: DealListFilter = {};
  if (parsed.status !== undefined) filter.status = parsed.status;
  if (parsed.stage !== undefined) filter.stage = parsed.stage;
  if (parsed.pipeline !== undefined) filter.pipeline = parsed.pipeline;
  if (parsed.owner_user_id !== undefined) filter.owner_user_id = parsed.owner_user_id;
  if (parsed.main_contact_id !== undefined) filter.main_contact_id = parsed.main_contact_id;
  return { ...pageOf(parsed, DEAL_PAGE_LIMITS), filter };
}
