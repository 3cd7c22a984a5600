import { setBounded } from './bounded-map';
import { composeMessage, headerValue, parseMailAddress, parseReferences, type MailComposer } from './mail-compose';
import type { MailMessage, MailStore } from './mail-store';
import { isMailProvider, type MailProvider } from './providers';
import type { SentMessage } from './sent-message.log';
import { SimError } from './sim-answer';

/**
 * Keeps the mailbox read API in step with the send path: what an account sends
 * is in its mailbox as SENT, under the Message-ID the send answered with, and
 * a recipient's reply lands in the same mailbox as INBOX, in the sent mail's
 * thread. The mailbox is the sending account's (the X-Account-Id of the send,
 * outreach's workspace id) unless a test routed that sender to another mailbox
 * account, as when a workspace connected its mailbox under an id of its own.
 */
export class MailboxCopies {
  private readonly routes = new Map<string, string>();

  constructor(
    private readonly store: MailStore,
    private readonly composer: MailComposer,
  ) {}

  /** Mail sent as `senderAccountId` is kept in (and answered to) the mailbox of `mailboxAccountId`. */
  route(provider: MailProvider, senderAccountId: string, mailboxAccountId: string): void {
    const key = `${provider}\n${senderAccountId}`;
    if (senderAccountId === mailboxAccountId) this.routes.delete(key);
    else setBounded(this.routes, key, mailboxAccountId, 10_000);
  }

  mailboxOf(provider: MailProvider, senderAccountId: string): string {
    return this.routes.get(`${provider}\n${senderAccountId}`) ?? senderAccountId;
  }

  /** The SENT copy of a mail the provider accepted; a full mailbox keeps no copy but the send stands. */
  sent(message: SentMessage): MailMessage | null {
    if (!isMailProvider(message.provider) || message.message_id_header === undefined) return null;
    const request = message.request;
    const headers = isStringRecord(request['headers']) ? request['headers'] : undefined;
    const inReplyTo = parseReferences(headerValue(headers, 'in-reply-to'))[0] ?? null;
    const references = parseReferences(headerValue(headers, 'references'));
    const mailbox = this.mailboxOf(message.provider, message.account_id);
    const composed = composeMessage(
      this.store,
      message.provider,
      mailbox,
      {
        from: parseMailAddress(stringOf(request['from'])),
        to: [parseMailAddress(stringOf(request['to']))],
        subject: stringOf(request['subject']),
        text: stringOf(request['text']),
        sent_at: message.accepted_at,
        labels: ['SENT'],
        id: message.id,
        message_id_header: message.message_id_header,
        in_reply_to: inReplyTo,
        ...(references.length === 0 ? {} : { references }),
      },
      this.composer,
    );
    return this.keep(message.provider, mailbox, composed);
  }

  /** The recipient's answer to `original`, as it arrives in the sender's mailbox. */
  reply(original: SentMessage, replyId: string, replyHeader: string, text: string, at: Date): MailMessage | null {
    if (!isMailProvider(original.provider)) return null;
    const mailbox = this.mailboxOf(original.provider, original.account_id);
    const sentCopy = this.store.find(original.provider, mailbox, original.id);
    const request = original.request;
    const subject = stringOf(request['subject']);
    const parentHeader = original.message_id_header ?? null;
    const composed = composeMessage(
      this.store,
      original.provider,
      mailbox,
      {
        from: { email: original.recipient, name: sentCopy?.to[0]?.name ?? '' },
        to: [sentCopy?.from ?? parseMailAddress(stringOf(request['from']))],
        subject: /^re:/i.test(subject) ? subject : `Re: ${subject}`,
        text,
        sent_at: at.toISOString(),
        labels: ['INBOX'],
        id: replyId,
        message_id_header: replyHeader,
        in_reply_to: parentHeader,
        ...(sentCopy === undefined ? {} : { thread_id: sentCopy.thread_id, references: [...sentCopy.references, sentCopy.message_id_header] }),
      },
      this.composer,
    );
    return this.keep(original.provider, mailbox, composed);
  }

  private keep(provider: MailProvider, accountId: string, message: MailMessage): MailMessage | null {
    try {
      this.store.add(provider, accountId, [message]);
      return message;
    } catch (err) {
      if (err instanceof SimError) return null;
      throw err;
    }
  }
}

function stringOf(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return typeof value === 'object' && value !== null && Object.values(value).every((v) => typeof v === 'string');
}
