import { z } from 'zod';
import { typeError } from '../http/schemas';

/**
 * Email and domain enrichment (the enrichEmail and enrichContact operations
 * and the enrichment result they answer). The enrichment service parses requests with these schemas and
 * renders its answers to them; the gateway and the OpenAPI document derive
 * from the same declarations.
 */
export const ENRICH_INCLUDES = ['person', 'company', 'social'] as const;
export type EnrichInclude = (typeof ENRICH_INCLUDES)[number];
export const ENRICH_SOURCES = ['vendor_a', 'vendor_b', 'cached'] as const;
export type EnrichSource = (typeof ENRICH_SOURCES)[number];
export const ENRICH_VENDORS = ['vendor_a', 'vendor_b'] as const;
export type EnrichVendor = (typeof ENRICH_VENDORS)[number];
export const HEADCOUNT_RANGES = ['1-10', '11-50', '51-200', '201-500', '501-1000', '1001-5000', '5001+'] as const;
export type HeadcountRange = (typeof HEADCOUNT_RANGES)[number];

const EMAIL = /^[^\s@"(),:;<>[\\\]]{1,64}@(?=.{1,253}$)(?:[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?\.)+[a-zA-Z]{2,63}$/;
const DOMAIN = /^(?=.{1,253}$)(?:[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?\.)+[a-zA-Z]{2,63}$/;

/** The form a lookup is cached and charged under: trimmed and lower-cased. */
export function normalizeLookupKey(value: string): string {
  return value.trim().toLowerCase();
}

export const enrichEmail = z
  .string({ error: typeError('must be a string') })
  .trim()
  .max(320, { error: 'must be at most 320 characters', abort: true })
  .regex(EMAIL, { error: 'must be an email address, e.g. jane.doe@hartleyfinch.example' })
  .transform(normalizeLookupKey)
  .meta({ format: 'email', example: 'jane.doe@hartleyfinch.example' });

export const enrichDomain = z
  .string({ error: typeError('must be a string') })
  .trim()
  .regex(DOMAIN, { error: 'must be a domain name such as hartleyfinch.example (no scheme, path or port)' })
  .transform(normalizeLookupKey)
  .meta({ example: 'hartleyfinch.example' });

export const enrichInclude = z
  .array(z.enum(ENRICH_INCLUDES, { error: typeError(`must be one of ${ENRICH_INCLUDES.join(', ')}`) }), { error: typeError('must be an array') })
  .min(1, { error: `must name at least one of ${ENRICH_INCLUDES.join(', ')}` })
  .max(ENRICH_INCLUDES.length, { error: `must name at most ${ENRICH_INCLUDES.length} parts` })
  .meta({ description: 'Parts to look up; default all (`person` only when an email is given).', default: [...ENRICH_INCLUDES] });

/** What a lookup asks for, in canonical form: parts deduplicated and ordered. */
export function includeParts(include: readonly EnrichInclude[] | undefined, hasEmail: boolean): EnrichInclude[] {
  const wanted = new Set(include ?? ENRICH_INCLUDES);
  return ENRICH_INCLUDES.filter((part) => wanted.has(part) && (part !== 'person' || hasEmail));
}

export const enrichBody = z
  .strictObject({
    email: enrichEmail.optional(),
    domain: enrichDomain.optional(),
    include: enrichInclude.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.email === undefined && body.domain === undefined) ctx.addIssue({ code: 'custom', path: ['email'], message: 'email or domain is required' });
    if (body.email === undefined && body.domain !== undefined && body.include?.includes('person')) {
      ctx.addIssue({ code: 'custom', path: ['include'], message: 'person needs an email; look the domain up with company and/or social' });
    }
  })
  .meta({
    id: 'EnrichRequest',
    description: 'At least one of `email` or `domain` (400 `validation_error` otherwise); with an email the person is looked up too.',
    anyOf: [{ required: ['email'] }, { required: ['domain'] }],
  });
export type EnrichInput = z.output<typeof enrichBody>;

export const enrichedPerson = z
  .strictObject({
    full_name: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    job_title: z.string().nullable(),
    seniority: z.string().nullable(),
    location: z.string().nullable(),
    linkedin_url: z.string().nullable(),
  })
  .meta({ id: 'EnrichedPerson' });
export type EnrichedPerson = z.infer<typeof enrichedPerson>;

export const enrichedCompany = z
  .strictObject({
    name: z.string(),
    domain: z.string(),
    industry: z.string().nullable(),
    size: z.string().nullable().meta({ description: `A headcount range: ${HEADCOUNT_RANGES.join(', ')}.` }),
    founded_year: z.number().int().nullable(),
    description: z.string().nullable(),
    linkedin_url: z.string().nullable(),
    hq_location: z.string().nullable(),
  })
  .meta({ id: 'EnrichedCompany' });
export type EnrichedCompany = z.infer<typeof enrichedCompany>;

export const socialHandles = z.record(z.string(), z.string()).meta({ id: 'SocialHandles', description: 'Handles by network, e.g. `{"twitter": "@jdoe"}`.' });

/** The lookup itself, without the caller's balance: what the cache keeps. */
export const enrichmentFindings = z.strictObject({
  person: enrichedPerson.nullable().meta({ description: 'Present when an email was given, `person` was included and a vendor knows the person.' }),
  company: enrichedCompany.nullable(),
  social: socialHandles.nullable(),
  confidence: z.number().min(0).max(1),
});
export type EnrichmentFindings = z.infer<typeof enrichmentFindings>;

export const enrichmentResult = z
  .strictObject({
    ...enrichmentFindings.shape,
    source: z.enum(ENRICH_SOURCES).meta({ description: 'The vendor that answered, or `cached` when an earlier lookup did.' }),
    credits_remaining: z.number().int().min(0),
  })
  .meta({ id: 'EnrichmentResult' });
export type EnrichmentResult = z.infer<typeof enrichmentResult>;

/** The contact fields an enrichment may fill; only empty ones are filled. */
export const CONTACT_ENRICH_FIELDS = ['job_title', 'company', 'linkedin_url'] as const;
export type ContactEnrichField = (typeof CONTACT_ENRICH_FIELDS)[number];

export const contactEnrichBody = z
  .strictObject({ include: enrichInclude.optional() })
  .meta({ id: 'ContactEnrichRequest' });

export const contactEnrichResult = z
  .strictObject({
    contact_id: z.string(),
    filled: z.array(z.enum(CONTACT_ENRICH_FIELDS)).meta({ description: 'The fields that were empty and are now set.' }),
    enrichment: enrichmentResult,
  })
  .meta({ id: 'ContactEnrichResult' });
export type ContactEnrichResult = z.infer<typeof contactEnrichResult>;
