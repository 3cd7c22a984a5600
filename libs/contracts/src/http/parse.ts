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
  const issues: FieldIssue[] = Object.keys(query)
    .filter((name) => !accepted.includes(name))
    .map((field) => ({ field, message: `is not a known query parameter (${accepted.length > 0 ? `accepted: ${accepted.join(', ')}` : 'none are accepted'})` }));
  const known = Object.fromEntries(Object.entries(query).filter(([name]) => accepted.includes(name)));
  const result = schema.safeParse(known);
  if (!result.success) issues.push(...toFieldIssues(result.error));
  if (issues.length > 0 || !result.success) throw validationError(issues);
  return result.data;
}

/** Parses a JSON body with a route's body schema, or throws 400 validation_error naming each bad field. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown, options: FieldIssueOptions = {}): z.output<S> {
  if (!isPlainObject(body)) throw bodyError('must be a JSON object');
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  throw validationError(toFieldIssues(result.error, options));
}
