import type { EventEnvelope } from '@wbk/contracts';
import { withOutbox, type OutboxFields } from '@wbk/bus';
import { isDuplicateKeyError, type Collection, type Doc, type DocStore, type Filter } from '@wbk/store';
import type { ActivitySource, ActivityType, ActivityView } from '../domain/activity';

export const ACTIVITIES_COLLECTION = 'activities';

/**
 * One timeline entry. Written only by the timeline consumer, never changed
 * afterwards; its `_id` is derived from the source (activityId), which is what
 * makes recording exactly-once.
 */
export type ActivityDoc = Doc &
  OutboxFields & {
    workspace_id: string;
    contact_id: string;
    type: ActivityType;
    occurred_at: string;
    title: string;
    summary: string;
    source: ActivitySource;
    metadata: Record<string, unknown>;
    created_date: string;
  };

export interface ActivityListFilter {
  types?: ActivityType[];
  skip: number;
  limit: number;
}

/** Newest first; the id breaks ties so pages never overlap. */
const NEWEST_FIRST = { occurred_at: -1, _id: -1 } as const;

function toView(doc: ActivityDoc): ActivityView {
  return {
    id: doc._id,
    type: doc.type,
    contact_id: doc.contact_id,
    occurred_at: doc.occurred_at,
    title: doc.title,
    summary: doc.summary,
    source: doc.source,
    metadata: doc.metadata ?? {},
    created_date: doc.created_date,
  };
}

export class ActivityRepository {
  private readonly activities: Collection<ActivityDoc>;

  constructor(store: DocStore) {
    this.activities = store.collection<ActivityDoc>(ACTIVITIES_COLLECTION);
  }

  /** The timeline read: one contact of one workspace, newest first, optionally by type. */
  async ensureIndexes(): Promise<void> {
    await this.activities.createIndexes([
      { key: { workspace_id: 1, contact_id: 1, occurred_at: -1, _id: -1 } },
      { key: { workspace_id: 1, contact_id: 1, type: 1, occurred_at: -1, _id: -1 } },
    ]);
  }

  /**
   * Stores the activity with its activity.created event in the same write.
   * false when it was recorded before (same derived id): the earlier write
   * already carried the event, so nothing is emitted twice.
   */
  async record(workspaceId: string, activity: ActivityView, events: EventEnvelope[]): Promise<boolean> {
    const { id, ...fields } = activity;
    const doc: ActivityDoc = { _id: id, workspace_id: workspaceId, ...fields };
    try {
      await this.activities.insertOne(withOutbox(doc, events));
      return true;
    } catch (err) {
      if (isDuplicateKeyError(err)) return false;
      throw err;
    }
  }

  async listForContact(workspaceId: string, contactId: string, filter: ActivityListFilter): Promise<{ items: ActivityView[]; total: number }> {
    const query: Filter = { workspace_id: workspaceId, contact_id: contactId };
    if (filter.types) query['type'] = filter.types.length === 1 ? filter.types[0] : { $in: filter.types };
    const [docs, total] = await Promise.all([
      this.activities.find(query, { sort: NEWEST_FIRST, skip: filter.skip, limit: filter.limit }),
      this.activities.countDocuments(query),
    ]);
    return { items: docs.map(toView), total };
  }
}
