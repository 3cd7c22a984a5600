import { z } from 'zod';
import { pageQuery, queryText, timestamp, typeError, uuid } from '../http/schemas';

/** Bounds of the company fields (docs/decisions.md, "Companies and notes"). */
export const COMPANY_LIMITS = {
  name: 200,
  text: 200,
  size: 50,
  domain: 253,
  url: 500,
  description: 10_000,
  tags: 50,
  tag: 100,
} as const;

/** Same bounds as the contact list (default 50, max 200), so clients page every CRM list alike. */
export const COMPANY_PAGE_LIMITS = { defaultPerPage: 50, maxPerPage: 200 } as const;

/** More words than this in `q` is not a name search any more. */
export const MAX_COMPANY_QUERY_WORDS = 8;

/**
 * A trimmed, non-empty string; the empty string is refused so "clear" is always
 * spelled null. Only a required field ever sees undefined, hence "is required".
 */
export const textField = (max: number) =>
  z
    .string({ error: typeError('must be a string') })
    .trim()
    .min(1, { error: 'must not be empty (send null to clear it)' })
    .max(max, { error: `must be at most ${max} characters`, abort: true });

export const httpUrlField = textField(COMPANY_LIMITS.url)
  .refine((v) => /^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(v) && URL.canParse(v), { error: 'must be an http(s) URL' })
  .meta({ format: 'uri' });

/** Tags are a set: a repeated tag is kept once, in first-seen order (same rule as contact tags). */
export const tagsField = z
  .array(
    z
      .string({ error: typeError('must be a string') })
      .trim()
      .min(1, { error: 'must not be empty' })
      .max(COMPANY_LIMITS.tag, { error: `must be at most ${COMPANY_LIMITS.tag} characters` }),
    { error: 'must be an array of strings' },
  )
  .max(COMPANY_LIMITS.tags, { error: `must have at most ${COMPANY_LIMITS.tags} tags` })
  .transform((list) => [...new Set(list)]);

const HOSTNAME = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * A bare host name such as `acme.com`, kept lower-cased (and without a
 * trailing dot) so the exact `domain` filter is case-insensitive by plain equality.
 */
export function normaliseDomain(raw: string): string {
  return raw.trim().toLowerCase().replace(/\.$/, '');
}

export function isDomain(value: string): boolean {
  return HOSTNAME.test(value);
}

/**
 * Search tokens of a name: lower-cased runs of letters and digits. The CRM
 * stores them with the company so `q` is an anchored prefix match per word
 * ("acme co" finds "ACME Corp"); regex characters are separators, never patterns.
 */
export function nameTokens(text: string): string[] {
  return [
    ...new Set(
      text
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .filter((t) => t !== ''),
    ),
  ];
}

const domainField = z
  .string({ error: typeError('must be a string') })
  .max(COMPANY_LIMITS.domain, { error: `must be at most ${COMPANY_LIMITS.domain} characters`, abort: true })
  .transform(normaliseDomain)
  .refine(isDomain, { error: 'must be a bare domain name such as acme.com (no scheme, path or spaces)' })
  .meta({ description: 'A bare host name (acme.com), stored lower-cased. When absent on create, taken from the website host without `www.`.' });

const companyFields = {
  name: textField(COMPANY_LIMITS.name),
  industry: textField(COMPANY_LIMITS.text).nullable().optional(),
  website: httpUrlField.nullable().optional(),
  linkedin_url: httpUrlField.nullable().optional(),
  size: textField(COMPANY_LIMITS.size).nullable().optional().meta({ description: 'Headcount range as text, e.g. 11-50.' }),
  city: textField(COMPANY_LIMITS.text).nullable().optional(),
  country: textField(COMPANY_LIMITS.text).nullable().optional(),
  domain: domainField.nullable().optional(),
  description: textField(COMPANY_LIMITS.description).nullable().optional(),
  tags: tagsField.nullable().optional(),
};

/** The body of POST /v1/companies: a name, and any other field (null is the same as absent). */
export const companyCreateBody = z.strictObject(companyFields).meta({ id: 'CompanyCreate' });
/** The body of PATCH /v1/companies/{id}: every field optional; name may change but never be cleared. */
export const companyPatchBody = z.strictObject({ ...companyFields, name: companyFields.name.optional() }).meta({ id: 'CompanyPatch' });

export type CompanyInput = z.infer<typeof companyCreateBody>;
export type CompanyPatch = z.infer<typeof companyPatchBody>;
export const COMPANY_WRITABLE_FIELDS = Object.keys(companyFields) as Array<keyof CompanyPatch>;
/** Fields a client reads but never writes: naming them "read-only" says why a write of them was refused. */
export const COMPANY_READ_ONLY_FIELDS = ['id', 'created_date', 'updated_date'] as const;

const nullableText = z.string().nullable();

/** The read shape: every updatable field plus id, created_date, updated_date; unset fields are null. */
export const companyRecord = z
  .strictObject({
    id: uuid,
    name: z.string(),
    domain: nullableText.meta({ description: 'Lower-cased host name; taken from the website when not given.' }),
    industry: nullableText,
    size: nullableText,
    website: nullableText,
    linkedin_url: nullableText,
    city: nullableText,
    country: nullableText,
    description: nullableText,
    tags: z.array(z.string()),
    created_date: timestamp,
    updated_date: timestamp,
  })
  .meta({ id: 'Company' });
export type CompanyRecord = z.infer<typeof companyRecord>;

/** What the updateCompany operation answers: exactly these four fields, not the full record. */
export const companyUpdatedRecord = z
  .strictObject({ id: uuid, name: z.string(), industry: nullableText, updated_date: timestamp })
  .meta({ id: 'CompanyUpdated' });
export type CompanyUpdatedRecord = z.infer<typeof companyUpdatedRecord>;

const domainFilter = z
  .string()
  .transform(normaliseDomain)
  .refine((v) => v.length <= COMPANY_LIMITS.domain && isDomain(v), { error: 'must be a bare domain name such as acme.com' })
  .optional()
  .meta({ description: 'Exact domain, case-insensitive (acme.com).', example: 'lovelace-partners.example.com' });

const nameQuery = z
  .string()
  .trim()
  .min(1, { error: 'must contain at least one letter or digit', abort: true })
  .max(COMPANY_LIMITS.name, { error: `must be at most ${COMPANY_LIMITS.name} characters`, abort: true })
  .superRefine((value, ctx) => {
    const words = nameTokens(value).length;
    if (words === 0) ctx.addIssue({ code: 'custom', message: 'must contain at least one letter or digit' });
    else if (words > MAX_COMPANY_QUERY_WORDS) ctx.addIssue({ code: 'custom', message: `must have at most ${MAX_COMPANY_QUERY_WORDS} words` });
  })
  .optional()
  .meta({
    description: `Words the name must contain, each matched as a word prefix, case-insensitive ("lovel part" finds "Lovelace & Partners"); at most ${MAX_COMPANY_QUERY_WORDS} words.`,
    example: 'lovelace',
  });

export const companyListQuery = z.strictObject({
  ...pageQuery(COMPANY_PAGE_LIMITS),
  domain: domainFilter,
  tag: queryText(COMPANY_LIMITS.tag, 'Companies carrying this tag.'),
  q: nameQuery,
});
