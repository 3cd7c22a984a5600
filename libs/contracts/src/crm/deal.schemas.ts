import { z } from 'zod';
import { calendarDate, idSchema, pageQuery, queryText, timestamp, typeError, uuid } from '../http/schemas';
import { requiredOr, tagSet, trimmedText } from './write-fields';

/** Bounds of the deal fields (docs/decisions.md, "Deals and documents"). */
export const DEAL_LIMITS = {
  name: 200,
  stage: 100,
  pipeline: 100,
  text: 100,
  description: 5000,
  tags: 50,
  tag: 100,
  /** Keeps amounts exact as IEEE doubles (2^53 is about 9e15). */
  value: 1e15,
} as const;

/** docs/decisions.md, "Deals and documents": default 25, max 100, as the listDealDocuments operation pages. */
export const DEAL_PAGE_LIMITS = { defaultPerPage: 25, maxPerPage: 100 } as const;

export const DEAL_STATUSES = ['open', 'won', 'lost'] as const;
export type DealStatus = (typeof DEAL_STATUSES)[number];
export const DEAL_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export type DealPriority = (typeof DEAL_PRIORITIES)[number];

/** What a new deal holds where the body leaves a field out. */
export const DEAL_DEFAULTS = { stage: 'qualification', status: 'open', pipeline: 'default', currency: 'USD' } as const;

/** ISO 4217 codes the runtime knows; a bare three-letter check where Intl cannot list them. */
const KNOWN_CURRENCIES: ReadonlySet<string> | null = (() => {
  const intl = Intl as unknown as { supportedValuesOf?: (key: string) => string[] };
  return typeof intl.supportedValuesOf === 'function' ? new Set(intl.supportedValuesOf('currency')) : null;
})();

export function isCurrencyCode(code: string): boolean {
  return /^[A-Z]{3}$/.test(code) && (KNOWN_CURRENCIES === null || KNOWN_CURRENCIES.has(code));
}

/** YYYY-MM-DD naming a real calendar day (2026-02-30 is refused). */
export function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

const dateField = z
  .string({ error: typeError('must be a string') })
  .refine(isIsoDate, { error: 'must be an ISO 8601 date (YYYY-MM-DD)' })
  .meta({ format: 'date', example: '2026-12-01' });

const currency = z
  .string({ error: typeError('must be a string') })
  .trim()
  .transform((v) => v.toUpperCase())
  .refine(isCurrencyCode, { error: 'must be an ISO 4217 currency code, e.g. USD, EUR, GBP' })
  .meta({ description: `ISO 4217 code, case-insensitive (stored upper-case); default ${DEAL_DEFAULTS.currency}.`, example: 'GBP' });

const pipeline = trimmedText(DEAL_LIMITS.pipeline)
  .refine((v) => /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/.test(v), { error: 'must be a slug: lower-case letters, digits, "-" or "_"' })
  .meta({ description: `Pipeline slug; default \`${DEAL_DEFAULTS.pipeline}\`.`, example: 'litigation' });

const status = z
  .enum(DEAL_STATUSES, { error: `must be one of ${DEAL_STATUSES.join(', ')}` })
  .meta({ description: `Default \`${DEAL_DEFAULTS.status}\`. Moving to won or lost sets closed_date to today (UTC) unless it is given; moving back to open clears it.` });

