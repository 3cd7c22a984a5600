import type { MessageState } from '../domain/message';
import type { MessageListFilter, MessageRepository } from '../store/message.repository';

export interface ListMessagesQuery {
  workspaceId: string;
  filter: MessageListFilter;
  skip: number;
  limit: number;
}

/** GET /v1/messages: newest first, filtered as the caller asks. */
export class ListMessages {
  constructor(private readonly deps: { messages: MessageRepository }) {}

  execute(query: ListMessagesQuery): Promise<{ items: MessageState[]; total: number }> {
    const { recipient } = query.filter;
    // Recipients compare as stored, emails lower-cased (chat ids never hold an @).
    const filter: MessageListFilter = { ...query.filter, recipient: recipient === undefined ? undefined : recipient.includes('@') ? recipient.toLowerCase() : recipient };
    return this.deps.messages.list(query.workspaceId, filter, query.skip, query.limit);
  }
}
