import type { Clock, Logger } from '@wbk/platform';
import { bouncePauseReason, bounceRateExceeded, pauseCampaign } from '../domain/campaign';
import type { MessageState } from '../domain/message';
import type { ProviderReport, ReportEffect } from '../domain/provider-report';
import type { OutboxKick } from '../events/outbox-kick';
import { campaignLifecycle } from '../events/outreach-events';
import type { CampaignRepository } from '../store/campaign.repository';
import type { EnrollmentRepository } from '../store/enrollment.repository';

/** How campaigns react to what providers report about their messages: the report use cases call it for every report on a campaign message. */
export interface CampaignReactions {
  onReport(workspaceId: string, message: MessageState, report: ProviderReport, effect: ReportEffect): Promise<void>;
}

export interface StoredCampaignReactionsDeps {
  campaigns: CampaignRepository;
  enrollments: EnrollmentRepository;
  clock: Clock;
  logger: Logger;
  outbox: OutboxKick;
}

/**
 * - delivered: counted;
 * - bounced: counted, the enrollment stops (`bounced`), and the campaign
 *   pauses itself once its bounce rate passes auto_pause;
 * - replied: counted once per message, the enrollment stops (`replied`) when
 *   the campaign stops on reply;
 * - complained: counted as an unsubscribe, the enrollment stops (`unsubscribed`).
 */
export class StoredCampaignReactions implements CampaignReactions {
  constructor(private readonly deps: StoredCampaignReactionsDeps) {}

  async onReport(workspaceId: string, message: MessageState, report: ProviderReport, effect: ReportEffect): Promise<void> {
    const campaignId = message.campaign_id;
    if (campaignId === null) return;
    const now = this.deps.clock.now().toISOString();
    const enrollmentId = message.enrollment_id;
    if (effect.newStatus === 'delivered') await this.deps.campaigns.incrementStats(workspaceId, campaignId, { delivered: 1 });
    if (effect.newStatus === 'bounced') {
      if (enrollmentId !== null) await this.deps.enrollments.stop(workspaceId, enrollmentId, 'bounced', `the message to ${message.recipient} bounced`, now);
      const campaign = await this.deps.campaigns.incrementStats(workspaceId, campaignId, { bounced: 1 });
      if (campaign !== null && campaign.status === 'active' && bounceRateExceeded(campaign)) await this.autoPause(workspaceId, campaignId);
    }
    if (report.type === 'replied' && effect.changes !== null) {
      const campaign = await this.deps.campaigns.incrementStats(workspaceId, campaignId, { replied: 1 });
      if (enrollmentId !== null && campaign?.stop_on_reply !== false) await this.deps.enrollments.stop(workspaceId, enrollmentId, 'replied', `${message.recipient} replied`, now);
    }
    if (report.type === 'complained' && enrollmentId !== null) {
      if (await this.deps.enrollments.stop(workspaceId, enrollmentId, 'unsubscribed', `${message.recipient} reported the message as spam`, now)) {
        await this.deps.campaigns.incrementStats(workspaceId, campaignId, { unsubscribed: 1 });
      }
    }
  }

  private async autoPause(workspaceId: string, campaignId: string): Promise<void> {
    const stored = await this.deps.campaigns.findLive(workspaceId, campaignId);
    if (stored === null || stored.campaign.status !== 'active') return;
    const reason = bouncePauseReason(stored.campaign);
    const paused = pauseCampaign(stored.campaign, this.deps.clock.now(), reason);
    const { id: _id, stats: _stats, ...fields } = paused;
    // Lost to a concurrent change: the next bounce checks again.
    if (await this.deps.campaigns.update(workspaceId, campaignId, stored.version, fields, [campaignLifecycle('campaign.paused', { workspaceId, clock: this.deps.clock }, paused)])) {
      this.deps.outbox.kick();
      this.deps.logger.info({ workspace_id: workspaceId, campaign_id: campaignId, reason }, 'campaign paused itself');
    }
  }
}
