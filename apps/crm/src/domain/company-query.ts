import { COMPANY_PAGE_LIMITS, companyListQuery, nameTokens, pageOf, parseQuery } from '@wbk/contracts';

export interface CompanyListQuery {
  page: number;
  perPage: number;
  skip: number;
  /** Exact, normalised like stored domains (lower case). */
  domain?: string;
  tag?: string;
  /** Lower-cased word prefixes; each must start some word of the name. */
  nameWords?: string[];
}

/** GET /v1/companies, parsed with the route's declared query (libs/contracts). */
export function parseCompanyListQuery(query: Record<string, string>): CompanyListQuery {
  const parsed = parseQuery(companyListQuery, query);
  return {
    ...pageOf(parsed, COMPANY_PAGE_LIMITS),
    ...(parsed.domain !== undefined ? { domain: parsed.domain } : {}),
    ...(parsed.tag !== undefined ? { tag: parsed.tag } : {}),
    ...(parsed.q !== undefined ? { nameWords: nameTokens(parsed.q) } : {}),
  };
}
