import type { EventEnvelope } from '@wbk/contracts';
import { isDuplicateKeyError, type Collection, type Doc, type DocStore } from '@wbk/store';

export const EVENT_ARCHIVE_COLLECTION = 'event_archive';

/** Every event the dispatcher saw, kept for replay (WEBHOOK_ARCHIVE_DAYS). */
export interface ArchivedEvent {
  id: string;
  event: string;
  workspace_id: string;
  /** As received, so a replayed body carries the original text. */
  occurred_at: string;
  data: Record<string, unknown>;
}

type ArchiveDoc = Doc & Omit<ArchivedEvent, 'id' | 'occurred_at'> & { occurred_at: Date; occurred_at_text: string };


export class EventArchiveRepository {
  private readonly archive: Collection<ArchiveDoc>;

  constructor(
    store: DocStore,
    private readonly retentionSeconds: number,
  ) {
    this.archive = store.collection<ArchiveDoc>(EVENT_ARCHIVE_COLLECTION);
  }

  async ensureIndexes(): Promise<void> {
    await this.archive.createIndexes([
      { key: { workspace_id: 1, occurred_at: 1 } },
      { key: { occurred_at: 1 }, name: 'archive_ttl', expireAfterSeconds: this.retentionSeconds },
    ]);
  }

  /** Idempotent: a redelivered event is archived once. */
  async add(event: EventEnvelope): Promise<void> {
    try {
      await this.archive.insertOne({
        _id: event.id,
        event: event.event,
        workspace_id: event.workspace_id,
        occurred_at: new Date(event.occurred_at),
        occurred_at_text: event.occurred_at,
        data: event.data,
      });
    } catch (err) {
      if (!isDuplicateKeyError(err)) throw err;
    }
  }

  /** Events of the window (`since` inclusive, `until` exclusive), of the `events` types (null: all). */
  countInWindow(workspaceId: string, since: Date, until: Date, events: string[] | null): Promise<number> {
    return this.archive.countDocuments(windowFilter(workspaceId, since, until, events));
  }

  /** Oldest first, the next `limit` events of the window after `after` (null: from the start). */
  async pageInWindow(workspaceId: string, since: Date, until: Date, events: string[] | null, after: { occurredAt: Date; id: string } | null, limit: number): Promise<ArchivedEvent[]> {
    const filter = windowFilter(workspaceId, since, until, events);
    const page = after ? { ...filter, $or: [{ occurred_at: { $gt: after.occurredAt } }, { occurred_at: after.occurredAt, _id: { $gt: after.id } }] } : filter;
    const docs = await this.archive.find(page, { sort: { occurred_at: 1, _id: 1 }, limit });
    return docs.map((doc) => ({ id: doc._id, event: doc.event, workspace_id: doc.workspace_id, occurred_at: doc.occurred_at_text, data: doc.data }));
  }
}

function windowFilter(workspaceId: string, since: Date, until: Date, events: string[] | null) {
  return { workspace_id: workspaceId, occurred_at: { $gte: since, $lt: until }, ...(events ? { event: { $in: events } } : {}) };
}
