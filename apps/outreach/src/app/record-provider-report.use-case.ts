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
  inboundReports: InboundReportRepository;
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
 * A report about a message whose acceptance is not recorded yet waits for it
 * (ApplyWaitingReports applies it once the send records the provider's id).
 * Called by the inbound listener (http/) and for replies mailbox sync finds (events/).
 */
export class RecordProviderReport {
  constructor(private readonly deps: ProviderReportDeps) {}

  async execute(provider: ProviderName, report: ProviderReport): Promise<void> {
    const { fresh } = await this.deps.inboundReports.record(provider, report);
    if (!fresh) return;
    const message = await this.deps.messages.findByPublicId(report.account_id, report.message_id);
    if (message === null) {
      await this.deps.inboundReports.mark(provider, report.id, 'unmatched');
      this.deps.logger.info({ provider, report_id: report.id, message_id: report.message_id }, 'report for a message not recorded (yet): kept until it is');
      return;
    }
    await applyToMessage(this.deps, message, report);
    await this.deps.inboundReports.mark(provider, report.id, 'applied');
  }
}

/** A report's effect on its message, the suppression list and the campaign; shared with ApplyWaitingReports. */
export async function applyToMessage(deps: ProviderReportDeps, first: MessageState, report: ProviderReport): Promise<void> {
  let message: MessageState | null = first;
  for (let attempt = 0; attempt < APPLY_ATTEMPTS && message !== null; attempt++) {
    const effect = applyReport(message, report, deps.clock.now().toISOString());
    if (effect.changes !== null && !(await deps.messages.updateIfStatus(report.account_id, message.id, message.status, effect.changes))) {
      message = await deps.messages.findById(report.account_id, message.id);
      continue;
    }
    if (effect.suppress !== null) await suppress(deps, report.account_id, message, effect.suppress);
    await deps.reactions.onReport(report.account_id, { ...message, ...(effect.changes ?? {}) }, report, effect);
    return;
  }
  deps.logger.warn({ report_id: report.id, message_id: report.message_id }, 'report not applied: the message kept changing');
}

async function suppress(deps: ProviderReportDeps, workspaceId: string, message: MessageState, reason: 'bounced' | 'complained'): Promise<void> {
  const key = suppressionKeyOf(message.channel, message.recipient);
  if (key === null) return;
  await deps.suppressions.addOnce(workspaceId, {
    id: deps.newId(),
    type: key.type,
    value: key.value,
    reason,
    created_at: deps.clock.now().toISOString(),
  });
}
