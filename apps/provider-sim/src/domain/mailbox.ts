import type { MailProvider } from './providers';

/** A mail a recipient sent back: where the mailbox-sync work will read replies from. */
export interface InboundMail {
  message_id: string;
  message_id_header: string;
  /** The Message-ID of the mail replied to. */
  in_reply_to: string;
  provider: MailProvider;
  account_id: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  received_at: string;
}

/** The accounts' inboxes, newest last; bounded in total, the oldest mail goes first. */
export class Mailbox {
  private readonly mails: InboundMail[] = [];

  constructor(private readonly maxMails = 10_000) {}

  add(mail: InboundMail): void {
    this.mails.push(mail);
    if (this.mails.length > this.maxMails) this.mails.splice(0, this.mails.length - this.maxMails);
  }

  list(provider: MailProvider, accountId: string): InboundMail[] {
    return this.mails.filter((m) => m.provider === provider && m.account_id === accountId);
  }
}
