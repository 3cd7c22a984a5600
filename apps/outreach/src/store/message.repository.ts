import type { EventEnvelope, MessageChannel, MessageStatus } from '@wbk/contracts';
import { mergeUpdates, outboxUpdate, type OutboxFields } from '@wbk/bus';
import type { Collection, Doc, DocStore, Filter } from '@wbk/store';
import type { MessageState } from '../domain/message';

export const MESSAGES_COLLECTION = 'messages';

/** `_id` is the internal id; the public id (provider id once accepted) is unique per workspace. */
export type MessageDoc = Doc & Omit<MessageState, 'id'> & OutboxFields & { workspace_id: string };

export interface MessageListFilter {
  contact_id?: string;
  campaign_id?: string;
  channel?: MessageChannel;
  status?: MessageStatus;
  recipient?: string;
}

const NEWEST_FIRST = { created_at: -1, _id: -1 } as const;

function toState(doc: MessageDoc): MessageState {
  const { _id, workspace_id: _ws, _outbox: _events, _outbox_pending: _pending, ...fields } = doc;
  return { ...fields, id: _id };
}

/** Every outbound message: direct sends, workflow actions and campaign steps. */
export class MessageRepository {
  private readonly messages: Collection<MessageDoc>;

  constructor(store: DocStore) {
    this.messages = store.collection<MessageDoc>(MESSAGES_COLLECTION);
  }

  async ensureIndexes(): Promise<void> {
    await this.messages.createIndexes([
      // GET /v1/messages/{id} and the providers' reports, which name the provider's id.
      { key: { workspace_id: 1, public_id: 1 }, unique: true, name: 'message_public_id' },
      { key: { workspace_id: 1, created_at: -1, _id: -1 } },
      { key: { workspace_id: 1, contact_id: 1, created_at: -1 } },
      { key: { workspace_id: 1, campaign_id: 1, created_at: -1 } },
      { key: { workspace_id: 1, recipient: 1, created_at: -1 } },
      // Replies found by mailbox sync name our mail by its Message-ID.
      { key: { workspace_id: 1, message_id_header: 1 } },
    ]);
  }

  /** Records a send before its provider call. Throws DuplicateKeyError when a send with this id (the same idempotency key) exists. */
  async insert(workspaceId: string, state: MessageState): Promise<void> {
    const { id, ...fields } = state;
    await this.messages.insertOne({ ...fields, _id: id, workspace_id: workspaceId });
  }

  async findById(workspaceId: string, id: string): Promise<MessageState | null> {
    const doc = await this.messages.findOne({ _id: id, workspace_id: workspaceId });
    return doc ? toState(doc) : null;
  }

  async findByPublicId(workspaceId: string, publicId: string): Promise<MessageState | null> {
    const doc = await this.messages.findOne({ workspace_id: workspaceId, public_id: publicId });
    return doc ? toState(doc) : null;
  }

  async list(workspaceId: string, filter: MessageListFilter, skip: number, limit: number): Promise<{ items: MessageState[]; total: number }> {
    const query: Filter = { workspace_id: workspaceId };
    for (const [field, value] of Object.entries(filter)) if (value !== undefined) query[field] = value;
    const [docs, total] = await Promise.all([this.messages.find(query, { sort: NEWEST_FIRST, skip, limit }), this.messages.countDocuments(query)]);
    return { items: docs.map(toState), total };
  }

  /** Writes the outcome of a provider call (and the events it causes) in one write. */
  async update(workspaceId: string, id: string, fields: Partial<Omit<MessageState, 'id'>>, events: EventEnvelope[] = []): Promise<MessageState | null> {
    const doc = await this.messages.findOneAndUpdate({ _id: id, workspace_id: workspaceId }, mergeUpdates({ $set: fields }, outboxUpdate(events)), { returnDocument: 'after' });
    return doc ? toState(doc) : null;
  }

  /** Only for a send whose provider was never called. */
  async delete(workspaceId: string, id: string): Promise<void> {
    await this.messages.deleteOne({ _id: id, workspace_id: workspaceId, send_state: 'pending' });
  }

  /**
   * A report's change, applied only while the message still has the status it
   * was read with, so two reports handled at once cannot overwrite each other.
   */
  async updateIfStatus(workspaceId: string, id: string, status: MessageStatus, fields: Partial<Omit<MessageState, 'id'>>): Promise<boolean> {
    const result = await this.messages.updateOne({ _id: id, workspace_id: workspaceId, status }, { $set: fields });
    return result.matchedCount === 1;
  }

  /** Our messages carrying any of these Message-ID headers (angle brackets included, as sent). */
  async findByMessageIdHeaders(workspaceId: string, headers: readonly string[]): Promise<MessageState[]> {
    if (headers.length === 0) return [];
    const docs = await this.messages.find({ workspace_id: workspaceId, message_id_header: { $in: [...headers] } }, { limit: 50 });
    return docs.map(toState);
  }
}
