import { type FieldIssue } from '@wbk/platform';

/**
 * Public endpoints accept only the query parameters they document (cross-service decision: strict, 400 naming each unknown one).
 * Issues rather than a throw, so a parser can report them with its other bad values; wording as rejectUnknownQuery of @wbk/rpc.
 */
export function unknownParams(query: Record<string, string>, allowed: readonly string[]): FieldIssue[] {
  return Object.keys(query)
    .filter((name) => !allowed.includes(name))
    .map((name) => ({ field: name, message: `is not a known query parameter (${allowed.length ? `accepted: ${allowed.join(', ')}` : 'none are accepted'})` }));
}
