import { ASSISTANT_TASK_PAGE_LIMITS, assistantChatBody, assistantTaskListQuery, isPlainObject, pageOf, parseBody, parseQuery, type AssistantTaskStatus } from '@wbk/contracts';
import { bodyError, type PageRequest } from '@wbk/platform';
import type { ChatContext } from './intent-text';

/**
 * The assistant's request shapes are the public contract's (libs/contracts,
 * assistant.schemas.ts), parsed here with the schemas the OpenAPI document shows.
 */
export { ASSISTANT_TASK_PAGE_LIMITS as TASK_PAGE_LIMITS, CHAT_MESSAGE_MAX } from '@wbk/contracts';

export interface TaskListQuery extends PageRequest {
  status: AssistantTaskStatus;
}

/** GET /v1/assistant/tasks: `status` defaults to pending. */
export function parseTaskListQuery(query: Record<string, string>): TaskListQuery {
  const parsed = parseQuery(assistantTaskListQuery, query);
  return { ...pageOf(parsed, ASSISTANT_TASK_PAGE_LIMITS), status: parsed.status };
}

export interface ChatInput {
  message: string;
  context: ChatContext;
}

export function parseChatBody(body: unknown): ChatInput {
  if (!isPlainObject(body)) throw bodyError('must be a JSON object with a message');
  const parsed = parseBody(assistantChatBody, body);
  const context: ChatContext = {};
  if (parsed.context?.contact_id !== undefined) context.contact_id = parsed.context.contact_id;
  if (parsed.context?.list_id !== undefined) context.list_id = parsed.context.list_id;
  if (parsed.context?.campaign_id !== undefined) context.campaign_id = parsed.context.campaign_id;
  return { message: parsed.message, context };
}
