// Outreach records (messages, campaigns).
// Outreach: campaigns and outbound messages (what their events carry so far)
export {
  CAMPAIGN_STATUSES,
  campaignRecord,
  campaignStepRecord,
  type CampaignRecord,
  type CampaignStatus,
  type CampaignStepRecord,
} from './campaign.schemas';
export {
  MESSAGE_CHANNELS,
  MESSAGE_STATUSES,
  sentMessageRecord,
  type MessageChannel,
  type MessageStatus,
  type SentMessageRecord,
} from './message.schemas';
