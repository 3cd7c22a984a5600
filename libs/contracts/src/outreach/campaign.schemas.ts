import { z } from 'zod';
import { timestamp, uuid } from '../http/schemas';
import { MESSAGE_CHANNELS } from './message.schemas';

/**
 * The campaign resource, as small as the campaign events need it today; the
 * outreach service's routes will declare the rest here. The spec shows only
 * `draft` and a pause endpoint (spec "States and transitions", Campaign).
 */
export const CAMPAIGN_STATUSES = ['draft', 'active', 'paused', 'completed'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

export const campaignRecord = z
  .strictObject({
    id: uuid,
    name: z.string(),
    status: z.enum(CAMPAIGN_STATUSES).meta({ description: '`draft` until started; only a draft can be deleted.' }),
    step_count: z.number().int().min(0),
    contact_count: z.number().int().min(0).meta({ description: 'Contacts enrolled.' }),
    created_at: timestamp,
    updated_at: timestamp,
  })
  .meta({ id: 'Campaign' });
export type CampaignRecord = z.infer<typeof campaignRecord>;

/** One message of a campaign's sequence. */
export const campaignStepRecord = z
  .strictObject({
    id: uuid,
    position: z.number().int().min(1).meta({ description: 'Order in the sequence, from 1.' }),
    channel: z.enum(MESSAGE_CHANNELS),
    delay_days: z.number().int().min(0).meta({ description: 'Days after the previous step (after enrollment for the first).' }),
    subject: z.string().nullable().meta({ description: 'Email steps only; null on other channels.' }),
    message: z.string().meta({ description: 'The text sent; may hold merge tokens such as `{{contact.first_name}}`.' }),
    created_at: timestamp,
  })
  .meta({ id: 'CampaignStep' });
export type CampaignStepRecord = z.infer<typeof campaignStepRecord>;
