import type { MailProvider } from './providers';
import { SimError } from './sim-answer';

export interface MailAddress {
  email: string;
  name: string;
}

/** A message as both mail providers list it (the mailbox read API's wire shape). */
export interface MailMessage {
  id: string;
  thread_id: string;
  message_id_header: string;
  in_reply_to: string | null;
  references: string[];
  from: MailAddress;
  to: MailAddress[];
  cc: MailAddress[];
  subject: string;
  text: string;
  sent_at: string;
  labels: string[];
}

export interface MailPage {
  messages: MailMessage[];
  /** The position of the next page, or null on the last page. */
  next: number | null;
  /** The mailbox's history id when the page was read. */
  history: number;
}

/** Far beyond any bench (100,000 seeded); above it an account takes no more mail. */
export const MAILBOX_MAX_MESSAGES = 250_000;

/**
 * One account's mailbox. Messages are only ever appended, so a position in the
 * array is a stable page cursor and every page is a slice: O(page), whatever
 * the mailbox's size. Each message carries a history number that grows with
 * every change; expiring the cursors is a change too, so a fresh listing after
 * an expiry hands out a history id that is valid again.
 */
class AccountMailbox {
  readonly messages: MailMessage[] = [];
  /** histories[i] is the history number of messages[i]; strictly increasing. */
  private readonly histories: number[] = [];
  private readonly byId = new Map<string, number>();
  private readonly byHeader = new Map<string, number>();
  private history = 0;
  /** History ids at or below this one were issued before an expiry. */
  private expiredThrough = -1;

  get historyId(): number {
    return this.history;
  }

  has(id: string): boolean {
    return this.byId.has(id);
  }

  byMessageId(id: string): MailMessage | undefined {
    const at = this.byId.get(id);
    return at === undefined ? undefined : this.messages[at];
  }

  byMessageIdHeader(header: string): MailMessage | undefined {
    const at = this.byHeader.get(header);
    return at === undefined ? undefined : this.messages[at];
  }

  append(message: MailMessage): void {
    this.history += 1;
    this.byId.set(message.id, this.messages.length);
    if (!this.byHeader.has(message.message_id_header)) this.byHeader.set(message.message_id_header, this.messages.length);
    this.messages.push(message);
    this.histories.push(this.history);
  }

  expireCursors(): void {
    this.expiredThrough = this.history;
    this.history += 1;
  }

  /** Whether `since` can still be answered: issued after the last expiry, known, and within the retained changes. */
  isLive(since: number, retain: number): boolean {
    if (since <= this.expiredThrough || since > this.history) return false;
    return this.messages.length - this.firstAfter(since) <= retain;
  }

  /** The position of the first message whose history number is above `since` (binary search). */
  firstAfter(since: number): number {
    let low = 0;
    let high = this.histories.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (this.histories[mid]! <= since) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  page(from: number, size: number): MailPage {
    const messages = this.messages.slice(from, from + size);
    const end = from + messages.length;
    return { messages, next: end < this.messages.length ? end : null, history: this.history };
  }
}

export interface MailStoreOptions {
  /** SIM_MAIL_HISTORY_RETAIN: a history id / delta token older than this many changes is expired. */
  historyRetain: number;
  /** The mail a newly seen account already holds (none by default). */
  seed?: (provider: MailProvider, accountId: string) => readonly MailMessage[];
}

/** Mailboxes the sim keeps; far beyond any test run, it stops a runaway script from exhausting memory. */
export const MAILBOX_MAX_ACCOUNTS = 2_000;

/**
 * Every simulated mailbox, per provider and account. An account exists once
 * first seen, read or written, and then holds its seeded mail, as a real
 * account holds mail before anyone syncs it: the seed is made once, so every
 * history id and delta token handed out afterwards counts only later changes.
 */
export class MailStore {
  private readonly accounts = new Map<string, AccountMailbox>();

  constructor(private readonly options: MailStoreOptions) {}

  /** Adds messages in order; refuses the whole batch when the mailbox would be over its size or an id is taken. */
  add(provider: MailProvider, accountId: string, messages: readonly MailMessage[]): void {
    this.ensureRoom(provider, accountId, messages.length);
    const mailbox = this.account(provider, accountId);
    const ids = new Set<string>();
    for (const message of messages) {
      if (mailbox.has(message.id) || ids.has(message.id)) throw new SimError(409, 'message_exists', `message ${message.id} is already in the mailbox`);
      ids.add(message.id);
    }
    for (const message of messages) mailbox.append(message);
  }

  /** Throws mailbox_full unless `count` more messages fit. */
  ensureRoom(provider: MailProvider, accountId: string, count: number): void {
    const size = this.size(provider, accountId);
    if (size + count > MAILBOX_MAX_MESSAGES) {
      throw new SimError(409, 'mailbox_full', `the ${provider} mailbox of ${accountId} holds ${size} messages and takes at most ${MAILBOX_MAX_MESSAGES}`);
    }
  }

  /** The full listing from a position, oldest first. */
  list(provider: MailProvider, accountId: string, from: number, size: number): MailPage {
    return this.account(provider, accountId).page(from, size);
  }

  /**
   * Messages added after history number `since`, from `position` on (null: the
   * first page). Null when `since` is expired or unknown; the caller answers as
   * the provider does (Gmail 404, Graph 410).
   */
  changesSince(provider: MailProvider, accountId: string, since: number, position: number | null, size: number): MailPage | null {
    const mailbox = this.account(provider, accountId);
    if (!mailbox.isLive(since, this.options.historyRetain)) return null;
    const first = mailbox.firstAfter(since);
    return mailbox.page(Math.max(first, position ?? first), size);
  }

  historyId(provider: MailProvider, accountId: string): number {
    return this.account(provider, accountId).historyId;
  }

  /** Every history id and delta token issued so far stops working. */
  expireCursors(provider: MailProvider, accountId: string): number {
    const mailbox = this.account(provider, accountId);
    mailbox.expireCursors();
    return mailbox.historyId;
  }

  find(provider: MailProvider, accountId: string, id: string): MailMessage | undefined {
    return this.account(provider, accountId).byMessageId(id);
  }

  findByHeader(provider: MailProvider, accountId: string, header: string): MailMessage | undefined {
    return this.account(provider, accountId).byMessageIdHeader(header);
  }

  size(provider: MailProvider, accountId: string): number {
    return this.account(provider, accountId).messages.length;
  }

  /** Whether the account was seen already (its seed is made). */
  knows(provider: MailProvider, accountId: string): boolean {
    return this.accounts.has(keyOf(provider, accountId));
  }

  private account(provider: MailProvider, accountId: string): AccountMailbox {
    const key = keyOf(provider, accountId);
    let mailbox = this.accounts.get(key);
    if (mailbox === undefined) {
      if (this.accounts.size >= MAILBOX_MAX_ACCOUNTS) {
        throw new SimError(409, 'conflict', `the sim holds ${MAILBOX_MAX_ACCOUNTS} mailboxes, its most; restart it to begin again`);
      }
      mailbox = new AccountMailbox();
      for (const message of this.options.seed?.(provider, accountId) ?? []) mailbox.append(message);
      this.accounts.set(key, mailbox);
    }
    return mailbox;
  }
}

function keyOf(provider: string, accountId: string): string {
  return `${provider}\n${accountId}`;
}
