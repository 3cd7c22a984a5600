import { AppError, isUuid, parsePagination, validationError, type FieldIssue } from '@wbk/platform';
import { z } from 'zod';
import { isPlainObject } from './contact.schema';
import { bodyError, parseOrThrow } from './zod-issues';

/** docs/decisions.md, "Lists". */
export const LIST_LIMITS = { name: 200, description: 2000, contactIdsPerRequest: 100 } as const;
export const LIST_PAGE_LIMITS = { defaultPerPage: 50, maxPerPage: 200 } as const;

const createListSchema = z.strictObject({
  name: z
    .string({ error: 'must be a string' })
    .trim()
    .min(1, { error: 'must not be empty' })
    .max(LIST_LIMITS.name, { error: `must be at most ${LIST_LIMITS.name} characters` }),
  description: z
    .string({ error: 'must be a string' })
    .trim()
    .max(LIST_LIMITS.description, { error: `must be at most ${LIST_LIMITS.description} characters` })
    // An empty description is the same as none.
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional(),
});

export type CreateListInput = z.infer<typeof createListSchema>;

export function parseCreateList(body: unknown): CreateListInput {
  if (!isPlainObject(body)) throw bodyError('must be a JSON object');
  return parseOrThrow(createListSchema, body);
}

/**
 * `{contact_ids}` of add/remove: 1 to 100 entries (counted as sent), each a
 * contact UUID. Malformed entries are refused together, listed in
 * `details.invalid_ids` (spec). Duplicates count once; ids are compared
 * lower-cased, the form contact ids are stored in.
 */
export function parseContactIds(body: unknown): string[] {
  if (!isPlainObject(body)) throw bodyError('must be a JSON object');
  const issues: FieldIssue[] = Object.keys(body)
    .filter((k) => k !== 'contact_ids')
    .map((field) => ({ field, message: 'is not a known field' }));
  const raw = body['contact_ids'];
  if (raw === undefined) issues.push({ field: 'contact_ids', message: 'is required' });
  else if (!Array.isArray(raw)) issues.push({ field: 'contact_ids', message: 'must be an array of contact UUIDs' });
  else if (raw.length === 0) issues.push({ field: 'contact_ids', message: 'must hold at least 1 contact id' });
  else if (raw.length > LIST_LIMITS.contactIdsPerRequest) {
    issues.push({ field: 'contact_ids', message: `must hold at most ${LIST_LIMITS.contactIdsPerRequest} contact ids (got ${raw.length})` });
  }
  if (issues.length > 0) throw validationError(issues);
  const list = raw as unknown[];
  const malformed = list.filter((v) => !isUuid(v));
  if (malformed.length > 0) throw invalidContactIds([...new Set(malformed)], 'must be contact UUIDs');
  return [...new Set((list as string[]).map((v) => v.toLowerCase()))];
}

/** 400 validation_error naming the field and, as the spec asks, the bad ids in `details.invalid_ids`. */
export function invalidContactIds(ids: unknown[], reason: string): AppError {
  const message = `contact_ids: ${ids.length} id(s) ${reason}; nothing was changed`;
  return new AppError('validation_error', message, { fields: [{ field: 'contact_ids', message: `${ids.length} id(s) ${reason}` }], invalid_ids: ids });
}

const LIST_QUERY_PARAMS = new Set(['page', 'per_page']);

export function parseListListQuery(query: Record<string, string>): { page: number; perPage: number; skip: number } {
  const issues = Object.keys(query)
    .filter((k) => !LIST_QUERY_PARAMS.has(k))
    .map((field) => ({ field, message: `is not a known query parameter (allowed: ${[...LIST_QUERY_PARAMS].join(', ')})` }));
  if (issues.length > 0) throw validationError(issues);
  return parsePagination(query, LIST_PAGE_LIMITS);
}
