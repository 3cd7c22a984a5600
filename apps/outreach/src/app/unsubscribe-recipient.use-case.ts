import type { Clock, Logger } from '@wbk/platform';
import { suppressionKeyOf } from '../domain/suppression';
import type { UnsubscribeClaim } from '../domain/unsubscribe-token';
import type { CampaignRepository } from '../store/campaign.repository';
import type { EnrollmentRepository } from '../store/enrollment.repository';
import type { SuppressionRepository } from '../store/suppression.repository';

export interface UnsubscribeDeps {
  suppressions: SuppressionRepository;
  enrollments: EnrollmentRepository;
  campaigns: CampaignRepository;
  clock: Clock;
  logger: Logger;
  newId: () => string;
}

const REASON = 'unsubscribed with the link in a campaign email';

/**
 * A one-click unsubscribe (RFC 8058): the address goes on the workspace's
 * suppression list (reason `unsubscribed`) and every sequence still sending
 * to it in that workspace stops, the one whose mail carried the link first.
 * Repeating it changes nothing (the entry exists, the sequences are stopped).
 * The unsubscribe page (http/unsubscribe.page.ts) runs it on the link's POST.
 */
export class UnsubscribeRecipient {
  constructor(private readonly deps: UnsubscribeDeps) {}

  async execute(claim: UnsubscribeClaim): Promise<{ stopped: number }> {
    const { workspaceId } = claim;
    const key = suppressionKeyOf('email', claim.address);
    if (key === null) return { stopped: 0 };
    const now = this.deps.clock.now().toISOString();
    await this.deps.suppressions.addOnce(workspaceId, { id: this.deps.newId(), type: key.type, value: key.value, reason: 'unsubscribed', created_at: now });
    const running = await this.deps.enrollments.runningForEmail(workspaceId, key.value);
    const ids = [...new Set([claim.enrollmentId, ...running.map((e) => e.id)])];
    let stopped = 0;
    for (const id of ids) {
      if (!(await this.deps.enrollments.stop(workspaceId, id, 'unsubscribed', REASON, now))) continue;
      stopped += 1;
      const campaignId = running.find((e) => e.id === id)?.campaign_id ?? id.split(':')[0]!;
      await this.deps.campaigns.incrementStats(workspaceId, campaignId, { unsubscribed: 1 });
    }
    this.deps.logger.info({ workspace_id: workspaceId, enrollment_id: claim.enrollmentId, stopped }, 'address unsubscribed');
    return { stopped };
  }
}
