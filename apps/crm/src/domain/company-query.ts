import { parsePagination, validationError, type FieldIssue } from '@wbk/platform';
import { nameTokens } from './company';
import { COMPANY_LIMITS, isDomain, normaliseDomain } from './company.schema';
import { CONTACT_PAGE_LIMITS } from './contact-query';

/** Same bounds as the contact list (default 50, max 200), so clients page every CRM list alike. */
export const COMPANY_PAGE_LIMITS = CONTACT_PAGE_LIMITS;

/** More words than this in `q` is not a name search any more. */
export const MAX_QUERY_WORDS = 8;

const LIST_PARAMS = new Set(['page', 'per_page', 'domain', 'tag', 'q']);

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

/** Every query parameter outside `allowed`, named, so a typo is a 400 rather than a silently ignored filter. */
export function unknownQueryParams(query: Record<string, string>, allowed: Set<string>): FieldIssue[] {
  return Object.keys(query)
    .filter((k) => !allowed.has(k))
    .map((field) => ({ field, message: `is not a known query parameter (allowed: ${[...allowed].join(', ')})` }));
}

export function parseCompanyListQuery(query: Record<string, string>): CompanyListQuery {
  const issues = unknownQueryParams(query, LIST_PARAMS);
  const rawDomain = query['domain'];
  const tag = query['tag']?.trim();
  const q = query['q']?.trim();
  let domain: string | undefined;
  if (rawDomain !== undefined) {
    domain = normaliseDomain(rawDomain);
    if (domain.length > COMPANY_LIMITS.domain || !isDomain(domain)) issues.push({ field: 'domain', message: 'must be a bare domain name such as acme.com' });
  }
  if (tag !== undefined && (tag === '' || tag.length > COMPANY_LIMITS.tag)) issues.push({ field: 'tag', message: `must be 1 to ${COMPANY_LIMITS.tag} characters` });
  let nameWords: string[] | undefined;
  if (q !== undefined) {
    nameWords = nameTokens(q);
    if (q.length > COMPANY_LIMITS.name) issues.push({ field: 'q', message: `must be at most ${COMPANY_LIMITS.name} characters` });
    else if (nameWords.length === 0) issues.push({ field: 'q', message: 'must contain at least one letter or digit' });
    else if (nameWords.length > MAX_QUERY_WORDS) issues.push({ field: 'q', message: `must have at most ${MAX_QUERY_WORDS} words` });
  }
  if (issues.length > 0) throw validationError(issues);
  return {
    ...parsePagination(query, COMPANY_PAGE_LIMITS),
    ...(domain !== undefined ? { domain } : {}),
    ...(tag !== undefined ? { tag } : {}),
    ...(nameWords !== undefined ? { nameWords } : {}),
  };
}
