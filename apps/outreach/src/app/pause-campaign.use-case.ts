import { pauseCampaign, type CampaignState } from '../domain/campaign';
import { changeCampaign, eventContext, lifecycleChange, type CampaignWriteDeps } from './campaign-writes';
import type { CampaignCommand } from './start-campaign.use-case';

/** POST /v1/campaigns/{id}/pause: active -> paused, announced with campaign.paused. */
export class PauseCampaign {
  constructor(private readonly deps: CampaignWriteDeps) {}

  async execute(command: CampaignCommand): Promise<CampaignState> {
    const ctx = eventContext(command.workspaceId, this.deps.clock, command.cause);
    return changeCampaign(this.deps, command.workspaceId, command.id, lifecycleChange(ctx, 'campaign.paused', (c) => pauseCampaign(c, this.deps.clock.now())));
  }
}
