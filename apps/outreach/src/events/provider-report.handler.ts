import type { Clock, Logger } from '@wbk/platform';
import type { ProviderName } from '../domain/channel-provider';
import type { MessageState } from '../domain/message';
import { applyReport, type ProviderReport } from '../domain/provider-report';
import { suppressionKeyOf } from '../domain/suppression';
import type { InboundReportRepository } from '../store/inbound-report.repository';
import type { MessageRepository } from '../store/message.repository';
import type { SuppressionRepository } from '../store/suppression.repository';
import type { CampaignReactions } from './campaign-reactions';

export interface ProviderReportDeps {
  reports: InboundReportRepository;
  messages: MessageRepository;
  suppressions: SuppressionRepository;
  reactions: CampaignReactions;
  clock: Clock;
  logger: Logger;
  newId: () => string;
}

/** Re-reads when a concurrent report changed the message first. */
const APPLY_ATTEMPTS = 3;

/**
 * A provider's report, once: recorded by its id (providers redeliver until
 * they get a 2xx), applied to the message (status, error, reply), the
 * recipient suppressed on a hard bounce or a complaint, and the campaign told.
 * A report about a message whose acceptance is not recorded yet waits for it.
 */
export class ProviderReportHandler {
  constructor(private readonly deps: ProviderReportDeps) {}

  async handle(provider: ProviderName, report: ProviderReport): Promise<void> {
    const { fresh } = await this.deps.reports.record(provider, report);
    if (!fresh) return;
    const message = await this.deps.messages.findByPublicId(report.account_id, report.message_id);
    if (message === null) {
      await this.deps.reports.mark(provider, report.id, 'unmatched');
      this.deps.logger.info({ provider, report_id: report.id, message_id: report.message_id }, 'report for a message not recorded (yet): kept until it is');
      return;
    }
    await this.apply(message, report);
    await this.deps.reports.mark(provider, report.id, 'applied');
  }

  /** Applies the reports that arrived before the send recorded the provider's message id. */
  async applyWaiting(workspaceId: string, publicId: string): Promise<void> {
    for (const { provider, report } of await this.deps.reports.unmatchedFor(workspaceId, publicId)) {
      const message = await this.deps.messages.findByPublicId(workspaceId, publicId);
      if (message === null) return;
      await this.apply(message, report);
      await this.deps.reports.mark(provider, report.id, 'applied');
    }
  }

  private async apply(first: MessageState, report: ProviderReport): Promise<void> {
    let message: MessageState | null = first;
    for (let attempt = 0; attempt < APPLY_ATTEMPTS && message !== null; attempt++) {
      const effect = applyReport(message, report, this.deps.clock.now().toISOString());
      if (effect.changes !== null && !(await this.deps.messages.updateIfStatus(report.account_id, message.id, message.status, effect.changes))) {
        message = await this.deps.messages.findById(report.account_id, message.id);
        continue;
      }
      if (effect.suppress !== null) await this.suppress(report.account_id, message, effect.suppress);
      await this.deps.reactions.onReport(report.account_id, { ...message, ...(effect.changes ?? {}) }, report, effect);
      return;
    }
    this.deps.logger.warn({ report_id: report.id, message_id: report.message_id }, 'report not applied: the message kept changing');
  }

  private async suppress(workspaceId: string, message: MessageState, reason: 'bounced' | 'complained'): Promise<void> {
    const key = suppressionKeyOf(message.channel, message.recipient);
    if (key === null) return;
    await this.deps.suppressions.addOnce(workspaceId, {
      id: this.deps.newId(),
      type: key.type,
      value: key.value,
      reason,
      created_at: this.deps.clock.now().toISOString(),
    });
  }
}
