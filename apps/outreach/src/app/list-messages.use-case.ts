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
    const { contact_id, campaign_id, recipient } = query.filter;
    // Ids compare lower-cased; recipients as stored, emails lower-cased (chat ids never hold an @).
    const filter: MessageListFilter = {
      ...query.filter,
      contact_id: contact_id?.toLowerCase(),
      campaign_id: campaign_id?.toLowerCase(),
      recipient: recipient === undefined ? undefined : recipient.includes('@') ? recipient.toLowerCase() : recipient,
    };
    return this.deps.messages.list(query.workspaceId, filter, query.skip, query.limit);
  }
}
