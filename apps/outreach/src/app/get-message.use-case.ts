import { messageNotFound, type MessageState } from '../domain/message';
import type { MessageRepository } from '../store/message.repository';

/** GET /v1/messages/{id}: by the public id (the provider's message id, or `msg_` before one accepted it). */
export class GetMessage {
  constructor(private readonly deps: { messages: MessageRepository }) {}

  async execute(query: { workspaceId: string; id: string }): Promise<MessageState> {
    const message = await this.deps.messages.findByPublicId(query.workspaceId, query.id);
    if (message === null) throw messageNotFound();
    return message;
  }
}
