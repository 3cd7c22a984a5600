import { outboxUpdate, withOutbox, type OutboxFields } from '@wbk/bus';
import type { CalendarEventRecord, CalendarProvider, EventEnvelope } from '@wbk/contracts';
import { isDuplicateKeyError, type Collection, type Doc, type DocStore, type Filter } from '@wbk/store';

export const CALENDAR_EVENTS_COLLECTION = 'calendar_events';

type EventDoc = Doc &
  OutboxFields & {
    workspace_id: string;
    provider: CalendarProvider;
    source_event_id: string;
    /** The calendar sync that last saw it: one that did not see it within its window removes it. */
    sync_run: string;
    all_day: boolean;
    start_ms: number;
    start_date: string;
    attendee_emails: string[];
    contact_ids: string[];
    deal_id: string | null;
    event: CalendarEventRecord;
  };

export interface CalendarListFilter {
  providers: CalendarProvider[];
  fromMs: number;
  toMs: number;
  fromDate: string;
  toDate: string;
  contactId?: string | undefined;
  dealId?: string | undefined;
  attendeeEmail?: string | undefined;
}

export interface StoredOccurrence {
  record: CalendarEventRecord;
  sourceEventId: string;
  startDate: string;
  events: EventEnvelope[];
}

/** Occurrences of the synced calendars (series expanded), one document each. */
export class CalendarEventRepository {
  private readonly events: Collection<EventDoc>;

  constructor(store: DocStore) {
    this.events = store.collection<EventDoc>(CALENDAR_EVENTS_COLLECTION);
  }

  async ensureIndexes(): Promise<void> {
    await this.events.createIndexes([
      { key: { workspace_id: 1, all_day: 1, start_ms: 1 } },
      { key: { workspace_id: 1, contact_ids: 1 } },
      { key: { workspace_id: 1, provider: 1, sync_run: 1 } },
    ]);
  }

  async existing(workspaceId: string, ids: string[]): Promise<Map<string, CalendarEventRecord>> {
    if (ids.length === 0) return new Map();
    const docs = await this.events.find({ workspace_id: workspaceId, _id: { $in: ids } });
    return new Map(docs.map((d) => [d._id, d.event]));
  }

  private docOf(workspaceId: string, run: string, o: StoredOccurrence): EventDoc {
    return {
      _id: o.record.id,
      workspace_id: workspaceId,
      provider: o.record.provider,
      source_event_id: o.sourceEventId,
      sync_run: run,
      all_day: o.record.all_day,
      start_ms: Date.parse(o.record.start_time),
      start_date: o.startDate,
      attendee_emails: o.record.attendees.map((a) => a.email),
      contact_ids: o.record.contact_ids,
      deal_id: o.record.deal_id,
      event: o.record,
    };
  }

  async insertMany(workspaceId: string, run: string, items: StoredOccurrence[]): Promise<void> {
    const docs = items.map((o) => withOutbox(this.docOf(workspaceId, run, o), o.events));
    if (docs.length === 0) return;
    try {
      await this.events.insertMany(docs);
      return;
    } catch (err) {
      if (!isDuplicateKeyError(err)) throw err;
    }
    for (const doc of docs) {
      try {
        await this.events.insertOne(doc);
      } catch (err) {
        if (!isDuplicateKeyError(err)) throw err;
      }
    }
  }

  async replace(workspaceId: string, run: string, item: StoredOccurrence): Promise<void> {
    const { _id, ...fields } = this.docOf(workspaceId, run, item);
    const update = outboxUpdate(item.events);
    await this.events.updateOne({ _id, workspace_id: workspaceId }, { ...update, $set: { ...(update.$set ?? {}), ...fields } });
  }

  async touch(workspaceId: string, run: string, ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.events.updateMany({ workspace_id: workspaceId, _id: { $in: ids } }, { $set: { sync_run: run } });
  }

  /** Occurrences of this calendar inside the synced window that the run did not see: deleted or cancelled at the provider. */
  async removeUnseen(workspaceId: string, provider: CalendarProvider, run: string, fromMs: number, toMs: number): Promise<void> {
    await this.events.deleteMany({ workspace_id: workspaceId, provider, sync_run: { $ne: run }, start_ms: { $gte: fromMs, $lte: toMs } });
  }

  async list(workspaceId: string, filter: CalendarListFilter, skip: number, limit: number): Promise<{ items: CalendarEventRecord[]; total: number }> {
    const query: Filter = {
      workspace_id: workspaceId,
      provider: { $in: filter.providers },
      $or: [
        { all_day: false, start_ms: { $gte: filter.fromMs, $lte: filter.toMs } },
        { all_day: true, start_date: { $gte: filter.fromDate, $lte: filter.toDate } },
      ],
    };
    if (filter.contactId !== undefined) query['contact_ids'] = filter.contactId;
    if (filter.dealId !== undefined) query['deal_id'] = filter.dealId;
    if (filter.attendeeEmail !== undefined) query['attendee_emails'] = filter.attendeeEmail;
    const [docs, total] = await Promise.all([this.events.find(query, { sort: { start_ms: 1, _id: 1 }, skip, limit }), this.events.countDocuments(query)]);
    return { items: docs.map((d) => d.event), total };
  }
}
