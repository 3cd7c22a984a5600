import type { z } from 'zod';
import { validationError, type AppError, type FieldIssue } from './app-error';

export interface FieldIssueOptions {
  /** Path prefix for nested documents, e.g. `contacts.3` in a bulk call. */
  prefix?: string;
  /**
   * Top-level fields a client may read but never write: naming them "read-only"
   * instead of "unknown" tells the caller exactly why the field was refused.
   */
  readOnlyFields?: ReadonlySet<string>;
}

function issueMessage(issue: z.core.$ZodIssue): string {
  if (issue.code === 'invalid_type' && issue.message.startsWith('Invalid input')) {
    return `must be ${issue.expected === 'nonoptional' ? 'present' : `a ${issue.expected}`}`;
  }
  return issue.message;
}

/**
 * zod issues as the error body's `details.fields`: one entry per bad field and one
 * per unknown key, so a typo is named rather than reported as "unrecognized keys".
 */
export function toFieldIssues(error: z.ZodError, options: FieldIssueOptions = {}): FieldIssue[] {
  const prefix = options.prefix ?? '';
  const issues: FieldIssue[] = [];
  for (const issue of error.issues) {
    const base = [prefix, ...issue.path.map(String)].filter((p) => p !== '').join('.');
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        const field = base ? `${base}.${key}` : key;
        const readOnly = !base && (options.readOnlyFields?.has(key) ?? false);
        issues.push({ field, message: readOnly ? 'is read-only' : 'is not a known field' });
      }
      continue;
    }
    issues.push({ field: base || 'body', message: issueMessage(issue) });
  }
  return issues;
}

/** Parses with a zod schema or throws 400 validation_error naming every bad field. */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown, options: FieldIssueOptions = {}): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw validationError(toFieldIssues(result.error, options));
}

export function bodyError(message: string): AppError {
  return validationError([{ field: 'body', message }]);
}
