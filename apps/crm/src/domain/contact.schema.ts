import { isUuid } from '@wbk/platform';
import { z } from 'zod';
import { bodyError, parseOrThrow } from './zod-issues';

/** Bounds of the contact fields (docs/decisions.md, "Contact limits"). */
export const CONTACT_LIMITS = {
  name: 200,
  email: 320,
  phone: 50,
  text: 200,
  url: 500,
  tags: 50,
  tag: 100,
  customFieldsBytes: 16 * 1024,
  customFieldsDepth: 10,
} as const;

const text = (max: number) =>
  z
    .string({ error: 'must be a string' })
    .trim()
    .min(1, { error: 'must not be empty (send null to clear it)' })
    .max(max, { error: `must be at most ${max} characters` });

const email = z
  .string({ error: 'must be a string' })
  .trim()
  .max(CONTACT_LIMITS.email, { error: `must be at most ${CONTACT_LIMITS.email} characters` })
  .pipe(z.email({ error: 'must be a valid email address' }))
  // Addresses are matched case-insensitively in practice; one stored form keeps the exact-email filter simple.
  .transform((v) => v.toLowerCase());

const linkedinUrl = text(CONTACT_LIMITS.url).refine((v) => /^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(v) && URL.canParse(v), {
  error: 'must be an http(s) URL',
});

const priority = z.union([z.literal(1), z.literal(2), z.literal(3)], { error: 'must be 1 (high), 2 (medium) or 3 (low)' });

const uuid = z.string({ error: 'must be a string' }).refine(isUuid, { error: 'must be a UUID' });

const tags = z
  .array(
    z
      .string({ error: 'must be a string' })
      .trim()
      .min(1, { error: 'must not be empty' })
      .max(CONTACT_LIMITS.tag, { error: `must be at most ${CONTACT_LIMITS.tag} characters` }),
    { error: 'must be an array of strings' },
  )
  .max(CONTACT_LIMITS.tags, { error: `must have at most ${CONTACT_LIMITS.tags} tags` })
  // Tags are a set: a repeated tag is kept once, in first-seen order.
  .transform((list) => [...new Set(list)]);

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function depthOf(value: unknown): number {
  if (Array.isArray(value)) return 1 + value.reduce<number>((max, v) => Math.max(max, depthOf(v)), 0);
  if (isPlainObject(value)) return 1 + Object.values(value).reduce<number>((max, v) => Math.max(max, depthOf(v)), 0);
  return 0;
}

/**
 * custom_fields is arbitrary JSON kept exactly as sent. It is checked, never
 * copied through a zod record, so keys such as "__proto__", "a.b" or "$x"
 * survive untouched.
 */
const customFields = z.unknown().superRefine((value, ctx) => {
  if (!isPlainObject(value)) {
    ctx.addIssue({ code: 'custom', message: 'must be a JSON object' });
    return;
  }
  if (Buffer.byteLength(JSON.stringify(value), 'utf8') > CONTACT_LIMITS.customFieldsBytes) {
    ctx.addIssue({ code: 'custom', message: `must be at most ${CONTACT_LIMITS.customFieldsBytes} bytes as JSON` });
  }
  if (depthOf(value) > CONTACT_LIMITS.customFieldsDepth) {
    ctx.addIssue({ code: 'custom', message: `must be nested at most ${CONTACT_LIMITS.customFieldsDepth} levels deep` });
  }
}) as z.ZodType<Record<string, unknown>>;

/** Every writable field; null means "absent" on create and "clear" on update. */
const contactFields = {
  first_name: text(CONTACT_LIMITS.name).nullable().optional(),
  last_name: text(CONTACT_LIMITS.name).nullable().optional(),
  full_name: text(CONTACT_LIMITS.name).nullable().optional(),
  email: email.nullable().optional(),
  phone: text(CONTACT_LIMITS.phone).nullable().optional(),
  job_title: text(CONTACT_LIMITS.text).nullable().optional(),
  company: text(CONTACT_LIMITS.text).nullable().optional(),
  related_company_id: uuid.nullable().optional(),
  linkedin_url: linkedinUrl.nullable().optional(),
  priority: priority.nullable().optional(),
  tags: tags.nullable().optional(),
  custom_fields: customFields.nullable().optional(),
};

const contactInputSchema = z.strictObject(contactFields);

export type ContactInput = z.infer<typeof contactInputSchema>;
export type ContactField = keyof ContactInput;
export const CONTACT_WRITABLE_FIELDS = Object.keys(contactFields) as ContactField[];

const IDENTITY_FIELDS = ['first_name', 'last_name', 'full_name', 'email'] as const;
export const MISSING_IDENTITY_MESSAGE = 'a contact needs at least one of first_name, last_name, full_name or email';

function parseBody(body: unknown): ContactInput {
  if (!isPlainObject(body)) throw bodyError('must be a JSON object');
  return parseOrThrow(contactInputSchema, body);
}

export function parseCreateContact(body: unknown): ContactInput {
  const input = parseBody(body);
  if (IDENTITY_FIELDS.every((k) => input[k] === undefined || input[k] === null)) throw bodyError(MISSING_IDENTITY_MESSAGE);
  return input;
}

/** Identity after the merge is checked by the domain, which knows the stored contact. */
export function parsePatchContact(body: unknown): ContactInput {
  const input = parseBody(body);
  if (Object.keys(input).length === 0) throw bodyError(`at least one field is required: ${CONTACT_WRITABLE_FIELDS.join(', ')}`);
  return input;
}
