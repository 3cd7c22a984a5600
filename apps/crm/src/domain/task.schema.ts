import { isUuid, validationError } from '@wbk/platform';
import { z } from 'zod';
import { isPlainObject } from './contact.schema';
import { DUE_DATE_FORMAT, normalizeDueDate } from './task-dates';
import { bodyError, toFieldIssues } from './zod-issues';

/** docs/decisions.md, "Tasks". */
export const TASK_LIMITS = { title: 300, description: 10_000 } as const;
export const TASK_STATUSES = ['open', 'in_progress', 'completed', 'cancelled'] as const;
export const TASK_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];
export type TaskPriority = (typeof TASK_PRIORITIES)[number];

const title = z
  .string({ error: 'must be a string' })
  .trim()
  .min(1, { error: 'must not be empty' })
  .max(TASK_LIMITS.title, { error: `must be at most ${TASK_LIMITS.title} characters` });

const description = z
  .string({ error: 'must be a string' })
  .trim()
  .max(TASK_LIMITS.description, { error: `must be at most ${TASK_LIMITS.description} characters` })
  .transform((v) => (v === '' ? null : v));

const status = z.enum(TASK_STATUSES, { error: `must be one of ${TASK_STATUSES.join(', ')}` });
const priority = z.enum(TASK_PRIORITIES, { error: `must be one of ${TASK_PRIORITIES.join(', ')}` });

const uuid = z
  .string({ error: 'must be a string' })
  .refine(isUuid, { error: 'must be a UUID' })
  .transform((v) => v.toLowerCase());

const dueDate = z.string({ error: 'must be a string' }).transform((v, ctx) => {
  const iso = normalizeDueDate(v.trim());
  if (iso === null) {
    ctx.addIssue({ code: 'custom', message: `must be ${DUE_DATE_FORMAT}` });
    return z.NEVER;
  }
  return iso;
});

/** null clears an optional field on update; title, status and priority always have a value. */
const taskFields = {
  title: title.optional(),
  description: description.nullable().optional(),
  status: status.optional(),
  priority: priority.optional(),
  due_date: dueDate.nullable().optional(),
  contact_id: uuid.nullable().optional(),
  deal_id: uuid.nullable().optional(),
  assigned_to_user_id: uuid.nullable().optional(),
};

const taskInputSchema = z.strictObject(taskFields);
export type TaskInput = z.infer<typeof taskInputSchema>;
export const TASK_WRITABLE_FIELDS = Object.keys(taskFields);

/** Shown on a task but only the service writes it; named as read-only rather than unknown. */
const READ_ONLY = new Set(['completed_at']);

function parseBody(body: unknown): TaskInput {
  if (!isPlainObject(body)) throw bodyError('must be a JSON object');
  const result = taskInputSchema.safeParse(body);
  if (result.success) return result.data;
  throw validationError(
    toFieldIssues(result.error).map((issue) =>
      READ_ONLY.has(issue.field) ? { field: issue.field, message: 'is read-only (set by the service when status becomes completed)' } : issue,
    ),
  );
}

export function parseCreateTask(body: unknown): TaskInput & { title: string } {
  const input = parseBody(body);
  if (input.title === undefined) throw validationError([{ field: 'title', message: 'is required' }]);
  return { ...input, title: input.title };
}

export function parsePatchTask(body: unknown): TaskInput {
  const input = parseBody(body);
  if (Object.keys(input).length === 0) throw bodyError(`at least one field is required: ${TASK_WRITABLE_FIELDS.join(', ')}`);
  return input;
}
