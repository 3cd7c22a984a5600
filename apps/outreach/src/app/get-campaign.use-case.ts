import type { CampaignState } from '../domain/campaign';
import type { CampaignRepository } from '../store/campaign.repository';
import { requireCampaign } from './campaign-writes';

/** GET /v1/campaigns/{id}: a live (not deleted) campaign of the workspace. */
export class GetCampaign {
  constructor(private readonly deps: { campaigns: CampaignRepository }) {}

  async execute(query: { workspaceId: string; id: string }): Promise<CampaignState> {
    return (await requireCampaign(this.deps.campaigns, query.workspaceId, query.id)).campaign;
  }
}
