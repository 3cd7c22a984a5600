import type { MailAddress, MailMessage, MailStore } from './mail-store';
import { messageIdHeaderOf, newMessageId, type MailProvider } from './providers';
import { mulberry32, seededHex } from './seeded-random';

/** A message as a test describes it (control API); everything else is filled in. */
export interface MailDraft {
  /** Set when the id is the send's own; otherwise a new one. */
  id?: string;
  from: MailAddress;
  to: MailAddress[];
  cc?: MailAddress[];
  subject: string;
  text: string;
  sent_at?: string;
  labels?: string[];
  thread_id?: string;
  in_reply_to?: string | null;
  references?: string[];
  message_id_header?: string;
}

export interface MailComposer {
  randomHex: (bytes: number) => string;
  now: () => Date;
}

/** Same width as the message ids: 12 random bytes. */
export function newThreadId(randomHex: (bytes: number) => string): string {
  return `thr_${randomHex(12)}`;
}

/**
 * A full message from a draft. A draft that answers a message already in the
 * mailbox joins that message's thread and extends its references, as a mail
 * client would; otherwise it starts a thread of its own.
 */
export function composeMessage(store: MailStore, provider: MailProvider, accountId: string, draft: MailDraft, composer: MailComposer): MailMessage {
  const id = draft.id ?? newMessageId(provider, composer.randomHex);
  const inReplyTo = draft.in_reply_to ?? null;
  const parent = inReplyTo === null ? undefined : store.findByHeader(provider, accountId, inReplyTo);
  const references = draft.references ?? (parent === undefined ? (inReplyTo === null ? [] : [inReplyTo]) : [...parent.references, parent.message_id_header]);
  return {
    id,
    thread_id: draft.thread_id ?? parent?.thread_id ?? newThreadId(composer.randomHex),
    message_id_header: draft.message_id_header ?? messageIdHeaderOf(provider, id),
    in_reply_to: inReplyTo,
    references,
    from: draft.from,
    to: draft.to,
    cc: draft.cc ?? [],
    subject: draft.subject,
    text: draft.text,
    sent_at: draft.sent_at ?? composer.now().toISOString(),
    labels: draft.labels ?? ['INBOX'],
  };
}

/** `Name <email>`, `"Name" <email>` or a bare address, as a send body carries it. */
export function parseMailAddress(value: string): MailAddress {
  const match = /^\s*"?([^"<]*?)"?\s*<([^<>]+)>\s*$/.exec(value);
  if (match === null) return { email: value.trim().toLowerCase(), name: '' };
  return { email: match[2]!.trim().toLowerCase(), name: match[1]!.trim() };
}

/** The message ids a header like References lists (`<a@x> <b@y>`); a lone id without brackets is kept as is. */
export function parseReferences(value: string | undefined): string[] {
  if (value === undefined) return [];
  const ids = value.match(/<[^<>\s]+>/g);
  return ids ?? (value.trim() === '' ? [] : [value.trim()]);
}

/** The value of a header whatever its case. */
export function headerValue(headers: Record<string, string> | undefined, name: string): string | undefined {
  if (headers === undefined) return undefined;
  const wanted = name.toLowerCase();
  const found = Object.keys(headers).find((key) => key.toLowerCase() === wanted);
  return found === undefined ? undefined : headers[found];
}

const SEED_FIRST_NAMES = ['Ada', 'Ben', 'Chloe', 'Dev', 'Elena', 'Farid', 'Grace', 'Hugo', 'Ines', 'Jonas'];
const SEED_SUBJECTS = ['Engagement letter', 'Retainer invoice', 'Deposition schedule', 'Settlement draft', 'Discovery request', 'Court filing', 'Conflict check', 'Billing question'];
/** How many distinct correspondents the seeded mail comes from: `contact-<n>@client-<n mod 50>.test`. */
export const SEED_CORRESPONDENTS = 1_000;
/** Seeded mail runs back from this instant, one message a minute, so a seed's messages do not depend on when it ran. */
const SEED_EPOCH_MS = Date.parse('2026-01-01T00:00:00.000Z');

/**
 * `count` INBOX messages for a bench: threads of one to four messages from a
 * fixed set of correspondents to `owner`. Deterministic for a seed and the
 * mailbox's size before seeding, so seeding twice adds new messages.
 */
export function seedMessages(provider: MailProvider, owner: MailAddress, count: number, seed: number, startIndex: number): MailMessage[] {
  const random = mulberry32((seed ^ Math.imul(startIndex + 1, 0x9e3779b1)) >>> 0);
  const hex = seededHex(random);
  const messages: MailMessage[] = new Array<MailMessage>(count);
  let thread: { id: string; subject: string; correspondent: number; headers: string[] } | null = null;
  for (let i = 0; i < count; i += 1) {
    if (thread === null || thread.headers.length >= 1 + Math.floor(random() * 4)) {
      const correspondent = Math.floor(random() * SEED_CORRESPONDENTS);
      thread = { id: newThreadId(hex), subject: `${SEED_SUBJECTS[correspondent % SEED_SUBJECTS.length]!} #${startIndex + i}`, correspondent, headers: [] };
    }
    const id = newMessageId(provider, hex);
    const header = messageIdHeaderOf(provider, id);
    const name = SEED_FIRST_NAMES[thread.correspondent % SEED_FIRST_NAMES.length]!;
    const last = thread.headers.at(-1);
    messages[i] = {
      id,
      thread_id: thread.id,
      message_id_header: header,
      in_reply_to: last ?? null,
      references: [...thread.headers],
      from: { email: `contact-${thread.correspondent}@client-${thread.correspondent % 50}.test`, name: `${name} Client${thread.correspondent}` },
      to: [owner],
      cc: [],
      subject: last === undefined ? thread.subject : `Re: ${thread.subject}`,
      text: `Message ${startIndex + i} of the seeded mailbox (seed ${seed}).`,
      sent_at: new Date(SEED_EPOCH_MS + (startIndex + i) * 60_000).toISOString(),
      labels: ['INBOX'],
    };
    thread.headers.push(header);
  }
  return messages;
}
