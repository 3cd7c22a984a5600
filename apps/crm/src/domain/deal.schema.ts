import { isUuid, validationError } from '@wbk/platform';
import { z } from 'zod';
import { isPlainObject } from './contact.schema';
import { bodyError, parseOrThrow, toFieldIssues } from './zod-issues';

/** Bounds of the deal fields (docs/decisions.md, "Deal fields"). */
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

export const DEAL_STATUSES = ['open', 'won', 'lost'] as const;
export type DealStatus = (typeof DEAL_STATUSES)[number];
export const DEAL_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export type DealPriority = (typeof DEAL_PRIORITIES)[number];

export const DEFAULT_STAGE = 'qualification';
export const DEFAULT_PIPELINE = 'default';
export const DEFAULT_CURRENCY = 'USD';

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

const text = (max: number) =>
  z
    .string({ error: 'must be a string' })
    .trim()
    .min(1, { error: 'must not be empty' })
    .max(max, { error: `must be at most ${max} characters` });

const uuid = z
  .string({ error: 'must be a string' })
  .refine(isUuid, { error: 'must be a UUID' })
  .transform((v) => v.toLowerCase());

const isoDate = z.string({ error: 'must be a string' }).refine(isIsoDate, { error: 'must be an ISO 8601 date (YYYY-MM-DD)' });

const tags = z
  .array(text(DEAL_LIMITS.tag), { error: 'must be an array of strings' })
  .max(DEAL_LIMITS.tags, { error: `must have at most ${DEAL_LIMITS.tags} tags` })
  .transform((list) => [...new Set(list)]);

const currency = z
  .string({ error: 'must be a string' })
  .trim()
  .transform((v) => v.toUpperCase())
  .refine(isCurrencyCode, { error: 'must be an ISO 4217 currency code, e.g. USD, EUR, GBP' });

const pipeline = text(DEAL_LIMITS.pipeline).refine((v) => /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/.test(v), {
  error: 'must be a slug: lower-case letters, digits, "-" or "_"',
});

/** Every writable field; null clears an optional field (name, stage, status, pipeline and currency always hold a value). */
const dealFields = {
  name: text(DEAL_LIMITS.name),
  stage: text(DEAL_LIMITS.stage),
  status: z.enum(DEAL_STATUSES, { error: `must be one of ${DEAL_STATUSES.join(', ')}` }),
  pipeline,
  estimated_value: z
    .number({ error: 'must be a number' })
    .min(0, { error: 'must be at least 0' })
    .max(DEAL_LIMITS.value, { error: `must be at most ${DEAL_LIMITS.value}` })
    .nullable(),
  currency,
  main_contact_id: uuid.nullable(),
  owner_user_id: uuid.nullable(),
  priority: z.enum(DEAL_PRIORITIES, { error: `must be one of ${DEAL_PRIORITIES.join(', ')}` }).nullable(),
  matter_type: text(DEAL_LIMITS.text).nullable(),
  tags: tags.nullable(),
  related_company_id: uuid.nullable(),
  high_level_description: z
    .string({ error: 'must be a string' })
    .max(DEAL_LIMITS.description, { error: `must be at most ${DEAL_LIMITS.description} characters` })
    .nullable(),
  next_follow_up_date: isoDate.nullable(),
  fee_model: text(DEAL_LIMITS.text).nullable(),
  probability: z
    .number({ error: 'must be a number' })
    .int({ error: 'must be an integer' })
    .min(0, { error: 'must be between 0 and 100' })
    .max(100, { error: 'must be between 0 and 100' })
    .nullable(),
  closed_date: isoDate.nullable(),
};

const dealInputSchema = z.strictObject(Object.fromEntries(Object.entries(dealFields).map(([k, s]) => [k, s.optional()])) as {
  [K in keyof typeof dealFields]: z.ZodOptional<(typeof dealFields)[K]>;
});

export type DealInput = z.infer<typeof dealInputSchema>;
export type DealField = keyof DealInput;
export const DEAL_WRITABLE_FIELDS = Object.keys(dealFields) as DealField[];

function parseBody(body: unknown): DealInput {
  if (!isPlainObject(body)) throw bodyError('must be a JSON object');
  return parseOrThrow(dealInputSchema, body);
}

/** A missing name is reported together with every other bad field, so one round trip shows all problems. */
export function parseCreateDeal(body: unknown): DealInput {
  if (!isPlainObject(body)) throw bodyError('must be a JSON object');
  const missing = body['name'] === undefined ? [{ field: 'name', message: 'is required' }] : [];
  const result = dealInputSchema.safeParse(body);
  if (result.success && missing.length === 0) return result.data;
  throw validationError([...missing, ...(result.success ? [] : toFieldIssues(result.error))]);
}

export function parsePatchDeal(body: unknown): DealInput {
  const input = parseBody(body);
  if (Object.keys(input).length === 0) throw bodyError(`at least one field is required: ${DEAL_WRITABLE_FIELDS.join(', ')}`);
  return input;
}
