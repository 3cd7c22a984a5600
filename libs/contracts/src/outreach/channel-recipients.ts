import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '../http/email-address';
import type { MessageChannel } from './message.schemas';

/**
 * Who a message can be sent to, per channel (the sendChannelMessage
 * operation's `recipient`). These are the shapes each provider accepts. chat_b
 * takes only existing conversations, and whether one exists is known only to
 * the provider: any other recipient (a user id, a phone number, a conversation
 * that is gone) is sent there and refused with 404 conversation_required, as
 * sendChannelMessage documents it, so chat_b's rule only keeps out what no id contains.
 */
export interface RecipientRule {
  pattern: RegExp;
  /** What the caller reads when the recipient does not fit. */
  expected: string;
}

export const RECIPIENT_RULES: Record<MessageChannel, RecipientRule> = {
  // A channel (C...), private group (G...), user (U.../W...) or direct-message (D...) id, Slack-style.
  chat_a: { pattern: /^[CGDUW][A-Z0-9]{6,20}$/, expected: 'a chat_a channel id (C..., G..., D...) or user id (U..., W...)' },
  chat_b: { pattern: /^[^\x00-\x1F\x7F]+$/, expected: 'an existing chat_b conversation id (no control characters)' },
  chat_c: { pattern: /^\+[1-9]\d{6,14}$/, expected: 'a phone number in E.164 form, e.g. +447700900123' },
  // Numeric chat ids; groups and channels are negative.
  chat_d: { pattern: /^-?[1-9]\d{0,19}$/, expected: 'a numeric chat_d chat id' },
  email: { pattern: EMAIL_PATTERN, expected: 'an email address' },
};

/** Channels whose providers accept their own markup (mrkdwn-like); the others take plain text only. */
export const MARKUP_CHANNELS: readonly MessageChannel[] = ['chat_a', 'chat_b'];

export const MESSAGE_FORMATS = ['text', 'markup'] as const;
export type MessageFormat = (typeof MESSAGE_FORMATS)[number];

/**
 * How a message without `format` is sent: in the channel's own markup where it
 * has one (chat_a and chat_b take their own markup syntax, and the public API
 * has no field to ask for it), plain text elsewhere. `format: "text"` still sends a
 * markup channel's message literally.
 */
export function defaultFormat(channel: MessageChannel): MessageFormat {
  return MARKUP_CHANNELS.includes(channel) ? 'markup' : 'text';
}

/** The recipient as stored and compared: emails lower-cased, everything else as given (trimmed). */
export function normalizeRecipient(channel: MessageChannel, recipient: string): string {
  const trimmed = recipient.trim();
  return channel === 'email' ? trimmed.toLowerCase() : trimmed;
}

/** The longest recipient of any channel: an email address. */
export const RECIPIENT_MAX_LENGTH = EMAIL_MAX_LENGTH;

/** The recipient's grammars as the document shows them: one pattern per channel, the one of `channel` applies. */
export const RECIPIENT_DOCUMENTED = {
  maxLength: RECIPIENT_MAX_LENGTH,
  anyOf: Object.values(RECIPIENT_RULES).map((rule) => ({ pattern: rule.pattern.source })),
} as const;

/** null when the recipient fits its channel, else what was expected. A recipient longer than any channel takes is refused before a pattern reads it. */
export function recipientProblem(channel: MessageChannel, recipient: string): string | null {
  const rule = RECIPIENT_RULES[channel];
  const value = recipient.trim();
  if (value.length > RECIPIENT_MAX_LENGTH) return `must be at most ${RECIPIENT_MAX_LENGTH} characters`;
  return rule.pattern.test(value) ? null : `must be ${rule.expected} for channel ${channel}`;
}
