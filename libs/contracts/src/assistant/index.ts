// Assistant routes and records.
// Assistant
export {
  ASSISTANT_TASK_PAGE_LIMITS,
  ASSISTANT_TASK_STATUSES,
  ASSISTANT_TASK_TYPES,
  CHAT_MESSAGE_MAX,
  assistantChatBody,
  assistantChatReply,
  assistantTaskListQuery,
  assistantTaskRecord,
  type AssistantChatInput,
  type AssistantChatReply,
  type AssistantTaskRecord,
  type AssistantTaskStatus,
  type AssistantTaskType,
} from './assistant.schemas';
export { assistantRoutes } from './assistant.routes';
