import { z } from 'zod';
import { isPlainObject, jsonDepth } from '../http/json';
import { jsonObject, pageQuery, queryText, timestamp, typeError, uuid } from '../http/schemas';

/** Bounds of the contact fields (docs/decisions.md, "Contacts"). */
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

/** docs/decisions.md, "Contacts": default 50, max 200, as for audit logs. */
export const CONTACT_PAGE_LIMITS = { defaultPerPage: 50, maxPerPage: 200 } as const;

const text = (max: number) =>
  z
    .string({ error: typeError('must be a string') })
    .trim()
    .min(1, { error: 'must not be empty (send null to clear it)' })
    .max(max, { error: `must be at most ${max} characters`, abort: true });

const email = z
  .string({ error: typeError('must be a string') })
  .trim()
  .max(CONTACT_LIMITS.email, { error: `must be at most ${CONTACT_LIMITS.email} characters`, abort: true })
  .pipe(z.email({ error: 'must be a valid email address' }))
  // Addresses are matched case-insensitively in practice; one stored form keeps the exact-email filter simple.
  .transform((v) => v.toLowerCase())
  .meta({ format: 'email' });

const linkedinUrl = text(CONTACT_LIMITS.url)
  .refine((v) => /^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(v) && URL.canParse(v), { error: 'must be an http(s) URL' })
  .meta({ format: 'uri' });

const priority = z.union([z.literal(1), z.literal(2), z.literal(3)], { error: typeError('must be 1 (high), 2 (medium) or 3 (low)') }).meta({ description: '1 = high, 2 = medium, 3 = low.' });

export const tagList = z
  .array(
    z
      .string({ error: typeError('must be a string') })
      .trim()
      .min(1, { error: 'must not be empty' })
      .max(CONTACT_LIMITS.tag, { error: `must be at most ${CONTACT_LIMITS.tag} characters` }),
    { error: 'must be an array of strings' },
  )
  .max(CONTACT_LIMITS.tags, { error: `must have at most ${CONTACT_LIMITS.tags} tags` })
  // Tags are a set: a repeated tag is kept once, in first-seen order.
  .transform((list) => [...new Set(list)]);

/**
 * custom_fields is arbitrary JSON kept exactly as sent. It is checked, never
 * copied through a zod record, so keys such as "__proto__", "a.b" or "$x"
 * survive untouched.
 */
const customFields = (
  z.unknown().superRefine((value, ctx) => {
    if (!isPlainObject(value)) {
      ctx.addIssue({ code: 'custom', message: 'must be a JSON object' });
      return;
    }
    if (Buffer.byteLength(JSON.stringify(value), 'utf8') > CONTACT_LIMITS.customFieldsBytes) {
      ctx.addIssue({ code: 'custom', message: `must be at most ${CONTACT_LIMITS.customFieldsBytes} bytes as JSON` });
    }
    if (jsonDepth(value) > CONTACT_LIMITS.customFieldsDepth) {
      ctx.addIssue({ code: 'custom', message: `must be nested at most ${CONTACT_LIMITS.customFieldsDepth} levels deep` });
    }
  }) as z.ZodType<Record<string, unknown>>
).meta({
  type: 'object',
  description: `Any JSON object kept exactly as sent (at most ${CONTACT_LIMITS.customFieldsBytes / 1024} KiB, ${CONTACT_LIMITS.customFieldsDepth} levels).`,
});

/** Every writable field; null means "absent" on create and "clear" on update. */
const contactFields = {
  first_name: text(CONTACT_LIMITS.name).nullable().optional(),
  last_name: text(CONTACT_LIMITS.name).nullable().optional(),
  full_name: text(CONTACT_LIMITS.name).nullable().optional(),
  email: email.nullable().optional(),
  phone: text(CONTACT_LIMITS.phone).nullable().optional(),
  job_title: text(CONTACT_LIMITS.text).nullable().optional(),
  company: text(CONTACT_LIMITS.text).nullable().optional().meta({ description: 'Company name as text.' }),
  related_company_id: uuid.nullable().optional().meta({ description: 'The linked company record.' }),
  linkedin_url: linkedinUrl.nullable().optional(),
  priority: priority.nullable().optional(),
  tags: tagList.nullable().optional(),
  custom_fields: customFields.nullable().optional(),
};

/**
 * The body of POST and PATCH /v1/contacts (and of each bulk record). Creating
 * also needs a name or an email, which the CRM checks after parsing (a PATCH
 * is checked against the merged record).
 */
export const contactWriteBody = z.strictObject(contactFields).meta({ id: 'ContactWrite' });
export type ContactInput = z.infer<typeof contactWriteBody>;
export type ContactField = keyof ContactInput;
export const CONTACT_WRITABLE_FIELDS = Object.keys(contactFields) as ContactField[];
export const CONTACT_IDENTITY_FIELDS = ['first_name', 'last_name', 'full_name', 'email'] as const;
export const MISSING_IDENTITY_MESSAGE = 'a contact needs at least one of first_name, last_name, full_name or email';

