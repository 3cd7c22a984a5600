import { z } from 'zod';
import { jsonObject, pageQuery, timestamp, uuid } from '../http/schemas';

/**
 * A contact's timeline entry. The public API's description leaves the
 * activity record's fields open; this shape is the project's
 * (docs/decisions.md, "Timeline (activities)").
 */
export const ACTIVITY_TYPES = ['note', 'task_created', 'task_completed', 'message_sent', 'email_received', 'meeting'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/** docs/decisions.md, "Timeline (activities)": 25 per page, as for deal documents; at most 100. */
export const ACTIVITY_PAGE_LIMITS = { defaultPerPage: 25, maxPerPage: 100 } as const;

export const activityRecord = z
  .strictObject({
    id: uuid.meta({ description: 'Derived from the source record, so a source recorded twice lands once.' }),
    type: z.enum(ACTIVITY_TYPES),
    contact_id: uuid,
    occurred_at: timestamp.meta({
      description: "When it happened (note written, message sent, email received, meeting start); the timeline's sort key. May carry the source's UTC offset.",
    }),
    title: z.string(),
    summary: z.string().meta({ description: 'A short plain-text excerpt (at most 280 characters); empty when the source has none.' }),
    source: z.strictObject({
      event: z.string().meta({
        description: 'The event the entry was recorded from: note.created, message.sent, email.received, meeting.created, task.created or task.updated.',
      }),
      id: z.string().meta({ description: "The source record's id (note, message, email, meeting or task)." }),
    }),
    metadata: jsonObject.meta({ description: 'References that depend on the type: note_type, channel, status, deal_id, from, end_time, ...' }),
    created_date: timestamp.meta({ description: 'When the CRM recorded the entry.' }),
  })
  .meta({ id: 'Activity' });
export type ActivityRecord = z.infer<typeof activityRecord>;

/** `type` = one type or a comma list (`note,meeting`), as repeated parameters arrive joined by the gateway. */
const typeFilter = z
  .string()
  .optional()
  .transform((raw, ctx): ActivityType[] | undefined => {
    if (raw === undefined) return undefined;
    const parts = raw
      .split(',')
      .map((p) => p.trim())
      .filter((p) => p !== '');
    const known = (p: string): p is ActivityType => (ACTIVITY_TYPES as readonly string[]).includes(p);
    if (parts.length === 0 || !parts.every(known)) {
      ctx.addIssue({ code: 'custom', message: `must be one or more of ${ACTIVITY_TYPES.join(', ')} (comma-separated)` });
      return z.NEVER;
    }
    return [...new Set(parts.filter(known))];
  })
  .meta({ type: 'string', description: `Only these types: one or a comma list of ${ACTIVITY_TYPES.join(', ')}.`, example: 'note,meeting' });

export const activityListQuery = z.strictObject({ ...pageQuery(ACTIVITY_PAGE_LIMITS), type: typeFilter });
