import type { DealView } from '../domain/deal';
import { dealNotFound } from '../domain/refusals';
import type { DealRepository } from '../store/deal.repository';

/** GET /v1/deals/{id}: a live deal of the workspace (404 deal_not_found otherwise). */
export class GetDeal {
  constructor(private readonly deps: { deals: DealRepository }) {}

  async execute(workspaceId: string, id: string): Promise<DealView> {
    const stored = await this.deps.deals.findLive(workspaceId, id);
    if (!stored) throw dealNotFound();
    return stored.deal;
  }
}
