import type { DealView } from '../domain/deal';
import type { DealListFilter } from '../domain/deal-query';
import type { DealRepository } from '../store/deal.repository';

/** GET /v1/deals: newest first, by status, stage, pipeline, owner or main contact. */
export class ListDeals {
  constructor(private readonly deps: { deals: DealRepository }) {}

  execute(workspaceId: string, filter: DealListFilter, page: { skip: number; limit: number }): Promise<{ items: DealView[]; total: number }> {
    return this.deps.deals.list(workspaceId, filter, page.skip, page.limit);
  }
}
