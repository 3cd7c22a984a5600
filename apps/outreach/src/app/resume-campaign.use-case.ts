import { resumeCampaign, type CampaignState } from '../domain/campaign';
import { activationChange, changeCampaign, eventContext, settleActivation, type CampaignWriteDeps } from './campaign-writes';
import type { CampaignCommand } from './start-campaign.use-case';

/** POST /v1/campaigns/{id}/resume: paused -> active, within the workspace's cap on active campaigns. */
export class ResumeCampaign {
  constructor(private readonly deps: CampaignWriteDeps) {}

  async execute(command: CampaignCommand): Promise<CampaignState> {
    // A resumed campaign is announced as started again: it is sending once more.
    const ctx = eventContext(command.workspaceId, this.deps.clock, command.cause);
    const resumed = await changeCampaign(this.deps, command.workspaceId, command.id, activationChange(this.deps, ctx, (c) => resumeCampaign(c, this.deps.clock.now())));
    await settleActivation(this.deps, ctx, resumed);
    return resumed;
  }
}
