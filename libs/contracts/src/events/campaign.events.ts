import { z } from 'zod';
import { uuid } from '../http/schemas';
import { campaignRecord, campaignStepRecord } from '../outreach/campaign.schemas';
import { eventCount } from './change-set';
import type { EventType } from './event-catalog';

/**
 * What the outreach service must publish. Lifecycle events carry the campaign
 * as it reads after the change (deleted: as it was); step and enrollment
 * events name the campaign by id, as list membership events name their list.
 */
export const CAMPAIGN_EVENT_PAYLOADS = {
  'campaign.created': z.strictObject({ campaign: campaignRecord }),
  'campaign.started': z.strictObject({ campaign: campaignRecord }),
  'campaign.paused': z.strictObject({ campaign: campaignRecord }),
  'campaign.deleted': z.strictObject({ campaign: campaignRecord }),
  'campaign.step_created': z.strictObject({ campaign_id: uuid, step: campaignStepRecord }),
  'campaign.contacts_added': z.strictObject({
    campaign_id: uuid,
    contact_ids: z.array(uuid).meta({ description: 'The contacts newly enrolled; those already in the campaign are not repeated.' }),
    count: eventCount,
  }),
} as const satisfies Partial<Record<EventType, z.ZodType>>;
