import { changedMeanwhile, dealNotFound } from '../domain/refusals';
import { dealDeleted } from '../events/deal-events';
import { DEAL_WRITE_ATTEMPTS, type DealWriteDeps } from './update-deal.use-case';
import { eventContextOf, type WriteScope } from './write-scope';

/** DELETE /v1/deals/{id}: a tombstone carrying deal.deleted, written over the version read. */
export class DeleteDeal {
  constructor(private readonly deps: DealWriteDeps) {}

  async execute(scope: WriteScope, id: string): Promise<void> {
    const { deals, clock } = this.deps;
    for (let attempt = 0; attempt < DEAL_WRITE_ATTEMPTS; attempt++) {
      const stored = await deals.findLive(scope.workspaceId, id);
      if (!stored) throw dealNotFound();
      if (await deals.tombstone(scope.workspaceId, id, stored.version, clock.now().toISOString(), [dealDeleted(eventContextOf(scope, clock), stored.deal)])) {
        this.deps.afterWrite();
        return;
      }
    }
    throw changedMeanwhile('deal');
  }
}
