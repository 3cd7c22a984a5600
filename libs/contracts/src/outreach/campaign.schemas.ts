import { z } from 'zod';
import { pageQuery, timestamp, typeError, uuid } from '../http/schemas';
import { mergeTokenProblems } from './merge-tokens';
import { MARKUP_CHANNELS, MESSAGE_FORMATS } from './channel-recipients';
import { MESSAGE_CHANNELS, MESSAGE_LIMITS } from './message.schemas';

/**
 * Campaigns (docs/decisions.md "Outreach"): `draft -> active` (start), `active ->
 * paused` (pause, or the bounce-rate rule), `paused -> active` (resume),
 * `active -> completed` once every enrollment has finished. Only a draft can
 * be deleted; steps change only while draft or paused.
 */
export const CAMPAIGN_STATUSES = ['draft', 'active', 'paused', 'completed'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const CAMPAIGN_LIMITS = {
  name: 200,
  description: 2000,
  steps: 20,
  /** 90 days. */
  delaySeconds: 90 * 86_400,
  dailyCap: 10_000,
  minGapSeconds: 86_400,
} as const;

export const CAMPAIGN_DEFAULTS = {
  sendWindow: { days: ['mon', 'tue', 'wed', 'thu', 'fri'] as Weekday[], start_hour: 9, end_hour: 17 },
  dailyCap: 200,
  minGapSeconds: 60,
  stopOnReply: true,
  autoPause: { bounce_rate: 0.05, min_sends: 50 },
} as const;

export const CAMPAIGN_PAGE_LIMITS = { defaultPerPage: 25, maxPerPage: 100 } as const;

/**
 * The zone as Intl spells it when only the letter case differs (`europe/london`
 * is stored as `Europe/London`); otherwise as given, so a zone written by its
 * current name (`Europe/Kyiv`) is not renamed to the older one ICU keeps.
 * Null for anything that is not an IANA zone name.
 */
function ianaZone(tz: string): string | null {
  let resolved: string;
  try {
    resolved = new Intl.DateTimeFormat('en-GB', { timeZone: tz }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
  const zone = resolved.toLowerCase() === tz.toLowerCase() ? resolved : tz;
  return zone.includes('/') || zone === 'UTC' ? zone : null;
}

const timezone = z
  .string({ error: typeError('must be a string') })
  .transform((tz, ctx) => {
    const zone = ianaZone(tz);
    if (zone === null) ctx.addIssue({ code: 'custom', message: 'must be an IANA time zone such as Europe/London' });
    return zone ?? tz;
  })
  .meta({ description: 'IANA time zone of the send window; default the workspace\'s. Stored with the letter case of the zone\'s name (`europe/london` becomes `Europe/London`).', example: 'Europe/London' });

export const sendWindow = z
  .strictObject({
    days: z
      .array(z.enum(WEEKDAYS, { error: typeError(`must be one of ${WEEKDAYS.join(', ')}`) }))
      .min(1, { error: 'must name at least one day' })
      .max(7)
      .transform((days) => WEEKDAYS.filter((d) => days.includes(d))),
    start_hour: z.number({ error: typeError('must be a whole hour 0-23') }).int({ error: 'must be a whole hour 0-23' }).min(0, { error: 'must be a whole hour 0-23' }).max(23, { error: 'must be a whole hour 0-23' }),
    end_hour: z.number({ error: typeError('must be a whole hour 1-24') }).int({ error: 'must be a whole hour 1-24' }).min(1, { error: 'must be a whole hour 1-24' }).max(24, { error: 'must be a whole hour 1-24' }),
  })
  .refine((w) => w.start_hour < w.end_hour, { error: 'start_hour must be before end_hour (the window cannot cross midnight)', path: ['end_hour'] })
  .meta({ id: 'SendWindow', description: 'Steps are sent only on these days, from start_hour to end_hour (exclusive), in the campaign\'s time zone; daylight-saving changes are followed.' });

export const autoPause = z
  .strictObject({
    bounce_rate: z.number({ error: typeError('must be a number from 0 to 1') }).min(0).max(1),
    min_sends: z.number({ error: typeError('must be a whole number') }).int().min(1).max(100_000),
  })
  .meta({ id: 'AutoPause', description: 'The campaign pauses itself once more than bounce_rate of its sends have bounced, after at least min_sends sends.' });

function templateText(max: number) {
  return z
    .string({ error: typeError('must be a string') })
    .min(1, { error: 'must not be empty' })
    .max(max, { error: `must be at most ${max} characters` })
    .superRefine((value, ctx) => {
      for (const problem of mergeTokenProblems(value)) ctx.addIssue({ code: 'custom', message: problem });
    });
}

export const campaignStepInput = z
  .strictObject({
    channel: z.enum(MESSAGE_CHANNELS, { error: typeError(`must be one of ${MESSAGE_CHANNELS.join(', ')}`) }),
    delay_seconds: z
      .number({ error: typeError('must be a whole number of seconds') })
      .int({ error: 'must be a whole number of seconds' })
      .min(0, { error: 'must be 0 or more' })
      .max(CAMPAIGN_LIMITS.delaySeconds, { error: `must be at most ${CAMPAIGN_LIMITS.delaySeconds} (90 days)` })
      .meta({ description: 'Wait after the previous step (after enrollment for the first step) before this one is due.' }),
    subject: templateText(MESSAGE_LIMITS.subject).optional().meta({ description: 'Email steps only, and required there; may hold merge tokens.' }),
    message: templateText(MESSAGE_LIMITS.message).meta({ description: 'May hold merge tokens: `{{contact.first_name}}`, with a fallback `{{contact.first_name | "there"}}`.' }),
    format: z
      .enum(MESSAGE_FORMATS)
      .optional()
      .meta({ description: 'Default: `markup` on chat_a and chat_b (their own markup syntax), `text` elsewhere; `markup` only on chat_a and chat_b.' }),
  })
  .superRefine((step, ctx) => {
    if (step.channel === 'email' && step.subject === undefined) ctx.addIssue({ code: 'custom', path: ['subject'], message: 'is required for channel email' });
    if (step.channel !== 'email' && step.subject !== undefined) ctx.addIssue({ code: 'custom', path: ['subject'], message: `is only for channel email, not ${step.channel}` });
    if (step.format === 'markup' && !MARKUP_CHANNELS.includes(step.channel)) ctx.addIssue({ code: 'custom', path: ['format'], message: `markup is only for ${MARKUP_CHANNELS.join(' and ')}` });
  })
  .meta({ id: 'CampaignStepInput' });
export type CampaignStepInput = z.output<typeof campaignStepInput>;

const campaignSettings = {
  description: z.string({ error: typeError('must be a string') }).trim().max(CAMPAIGN_LIMITS.description).nullable().optional(),
  timezone: timezone.optional(),
  send_window: sendWindow.optional(),
  daily_cap: z.number({ error: typeError('must be a whole number') }).int().min(1).max(CAMPAIGN_LIMITS.dailyCap).optional().meta({ description: `Sends per day (in the campaign's time zone) at most; default ${CAMPAIGN_DEFAULTS.dailyCap}.` }),
  min_gap_seconds: z.number({ error: typeError('must be a whole number of seconds') }).int().min(0).max(CAMPAIGN_LIMITS.minGapSeconds).optional().meta({ description: `Least time between two sends of the campaign; default ${CAMPAIGN_DEFAULTS.minGapSeconds}.` }),
  stop_on_reply: z.boolean({ error: typeError('must be true or false') }).optional().meta({ description: 'A reply stops that contact\'s sequence (default true). A bounce or an unsubscribe always does.' }),
  auto_pause: autoPause.optional(),
  steps: z.array(campaignStepInput).max(CAMPAIGN_LIMITS.steps, { error: `must have at most ${CAMPAIGN_LIMITS.steps} steps` }).optional().meta({ description: 'The whole sequence, in order; replaces the previous one.' }),
};

const name = z.string({ error: typeError('must be a string') }).trim().min(1, { error: 'must not be empty' }).max(CAMPAIGN_LIMITS.name, { error: `must be at most ${CAMPAIGN_LIMITS.name} characters` });

export const campaignCreateBody = z.strictObject({ name, ...campaignSettings }).meta({ id: 'CampaignCreate' });
export type CampaignCreateInput = z.output<typeof campaignCreateBody>;

export const campaignPatchBody = z
  .strictObject({ name: name.optional(), ...campaignSettings })
  .refine((body) => Object.keys(body).length > 0, { error: 'at least one field is required' })
  .meta({ id: 'CampaignPatch' });
export type CampaignPatchInput = z.output<typeof campaignPatchBody>;

/** One message of a campaign's sequence. */
export const campaignStepRecord = z
  .strictObject({
    id: uuid,
    position: z.number().int().min(1).meta({ description: 'Order in the sequence, from 1.' }),
    channel: z.enum(MESSAGE_CHANNELS),
    delay_seconds: z.number().int().min(0),
    subject: z.string().nullable().meta({ description: 'Email steps only; null on other channels.' }),
    message: z.string(),
    format: z.enum(MESSAGE_FORMATS),
    created_at: timestamp,
  })
  .meta({ id: 'CampaignStep' });
export type CampaignStepRecord = z.infer<typeof campaignStepRecord>;

export const campaignStats = z
  .strictObject({
    sent: z.number().int().min(0),
    delivered: z.number().int().min(0),
    bounced: z.number().int().min(0),
    replied: z.number().int().min(0),
    unsubscribed: z.number().int().min(0),
    completed: z.number().int().min(0).meta({ description: 'Enrollments that received every step.' }),
  })
  .meta({ id: 'CampaignStats' });

export const campaignRecord = z
  .strictObject({
    id: uuid,
    name: z.string(),
    description: z.string().nullable(),
    status: z.enum(CAMPAIGN_STATUSES).meta({ description: '`draft` until started; only a draft can be deleted.' }),
    timezone: z.string(),
    send_window: z.strictObject({ days: z.array(z.enum(WEEKDAYS)), start_hour: z.number().int(), end_hour: z.number().int() }),
    daily_cap: z.number().int(),
    min_gap_seconds: z.number().int(),
    stop_on_reply: z.boolean(),
    auto_pause: z.strictObject({ bounce_rate: z.number(), min_sends: z.number().int() }),
    paused_reason: z.string().nullable().meta({ description: 'Why the campaign paused itself (null when paused by a call, or not paused).' }),
    steps: z.array(campaignStepRecord),
    step_count: z.number().int().min(0),
    contact_count: z.number().int().min(0).meta({ description: 'Contacts enrolled.' }),
    stats: campaignStats,
    started_at: timestamp.nullable(),
    completed_at: timestamp.nullable(),
    created_at: timestamp,
    updated_at: timestamp,
  })
  .meta({ id: 'Campaign' });
export type CampaignRecord = z.infer<typeof campaignRecord>;

export const campaignListQuery = z.strictObject({
  ...pageQuery(CAMPAIGN_PAGE_LIMITS),
  status: z.enum(CAMPAIGN_STATUSES, { error: typeError(`must be one of ${CAMPAIGN_STATUSES.join(', ')}`) }).optional(),
});
