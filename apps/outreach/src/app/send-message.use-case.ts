import type { CallerContext, Causation } from '@wbk/contracts';
import { AppError, newId, type Clock, type Logger } from '@wbk/platform';
import { isDuplicateKeyError } from '@wbk/store';
import { checkAttachmentSizes, fetchedAttachment, fetchTimeoutMs, inlineAttachment, remainingBytes, summaryOf, type PreparedAttachment } from '../domain/attachments';
import { isMailProvider, providerForChannel, type ProviderName } from '../domain/channel-provider';
import { acceptedFields, failedFields, pendingMessage, type MessageOrigin, type MessageState } from '../domain/message';
import { fingerprintOf, keyedMessageId, type OutboundMessage } from '../domain/outbound-message';
import { answerToRepeat } from '../domain/repeated-send';
import { providerFailure, refusalError, throttledError } from '../domain/send-errors';
import { suppressionKeyOf } from '../domain/suppression';
import type { OutboxKick } from '../events/outbox-kick';
import { messageSent, type EventContext } from '../events/outreach-events';
import type { CrmRecords } from '../peers/crm-records.client';
import type { WorkspaceProfiles } from '../peers/workspace-profile.client';
import type { AttachmentFetcher } from '../providers/attachment-fetcher';
import type { ChatSendBody, MailSendBody } from '../providers/provider-api.client';
import type { ProviderCaller } from '../providers/provider-caller';
import type { MessageRepository } from '../store/message.repository';
import type { SuppressionRepository } from '../store/suppression.repository';
import { suppressionKeyText } from '../store/suppression.repository';
import type { ApplyWaitingReports } from './apply-waiting-reports.use-case';

/** Where a keyed send's key comes from: keys of different callers never meet. */
export type KeyScope = 'api' | 'automation' | 'campaign';

export interface SendCommand {
  workspaceId: string;
  requestId: string;
  message: OutboundMessage;
  /** The caller's key (an Idempotency-Key, a workflow run, an enrollment step); null: every call is a new send. */
  idempotency: { scope: KeyScope; key: string } | null;
  origin?: Partial<MessageOrigin>;
  /** The event chain an automation call continues. */
  cause?: Causation;
  /** Epoch ms by which the caller needs the answer (its gRPC deadline, less a margin). */
  deadlineMs: number;
  /** The caller checked contact_id and deal_id itself (the sequencer asks the CRM once per batch). */
  recordsChecked?: boolean;
  /**
   * The caller knows no send was recorded under this key yet (a step's first
   * attempt): the lookup is skipped. Only a hint: a record that exists after
   * all is found by the insert's duplicate key and answered as a retry.
   */
  firstAttempt?: boolean;
}

export interface SendMessageDeps {
  messages: MessageRepository;
  suppressions: SuppressionRepository;
  profiles: WorkspaceProfiles;
  crm: CrmRecords;
  providers: ProviderCaller;
  fetcher: AttachmentFetcher;
  clock: Clock;
  logger: Logger;
  /** The address campaign and direct mail is sent from (MAIL_FROM). */
  mailFrom: string;
  /** OUTREACH_PROVIDER_RATE_PER_SECOND, named in the answer when it is the limit met. */
  ratePerSecond: number;
  attachmentTimeoutMs: number;
  outbox: OutboxKick;
  /** Reports that arrived before the send recorded the provider's id are applied once it is. */
  waitingReports: Pick<ApplyWaitingReports, 'execute'>;
  newId?: () => string;
}

/**
 * The one send path: the public POST /v1/channels/send, the workflow
 * engine's SendMessage and the sequencer's campaign steps all come here, so
 * the rules hold everywhere: connected provider (403), live contact and deal
 * (404), suppression list (409), attachments through the SSRF guard (400),
 * idempotency, the provider's retries and rate, the stored Message and the
 * timeline's message.sent.
 */
export class SendMessage {
  private readonly makeId: () => string;

  constructor(private readonly deps: SendMessageDeps) {
    this.makeId = deps.newId ?? newId;
  }

  async execute(command: SendCommand): Promise<MessageState> {
    const { workspaceId, message } = command;
    const fingerprint = fingerprintOf(message);
    const id = command.idempotency === null ? this.makeId() : keyedMessageId(workspaceId, command.idempotency.scope, command.idempotency.key);
    const existing = command.idempotency === null || command.firstAttempt === true ? null : await this.deps.messages.findById(workspaceId, id);
    if (existing !== null) {
      const answer = answerToRepeat(existing, fingerprint);
      if (answer !== null) return answer;
    }

    const provider = await this.chooseProvider(workspaceId, message);
    if (command.recordsChecked !== true) await this.checkRecords(command);
    await this.checkSuppression(workspaceId, message);
    const attachments = await this.prepareAttachments(message, command.deadlineMs);

    const now = this.deps.clock.now().toISOString();
    let record: MessageState;
    let created = false;
    if (existing === null) {
      record = pendingMessage({ id, provider, message, origin: command.origin, idempotencyKey: command.idempotency?.key ?? null, fingerprint, attachments: summaryOf(attachments), now });
      try {
        await this.deps.messages.insert(workspaceId, record);
        created = true;
      } catch (err) {
        if (!isDuplicateKeyError(err)) throw err;
        // A twin of this keyed call recorded it first: answer as a retry would.
        const twin = await this.deps.messages.findById(workspaceId, id);
        if (twin === null) throw err;
        const answer = answerToRepeat(twin, fingerprint);
        if (answer !== null) return answer;
        record = twin;
      }
    } else {
      record = (await this.deps.messages.update(workspaceId, id, { provider, attachments: summaryOf(attachments) })) ?? existing;
    }
    return this.callProvider(command, record, provider, attachments, created);
  }

