import type { MailProvider, SyncedEmailRecord } from '@wbk/contracts';
import { derivedUuid } from '@wbk/platform';

/** A message as both mail providers list it (SIM-MAIL-API.md "Mail messages"). */
export interface ProviderMessage {
  id: string;
  thread_id: string | null;
  message_id_header: string | null;
  in_reply_to: string | null;
  references: string[];
  from: { email: string; name?: string | null | undefined };
  to: Array<{ email: string; name?: string | null | undefined }>;
  cc: Array<{ email: string; name?: string | null | undefined }>;
  subject: string | null;
  text: string | null;
  sent_at: string;
  labels: string[];
}

export const SNIPPET_LENGTH = 200;

/** Message-IDs compare without case or surrounding space (RFC 5322 ids are case-sensitive in theory, never in practice). */
export function normalizeMessageId(value: string): string {
  return value.trim().toLowerCase();
}

/**
 * What a message is deduplicated on within a workspace: its Message-ID when it
 * has one (the same mail seen in two mailboxes, or listed twice, is one
 * message), else the provider's id.
 */
export function dedupKey(provider: MailProvider, message: Pick<ProviderMessage, 'id' | 'message_id_header'>): string {
  const header = message.message_id_header?.trim();
  return header ? `mid:${normalizeMessageId(header)}` : `pid:${provider}:${message.id}`;
}

/** The provider's id as the index keeps it, to spot a message again without its Message-ID. */
export function providerRef(provider: MailProvider, id: string): string {
  return `${provider}:${id}`;
}

/** A stable UUID-shaped id from parts: the same message always gets the same public id, so announcements collide rather than repeat. */
export function derivedId(...parts: string[]): string {
  return derivedUuid(parts.join('\u0000'));
}

/**
 * A copy of mail the mailbox's owner sent (listed under SENT and not also in the
 * inbox): kept in the index, so a reply to it threads and it is never new again,
 * but not announced as received. Outreach's own sends are already on the
 * timeline as `message_sent`; announcing their copies would show each one a
 * second time as mail the contact received.
 */
export function isOwnSentCopy(message: Pick<ProviderMessage, 'labels'>): boolean {
  const labels = message.labels.map((l) => l.toUpperCase());
  return labels.includes('SENT') && !labels.includes('INBOX');
}

function lower(address: string): string {
  return address.trim().toLowerCase();
}

/** Every address of a message (from, to, cc), lower-cased, once each. */
export function addressesOf(message: ProviderMessage): string[] {
  return [...new Set([message.from.email, ...message.to.map((a) => a.email), ...message.cc.map((a) => a.email)].map(lower).filter((a) => a.includes('@')))];
}

function snippetOf(text: string | null): string | null {
  if (text === null) return null;
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat === '' ? null : flat.slice(0, SNIPPET_LENGTH);
}

function instant(value: string, fallback: string): string {
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? fallback : new Date(ms).toISOString();
}

/** The synced email record of a new message, with the contacts its addresses matched. */
export function toSyncedEmail(input: {
  workspaceId: string;
  provider: MailProvider;
  jobId: string | null;
  message: ProviderMessage;
  contactsByEmail: ReadonlyMap<string, readonly string[]>;
  now: string;
}): SyncedEmailRecord {
  const { message, contactsByEmail } = input;
  const fromContacts = contactsByEmail.get(lower(message.from.email)) ?? [];
  const all = addressesOf(message).flatMap((a) => contactsByEmail.get(a) ?? []);
  return {
    id: derivedId(input.workspaceId, dedupKey(input.provider, message)),
    provider: input.provider,
    job_id: input.jobId,
    thread_id: message.thread_id,
    message_id_header: message.message_id_header?.trim() || null,
    in_reply_to: message.in_reply_to?.trim() || null,
    references: message.references.map((r) => r.trim()).filter((r) => r !== ''),
    from: lower(message.from.email),
    to: message.to.map((a) => lower(a.email)),
    cc: message.cc.map((a) => lower(a.email)),
    subject: message.subject,
    snippet: snippetOf(message.text),
    received_at: instant(message.sent_at, input.now),
    contact_id: fromContacts[0] ?? null,
    contact_ids: [...new Set(all)],
  };
}
