import { z } from 'zod';
import { idSchema, pageQuery, timestamp, typeError, uuid } from '../http/schemas';
import { DUE_DATE_FORMAT, normalizeDueDate, parseDue, upperBound } from './task-dates';

/** docs/decisions.md, "Lists and tasks". */
export const TASK_LIMITS = { title: 300, description: 10_000 } as const;
export const TASK_STATUSES = ['open', 'in_progress', 'completed', 'cancelled'] as const;
export const TASK_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];
export type TaskPriority = (typeof TASK_PRIORITIES)[number];
export const DEFAULT_TASK_STATUS: TaskStatus = 'open';
export const DEFAULT_TASK_PRIORITY: TaskPriority = 'medium';

/** Default 50, max 200, like the other CRM lists. */
export const TASK_PAGE_LIMITS = { defaultPerPage: 50, maxPerPage: 200 } as const;

const title = z
  // Only create needs a title, and says so when it is missing; PATCH makes it optional.
  .string({ error: typeError('must be a string') })
  .trim()
  .min(1, { error: 'must not be empty' })
  .max(TASK_LIMITS.title, { error: `must be at most ${TASK_LIMITS.title} characters` });

const description = z
  .string({ error: typeError('must be a string') })
  .trim()
  .max(TASK_LIMITS.description, { error: `must be at most ${TASK_LIMITS.description} characters` })
  .transform((v) => (v === '' ? null : v))
  .meta({ description: 'An empty string is the same as null.' });

const status = z.enum(TASK_STATUSES, { error: typeError(`must be one of ${TASK_STATUSES.join(', ')}`) });
const priority = z.enum(TASK_PRIORITIES, { error: typeError(`must be one of ${TASK_PRIORITIES.join(', ')}`) });

const link = (description: string) => idSchema.meta({ description });

const dueDate = z
  .string({ error: typeError('must be a string') })
  .transform((v, ctx) => {
    const iso = normalizeDueDate(v.trim());
    if (iso === null) {
      ctx.addIssue({ code: 'custom', message: `must be ${DUE_DATE_FORMAT}` });
      return z.NEVER;
    }
    return iso;
  })
  .meta({
    description: 'A date (YYYY-MM-DD, midnight UTC) or a timestamp with a zone (Z or ±hh:mm); stored and shown as a UTC timestamp.',
    example: '2026-12-01T17:00:00+01:00',
  });

/** null clears an optional field on update; title, status and priority always have a value. */
const taskFields = {
  title: title.optional(),
  description: description.nullable().optional(),
  status: status.optional().meta({ description: `Default \`${DEFAULT_TASK_STATUS}\`. Becoming \`completed\` sets completed_at; leaving it clears completed_at.` }),
  priority: priority.optional().meta({ description: `Default \`${DEFAULT_TASK_PRIORITY}\`.` }),
  due_date: dueDate.nullable().optional(),
  contact_id: link('A live contact of the workspace.').nullable().optional(),
  deal_id: link('A live deal of the workspace.').nullable().optional(),
  assigned_to_user_id: link('The user the task is for (not checked against the users).').nullable().optional(),
};

/** The body of POST /v1/tasks. */
export const taskCreateBody = z.strictObject({ ...taskFields, title }).meta({ id: 'TaskCreate' });
/** The body of PATCH /v1/tasks/{id}: only the fields sent change. */
export const taskPatchBody = z.strictObject(taskFields).meta({ id: 'TaskPatch' });

export type TaskInput = z.infer<typeof taskPatchBody>;
export type TaskCreateInput = z.infer<typeof taskCreateBody>;
export const TASK_WRITABLE_FIELDS = Object.keys(taskFields) as Array<keyof TaskInput>;
/** Fields a client reads but never writes: naming them "read-only" says why a write of them was refused. */
export const TASK_READ_ONLY_FIELDS = ['id', 'completed_at', 'created_date', 'updated_date'] as const;

export const taskRecord = z
  .strictObject({
    id: uuid,
    title: z.string(),
    description: z.string().nullable(),
    status: z.enum(TASK_STATUSES),
    priority: z.enum(TASK_PRIORITIES),
    due_date: timestamp.nullable().meta({ description: 'UTC.' }),
    contact_id: uuid.nullable(),
    deal_id: uuid.nullable(),
    assigned_to_user_id: uuid.nullable(),
    completed_at: timestamp.nullable().meta({ description: 'When the task was completed; null unless its status is completed.' }),
    created_date: timestamp,
    updated_date: timestamp,
  })
  .meta({ id: 'Task' });
export type TaskRecord = z.infer<typeof taskRecord>;

const idFilter = (description: string) => idSchema.optional().meta({ description });

/** Parses a due bound; `upper` makes a date alone cover its whole day (the bounds are inclusive). */
const dueFilter = (upper: boolean, description: string) =>
  z
    .string()
    .transform((v, ctx) => {
      const parsed = parseDue(v);
      if (parsed === null) {
        ctx.addIssue({ code: 'custom', message: `must be ${DUE_DATE_FORMAT}` });
        return z.NEVER;
      }
      return upper ? upperBound(parsed) : parsed.iso;
    })
    .optional()
    .meta({ type: 'string', description, example: '2026-12-01' });

export const taskListQuery = z
  .strictObject({
    ...pageQuery(TASK_PAGE_LIMITS),
    status: z
      .enum(TASK_STATUSES, { error: `must be one of ${TASK_STATUSES.join(', ')}` })
      .optional()
      .meta({ description: 'Only tasks with this status.' }),
    assigned_to_user_id: idFilter('Tasks assigned to this user.'),
    contact_id: idFilter('Tasks linked to this contact.'),
    deal_id: idFilter('Tasks linked to this deal.'),
    due_before: dueFilter(true, 'Due at or before: a date or a timestamp with a zone; a date alone covers its whole day (UTC). Undated tasks never match.'),
    due_after: dueFilter(false, 'Due at or after: a date (from its midnight UTC) or a timestamp with a zone. Undated tasks never match.'),
  })
  .superRefine((query, ctx) => {
    if (query.due_after !== undefined && query.due_before !== undefined && query.due_before < query.due_after) {
      ctx.addIssue({ code: 'custom', path: ['due_before'], message: 'must not be earlier than due_after' });
    }
  });
