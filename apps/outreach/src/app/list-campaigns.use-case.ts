import type { CampaignStatus } from '@wbk/contracts';
import type { CampaignState } from '../domain/campaign';
import type { CampaignRepository } from '../store/campaign.repository';

export interface ListCampaignsQuery {
  workspaceId: string;
  status: CampaignStatus | undefined;
  skip: number;
  limit: number;
}

/** GET /v1/campaigns. */
export class ListCampaigns {
  constructor(private readonly deps: { campaigns: CampaignRepository }) {}

  execute(query: ListCampaignsQuery): Promise<{ items: CampaignState[]; total: number }> {
    return this.deps.campaigns.list(query.workspaceId, query.status, query.skip, query.limit);
  }
}
