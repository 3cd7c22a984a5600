import type { Clock } from '@wbk/platform';
import type { InboundMail, Mailbox } from './mailbox';
import { complaintReport, replyReport } from './provider-report';
import { isMailProvider, messageIdHeaderOf, newMessageId, type Provider } from './providers';
import type { ReportSink } from './report-queue';
import type { SentMessage, SentMessageLog } from './sent-message.log';
import { SimError } from './sim-answer';

export interface RecipientActionDeps {
  clock: Clock;
  randomHex: (bytes: number) => string;
  newReportId: () => string;
  sent: SentMessageLog;
  mailbox: Mailbox;
  /** The reply as the mailbox read API lists it (INBOX, in the sent mail's thread). */
  mailCopies?: { reply(original: SentMessage, replyId: string, replyHeader: string, text: string, at: Date): unknown };
  reports: ReportSink;
}

export interface ReplyOutcome {
  report_id: string;
  reply: { message_id: string; text: string };
  /** Mail only: the reply as it lands in the account's mailbox. */
  mail?: InboundMail;
}

/** What a recipient does after a message reached them, on a test's say-so (control API). */
export class RecipientActions {
  constructor(private readonly deps: RecipientActionDeps) {}

  /** The recipient answers: a `replied` report now, and for mail the reply in the mailbox. */
  reply(provider: Provider, accountId: string, messageId: string, text: string): ReplyOutcome {
    const original = this.sentMessage(provider, accountId, messageId);
    const now = this.deps.clock.now();
    const reply = { message_id: newMessageId(provider, this.deps.randomHex), text };
    const reportId = this.deps.newReportId();
    this.deps.reports.enqueue(provider, replyReport(reportId, subjectOf(original), reply, now), 0);
    if (!isMailProvider(provider)) return { report_id: reportId, reply };
    const request = original.request;
    const mail: InboundMail = {
      message_id: reply.message_id,
      message_id_header: messageIdHeaderOf(provider, reply.message_id),
      in_reply_to: original.message_id_header ?? '',
      provider,
      account_id: accountId,
      from: original.recipient,
      to: typeof request['from'] === 'string' ? request['from'] : '',
      subject: `Re: ${typeof request['subject'] === 'string' ? request['subject'] : ''}`,
      text,
      received_at: now.toISOString(),
    };
    this.deps.mailbox.add(mail);
    this.deps.mailCopies?.reply(original, mail.message_id, mail.message_id_header, text, now);
    return { report_id: reportId, reply, mail };
  }

  /** The recipient marks the message as spam: a `complained` report now. */
  complain(provider: Provider, accountId: string, messageId: string): { report_id: string } {
    const original = this.sentMessage(provider, accountId, messageId);
    const reportId = this.deps.newReportId();
    this.deps.reports.enqueue(provider, complaintReport(reportId, subjectOf(original), this.deps.clock.now()), 0);
    return { report_id: reportId };
  }

  private sentMessage(provider: Provider, accountId: string, messageId: string): SentMessage {
    const original = this.deps.sent.find(provider, accountId, messageId);
    if (original === undefined) throw new SimError(404, 'message_not_found', `${provider} sent no message ${messageId} for account ${accountId}`);
    return original;
  }
}

function subjectOf(message: SentMessage): { message_id: string; account_id: string; recipient: string } {
  return { message_id: message.id, account_id: message.account_id, recipient: message.recipient };
}
