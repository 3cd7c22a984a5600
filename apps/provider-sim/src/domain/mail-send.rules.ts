import { z } from 'zod';
import { attachmentSummary, attachments } from './attachment.schema';
import { isMailProvider, messageIdHeaderOf, type Provider } from './providers';
import type { SendFamily } from './send-family';

/** Mail bodies are long (quoted threads, footers); the sim refuses only the absurd. */
export const MAIL_TEXT_MAX = 1_000_000;
/** RFC 5322's line limit, for the subject and each extra header. */
const LINE_MAX = 998;
const HEADERS_MAX = 50;
/** Set by the provider from the body's fields (or by the provider itself); a header of the same name would contradict them. */
const PROVIDER_HEADERS = new Set(['from', 'to', 'subject', 'message-id', 'date']);

function oneLine(max: number) {
  return z
    .string({ error: 'is required' })
    .trim()
    .min(1, { error: 'must not be empty' })
    .max(max, { error: `must be at most ${max} characters` })
    .refine((v) => !/[\r\n]/.test(v), { error: 'must be one line' });
}

const headers = z
  .record(z.string().regex(/^[A-Za-z0-9][A-Za-z0-9-]{0,63}$/, { error: 'header names are letters, digits and dashes' }), oneLine(LINE_MAX), {
    error: 'must be an object of header names to values',
  })
  .refine((h) => Object.keys(h).length <= HEADERS_MAX, { error: `must have at most ${HEADERS_MAX} headers` })
  .refine((h) => Object.keys(h).every((name) => !PROVIDER_HEADERS.has(name.toLowerCase())), { error: 'must not set From, To, Subject, Message-ID or Date (the provider sets them)' })
  .optional();

export const mailSendBody = z.strictObject({
  from: oneLine(320),
  to: z.string({ error: 'is required' }).trim().min(1, { error: 'is required' }).max(320, { error: 'must be at most 320 characters' }),
  subject: oneLine(LINE_MAX),
  text: z.string({ error: 'is required' }).min(1, { error: 'must not be empty' }).max(MAIL_TEXT_MAX, { error: `must be at most ${MAIL_TEXT_MAX} characters` }),
  headers,
  attachments,
});
export type MailSendBody = z.infer<typeof mailSendBody>;

/** mail_provider_a and mail_provider_b: queued, with the Message-ID the mail carries. */
export function mailFamily(): SendFamily<MailSendBody> {
  return {
    schema: mailSendBody,
    recipientOf: (body) => body.to,
    refusal: () => null,
    accepted: (provider: Provider, messageId: string) => ({
      status: 'queued',
      ...(isMailProvider(provider) ? { messageIdHeader: messageIdHeaderOf(provider, messageId) } : {}),
    }),
    logged: (body) => ({
      from: body.from,
      to: body.to,
      subject: body.subject,
      text: body.text,
      ...(body.headers === undefined ? {} : { headers: body.headers }),
      ...(body.attachments === undefined ? {} : { attachments: attachmentSummary(body.attachments) }),
    }),
  };
}
