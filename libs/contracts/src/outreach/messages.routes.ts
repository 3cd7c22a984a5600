import { defineRoute } from '../http/route-contract';
import { dataEnvelope, pageEnvelope } from '../http/schemas';
import { messageIdParams, messageListQuery, messageRecord, SEND_BODY_LIMIT_BYTES, sendMessageBody, sendResultRecord } from './message.schemas';

const sent = {
  id: 'cha_5f0c2e7a9b1d4c3e8f6a2b0d',
  channel: 'chat_a',
  status: 'sent',
  sent_at: '2026-11-24T09:30:01.120Z',
  recipient: 'C0LITIGATE',
  subject: null,
  format: 'markup',
  contact_id: '8f6e2d1c-4b3a-4c5d-9e8f-0a1b2c3d4e5f',
  deal_id: null,
  campaign_id: null,
  attachments: [],
  error: null,
  status_updated_at: '2026-11-24T09:30:01.120Z',
  created_at: '2026-11-24T09:30:00.950Z',
};

const SEND_DESCRIPTION = [
  'Sends one message through the channel\'s provider. The recipient must fit the channel: `chat_a` a channel or user id, `chat_b` an existing conversation id ' +
    '(404 `conversation_required` otherwise: unsolicited 1:1 messages are impossible there), `chat_c` an E.164 phone number, `chat_d` a numeric chat id, ' +
    '`email` an address (and a `subject`). A chat_b recipient that is not a conversation the provider has (a user id, for one) is sent to it and answered ' +
    '404 `conversation_required`. chat_a and chat_b messages are read in the channel\'s own markup syntax unless `format` is `text`. The channel\'s provider must be connected for the workspace (403 `insufficient_permissions` otherwise), and a ' +
    'suppressed recipient is refused (409 `recipient_suppressed`).',
  'The answer\'s `status` is the outcome of the send: `queued`, `sent` or `failed`; what the provider reports later (`delivered`, `bounced`) is read ' +
    'with GET /v1/messages/{id}.',
  'With `contact_id` the message is logged on the contact\'s timeline. Attachments are either inline (`content_base64`, at most 5 MiB each and 10 MiB ' +
    'together, decoded) or fetched by the service from an https `url` on a public address (no redirects, 10 s, the same sizes); this route accepts bodies up to 14 MiB.',
  'With an `Idempotency-Key` the provider is called at most once per key: a retry answers the same message. A provider that keeps failing after bounded ' +
    'retries answers 502 `provider_error` with its reason in `details`; a provider\'s own rate limit is waited out when short, and each provider is called ' +
    'within its per-workspace rate so the limit is rarely met.',
].join('\n\n');

export const messageRoutes = {
  sendChannelMessage: defineRoute({
    operationId: 'sendChannelMessage',
    method: 'POST',
    path: '/v1/channels/send',
    tag: 'Messages',
    summary: 'Send a message on a channel',
    description: SEND_DESCRIPTION,
    service: 'outreach',
    rpc: 'SendChannelMessage',
    permission: 'write:channels',
    resourceType: 'messages',
    body: sendMessageBody,
    maxBodyBytes: SEND_BODY_LIMIT_BYTES,
    responses: { 200: dataEnvelope(sendResultRecord) },
    errors: ['not_found', 'conversation_required', 'recipient_suppressed', 'provider_error'],
    example: {
      body: { channel: 'chat_a', recipient: 'C0LITIGATE', message: '*New matter*: Doe v. Roe was filed today.', contact_id: sent.contact_id },
      response: { data: sent },
    },
  }),
  listMessages: defineRoute({
    operationId: 'listMessages',
    method: 'GET',
    path: '/v1/messages',
    tag: 'Messages',
    summary: 'List messages',
    description: 'Every outbound message of the workspace (direct sends, campaign steps, workflow actions), newest first, with the status providers reported.',
    service: 'outreach',
    rpc: 'ListMessages',
    permission: 'read:channels',
    resourceType: 'messages',
    query: messageListQuery,
    responses: { 200: pageEnvelope(messageRecord) },
    errors: [],
    example: { response: { data: [{ ...sent, status: 'delivered' }], meta: { page: 1, per_page: 25, total: 1 } } },
  }),
  getMessage: defineRoute({
    operationId: 'getMessage',
    method: 'GET',
    path: '/v1/messages/{id}',
    tag: 'Messages',
    summary: 'Get a message',
    description: 'One message by the id the send answered, with its latest status (`delivered`, `bounced` and late failures arrive from the provider).',
    service: 'outreach',
    rpc: 'GetMessage',
    permission: 'read:channels',
    resourceType: 'messages',
    params: messageIdParams,
    responses: { 200: dataEnvelope(messageRecord) },
    errors: ['not_found'],
    example: { response: { data: { ...sent, status: 'delivered', status_updated_at: '2026-11-24T09:30:02.400Z' } } },
  }),
};
