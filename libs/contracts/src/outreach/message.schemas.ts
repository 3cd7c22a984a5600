import { z } from 'zod';
import { timestamp, uuid } from '../http/schemas';
import { WORKFLOW_CHANNELS } from '../workflows/workflow-vocabulary';

/** The channels of outbound messages (spec "POST /v1/channels/send"): the ones a workflow's send_channel_message names. */
export const MESSAGE_CHANNELS = WORKFLOW_CHANNELS;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/** Spec "Channel message result": a message the provider queued or sent, or one it refused. */
export const MESSAGE_STATUSES = ['queued', 'sent', 'failed'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/**
 * One outbound message as the outreach service announces it (internal
 * `message.sent`): the CRM puts it on the contact's timeline. Whatever sent
 * it (a direct send, a campaign step, a workflow action) is named by the ids.
 */
export const sentMessageRecord = z
  .strictObject({
    id: uuid,
    provider_message_id: z.string().nullable().meta({ description: "The provider's id of the message; null until it gives one." }),
    channel: z.enum(MESSAGE_CHANNELS),
    recipient: z.string().meta({ description: 'Channel-specific: an email address, a phone number, a chat or conversation id.' }),
    status: z.enum(MESSAGE_STATUSES),
    subject: z.string().nullable().meta({ description: 'Email only.' }),
    message: z.string(),
    contact_id: uuid.nullable(),
    deal_id: uuid.nullable(),
    campaign_id: uuid.nullable(),
    workflow_id: uuid.nullable(),
    sent_at: timestamp,
  })
  .meta({ id: 'SentMessage' });
export type SentMessageRecord = z.infer<typeof sentMessageRecord>;
