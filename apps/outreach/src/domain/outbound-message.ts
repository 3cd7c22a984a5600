import { createHash } from 'node:crypto';
import { defaultFormat, normalizeRecipient, type MessageChannel, type SendMessageInput } from '@wbk/contracts';
import { seedDigestId } from '@wbk/platform';

/** One attachment as the caller gave it: inline base64 or a URL this service fetches. */
export type AttachmentSource = { filename: string; mime_type: string } & ({ content_base64: string; url?: undefined } | { url: string; content_base64?: undefined });

/**
 * A message to send, whoever asks (the public send, a workflow action, the
 * sequencer): parsed with the contract's send schema, recipient normalised.
 */
export interface OutboundMessage {
  channel: MessageChannel;
  recipient: string;
  message: string;
  subject: string | null;
  format: 'text' | 'markup';
  contact_id: string | null;
  deal_id: string | null;
  attachments: AttachmentSource[];
  /** Extra mail headers (campaign mail carries List-Unsubscribe); ignored on chat channels. */
  headers?: Record<string, string>;
}

export function outboundFromInput(input: SendMessageInput): OutboundMessage {
  return {
    channel: input.channel,
    recipient: normalizeRecipient(input.channel, input.recipient),
    message: input.message,
    subject: input.subject ?? null,
    format: input.format ?? defaultFormat(input.channel),
    contact_id: input.contact_id ?? null,
    deal_id: input.deal_id ?? null,
    attachments: (input.attachments ?? []).map((a) =>
      a.content_base64 !== undefined
        ? { filename: a.filename, mime_type: a.mime_type, content_base64: a.content_base64 }
        : { filename: a.filename, mime_type: a.mime_type, url: a.url ?? '' },
    ),
  };
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/**
 * What makes two requests the same send: every field that changes what is
 * sent or recorded (inline attachments by the hash of their content, fetched
 * ones by URL). A retry with the same key and another fingerprint is refused.
 */
export function fingerprintOf(message: OutboundMessage): string {
  const canonical = {
    channel: message.channel,
    recipient: message.recipient,
    message: message.message,
    subject: message.subject,
    format: message.format,
    contact_id: message.contact_id,
    deal_id: message.deal_id,
    attachments: message.attachments.map((a) => [a.filename, a.mime_type, a.content_base64 !== undefined ? `sha256:${sha256(a.content_base64)}` : `url:${a.url}`]),
    headers: Object.entries(message.headers ?? {}).sort(([a], [b]) => a.localeCompare(b)),
  };
  return sha256(JSON.stringify(canonical));
}


/**
 * The message id of a keyed send, which is also the Idempotency-Key the
 * provider gets: a retry finds the record by it, and a provider call repeated
 * after a crash carries the same key, so the provider sends nothing twice. The
 * scope (public call, workflow action, campaign step) keeps keys of different
 * callers apart.
 */
export function keyedMessageId(workspaceId: string, scope: string, key: string): string {
  return seedDigestId(['outreach-send', workspaceId, scope, key].join('\u0000'));
}
