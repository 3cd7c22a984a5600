import { applyDealPatch, diffDeals, type DealView } from '../domain/deal';
import type { DealInput } from '../domain/deal.schema';
import { changedMeanwhile, dealNotFound } from '../domain/refusals';
import { dealUpdated } from '../events/deal-events';
import type { DealRepository } from '../store/deal.repository';
import { checkMainContact } from './deal-main-contact';
import { eventContextOf, type WriteDeps, type WriteScope } from './write-scope';

/** Attempts of a read-modify-write before answering 409 version_conflict (as for contacts). */
export const DEAL_WRITE_ATTEMPTS = 3;

export interface DealWriteDeps extends WriteDeps {
  deals: DealRepository;
}

export interface DealUpdate {
  deal: DealView;
  /** field -> {from, to} for the audit record; {} when nothing changed. */
  diff: Record<string, unknown>;
  changed: boolean;
}

/**
 * PATCH /v1/deals/{id} and the automation SetField of a deal, so both answer
 * with the same rules, events and version guards.
 */
export class UpdateDeal {
  constructor(private readonly deps: DealWriteDeps) {}

  async execute(scope: WriteScope, id: string, patch: DealInput): Promise<DealUpdate> {
    const { deals, clock } = this.deps;
    if (!(await deals.findLive(scope.workspaceId, id))) throw dealNotFound();
    await checkMainContact(deals, scope.workspaceId, patch);
    for (let attempt = 0; attempt < DEAL_WRITE_ATTEMPTS; attempt++) {
      const stored = await deals.findLive(scope.workspaceId, id);
      if (!stored) throw dealNotFound();
      const now = clock.now();
      const next = applyDealPatch(stored.deal, patch, now);
      const { changes, diff } = diffDeals(stored.deal, next);
      // A PATCH that changes nothing succeeds without a write or an event (as for contacts).
      if (Object.keys(changes).length === 0) return { deal: stored.deal, diff: {}, changed: false };
      next.updated_date = now.toISOString();
      if (await deals.update(scope.workspaceId, next, stored.version, [dealUpdated(eventContextOf(scope, clock), next, changes)])) {
        this.deps.afterWrite();
        return { deal: next, diff, changed: true };
      }
    }
    throw changedMeanwhile('deal');
  }
}
