import { z } from 'zod';
import { idSchema, pageQuery, timestamp, typeError, uuid } from '../http/schemas';

/**
 * One contact in a campaign (a campaign enrollment). `pending` until its
 * first step is sent, `active` while steps remain, `completed` after the last;
 * a reply, a bounce or an unsubscribe stops it at once (`replied`, `bounced`,
 * `unsubscribed`). While its campaign is paused it reads `paused`.
 */
export const ENROLLMENT_STATUSES = ['pending', 'active', 'paused', 'completed', 'bounced', 'unsubscribed', 'replied'] as const;
export type EnrollmentStatus = (typeof ENROLLMENT_STATUSES)[number];

/** listCampaignContacts pages: default 50, max 100 (the public limit). */
export const ENROLLMENT_PAGE_LIMITS = { defaultPerPage: 50, maxPerPage: 100 } as const;
export const ENROLL_MAX_CONTACT_IDS = 1000;
/** A list enrolled in one call has at most this many members (the call answers within its deadline). */
export const ENROLL_LIST_MAX = 10_000;

export const ENROLL_SKIP_REASONS = ['already_enrolled', 'suppressed', 'no_address', 'not_found'] as const;
export type EnrollSkipReason = (typeof ENROLL_SKIP_REASONS)[number];

export const enrollmentRecord = z
  .strictObject({
    contact_id: uuid,
    full_name: z.string(),
    email: z.string().nullable(),
    status: z.enum(ENROLLMENT_STATUSES),
    current_step: z.number().int().min(0).meta({ description: 'Steps sent so far (0 before the first).' }),
    added_at: timestamp,
    last_sent_at: timestamp.nullable(),
    next_step_at: timestamp.nullable().meta({ description: 'When the next step is due (it waits for the send window); null once stopped or completed.' }),
    stopped_reason: z.string().nullable().meta({ description: 'Why the sequence stopped early (a reply, a bounce, an unsubscribe).' }),
  })
  .meta({ id: 'CampaignEnrollment' });
export type EnrollmentRecord = z.infer<typeof enrollmentRecord>;

export const enrollBody = z
  .strictObject({
    contact_ids: z
      .array(idSchema, { error: 'must be an array of contact ids' })
      .min(1, { error: 'must name at least one contact' })
      .max(ENROLL_MAX_CONTACT_IDS, { error: `must have at most ${ENROLL_MAX_CONTACT_IDS} ids` })
      .optional(),
    list_id: idSchema.optional().meta({ description: 'Enrol every contact of this list.' }),
  })
  .refine((body) => (body.contact_ids === undefined) !== (body.list_id === undefined), { error: 'needs exactly one of contact_ids or list_id' })
  .meta({ id: 'CampaignEnroll' });
export type EnrollInput = z.output<typeof enrollBody>;

export const enrollResult = z
  .strictObject({
    campaign_id: uuid,
    added: z.number().int().min(0).meta({ description: 'Contacts newly enrolled.' }),
    contact_count: z.number().int().min(0).meta({ description: 'Contacts in the campaign afterwards.' }),
    skipped: z
      .array(z.strictObject({ contact_id: uuid, reason: z.enum(ENROLL_SKIP_REASONS) }))
      .meta({ description: 'Each contact not enrolled and why: already enrolled, a suppressed address, no address for a step\'s channel, or not a live contact of the workspace.' }),
  })
  .meta({ id: 'CampaignEnrollResult' });
export type EnrollResult = z.infer<typeof enrollResult>;

export const enrollmentListQuery = z.strictObject({
  ...pageQuery(ENROLLMENT_PAGE_LIMITS),
  status: z.enum(ENROLLMENT_STATUSES, { error: typeError(`must be one of ${ENROLLMENT_STATUSES.join(', ')}`) }).optional(),
});