/** Every writable field; null clears an optional field (name, stage, status, pipeline and currency always hold a value). */
const dealFields = {
  name: trimmedText(DEAL_LIMITS.name),
  stage: trimmedText(DEAL_LIMITS.stage).meta({ description: `A free label, e.g. qualification, proposal, closed_won; default \`${DEAL_DEFAULTS.stage}\`.` }),
  status,
  pipeline,
  estimated_value: z
    .number({ error: typeError('must be a number') })
    .min(0, { error: 'must be at least 0' })
    .max(DEAL_LIMITS.value, { error: `must be at most ${DEAL_LIMITS.value}` })
    .nullable()
    .meta({ description: 'In the deal currency.' }),
  currency,
  main_contact_id: idSchema.nullable().meta({ description: 'Must be a live contact of this workspace.' }),
  owner_user_id: idSchema.nullable(),
  priority: z.enum(DEAL_PRIORITIES, { error: typeError(`must be one of ${DEAL_PRIORITIES.join(', ')}`) }).nullable(),
  matter_type: trimmedText(DEAL_LIMITS.text).nullable().meta({ description: 'A free label, e.g. litigation, m&a, employment.' }),
  tags: tagSet(DEAL_LIMITS.tags, DEAL_LIMITS.tag).nullable().meta({ description: 'Replaced whole; null clears; repeated tags are kept once.' }),
  related_company_id: idSchema.nullable(),
  high_level_description: z
    .string({ error: typeError('must be a string') })
    .max(DEAL_LIMITS.description, { error: `must be at most ${DEAL_LIMITS.description} characters` })
    .nullable(),
  next_follow_up_date: dateField.nullable(),
  fee_model: trimmedText(DEAL_LIMITS.text).nullable().meta({ description: 'A free label, e.g. hourly, fixed, contingency, retainer.' }),
  probability: z
    .number({ error: typeError('must be a number') })
    .int({ error: 'must be an integer' })
    .min(0, { error: 'must be between 0 and 100' })
    .max(100, { error: 'must be between 0 and 100' })
    .nullable(),
  closed_date: dateField.nullable().meta({ description: 'Only on a won or lost deal; null is refused there, a date is refused on an open one.' }),
};

type DealFields = typeof dealFields;
const optionalFields = Object.fromEntries(Object.entries(dealFields).map(([k, s]) => [k, s.optional()])) as { [K in keyof DealFields]: z.ZodOptional<DealFields[K]> };

/** PATCH /v1/deals/{id}: only the fields sent change, at least one is required. */
export const dealUpdateBody = z.strictObject(optionalFields).meta({ id: 'DealUpdate' });

/** POST /v1/deals (and each record of POST /v1/deals/bulk): a name and any other field. */
export const dealCreateBody = z.strictObject({ ...optionalFields, name: dealFields.name }).meta({ id: 'DealCreate' });

/** One record of PATCH /v1/deals/bulk: the deal's id and the fields of PATCH /v1/deals/{id}. */
export const dealBulkUpdateItem = z
  .strictObject({
    id: z
      .string({ error: requiredOr('must be a UUID') })
      .pipe(idSchema)
      .meta({ format: 'uuid', description: 'The deal to change.' }),
    ...optionalFields,
  })
  .meta({ id: 'DealBulkUpdateItem' });

export type DealInput = z.infer<typeof dealUpdateBody>;
export type DealField = keyof DealInput;
export const DEAL_WRITABLE_FIELDS = Object.keys(dealFields) as DealField[];

/** Fields a client reads but never writes: naming them "read-only" says why a write of them was refused. */
export const DEAL_READ_ONLY_FIELDS = ['id', 'created_date', 'updated_date'] as const;

const nullableText = z.string().nullable();

export const dealRecord = z
  .strictObject({
    id: uuid,
    name: z.string(),
    stage: z.string(),
    status: z.enum(DEAL_STATUSES),
    pipeline: z.string(),
    estimated_value: z.number().nullable(),
    currency: z.string().meta({ description: 'ISO 4217.' }),
    main_contact_id: uuid.nullable(),
    owner_user_id: uuid.nullable(),
    priority: z.enum(DEAL_PRIORITIES).nullable(),
    matter_type: nullableText,
    tags: z.array(z.string()),
    related_company_id: uuid.nullable(),
    high_level_description: nullableText,
    next_follow_up_date: calendarDate.nullable(),
    fee_model: nullableText,
    probability: z.number().int().min(0).max(100).nullable(),
    closed_date: calendarDate.nullable().meta({ description: 'The day the deal was won or lost (UTC); null while open.' }),
    created_date: timestamp,
    updated_date: timestamp,
  })
  .meta({ id: 'Deal' });
export type DealRecord = z.infer<typeof dealRecord>;

export const dealListQuery = z.strictObject({
  ...pageQuery(DEAL_PAGE_LIMITS),
  status: z
    .enum(DEAL_STATUSES, { error: `must be one of ${DEAL_STATUSES.join(', ')}` })
    .optional()
    .meta({ description: 'Only deals in this status.' }),
  stage: queryText(DEAL_LIMITS.stage, 'Only deals at this stage (exact).'),
  pipeline: queryText(DEAL_LIMITS.pipeline, 'Only deals of this pipeline.'),
  owner_user_id: idSchema.optional().meta({ description: 'Only deals this user owns.' }),
  main_contact_id: idSchema.optional().meta({ description: 'Only deals whose main contact this is.' }),
});