  private async chooseProvider(workspaceId: string, message: OutboundMessage): Promise<ProviderName> {
    const profile = await this.deps.profiles.get(workspaceId);
    const choice = providerForChannel(message.channel, profile.providers);
    if (!choice.ok) throw new AppError('insufficient_permissions', choice.reason);
    return choice.provider;
  }

  private async checkRecords(command: SendCommand): Promise<void> {
    const { contact_id: contactId, deal_id: dealId } = command.message;
    if (contactId === null && dealId === null) return;
    const context: CallerContext = { workspace_id: command.workspaceId, request_id: command.requestId };
    const [contacts, dealFound] = await Promise.all([
      contactId === null ? null : this.deps.crm.contacts(context, [contactId]),
      dealId === null ? true : this.deps.crm.dealExists(context, dealId),
    ]);
    if (contactId !== null && !contacts?.has(contactId)) {
      throw new AppError('not_found', `contact_id ${contactId} is not a contact of this workspace`, { field: 'contact_id' });
    }
    if (!dealFound) throw new AppError('not_found', `deal_id ${dealId} is not a deal of this workspace`, { field: 'deal_id' });
  }

  private async checkSuppression(workspaceId: string, message: OutboundMessage): Promise<void> {
    const key = suppressionKeyOf(message.channel, message.recipient);
    if (key === null) return;
    const suppressed = await this.deps.suppressions.matching(workspaceId, [key]);
    if (suppressed.has(suppressionKeyText(key))) {
      throw new AppError('recipient_suppressed', `${message.recipient} is on this workspace's suppression list; remove it there to contact it again`, { type: key.type, value: key.value });
    }
  }

  /** Inline files decoded, URLs fetched through the SSRF guard, every size checked; nothing is recorded before this passes. */
  private async prepareAttachments(message: OutboundMessage, deadlineMs: number): Promise<PreparedAttachment[]> {
    const prepared: PreparedAttachment[] = [];
    for (const [index, source] of message.attachments.entries()) {
      if (source.content_base64 !== undefined) {
        prepared.push(inlineAttachment(source.filename, source.mime_type, source.content_base64));
        continue;
      }
      const timeoutMs = fetchTimeoutMs(deadlineMs, this.deps.clock.now().getTime(), this.deps.attachmentTimeoutMs);
      const fetched = await this.deps.fetcher.fetch(source.url, remainingBytes(prepared), timeoutMs);
      if (!fetched.ok) {
        throw new AppError('validation_error', `attachments.${index}.url: ${fetched.reason}`, { fields: [{ field: `attachments.${index}.url`, message: fetched.reason }] });
      }
      prepared.push(fetchedAttachment(source.filename, source.mime_type, fetched.body));
    }
    checkAttachmentSizes(prepared);
    return prepared;
  }

  private body(message: OutboundMessage, provider: ProviderName, attachments: PreparedAttachment[]): ChatSendBody | MailSendBody {
    const files = attachments.length === 0 ? {} : { attachments: attachments.map((a) => ({ filename: a.filename, mime_type: a.mime_type, content_base64: a.content_base64 })) };
    if (isMailProvider(provider)) {
      const headers = message.headers !== undefined && Object.keys(message.headers).length > 0 ? { headers: message.headers } : {};
      return { from: this.deps.mailFrom, to: message.recipient, subject: message.subject ?? '', text: message.message, ...headers, ...files };
    }
    return { recipient: message.recipient, text: message.message, format: message.format, ...files };
  }

  private async callProvider(command: SendCommand, record: MessageState, provider: ProviderName, attachments: PreparedAttachment[], created: boolean): Promise<MessageState> {
    const { workspaceId } = command;
    const outcome = await this.deps.providers.call({
      workspaceId,
      provider,
      idempotencyKey: record.provider_key,
      body: this.body(command.message, provider, attachments),
      deadlineMs: command.deadlineMs,
    });
    const now = this.deps.clock.now().toISOString();
    switch (outcome.kind) {
      case 'accepted': {
        const accepted: MessageState = { ...record, ...acceptedFields({ id: outcome.id, status: outcome.status, acceptedAt: outcome.acceptedAt, messageIdHeader: outcome.messageIdHeader }, now) };
        const ctx: EventContext = { workspaceId, clock: this.deps.clock, ...(command.cause ? { cause: command.cause } : {}) };
        const events = accepted.contact_id === null ? [] : [messageSent(ctx, accepted)];
        const { id: _id, ...fields } = accepted;
        const stored = (await this.deps.messages.update(workspaceId, record.id, fields, events)) ?? accepted;
        if (events.length > 0) this.deps.outbox.kick();
        await this.deps.waitingReports.execute(workspaceId, stored.public_id).catch((err: unknown) => this.deps.logger.warn({ err, message_id: stored.public_id }, 'early provider reports not applied'));
        return stored;
      }
      case 'refused':
        await this.deps.messages.update(workspaceId, record.id, failedFields('rejected', { code: outcome.code, message: outcome.message }, outcome.httpStatus, now));
        throw refusalError(record.channel, provider, outcome.httpStatus, outcome.code, outcome.message);
      case 'failed':
        await this.deps.messages.update(workspaceId, record.id, failedFields('failed', { code: 'provider_error', message: outcome.reason }, outcome.httpStatus, now));
        throw providerFailure(provider, outcome.httpStatus, outcome.reason, record.public_id);
      case 'throttled':
        // The provider was never called: a send this call recorded leaves no trace.
        if (created) await this.deps.messages.delete(workspaceId, record.id);
        throw throttledError(provider, this.deps.ratePerSecond);
    }
  }
}
