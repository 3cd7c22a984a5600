import { type FieldIssue } from '@wbk/platform';

/** Public endpoints accept only the query parameters they document (cross-service decision: strict, 400 naming each unknown one). */
export function unknownParams(query: Record<string, string>, allowed: readonly string[]): FieldIssue[] {
  return Object.keys(query)
    .filter((name) => !allowed.includes(name))
    .map((name) => ({ field: name, message: `unknown query parameter; allowed: ${allowed.length ? allowed.join(', ') : 'none'}` }));
}
