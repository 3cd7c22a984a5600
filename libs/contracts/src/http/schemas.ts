import { ERROR_CODES, MAX_PAGE } from '@wbk/platform';
import { z } from 'zod';

/**
 * Building blocks of the public schemas. Request schemas carry the messages a
 * caller reads in `error.details.fields` ("must be a UUID"), so each says what
 * to fix; response schemas are closed objects, so the end-to-end suite's check
 * of every answer against the OpenAPI document catches an undocumented field.
 */

/**
 * A field's type error: "is required" when the field is missing (a JSON body
 * has no undefined, so an undefined input is an absent key), else what the
 * field must be. One constant message for both told a caller who left a field
 * out that it "must be a string".
 */
export function typeError(expected: string): (issue: { input?: unknown }) => string {
  return (issue) => (issue.input === undefined ? 'is required' : expected);
}

// Any 8-4-4-4-12 hex string: ids derived from other ids are UUID-shaped without RFC 4122's version bits.
const UUID_PATTERN = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;

export const uuid = z.string({ error: typeError('must be a UUID') }).regex(UUID_PATTERN, { error: 'must be a UUID' }).meta({ format: 'uuid' });

/**
 * An id a caller sends (in a path, a query or a body): any UUID, read in its
 * one stored spelling, lower case, so an id typed in capitals still finds its
 * record and filters compare ids by plain equality. The transform follows
 * `uuid`, so the OpenAPI document shows the same input as `uuid`.
 */
export const idSchema = uuid.transform((v) => v.toLowerCase());

/** A value as idSchema reads it, or null when it is not a UUID and so cannot name a record. */
export function canonicalId(value: unknown): string | null {
  const parsed = idSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** An ISO 8601 instant as the API writes it (UTC, milliseconds, `Z`). */
export const timestamp = z.string().meta({ format: 'date-time', example: '2026-11-24T09:30:00.000Z' });

/** An ISO 8601 calendar date, `YYYY-MM-DD`. */
export const calendarDate = z.string().meta({ format: 'date', example: '2026-12-01' });

/** Arbitrary JSON kept as sent (custom fields, action config, metadata). */
export const jsonObject = z.record(z.string(), z.unknown()).meta({ description: 'Any JSON object; kept exactly as sent.' });

/** What a DELETE answers. */
export const deletedRecord = z.strictObject({ id: uuid, deleted: z.literal(true) }).meta({ id: 'Deleted' });

/** `{id}` in a path. */
export const idParams = z.strictObject({ id: idSchema.meta({ description: 'The record id.' }) });

export const errorBody = z
  .strictObject({
    error: z.strictObject({
      code: z.enum(ERROR_CODES).meta({ description: 'Stable, machine-readable; see the error table of the guide.' }),
      message: z.string().meta({ description: 'Says what went wrong and what to fix; for people, may change.' }),
      details: z
        .record(z.string(), z.unknown())
        .optional()
        .meta({ description: 'For validation errors, `fields`: one `{field, message}` per problem.' }),
    }),
  })
  .meta({ id: 'Error', description: 'The body of every error answer.' });
export type ErrorBody = z.infer<typeof errorBody>;

export const pageMeta = z
  .strictObject({
    page: z.number().int().min(1),
    per_page: z.number().int().min(1),
    total: z.number().int().min(0).meta({ description: 'Records matching the filters, across all pages.' }),
  })
  .meta({ id: 'PageMeta' });

/** `{data: ...}`: the envelope of every success answer. */
export function dataEnvelope<T extends z.ZodType>(data: T) {
  return z.strictObject({ data });
}

/** `{data: [...], meta}`: a page of a list. */
export function pageEnvelope<T extends z.ZodType>(item: T) {
  return z.strictObject({ data: z.array(item), meta: pageMeta });
}

/** `{data: {<key>: [...]}, meta}`: the lists that answer a named array inside `data` (deals, deal documents, audit logs, ...). */
export function namedPageEnvelope<K extends string, T extends z.ZodType>(key: K, item: T) {
  return z.strictObject({ data: z.strictObject({ [key]: z.array(item) } as Record<K, z.ZodArray<T>>), meta: pageMeta });
}

/**
 * A whole number in a query string. Only digits are accepted (no signs,
 * exponents or hex), and a value out of range is refused with its bounds
 * rather than clamped (docs/decisions.md, "Pagination").
 */
export function queryInt(bounds: { min: number; max: number; default?: number; description?: string }) {
  const range = `must be between ${bounds.min} and ${bounds.max}`;
  return z
    .preprocess(
      (value) => (typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value),
      z
        .number({ error: typeError('must be a positive integer') })
        .int({ error: 'must be a positive integer' })
        .min(bounds.min, { error: range })
        .max(bounds.max, { error: range }),
    )
    .optional()
    .meta({
      ...(bounds.default !== undefined ? { default: bounds.default } : {}),
      ...(bounds.description !== undefined ? { description: bounds.description } : {}),
    });
}

export interface PageLimits {
  defaultPerPage: number;
  maxPerPage: number;
}

/** `page` (1..100,000, default 1) and `per_page` (1..max, default given) of a list route's query. */
export function pageQuery(limits: PageLimits) {
  return {
    page: queryInt({ min: 1, max: MAX_PAGE, default: 1, description: 'Page number, from 1.' }),
    per_page: queryInt({ min: 1, max: limits.maxPerPage, default: limits.defaultPerPage, description: `Records per page, at most ${limits.maxPerPage}.` }),
  };
}

/** A page request read from a parsed query: defaults applied, and the records to skip. */
export function pageOf(query: { page?: number | undefined; per_page?: number | undefined }, limits: PageLimits): { page: number; perPage: number; skip: number } {
  const page = query.page ?? 1;
  const perPage = query.per_page ?? limits.defaultPerPage;
  return { page, perPage, skip: (page - 1) * perPage };
}

/** A trimmed, non-empty query string of at most `max` characters. */
export function queryText(max: number, description?: string) {
  return z
    .string()
    .trim()
    .min(1, { error: `must be 1 to ${max} characters` })
    .max(max, { error: `must be 1 to ${max} characters` })
    .optional()
    .meta(description === undefined ? {} : { description });
}
