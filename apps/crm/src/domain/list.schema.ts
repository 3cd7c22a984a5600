import { LIST_PAGE_LIMITS, LIST_READ_ONLY_FIELDS, isPlainObject, listContactIdsBody, listCreateBody, listListQuery, pageOf, parseBody, parseQuery, type CreateListInput } from '@wbk/contracts';
import { AppError, bodyError, toFieldIssues, validationError } from '@wbk/platform';
import { z } from 'zod';

/**
 * List bodies and the list query are the public contract's (libs/contracts),
 * parsed here with the same schemas the OpenAPI document shows; what stays
 * here is how malformed contact ids are reported.
 */
export { LIST_LIMITS, LIST_PAGE_LIMITS, type CreateListInput } from '@wbk/contracts';

const READ_ONLY: ReadonlySet<string> = new Set(LIST_READ_ONLY_FIELDS);

export function parseCreateList(body: unknown): CreateListInput {
  return parseBody(listCreateBody, body, { readOnlyFields: READ_ONLY });
}

/**
 * `{contact_ids}` of add/remove, parsed with the contract's schema: 1 to 100
 * entries (counted as sent), duplicates counted once, ids lower-cased. When
 * the only problems are malformed entries, they are refused together and
 * listed in `details.invalid_ids` (the addListContacts operation's 400); any
 * other problem (count, type, unknown field) is reported by field as usual.
 */
export function parseContactIds(body: unknown): string[] {
  if (!isPlainObject(body)) throw bodyError('must be a JSON object');
  const result = listContactIdsBody.safeParse(body);
  if (result.success) return result.data.contact_ids;
  const isEntry = (path: readonly PropertyKey[]) => path.length === 2 && path[0] === 'contact_ids' && typeof path[1] === 'number';
  const others = result.error.issues.filter((issue) => !isEntry(issue.path));
  if (others.length > 0) throw validationError(toFieldIssues(new z.ZodError(others), { readOnlyFields: READ_ONLY }));
  const sent = body['contact_ids'] as unknown[];
  const malformed = result.error.issues.map((issue) => sent[issue.path[1] as number]);
  throw invalidContactIds([...new Set(malformed)], 'must be contact UUIDs');
}

/** 400 validation_error naming the field and, as the addListContacts / removeListContacts 400 declares, the bad ids in `details.invalid_ids`. */
export function invalidContactIds(ids: unknown[], reason: string): AppError {
  const message = `contact_ids: ${ids.length} id(s) ${reason}; nothing was changed`;
  return new AppError('validation_error', message, { fields: [{ field: 'contact_ids', message: `${ids.length} id(s) ${reason}` }], invalid_ids: ids });
}

/** GET /v1/lists, parsed with the route's declared query. */
export function parseListListQuery(query: Record<string, string>): { page: number; perPage: number; skip: number } {
  return pageOf(parseQuery(listListQuery, query), LIST_PAGE_LIMITS);
}
