import { MAX_PAGE } from '@wbk/platform';
import { z } from 'zod';
import { typeError } from '../http/schemas';
import { enrichedCompany, enrichedPerson, HEADCOUNT_RANGES, type HeadcountRange } from './enrichment.schemas';

/**
 * Prospector search and reveal (the searchProspector, searchProspectsLegacy
 * and revealProspect operations; per_page default 25, max 100, docs/decisions.md
 * "Enrichment and credits").
 */
export const PROSPECT_SENIORITIES = ['owner', 'partner', 'cxo', 'vp', 'director', 'manager', 'senior', 'entry'] as const;
export const PROSPECT_DEPARTMENTS = ['legal', 'sales', 'marketing', 'finance', 'operations', 'engineering', 'hr'] as const;
export const PROSPECTOR_PAGE_LIMITS = { defaultPerPage: 25, maxPerPage: 100 } as const;
/** Items per filter, and characters per item. */
export const PROSPECT_FILTER_LIMITS = { items: 50, chars: 200 } as const;
export const PROSPECT_FILTERS = ['titles', 'location', 'industry', 'headcount', 'seniority', 'departments', 'company_domains'] as const;
export type ProspectFilterName = (typeof PROSPECT_FILTERS)[number];

const MEMBER_ID = /^mem_[0-9a-f]{16}$/;
const DOMAIN = /^(?=.{1,253}$)(?:[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?\.)+[a-zA-Z]{2,63}$/;

const filterText = z
  .string({ error: typeError('must be a string') })
  .trim()
  .min(1, { error: `must be 1 to ${PROSPECT_FILTER_LIMITS.chars} characters` })
  .max(PROSPECT_FILTER_LIMITS.chars, { error: `must be 1 to ${PROSPECT_FILTER_LIMITS.chars} characters` });

function filterOf<T extends z.ZodType>(item: T, description: string) {
  return z
    .array(item, { error: 'must be an array' })
    .min(1, { error: 'must not be empty; leave the filter out instead' })
    .max(PROSPECT_FILTER_LIMITS.items, { error: `must have at most ${PROSPECT_FILTER_LIMITS.items} items` })
    .optional()
    .meta({ description });
}

const pageField = z
  .number({ error: typeError('must be an integer') })
  .int({ error: 'must be an integer' })
  .min(1, { error: `must be between 1 and ${MAX_PAGE}` })
  .max(MAX_PAGE, { error: `must be between 1 and ${MAX_PAGE}` })
  .optional()
  .meta({ default: 1 });
const perPageField = z
  .number({ error: typeError('must be an integer') })
  .int({ error: 'must be an integer' })
  .min(1, { error: `must be between 1 and ${PROSPECTOR_PAGE_LIMITS.maxPerPage}` })
  .max(PROSPECTOR_PAGE_LIMITS.maxPerPage, { error: `must be between 1 and ${PROSPECTOR_PAGE_LIMITS.maxPerPage}` })
  .optional()
  .meta({ default: PROSPECTOR_PAGE_LIMITS.defaultPerPage });

const filterShape = {
  titles: filterOf(filterText, 'Job titles; a prospect matches when its title contains one (case-insensitive).'),
  location: filterOf(filterText, 'Places ("London", "United Kingdom"); matched as a case-insensitive part of the location.'),
  industry: filterOf(filterText, "Company industries, e.g. `legal services`; case-insensitive equality."),
  headcount: filterOf(z.enum(HEADCOUNT_RANGES, { error: typeError(`must be one of ${HEADCOUNT_RANGES.join(', ')}`) }), 'Company size ranges.'),
  seniority: filterOf(z.enum(PROSPECT_SENIORITIES, { error: typeError(`must be one of ${PROSPECT_SENIORITIES.join(', ')}`) }), 'Seniority levels.'),
  departments: filterOf(z.enum(PROSPECT_DEPARTMENTS, { error: typeError(`must be one of ${PROSPECT_DEPARTMENTS.join(', ')}`) }), 'Departments.'),
  company_domains: filterOf(
    z.string({ error: typeError('must be a string') }).trim().toLowerCase().regex(DOMAIN, { error: 'must be a domain name such as hartleyfinch.example' }),
    'Exact company domains.',
  ),
  page: pageField,
  per_page: perPageField,
};

function requireFilter(body: Record<string, unknown>, ctx: z.RefinementCtx, names: readonly string[]): void {
  if (!names.some((name) => body[name] !== undefined)) {
    ctx.addIssue({ code: 'custom', path: [], message: `at least one filter is required: ${names.join(', ')}` });
  }
}

export const prospectSearchBody = z
  .strictObject(filterShape)
  .superRefine((body, ctx) => requireFilter(body, ctx, PROSPECT_FILTERS))
  .meta({ id: 'ProspectSearchRequest' });
export type ProspectSearchInput = z.output<typeof prospectSearchBody>;

/** The legacy body: the new fields plus `query` (a title search) and `jobTitles` (mapped to titles); both may mix with the new ones. */
export const legacyProspectSearchBody = z
  .strictObject({
    ...filterShape,
    query: filterText.optional().meta({ description: 'Deprecated: a job-title search (use `titles`).', deprecated: true }),
    jobTitles: filterOf(filterText, 'Deprecated: mapped to `titles`.').meta({ deprecated: true }),
  })
  .superRefine((body, ctx) => requireFilter(body, ctx, [...PROSPECT_FILTERS, 'query', 'jobTitles']))
  .meta({ id: 'LegacyProspectSearchRequest' });
export type LegacyProspectSearchInput = z.output<typeof legacyProspectSearchBody>;

/** The legacy body as the new search reads it. */
export function fromLegacySearch(body: LegacyProspectSearchInput): ProspectSearchInput {
  const { query, jobTitles, ...rest } = body;
  const titles = [...(rest.titles ?? []), ...(jobTitles ?? []), ...(query !== undefined ? [query] : [])];
  return { ...rest, ...(titles.length > 0 ? { titles: [...new Set(titles)] } : {}) };
}

export const prospectRecord = z
  .strictObject({
    full_name: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    job_title: z.string().nullable(),
    linkedin_url: z.string().nullable(),
    location: z.string().nullable(),
    email_available: z.boolean(),
    phone_available: z.boolean(),
    company: z.string().nullable(),
    company_domain: z.string().nullable(),
    company_size: z.string().nullable(),
    company_industry: z.string().nullable(),
    member_id: z.string().meta({ description: 'Pass to POST /v1/prospector/reveal.' }),
    company_id: z.string().nullable(),
  })
  .meta({ id: 'Prospect' });
export type ProspectRecord = z.infer<typeof prospectRecord>;

export const prospectPagination = z
  .strictObject({
    page: z.number().int().min(1),
    per_page: z.number().int().min(1),
    total: z.number().int().min(0),
    total_pages: z.number().int().min(0),
  })
  .meta({ id: 'ProspectPagination' });

export const prospectSearchResult = z.strictObject({ results: z.array(prospectRecord), pagination: prospectPagination }).meta({ id: 'ProspectSearchResult' });
export type ProspectSearchResult = z.infer<typeof prospectSearchResult>;

export const prospectRevealBody = z
  .strictObject({
    member_id: z.string({ error: typeError('must be a string') }).regex(MEMBER_ID, { error: 'must be a member_id from a search result (mem_ and 16 hex digits)' }),
    save_as_contact: z.boolean({ error: typeError('must be true or false') }).optional().meta({ default: false }),
  })
  .meta({ id: 'ProspectRevealRequest' });
export type ProspectRevealInput = z.output<typeof prospectRevealBody>;

export const prospectRevealResult = z
  .strictObject({
    member_id: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    person: enrichedPerson,
    company: enrichedCompany.nullable(),
    charged: z.boolean().meta({ description: 'False on a repeat reveal of the same person by this workspace (free).' }),
    credits_remaining: z.number().int().min(0),
    contact_id: z.string().nullable().meta({ description: 'With `save_as_contact`: the contact saved (or the existing one with that email).' }),
  })
  .meta({ id: 'ProspectRevealResult' });
export type ProspectRevealResult = z.infer<typeof prospectRevealResult>;

/**
 * The seed of the idempotency key under which a prospect is saved as a CRM
 * contact (a reveal's save_as_contact, the assistant's prospect_search): the
 * same person saved by either path in one workspace is the same contact.
 */
export function prospectContactSeed(workspaceId: string, memberId: string): string {
  return `prospect-contact\n${workspaceId}\n${memberId}`;
}

/** The headcount ranges that overlap a size such as `50-200`, `1000+` or `1-50` (what people type); [] when it is not a size. */
export function headcountRangesFor(size: string): HeadcountRange[] {
  const parse = (s: string): [number, number] | null => {
    const range = /^(\d+)\s*-\s*(\d+)$/.exec(s.trim());
    if (range) return [Number(range[1]), Number(range[2])];
    const open = /^(\d+)\s*\+$/.exec(s.trim());
    return open ? [Number(open[1]), Number.POSITIVE_INFINITY] : null;
  };
  const wanted = parse(size);
  if (wanted === null || wanted[0] > wanted[1]) return [];
  return HEADCOUNT_RANGES.filter((range) => {
    const [low, high] = parse(range)!;
    return low <= wanted[1] && wanted[0] <= high;
  });
}
