import { z } from 'zod';
import { idSchema, pageQuery, queryText, timestamp, typeError, uuid } from '../http/schemas';
import { WORKFLOW_CHANNELS } from '../workflows/workflow-vocabulary';
import { MARKUP_CHANNELS, MESSAGE_FORMATS, RECIPIENT_DOCUMENTED, RECIPIENT_MAX_LENGTH, recipientProblem } from './channel-recipients';

/** The channels of outbound messages (sendChannelMessage): the ones a workflow's send_channel_message names. */
export const MESSAGE_CHANNELS = WORKFLOW_CHANNELS;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/**
 * A message's status as GET /v1/messages reads it: the send's outcome, then
 * what the provider reported afterwards (`delivered`, `bounced`, late failures).
 */
export const MESSAGE_STATUSES = ['queued', 'sent', 'delivered', 'failed', 'bounced'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** The only statuses the sendChannelMessage operation answers; delivery and bounces come later. */
export const SEND_RESULT_STATUSES = ['queued', 'sent', 'failed'] as const;
export type SendResultStatus = (typeof SEND_RESULT_STATUSES)[number];

export const MESSAGE_LIMITS = {
  message: 4096,
  subject: 255,
  attachments: 10,
  filename: 255,
  /** Decoded bytes of one attachment. */
  attachmentBytes: 5 * 1024 * 1024,
  /** Decoded bytes of all attachments of one message (fetched ones included). */
  totalAttachmentBytes: 10 * 1024 * 1024,
} as const;

/** The send route's body limit: the attachments' base64 (4/3 of their bytes) plus the rest of the message. */
export const SEND_BODY_LIMIT_BYTES = 14 * 1024 * 1024;

export const MESSAGE_PAGE_LIMITS = { defaultPerPage: 25, maxPerPage: 100 } as const;

// Checked as an alphabet plus a length rule: a pattern repeating 4-character groups overflows
// the regular-expression stack on a multi-megabyte attachment.
const BASE64_ALPHABET = /^[A-Za-z0-9+/]*={0,2}$/;
const BASE64_MESSAGE = 'must be standard base64 (A-Z, a-z, 0-9, +, / and = padding)';

/** Bytes a base64 text decodes to. */
export function base64DecodedBytes(text: string): number {
  const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0;
  return (text.length / 4) * 3 - padding;
}

const attachmentInput = z
  .strictObject({
    filename: z
      .string({ error: typeError('must be a string') })
      .min(1, { error: 'must not be empty' })
      .max(MESSAGE_LIMITS.filename, { error: `must be at most ${MESSAGE_LIMITS.filename} characters` })
      .refine((v) => !/[/\\\0]/.test(v) && v !== '.' && v !== '..', { error: 'must be a file name, not a path' }),
    mime_type: z.string({ error: typeError('must be a string') }).regex(/^[a-z0-9][a-z0-9!#$&^_.+-]{0,63}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,63}$/i, { error: 'must be a MIME type such as application/pdf' }),
    content_base64: z
      .string({ error: typeError('must be a string') })
      .regex(BASE64_ALPHABET, { error: BASE64_MESSAGE })
      // Only for text the pattern passed: a bad character is one problem, not two.
      .refine((v) => !BASE64_ALPHABET.test(v) || v.length % 4 === 0, { error: BASE64_MESSAGE })
      .refine((v) => base64DecodedBytes(v) <= MESSAGE_LIMITS.attachmentBytes, { error: `must decode to at most ${MESSAGE_LIMITS.attachmentBytes} bytes` })
      .optional(),
    url: z
      .string({ error: typeError('must be a string') })
      .max(2048, { error: 'must be at most 2048 characters', abort: true })
      .refine((v) => URL.canParse(v) && new URL(v).protocol === 'https:', { error: 'must be an https URL' })
      .optional()
      .meta({ format: 'uri', description: 'Fetched by the service: https only, public addresses only, no redirects, 10 s and the size limits.' }),
  })
  .superRefine((value, ctx) => {
    if ((value.content_base64 === undefined) === (value.url === undefined)) {
      ctx.addIssue({ code: 'custom', message: 'needs exactly one of content_base64 or url' });
    }
  })
  .meta({ id: 'AttachmentInput' });

export const sendMessageBody = z
  .strictObject({
    channel: z.enum(MESSAGE_CHANNELS, { error: typeError(`must be one of ${MESSAGE_CHANNELS.join(', ')}`) }),
    // The limit reads the recipient as sent, before trimming, so padding cannot carry an oversized value past it;
    // `abort`: a recipient over the limit is not read by the channel's pattern (zod runs later checks after a failed one).
    recipient: z
      .string({ error: typeError('must be a string') })
      .max(RECIPIENT_MAX_LENGTH, { error: `must be at most ${RECIPIENT_MAX_LENGTH} characters`, abort: true })
      .trim()
      .min(1, { error: 'is required' })
      .meta({ ...RECIPIENT_DOCUMENTED, description: 'In the form its channel takes (one pattern per channel).' }),
    message: z
      .string({ error: typeError('must be a string') })
      .min(1, { error: 'must not be empty' })
      .max(MESSAGE_LIMITS.message, { error: `must be at most ${MESSAGE_LIMITS.message} characters` }),
    format: z
      .enum(MESSAGE_FORMATS, { error: typeError('must be text or markup') })
      .optional()
      .meta({
        description:
          'How `message` is read. Default: `markup` on chat_a and chat_b (their own markup syntax is honoured), `text` on the other channels. ' +
          '`text` sends a chat_a or chat_b message literally; `markup` on another channel is refused (400).',
      }),
    subject: z
      .string({ error: typeError('must be a string') })
      .trim()
      .min(1, { error: 'must not be empty' })
      .max(MESSAGE_LIMITS.subject, { error: `must be at most ${MESSAGE_LIMITS.subject} characters` })
      .refine((v) => !/[\r\n]/.test(v), { error: 'must be one line' })
      .optional()
      .meta({ description: 'Required for `email`; not allowed on other channels.' }),
    contact_id: idSchema.optional().meta({ description: 'A contact of the workspace: the message is logged on its timeline.' }),
    deal_id: idSchema.optional().meta({ description: 'A deal of the workspace the message is about.' }),
    attachments: z.array(attachmentInput).max(MESSAGE_LIMITS.attachments, { error: `must have at most ${MESSAGE_LIMITS.attachments} attachments` }).optional(),
  })
  .superRefine((body, ctx) => {
    const problem = recipientProblem(body.channel, body.recipient);
    if (problem !== null) ctx.addIssue({ code: 'custom', path: ['recipient'], message: problem });
    if (body.channel === 'email' && body.subject === undefined) ctx.addIssue({ code: 'custom', path: ['subject'], message: 'is required for channel email' });
    if (body.channel !== 'email' && body.subject !== undefined) ctx.addIssue({ code: 'custom', path: ['subject'], message: `is only for channel email, not ${body.channel}` });
    if (body.format === 'markup' && !MARKUP_CHANNELS.includes(body.channel)) {
      ctx.addIssue({ code: 'custom', path: ['format'], message: `markup is only for ${MARKUP_CHANNELS.join(' and ')}; send text on ${body.channel}` });
    }
    const total = (body.attachments ?? []).reduce((sum, a) => sum + (a.content_base64 === undefined ? 0 : base64DecodedBytes(a.content_base64)), 0);
    if (total > MESSAGE_LIMITS.totalAttachmentBytes) {
      ctx.addIssue({ code: 'custom', path: ['attachments'], message: `must decode to at most ${MESSAGE_LIMITS.totalAttachmentBytes} bytes together` });
    }
  })
  .meta({ id: 'SendMessage' });
export type SendMessageInput = z.output<typeof sendMessageBody>;

/** A message id as the send answered it: the provider's id. */
export const messageIdParams = z.strictObject({
  id: z
    .string({ error: typeError('must be a message id') })
    .regex(/^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/, { error: 'must be a message id as POST /v1/channels/send answered it' })
    .meta({ description: "The provider's message id (the `id` the send answered)." }),
});

const messageError = z.strictObject({ code: z.string(), message: z.string() }).meta({ id: 'MessageError' });

export const messageRecord = z
  .strictObject({
    id: z.string().meta({ description: "The provider's message id (for a message no provider accepted, this service's own `msg_` id)." }),
    channel: z.enum(MESSAGE_CHANNELS),
    status: z.enum(MESSAGE_STATUSES),
    sent_at: timestamp.nullable().meta({ description: 'When the provider accepted it; null while queued or when it failed.' }),
    recipient: z.string(),
    subject: z.string().nullable(),
    format: z.enum(MESSAGE_FORMATS),
    contact_id: uuid.nullable(),
    deal_id: uuid.nullable(),
    campaign_id: uuid.nullable(),
    attachments: z.array(z.strictObject({ filename: z.string(), mime_type: z.string(), size_bytes: z.number().int().min(0) })),
    error: messageError.nullable().meta({ description: "Why it failed or bounced, as the provider said." }),
    status_updated_at: timestamp,
    created_at: timestamp,
  })
  .meta({ id: 'Message', description: 'Spec "Channel message result" (id, channel, status, sent_at) and what the API adds.' });
export type MessageRecord = z.infer<typeof messageRecord>;

/**
 * The answer of the sendChannelMessage operation (POST /v1/channels/send): the
 * message record with the send's outcome as `status`. A keyed retry of a send
 * the provider later reported on still answers `sent` (or `failed` for a late
 * failure); GET /v1/messages/{id} shows `delivered` and `bounced`.
 */
export const sendResultRecord = messageRecord
  .extend({
    status: z.enum(SEND_RESULT_STATUSES).meta({ description: '`queued` or `sent` once the provider took it, `failed` when it failed after taking it. Delivery and bounces are read with GET /v1/messages/{id}.' }),
  })
  .meta({ id: 'ChannelMessageResult', description: 'Spec "Channel message result" (id, channel, status, sent_at) and what the API adds; `status` is the outcome of the send.' });
export type SendResultRecord = z.infer<typeof sendResultRecord>;

export const messageListQuery = z.strictObject({
  ...pageQuery(MESSAGE_PAGE_LIMITS),
  contact_id: idSchema.optional(),
  campaign_id: idSchema.optional(),
  channel: z.enum(MESSAGE_CHANNELS, { error: typeError(`must be one of ${MESSAGE_CHANNELS.join(', ')}`) }).optional(),
  status: z.enum(MESSAGE_STATUSES, { error: typeError(`must be one of ${MESSAGE_STATUSES.join(', ')}`) }).optional(),
  recipient: queryText(320, 'Exact recipient (emails compare case-insensitively).'),
});

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
