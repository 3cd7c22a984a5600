import type { Causation } from '@wbk/contracts';
import { AppError } from '@wbk/platform';
import { checkDeletable } from '../domain/campaign';
import { campaignLifecycle } from '../events/outreach-events';
import { CAMPAIGN_WRITE_ATTEMPTS, eventContext, requireCampaign, type CampaignWriteDeps } from './campaign-writes';

export interface DeleteCampaignCommand {
  workspaceId: string;
  cause?: Causation;
  id: string;
}

/** DELETE /v1/campaigns/{id}: only a draft is deleted (a tombstone with campaign.deleted), and its enrollments with it. */
export class DeleteCampaign {
  constructor(private readonly deps: CampaignWriteDeps) {}

  async execute(command: DeleteCampaignCommand): Promise<void> {
    const { workspaceId, id } = command;
    for (let attempt = 0; attempt < CAMPAIGN_WRITE_ATTEMPTS; attempt++) {
      const stored = await requireCampaign(this.deps.campaigns, workspaceId, id);
      checkDeletable(stored.campaign);
      const deletedAt = this.deps.clock.now().toISOString();
      const ctx = eventContext(workspaceId, this.deps.clock, command.cause);
      if (await this.deps.campaigns.tombstone(workspaceId, id, stored.version, deletedAt, [campaignLifecycle('campaign.deleted', ctx, stored.campaign)])) {
        this.deps.outbox.kick();
        // A draft has sent nothing: its enrollments go with it.
        await this.deps.enrollments.deleteForCampaign(workspaceId, id);
        return;
      }
    }
    throw new AppError('version_conflict', 'The campaign was changed by another request at the same moment; retry the request');
  }
}
