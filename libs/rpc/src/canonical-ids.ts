import { canonicalId } from '@wbk/contracts';
import { isUuid, type AppError } from '@wbk/platform';

/**
 * Ids as a service reads them from a call: through idSchema (libs/contracts),
 * so every service sees an id in the one spelling its records are stored
 * under, lower case, whatever case the caller typed.
 */

/**
 * A record id a request names (an RPC field, a path parameter), lower-cased. A
 * missing or malformed one cannot name a record, so it is that record's 404.
 */
export function recordId(value: string | undefined, notFound: () => AppError): string {
  const id = canonicalId(value);
  if (id === null) throw notFound();
  return id;
}

/**
 * The path parameter `name` of a public call as a record id. The gateway has
 * already refused a malformed one with 400; a call that skipped it still
 * cannot name a record with one.
 */
export function pathId(call: { path: Record<string, string> }, name: string, notFound: () => AppError): string {
  return recordId(call.path[name], notFound);
}

/**
 * The caller's Idempotency-Key, lower-cased, when it is an RFC 4122 UUID (the
 * form the gateway admits the header in); any other value is no key.
 */
export function idempotencyKeyOf(raw: string): { idempotencyKey?: string } {
  return isUuid(raw) ? { idempotencyKey: raw.toLowerCase() } : {};
}
