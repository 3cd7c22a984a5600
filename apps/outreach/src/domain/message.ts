import { AppError } from '@wbk/platform';
import type { MessageChannel, MessageRecord, MessageStatus, SendResultRecord, SendResultStatus, SentMessageRecord } from '@wbk/contracts';
import type { ProviderName } from './channel-provider';
import type { OutboundMessage } from './outbound-message';

/**
 * Where a send stands with its provider:
 * - `pending`: recorded, the provider call is under way (or its process died
 *   during it: a retry with the same key calls again with the same provider key);
 * - `accepted`: the provider took it (status queued or sent, later delivered...);
 * - `rejected`: the provider refused it for good (a retry answers the same error);
 * - `failed`: the provider kept failing (a retry with the same key tries again).
 */
export const SEND_STATES = ['pending', 'accepted', 'rejected', 'failed'] as const;
export type SendState = (typeof SEND_STATES)[number];

export interface MessageError {
  code: string;
  message: string;
}

export interface AttachmentSummary {
  filename: string;
  mime_type: string;
  size_bytes: number;
}

/** What sent a message, beyond a direct call. */
export interface MessageOrigin {
  campaign_id: string | null;
  /** The sequencer's enrollment and step position; null for direct sends and workflow actions. */
  enrollment_id: string | null;
  step_position: number | null;
  workflow_id: string | null;
}

export interface MessageState extends MessageOrigin {
  /** Internal id (the `message.sent` event's id); derived from the idempotency key when there is one. */
  id: string;
  /** The public id: the provider's message id once accepted, this service's `msg_` id before. */
  public_id: string;
  provider: ProviderName;
  /** The Idempotency-Key the provider got: derived from the caller's key, or random. */
  provider_key: string;
  provider_message_id: string | null;
  /** The Message-ID header the mail provider put on our mail: replies name it in In-Reply-To / References. Null for chat. */
  message_id_header: string | null;
  channel: MessageChannel;
  recipient: string;
  subject: string | null;
  format: 'text' | 'markup';
  message: string;
  contact_id: string | null;
  deal_id: string | null;
  attachments: AttachmentSummary[];
  status: MessageStatus;
  send_state: SendState;
  error: MessageError | null;
  /** The provider's HTTP status of a refusal or of the last failure, to answer a retry of a refused send the same way. */
  provider_status: number | null;
  /** When the provider accepted it (also for `queued`). */
  accepted_at: string | null;
  replied_at: string | null;
  /** The caller's key and the fingerprint of what it sent, to tell a retry from a different request. */
  idempotency_key: string | null;
  fingerprint: string | null;
  status_updated_at: string;
  created_at: string;
}

/** `msg_` + 32 hex: the id of a message no provider has accepted (yet). */
export function localMessageId(internalId: string): string {
  return `msg_${internalId.replace(/-/g, '')}`;
}

/** A provider has it, so it was sent (`queued` is not sent yet; `failed` never was). */
function wasSent(status: MessageStatus): boolean {
  return status === 'sent' || status === 'delivered' || status === 'bounced';
}

/** The public record of the getMessage and listMessages operations (`messageRecord` in libs/contracts). */
export function toMessageView(state: MessageState): MessageRecord {
  return {
    id: state.public_id,
    channel: state.channel,
    status: state.status,
    sent_at: wasSent(state.status) ? state.accepted_at : null,
    recipient: state.recipient,
    subject: state.subject,
    format: state.format,
    contact_id: state.contact_id,
    deal_id: state.deal_id,
    campaign_id: state.campaign_id,
    attachments: state.attachments.map((a) => ({ ...a })),
    error: state.error === null ? null : { ...state.error },
    status_updated_at: state.status_updated_at,
    created_at: state.created_at,
  };
}

/**
 * The send's outcome (the sendChannelMessage operation's result: queued, sent or failed).
 * A keyed retry answers the stored message, which the provider may have
 * reported on since: delivered and bounced messages were sent.
 */
export function sendOutcome(status: MessageStatus): SendResultStatus {
  switch (status) {
    case 'queued':
    case 'failed':
      return status;
    case 'sent':
    case 'delivered':
    case 'bounced':
      return 'sent';
  }
}

/** The answer of POST /v1/channels/send: the public record with the send's outcome as its status. */
export function toSendResult(state: MessageState): SendResultRecord {
  return { ...toMessageView(state), status: sendOutcome(state.status) };
}

/** The `message.sent` payload: the timeline's record of an accepted message. */
export function toSentMessage(state: MessageState): SentMessageRecord {
  return {
    id: state.id,
    provider_message_id: state.provider_message_id,
    channel: state.channel,
    recipient: state.recipient,
    status: state.status,
    subject: state.subject,
    message: state.message,
    contact_id: state.contact_id,
    deal_id: state.deal_id,
    campaign_id: state.campaign_id,
    workflow_id: state.workflow_id,
    sent_at: state.accepted_at ?? state.created_at,
  };
}

/** The provider's answer to a send, as the record takes it. */
export interface ProviderAcceptance {
  id: string;
  status: 'queued' | 'sent';
  acceptedAt: string;
  messageIdHeader: string | null;
}

export function acceptedFields(
  acceptance: ProviderAcceptance,
  now: string,
): Pick<MessageState, 'public_id' | 'provider_message_id' | 'message_id_header' | 'status' | 'send_state' | 'error' | 'provider_status' | 'accepted_at' | 'status_updated_at'> {
  return {
    public_id: acceptance.id,
    provider_message_id: acceptance.id,
    message_id_header: acceptance.messageIdHeader,
    status: acceptance.status,
    send_state: 'accepted',
    error: null,
    provider_status: null,
    accepted_at: acceptance.acceptedAt,
    status_updated_at: now,
  };
}

export function failedFields(
  sendState: 'rejected' | 'failed',
  error: MessageError,
  providerStatus: number | null,
  now: string,
): Pick<MessageState, 'status' | 'send_state' | 'error' | 'provider_status' | 'status_updated_at'> {
  return { status: 'failed', send_state: sendState, error, provider_status: providerStatus, status_updated_at: now };
}

export interface PendingMessage {
  /** The internal id: derived from the caller's key, or new. It is also the provider's Idempotency-Key. */
  id: string;
  provider: ProviderName;
  message: OutboundMessage;
  origin: Partial<MessageOrigin> | undefined;
  idempotencyKey: string | null;
  fingerprint: string;
  attachments: AttachmentSummary[];
  now: string;
}

/** A send as first recorded, before the provider is called: `queued` and `pending`, under its local `msg_` id. */
export function pendingMessage(send: PendingMessage): MessageState {
  const { message, origin } = send;
  return {
    id: send.id,
    public_id: localMessageId(send.id),
    provider: send.provider,
    provider_key: send.id,
    provider_message_id: null,
    message_id_header: null,
    channel: message.channel,
    recipient: message.recipient,
    subject: message.subject,
    format: message.format,
    message: message.message,
    contact_id: message.contact_id,
    deal_id: message.deal_id,
    campaign_id: origin?.campaign_id ?? null,
    enrollment_id: origin?.enrollment_id ?? null,
    step_position: origin?.step_position ?? null,
    workflow_id: origin?.workflow_id ?? null,
    attachments: send.attachments,
    status: 'queued',
    send_state: 'pending',
    error: null,
    provider_status: null,
    accepted_at: null,
    replied_at: null,
    idempotency_key: send.idempotencyKey,
    fingerprint: send.fingerprint,
    status_updated_at: send.now,
    created_at: send.now,
  };
}

export function messageNotFound(): AppError {
  return new AppError('not_found', 'Message not found');
}
