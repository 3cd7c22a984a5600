import { startConsumer, type Bus, type Consumer } from '@wbk/bus';
import type { EventOf } from '@wbk/contracts';
import type { Logger } from '@wbk/platform';
import type { DocStore } from '@wbk/store';
import type { RecordProviderReport } from '../app/record-provider-report.use-case';
import { answeredMessageIds, matchReply, normalizeMessageId } from '../domain/reply-match';
import type { MessageRepository } from '../store/message.repository';

export interface EmailReplyDeps {
  messages: MessageRepository;
  /** Replies found here take the same path as a provider's `replied` report (counted once per message, the sequence stopped). */
  recordProviderReport: Pick<RecordProviderReport, 'execute'>;
  /** The addresses our mail is sent from (MAIL_FROM): mail from them is our own copy. */
  ourAddresses: readonly string[];
  logger: Logger;
}

export type EmailReplyOutcome = 'reply' | 'own_copy' | 'unrelated';

/**
 * One `email.received`: a reply to one of our messages becomes a `replied`
 * report on it, recorded under `email:<email id>` so a redelivered event, or
 * the provider's own report of the same reply, changes nothing twice.
 */
export async function handleReceivedEmail(deps: EmailReplyDeps, event: EventOf<'email.received'>): Promise<EmailReplyOutcome> {
  const { email } = event.data;
  const ids = answeredMessageIds(email);
  if (ids.length === 0) return 'unrelated';
  const own = email.message_id_header === null ? [] : [normalizeMessageId(email.message_id_header)];
  const candidates = [...new Set([...ids, ...own, ...[email.in_reply_to, ...email.references, email.message_id_header].filter((v): v is string => v !== null).map((v) => v.trim())])];
  const ours = await deps.messages.findByMessageIdHeaders(event.workspace_id, candidates);
  const match = matchReply(email, ours, deps.ourAddresses);
  if (match.kind !== 'reply') return match.kind;
  await deps.recordProviderReport.execute(match.message.provider, {
    id: `email:${email.id}`,
    type: 'replied',
    message_id: match.message.public_id,
    account_id: event.workspace_id,
    recipient: email.from,
    occurred_at: email.received_at,
    reply: { message_id: email.message_id_header ?? email.id, text: email.snippet ?? '' },
  });
  deps.logger.info({ workspace_id: event.workspace_id, message_id: match.message.public_id, email_id: email.id }, 'reply to a sent message found by mailbox sync');
  return 'reply';
}

export async function startEmailReplyConsumer(deps: EmailReplyDeps & { bus: Bus; store: DocStore }): Promise<Consumer> {
  return startConsumer({
    bus: deps.bus,
    events: ['email.received'],
    durable: 'outreach-replies-email-received',
    store: deps.store,
    logger: deps.logger,
    handler: async (event) => {
      await handleReceivedEmail(deps, event);
    },
  });
}
