import { PROSPECTOR_PAGE_LIMITS, type ProspectRecord, type ProspectSearchInput, type ProspectSearchResult } from '@wbk/contracts';

/** A search as the prospector vendor takes it: defaults applied. */
export interface ProspectQuery {
  filters: Omit<ProspectSearchInput, 'page' | 'per_page'>;
  page: number;
  perPage: number;
}

export function prospectQueryOf(input: ProspectSearchInput): ProspectQuery {
  const { page, per_page, ...filters } = input;
  return { filters, page: page ?? 1, perPage: per_page ?? PROSPECTOR_PAGE_LIMITS.defaultPerPage };
}

export function searchResultOf(query: ProspectQuery, results: ProspectRecord[], total: number): ProspectSearchResult {
  return {
    results,
    pagination: { page: query.page, per_page: query.perPage, total, total_pages: Math.ceil(total / query.perPage) },
  };
}
