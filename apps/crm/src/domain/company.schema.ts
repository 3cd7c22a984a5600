import { z } from 'zod';
import { isPlainObject } from './contact.schema';
import { bodyError, parseOrThrow } from './zod-issues';

/** Bounds of the company fields (docs/decisions.md, "Company limits"). */
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

/** A trimmed, non-empty string; the empty string is refused so "clear" is always spelled null. */
export const textField = (max: number) =>
  z
    .string({ error: 'must be a string' })
    .trim()
    .min(1, { error: 'must not be empty (send null to clear it)' })
    .max(max, { error: `must be at most ${max} characters` });

export const httpUrlField = textField(COMPANY_LIMITS.url).refine((v) => /^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(v) && URL.canParse(v), {
  error: 'must be an http(s) URL',
});

/** Tags are a set: a repeated tag is kept once, in first-seen order (same rule as contact tags). */
export const tagsField = z
  .array(
    z
      .string({ error: 'must be a string' })
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

const domainField = z
  .string({ error: 'must be a string' })
  .max(COMPANY_LIMITS.domain, { error: `must be at most ${COMPANY_LIMITS.domain} characters` })
  .transform(normaliseDomain)
  .refine(isDomain, { error: 'must be a bare domain name such as acme.com (no scheme, path or spaces)' });

const companyFields = {
  name: textField(COMPANY_LIMITS.name),
  industry: textField(COMPANY_LIMITS.text).nullable().optional(),
  website: httpUrlField.nullable().optional(),
  linkedin_url: httpUrlField.nullable().optional(),
  size: textField(COMPANY_LIMITS.size).nullable().optional(),
  city: textField(COMPANY_LIMITS.text).nullable().optional(),
  country: textField(COMPANY_LIMITS.text).nullable().optional(),
  domain: domainField.nullable().optional(),
  description: textField(COMPANY_LIMITS.description).nullable().optional(),
  tags: tagsField.nullable().optional(),
};

const createSchema = z.strictObject(companyFields);
/** Every field optional on PATCH; name may change but never be cleared. */
const patchSchema = z.strictObject({ ...companyFields, name: companyFields.name.optional() });

export type CompanyInput = z.infer<typeof createSchema>;
export type CompanyPatch = z.infer<typeof patchSchema>;
export const COMPANY_WRITABLE_FIELDS = Object.keys(companyFields) as Array<keyof CompanyPatch>;

function objectBody(body: unknown): Record<string, unknown> {
  if (!isPlainObject(body)) throw bodyError('must be a JSON object');
  return body;
}

export function parseCreateCompany(body: unknown): CompanyInput {
  return parseOrThrow(createSchema, objectBody(body));
}

export function parsePatchCompany(body: unknown): CompanyPatch {
  const input = parseOrThrow(patchSchema, objectBody(body));
  if (Object.keys(input).length === 0) throw bodyError(`at least one field is required: ${COMPANY_WRITABLE_FIELDS.join(', ')}`);
  return input;
}
