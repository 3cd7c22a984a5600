import type { CampaignStatus, EnrollmentStatus } from '@wbk/contracts';
import { storedStatusesFor, type EnrollmentState } from '../domain/enrollment';
import type { CampaignRepository } from '../store/campaign.repository';
import type { EnrollmentRepository } from '../store/enrollment.repository';
import { requireCampaign } from './campaign-writes';

export interface ListCampaignContactsQuery {
  workspaceId: string;
  campaignId: string;
  status: EnrollmentStatus | undefined;
  skip: number;
  limit: number;
}

/** GET /v1/campaigns/{id}/contacts: a page of enrollments, with the campaign's status they read against (a paused campaign's running ones read `paused`). */
export class ListCampaignContacts {
  constructor(private readonly deps: { campaigns: CampaignRepository; enrollments: EnrollmentRepository }) {}

  async execute(query: ListCampaignContactsQuery): Promise<{ campaignStatus: CampaignStatus; items: EnrollmentState[]; total: number }> {
    const { workspaceId, campaignId } = query;
    const { campaign } = await requireCampaign(this.deps.campaigns, workspaceId, campaignId);
    const statuses = storedStatusesFor(query.status, campaign.status);
    const { items, total } =
      statuses !== null && statuses.length === 0 ? { items: [], total: 0 } : await this.deps.enrollments.list(workspaceId, campaignId, statuses, query.skip, query.limit);
    return { campaignStatus: campaign.status, items, total };
  }
}
