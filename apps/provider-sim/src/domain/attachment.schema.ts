import { MESSAGE_LIMITS, base64DecodedBytes } from '@wbk/contracts';
import { z } from 'zod';

/**
 * Standard base64, checked in linear time: a regex with a repeated group
 * (`(?:[A-Za-z0-9+/]{4})*`) overflows V8's stack on a few MiB of text.
 */
export function isBase64(text: string): boolean {
  return text.length % 4 === 0 && /^[A-Za-z0-9+/]*={0,2}$/.test(text);
}

/** Providers take attachments inline only; outreach fetches `url` attachments itself before sending. */
const attachment = z.strictObject({
  filename: z
    .string({ error: 'must be a string' })
    .min(1, { error: 'must not be empty' })
    .max(MESSAGE_LIMITS.filename, { error: `must be at most ${MESSAGE_LIMITS.filename} characters` })
    .refine((v) => !/[/\\\0]/.test(v) && v !== '.' && v !== '..', { error: 'must be a file name, not a path' }),
  mime_type: z.string({ error: 'must be a string' }).regex(/^[a-z0-9][a-z0-9!#$&^_.+-]{0,63}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,63}$/i, { error: 'must be a MIME type such as application/pdf' }),
  content_base64: z
    .string({ error: 'is required (providers take inline content only)' })
    .refine(isBase64, { error: 'must be standard base64 (A-Z, a-z, 0-9, +, / and = padding)' })
    .refine((v) => base64DecodedBytes(v) <= MESSAGE_LIMITS.attachmentBytes, { error: `must decode to at most ${MESSAGE_LIMITS.attachmentBytes} bytes` }),
});
export type Attachment = z.infer<typeof attachment>;

export const attachments = z
  .array(attachment, { error: 'must be a list of attachments' })
  .max(MESSAGE_LIMITS.attachments, { error: `must have at most ${MESSAGE_LIMITS.attachments} attachments` })
  .refine((list) => list.reduce((sum, a) => sum + base64DecodedBytes(a.content_base64), 0) <= MESSAGE_LIMITS.totalAttachmentBytes, {
    error: `must decode to at most ${MESSAGE_LIMITS.totalAttachmentBytes} bytes together`,
  })
  .optional();

/** What the sent log keeps of an attachment: the content would hold megabytes per entry. */
export function attachmentSummary(list: Attachment[] | undefined): Array<{ filename: string; mime_type: string; bytes: number }> | undefined {
  return list?.map((a) => ({ filename: a.filename, mime_type: a.mime_type, bytes: base64DecodedBytes(a.content_base64) }));
}
