import { bodyError, toFieldIssues, validationError, type FieldIssue, type FieldIssueOptions } from '@wbk/platform';
import type { z } from 'zod';
import { isPlainObject } from './json';

/**
 * Parses a route's query (strings as they arrived) with its declared schema, or
 * throws 400 validation_error naming each bad parameter. An unknown name is
 * reported with the names the route accepts, as the gateway does before the
 * call reaches a service.
 */
export function parseQuery<S extends z.ZodObject>(schema: S, query: Record<string, string>): z.output<S> {
  const accepted = Object.keys(schema.shape);
  const issues = unknownQueryIssues(query, accepted);
  const known = Object.fromEntries(Object.entries(query).filter(([name]) => accepted.includes(name)));
  const result = schema.safeParse(known);
  if (!result.success) issues.push(...toFieldIssues(result.error));
  if (issues.length > 0 || !result.success) throw validationError(issues);
  return result.data;
}

/**
 * One issue per query parameter outside `accepted`, each naming the accepted
 * ones, so a typo is never read as "no filter" and the caller sees what to send
 * instead. The gateway, the services' own checks and parseQuery all answer with it.
 */
export function unknownQueryIssues(query: Record<string, string>, accepted: readonly string[]): FieldIssue[] {
  const hint = accepted.length > 0 ? `accepted: ${accepted.join(', ')}` : 'none are accepted';
  return Object.keys(query)
    .filter((name) => !accepted.includes(name))
    .map((field) => ({ field, message: `is not a known query parameter (${hint})` }));
}

/** Parses a JSON body with a route's body schema, or throws 400 validation_error naming each bad field. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown, options: FieldIssueOptions = {}): z.output<S> {
  if (!isPlainObject(body)) throw bodyError('must be a JSON object');
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  throw validationError(toFieldIssues(result.error, options));
}
