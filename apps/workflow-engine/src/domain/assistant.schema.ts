import { isUuid, parsePagination, validationError, type FieldIssue, type PageRequest } from '@wbk/platform';
import { z } from 'zod';
import { TASK_STATUSES, isTaskStatus, type TaskStatus } from './assistant-task';
import type { ChatContext } from './intent-text';
import { parseOrThrow } from './zod-issues';

/** GET /v1/assistant/tasks: default 25, max 100 per page (the spec's usual list bounds). */
export const TASK_PAGE_LIMITS = { defaultPerPage: 25, maxPerPage: 100 } as const;
export const CHAT_MESSAGE_MAX = 2000;

const LIST_PARAMS = new Set(['status', 'page', 'per_page']);

export interface TaskListQuery extends PageRequest {
  status: TaskStatus;
}

export function parseTaskListQuery(query: Record<string, string>): TaskListQuery {
  const issues: FieldIssue[] = Object.keys(query)
    .filter((k) => !LIST_PARAMS.has(k))
    .map((field) => ({ field, message: `is not a known query parameter (allowed: ${[...LIST_PARAMS].join(', ')})` }));
  const status = query['status'] ?? 'pending';
  if (!isTaskStatus(status)) issues.push({ field: 'status', message: `must be one of ${TASK_STATUSES.join(', ')}` });
  if (issues.length > 0) throw validationError(issues);
  return { ...parsePagination(query, TASK_PAGE_LIMITS), status: status as TaskStatus };
}

const uuid = z
  .string({ error: 'must be a string' })
  .refine(isUuid, { error: 'must be a UUID' })
  .transform((v) => v.toLowerCase());

const chatSchema = z.strictObject({
  message: z
    .string({ error: 'must be a string' })
    .trim()
    .min(1, { error: 'must not be empty' })
    .max(CHAT_MESSAGE_MAX, { error: `must be at most ${CHAT_MESSAGE_MAX} characters` }),
  // The record the user is looking at, so "add this contact to ..." can be resolved.
  context: z
    .strictObject({ contact_id: uuid.optional(), list_id: uuid.optional(), campaign_id: uuid.optional() }, { error: 'must be an object' })
    .nullable()
    .optional(),
});

export interface ChatInput {
  message: string;
  context: ChatContext;
}

export function parseChatBody(body: unknown): ChatInput {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw validationError([{ field: 'body', message: 'must be a JSON object with a message' }]);
  const parsed = parseOrThrow(chatSchema, body);
  const context: ChatContext = {};
  if (parsed.context?.contact_id !== undefined) context.contact_id = parsed.context.contact_id;
  if (parsed.context?.list_id !== undefined) context.list_id = parsed.context.list_id;
  if (parsed.context?.campaign_id !== undefined) context.campaign_id = parsed.context.campaign_id;
  return { message: parsed.message, context };
}
