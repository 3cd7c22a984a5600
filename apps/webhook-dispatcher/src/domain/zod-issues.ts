import { validationError, type AppError, type FieldIssue } from '@wbk/platform';
import type { z } from 'zod';

/** Fields a client may read but never write: naming them says why they were refused. */
const READ_ONLY_FIELDS = new Set(['id', 'created_at', 'updated_at', 'secret', 'disabled_reason']);

function issueMessage(issue: z.core.$ZodIssue): string {
  if (issue.code === 'invalid_type' && issue.message.startsWith('Invalid input')) {
    return `must be ${issue.expected === 'nonoptional' ? 'present' : `a ${issue.expected}`}`;
  }
  return issue.message;
}

/** zod issues as the spec's `details.fields`: one entry per bad or unknown field. */
export function toFieldIssues(error: z.ZodError, prefix = ''): FieldIssue[] {
  const issues: FieldIssue[] = [];
  for (const issue of error.issues) {
    const base = [prefix, ...issue.path.map(String)].filter((p) => p !== '').join('.');
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        const field = base ? `${base}.${key}` : key;
        issues.push({ field, message: READ_ONLY_FIELDS.has(key) && !base ? 'is read-only' : 'is not a known field' });
      }
      continue;
    }
    issues.push({ field: base || 'body', message: issueMessage(issue) });
  }
  return issues;
}

/** Parses with a zod schema or throws 400 validation_error naming every bad field. */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown, prefix = ''): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw validationError(toFieldIssues(result.error, prefix));
}

export function bodyError(message: string): AppError {
  return validationError([{ field: 'body', message }]);
}
