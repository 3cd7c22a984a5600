import { parseOrThrow as parseWithSchema, toFieldIssues as fieldIssuesOf, type FieldIssue } from '@wbk/platform';
import type { z } from 'zod';

export { bodyError } from '@wbk/platform';

/** Fields a client may read but never write: naming them "read-only" says why they were refused. */
const READ_ONLY_FIELDS: ReadonlySet<string> = new Set(['id', 'created_date', 'updated_date', 'recent_notes', 'open_tasks', 'open_deals']);

export function toFieldIssues(error: z.ZodError, prefix = ''): FieldIssue[] {
  return fieldIssuesOf(error, { prefix, readOnlyFields: READ_ONLY_FIELDS });
}

/** Parses with a zod schema or throws 400 validation_error naming every bad field. */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown, prefix = ''): z.infer<S> {
  return parseWithSchema(schema, input, { prefix, readOnlyFields: READ_ONLY_FIELDS });
}