/** Fields a client reads but never writes: naming them "read-only" says why a write of them was refused. */
export const CONTACT_READ_ONLY_FIELDS = ['id', 'created_date', 'updated_date', 'recent_notes', 'open_tasks', 'open_deals'] as const;

const nullableText = z.string().nullable();

export const contactRecordShape = {
  id: uuid,
  first_name: z.string().meta({ description: 'Always populated: derived from full_name or the email when not set.' }),
  last_name: z.string(),
  full_name: z.string(),
  email: nullableText.meta({ format: 'email' }),
  phone: nullableText,
  job_title: nullableText,
  company: nullableText,
  related_company_id: uuid.nullable(),
  linkedin_url: nullableText,
  priority: z.union([z.literal(1), z.literal(2), z.literal(3)]).nullable(),
  tags: z.array(z.string()),
  custom_fields: jsonObject,
  created_date: timestamp,
  updated_date: timestamp,
};

export const contactRecord = z.strictObject(contactRecordShape).meta({ id: 'Contact' });
export type ContactRecord = z.infer<typeof contactRecord>;

export const contactNoteSummary = z
  .strictObject({
    id: uuid,
    title: nullableText,
    content: nullableText,
    note_type: nullableText,
    category: nullableText,
    created_date: timestamp.nullable(),
  })
  .meta({ id: 'ContactNoteSummary' });
export type ContactNoteSummary = z.infer<typeof contactNoteSummary>;

export const contactTaskSummary = z
  .strictObject({
    id: uuid,
    title: nullableText,
    status: nullableText.meta({ description: "The task's status (open or in_progress: completed and cancelled tasks are not embedded)." }),
    priority: nullableText.meta({ description: "The task's priority: low, medium, high or urgent (not the contact's 1-3 scale)." }),
    due_date: timestamp.nullable(),
    assigned_to_user_id: uuid.nullable(),
  })
  .meta({ id: 'ContactTaskSummary' });
export type ContactTaskSummary = z.infer<typeof contactTaskSummary>;

export const contactDealSummary = z
  .strictObject({
    id: uuid,
    name: nullableText,
    stage: nullableText,
    estimated_value: z.number().nullable(),
    updated_date: timestamp.nullable(),
  })
  .meta({ id: 'ContactDealSummary' });
export type ContactDealSummary = z.infer<typeof contactDealSummary>;

/** GET /v1/contacts/{id}: the contact plus what `include` asked for (up to 3 of each). */
export const contactWithIncludes = z
  .strictObject({
    ...contactRecordShape,
    recent_notes: z.array(contactNoteSummary).max(3).optional().meta({ description: 'With include=notes or *: the 3 newest notes.' }),
    open_tasks: z.array(contactTaskSummary).max(3).optional().meta({ description: 'With include=tasks or *: up to 3 open tasks.' }),
    open_deals: z
      .array(contactDealSummary)
      .max(3)
      .optional()
      .meta({
        description:
          'With include=deals or *: up to 3 most recently updated deals whose main contact this is, whatever their status (won and lost ones too, as the ' +
          "spec defines the field; `stage` tells a closed one). List GET /v1/deals?main_contact_id=...&status=open for the open ones only.",
      }),
  })
  .meta({ id: 'ContactWithIncludes' });

export const CONTACT_INCLUDES = ['notes', 'tasks', 'deals'] as const;
export type ContactInclude = (typeof CONTACT_INCLUDES)[number];

/** `include` = comma list of notes|tasks|deals, or `*` for all; blanks between commas are ignored. */
const includeParam = z
  .string()
  .optional()
  .transform((raw, ctx): ContactInclude[] => {
    if (raw === undefined) return [];
    const parts = raw
      .split(',')
      .map((p) => p.trim())
      .filter((p) => p !== '');
    const bad = parts.filter((p) => p !== '*' && !(CONTACT_INCLUDES as readonly string[]).includes(p));
    if (bad.length > 0) {
      ctx.addIssue({ code: 'custom', message: `unknown value(s) ${bad.join(', ')}; allowed: ${CONTACT_INCLUDES.join(', ')} or *` });
      return z.NEVER;
    }
    return parts.includes('*') ? [...CONTACT_INCLUDES] : CONTACT_INCLUDES.filter((i) => parts.includes(i));
  })
  .meta({ type: 'string', description: 'Comma list of notes, tasks, deals, or * for all.', example: 'deals' });

export const contactGetQuery = z.strictObject({ include: includeParam });

export const contactListQuery = z.strictObject({
  ...pageQuery(CONTACT_PAGE_LIMITS),
  email: queryText(CONTACT_LIMITS.email, 'Exact email address (case-insensitive).').transform((v) => v?.toLowerCase()),
  tag: queryText(CONTACT_LIMITS.tag, 'Contacts carrying this tag.'),
});
