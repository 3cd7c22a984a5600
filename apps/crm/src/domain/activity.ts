import type { ActivityRecord } from '@wbk/contracts';
import { derivedUuid } from '@wbk/platform';

export { ACTIVITY_TYPES, type ActivityType } from '@wbk/contracts';

/**
 * A contact's timeline entry: the contract's Activity (the listContactActivities
 * operation). The public contract leaves the record's shape open; this shape is
 * ours (docs/decisions.md, "Timeline (activities)").
 */
export type ActivityView = ActivityRecord;

/** Where an activity came from: the source event type and the source record's id. */
export type ActivitySource = ActivityView['source'];

/** An activity before it has an id and a recording time. */
export type ActivityDraft = Omit<ActivityView, 'id' | 'created_date'> & {
  /** What makes the activity unique; see activityId. */
  dedupKey: string;
};

export const ACTIVITY_LIMITS = { title: 200, summary: 280 } as const;

/** Cuts text to `max` characters on a code-point boundary, with an ellipsis when it was longer. */
export function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const chars = Array.from(flat);
  return chars.length <= max ? flat : `${chars.slice(0, max - 1).join('')}…`;
}

/**
 * The activity id: a name-based UUID (version 5 layout, SHA-256) of the
 * workspace, the contact and the draft's dedup key. Recording the same source
 * twice (a redelivery, a republish under a new message id, a second replica)
 * derives the same id, so the second insert is a DuplicateKeyError instead of
 * a second timeline entry.
 */
export function activityId(workspaceId: string, contactId: string, dedupKey: string): string {
  return derivedUuid(`wbk-activity\u0000${workspaceId}\u0000${contactId}\u0000${dedupKey}`, 'sha256');
}

export function toActivityView(workspaceId: string, draft: ActivityDraft, recordedAt: Date): ActivityView {
  const { dedupKey, ...fields } = draft;
  return {
    id: activityId(workspaceId, draft.contact_id, dedupKey),
    ...fields,
    created_date: recordedAt.toISOString(),
  };
}
