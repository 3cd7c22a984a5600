import type { SyncedEmailRecord } from '@wbk/contracts';
import type { MessageState } from './message';

/**
 * Replies to our mail found by mailbox sync (internal `email.received`):
 * an incoming email answers one of our messages when its In-Reply-To, or
 * else the newest of its References, is the Message-ID a provider put on
 * that message. A copy of our own mail (synced from the sent folder, or
 * quoted back with our Message-ID as its own) is never a reply: it comes
 * from our sender address, or it carries the Message-ID of one of ours.
 * Thread ids are not used: the providers do not tell us the thread of a
 * message when they accept it, so a thread id cannot be tied to our send.
 */

/** Message-IDs compare without case and surrounding space; angle brackets are kept as sent. */
export function normalizeMessageId(value: string): string {
  return value.trim().toLowerCase();
}

/** The Message-IDs an email may answer, the most specific first (In-Reply-To, then References newest first). */
export function answeredMessageIds(email: Pick<SyncedEmailRecord, 'in_reply_to' | 'references'>): string[] {
  const ids = [email.in_reply_to, ...[...email.references].reverse()].filter((id): id is string => id !== null && id.trim() !== '').map(normalizeMessageId);
  return [...new Set(ids)];
}

/** From one of our sending addresses: our own copy. */
export function isFromUs(email: Pick<SyncedEmailRecord, 'from'>, ourAddresses: readonly string[]): boolean {
  const from = email.from.trim().toLowerCase();
  return ourAddresses.some((address) => address.trim().toLowerCase() === from);
}

export type ReplyMatch = { kind: 'reply'; message: MessageState } | { kind: 'own_copy' } | { kind: 'unrelated' };

/**
 * Decides what an email is, given our messages found under its Message-ID
 * and the ids it answers (`ours`: every message of the workspace carrying
 * any of those Message-IDs).
 */
export function matchReply(email: Pick<SyncedEmailRecord, 'from' | 'message_id_header' | 'in_reply_to' | 'references'>, ours: readonly MessageState[], ourAddresses: readonly string[]): ReplyMatch {
  if (isFromUs(email, ourAddresses)) return { kind: 'own_copy' };
  const byHeader = new Map(ours.filter((m) => m.message_id_header !== null).map((m) => [normalizeMessageId(m.message_id_header!), m]));
  if (email.message_id_header !== null && byHeader.has(normalizeMessageId(email.message_id_header))) return { kind: 'own_copy' };
  for (const id of answeredMessageIds(email)) {
    const message = byHeader.get(id);
    if (message !== undefined) return { kind: 'reply', message };
  }
  return { kind: 'unrelated' };
}
