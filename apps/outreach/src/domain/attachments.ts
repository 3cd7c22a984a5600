import { base64DecodedBytes, MESSAGE_LIMITS } from '@wbk/contracts';
import { validationError } from '@wbk/platform';
import type { AttachmentSummary } from './message';

/** An attachment ready for the provider: its bytes as base64 and its summary for the record. */
export interface PreparedAttachment {
  filename: string;
  mime_type: string;
  content_base64: string;
  size_bytes: number;
}

/**
 * An inline attachment as the caller sent it: the contract's schema has checked
 * that it is canonical base64 (alphabet, padding, length) within the size
 * limits, so decoding it only to encode it again would hold two more copies of
 * up to 5 MiB each for nothing; its size is read off the text.
 */
export function inlineAttachment(filename: string, mimeType: string, contentBase64: string): PreparedAttachment {
  return { filename, mime_type: mimeType, content_base64: contentBase64, size_bytes: base64DecodedBytes(contentBase64) };
}

export function fetchedAttachment(filename: string, mimeType: string, body: Buffer): PreparedAttachment {
  return { filename, mime_type: mimeType, content_base64: body.toString('base64'), size_bytes: body.length };
}

/** Bytes still allowed for the next fetched attachment: its own limit, or less when the message is near its total. */
export function remainingBytes(prepared: readonly PreparedAttachment[]): number {
  const used = prepared.reduce((sum, a) => sum + a.size_bytes, 0);
  return Math.max(0, Math.min(MESSAGE_LIMITS.attachmentBytes, MESSAGE_LIMITS.totalAttachmentBytes - used));
}

/** The decoded sizes of every attachment, inline and fetched, against the per-file and per-message limits. */
export function checkAttachmentSizes(prepared: readonly PreparedAttachment[]): void {
  const issues = prepared.flatMap((a, i) =>
    a.size_bytes > MESSAGE_LIMITS.attachmentBytes ? [{ field: `attachments.${i}`, message: `must be at most ${MESSAGE_LIMITS.attachmentBytes} bytes` }] : [],
  );
  const total = prepared.reduce((sum, a) => sum + a.size_bytes, 0);
  if (total > MESSAGE_LIMITS.totalAttachmentBytes) issues.push({ field: 'attachments', message: `must be at most ${MESSAGE_LIMITS.totalAttachmentBytes} bytes together` });
  if (issues.length > 0) throw validationError(issues);
}

export function summaryOf(prepared: readonly PreparedAttachment[]): AttachmentSummary[] {
  return prepared.map((a) => ({ filename: a.filename, mime_type: a.mime_type, size_bytes: a.size_bytes }));
}

/**
 * Bytes a send holds while it runs, beyond its request: what its URL
 * attachments may fetch (at most the message's total, held as base64 text,
 * 4/3 of it). Inline attachments are in the request already.
 */
export function fetchAllowanceBytes(urlAttachments: number): number {
  return urlAttachments === 0 ? 0 : Math.ceil((MESSAGE_LIMITS.totalAttachmentBytes * 4) / 3);
}

/** A fetch must leave this much of the caller's deadline for the provider call. */
const PROVIDER_RESERVE_MS = 1_500;
/** A fetch gets at least this long, even when the deadline is near: shorter, it could not fetch anything. */
const MIN_FETCH_MS = 500;

/** How long one attachment URL may take: at most `maxMs` (ATTACHMENT_FETCH_TIMEOUT_MS), leaving the provider call its time before the deadline. */
export function fetchTimeoutMs(deadlineMs: number, nowMs: number, maxMs: number): number {
  return Math.max(MIN_FETCH_MS, Math.min(maxMs, deadlineMs - nowMs - PROVIDER_RESERVE_MS));
}
