import { parseOrThrow as parseWithSchema, toFieldIssues as fieldIssuesOf, type FieldIssue } from '@wbk/platform';
import type { z } from 'zod';

export { bodyError } from '@wbk/platform';

/** Fields a client may read but never write: named "read-only" rather than "unknown". */
const READ_ONLY_FIELDS: ReadonlySet<string> = new Set(['id', 'triggers_today', 'last_triggered_at', 'auto_disabled_reason', 'created_at', 'updated_at']);

export function toFieldIssues(error: z.ZodError, prefix = ''): FieldIssue[] {
  return fieldIssuesOf(error, { prefix, readOnlyFields: READ_ONLY_FIELDS });
}

/** Parses with a zod schema or throws 400 validation_error naming every bad field. */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown, prefix = ''): z.infer<S> {
  return parseWithSchema(schema, input, { prefix, readOnlyFields: READ_ONLY_FIELDS });
}
