import type { AssistantChatReply } from '@wbk/contracts';
import { derivedUuid, newId, type Clock } from '@wbk/platform';
import { isDuplicateKeyError } from '@wbk/store';
import { buildReply } from '../domain/assistant-reply';
import type { AssistantTaskView } from '../domain/assistant-task';
import type { ChatInput } from '../domain/assistant.schema';
import { parseMessage } from '../domain/intent-parser';
import type { AssistantTaskRepository } from '../store/assistant-task.repository';

export interface ChatWithAssistantDeps {
  tasks: Pick<AssistantTaskRepository, 'insertPending' | 'findByIds'>;
  clock: Clock;
  newId?: () => string;
}

/**
 * POST /v1/assistant/chat: reads the message into tasks, stores them pending
 * (nothing runs until one is approved) and answers the reply text with them.
 */
export class ChatWithAssistant {
  constructor(private readonly deps: ChatWithAssistantDeps) {}

  /** The answer, and the ids of the tasks the message asked for, in the order it named them. */
  async execute(workspaceId: string, input: ChatInput, idempotencyKey: string | undefined): Promise<{ answer: AssistantChatReply; taskIds: string[] }> {
    const { deps } = this;
    const makeId = deps.newId ?? newId;
    const parsed = parseMessage(input.message, input.context);
    // With an Idempotency-Key the task ids are derived from it, so a retry after a lost answer creates no duplicates.
    const ids = parsed.tasks.map((_, i) => (idempotencyKey ? derivedUuid(`assistant-chat:${workspaceId}:${idempotencyKey}:${i}`) : makeId()));
    const newTasks = parsed.tasks.map((task, i) => ({ id: ids[i]!, type: task.type, description: task.description, metadata: { ...task.metadata } }));
    let tasks: AssistantTaskView[];
    try {
      tasks = await deps.tasks.insertPending(workspaceId, newTasks, deps.clock.now().toISOString());
    } catch (err) {
      if (!idempotencyKey || !isDuplicateKeyError(err)) throw err;
      tasks = await deps.tasks.findByIds(workspaceId, ids);
    }
    return { answer: { reply: buildReply(parsed, ids), tasks }, taskIds: ids };
  }
}
