import { TASK_READ_ONLY_FIELDS, TASK_WRITABLE_FIELDS, isPlainObject, taskCreateBody, taskPatchBody, type TaskCreateInput, type TaskInput } from '@wbk/contracts';
import { bodyError, toFieldIssues, validationError } from '@wbk/platform';
import type { z } from 'zod';

/**
 * The task bodies as the CRM reads them: the shapes are the public contract's
 * (`taskCreateBody`, `taskPatchBody` in libs/contracts), parsed with the same
 * schemas the OpenAPI document shows. Whether the linked contact and deal
 * exist is the handler's to check.
 */
export type { TaskInput, TaskPriority, TaskStatus } from '@wbk/contracts';

const READ_ONLY: ReadonlySet<string> = new Set(TASK_READ_ONLY_FIELDS);

/** completed_at is refused with the reason, since a client may well try to set it. */
const COMPLETED_AT_MESSAGE = 'is read-only (set by the service when status becomes completed)';

function parseTaskBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  if (!isPlainObject(body)) throw bodyError('must be a JSON object');
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  throw validationError(
    toFieldIssues(result.error, { readOnlyFields: READ_ONLY }).map((issue) => (issue.field === 'completed_at' ? { ...issue, message: COMPLETED_AT_MESSAGE } : issue)),
  );
}

export function parseCreateTask(body: unknown): TaskCreateInput {
  return parseTaskBody(taskCreateBody, body);
}

export function parsePatchTask(body: unknown): TaskInput {
  const input = parseTaskBody(taskPatchBody, body);
  if (Object.keys(input).length === 0) throw bodyError(`at least one field is required: ${TASK_WRITABLE_FIELDS.join(', ')}`);
  return input;
}
