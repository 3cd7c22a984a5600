import { AppError, validationError, type Clock } from '@wbk/platform';
import { applyDealPatch, diffDeals, type DealView } from '../domain/deal';
import type { DealInput } from '../domain/deal.schema';
import { dealUpdated, type DealEventContext } from '../events/deal-events';
import type { DealRepository } from '../store/deal.repository';

/**
 * The deal writes shared by the public handlers and the automation ones, so
 * both answer with the same rules, events and version guards.
 */

/** Attempts of a read-modify-write before answering 409 version_conflict (as for contacts). */
export const DEAL_WRITE_ATTEMPTS = 3;

export const UNKNOWN_CONTACT_MESSAGE = 'must be the id of a contact in this workspace';

export interface DealWriteDeps {
  deals: DealRepository;
  clock: Clock;
  /** Runs after every write that carried events (OutboxRelay.kick). */
  afterWrite: () => void;
}

export interface DealUpdate {
  deal: DealView;
  /** field -> {from, to} for the audit record; {} when nothing changed. */
  diff: Record<string, unknown>;
  changed: boolean;
}

/** Spec: GET /v1/deals/{id} answers 404 deal_not_found; the other by-id deal routes say the same. */
export function dealNotFound(): AppError {
  return new AppError('deal_not_found', 'Deal not found');
}

export function dealConflict(): AppError {
  return new AppError('version_conflict', 'The deal was changed by another request at the same moment; retry the request');
}

/** main_contact_id, when set, must name a live contact of the workspace (docs/decisions.md). */
export async function checkMainContact(deals: DealRepository, workspaceId: string, input: DealInput): Promise<void> {
  const contactId = input.main_contact_id;
  if (contactId === undefined || contactId === null) return;
  const live = await deals.liveContactIds(workspaceId, [contactId]);
  if (!live.has(contactId)) throw validationError([{ field: 'main_contact_id', message: UNKNOWN_CONTACT_MESSAGE }]);
}

export async function updateDeal(deps: DealWriteDeps, ctx: DealEventContext, id: string, patch: DealInput): Promise<DealUpdate> {
  if (!(await deps.deals.findLive(ctx.workspaceId, id))) throw dealNotFound();
  await checkMainContact(deps.deals, ctx.workspaceId, patch);
  for (let attempt = 0; attempt < DEAL_WRITE_ATTEMPTS; attempt++) {
    const stored = await deps.deals.findLive(ctx.workspaceId, id);
    if (!stored) throw dealNotFound();
    const now = deps.clock.now();
    const next = applyDealPatch(stored.deal, patch, now);
    const { changes, diff } = diffDeals(stored.deal, next);
    // A PATCH that changes nothing succeeds without a write or an event (as for contacts).
    if (Object.keys(changes).length === 0) return { deal: stored.deal, diff: {}, changed: false };
    next.updated_date = now.toISOString();
    if (await deps.deals.update(ctx.workspaceId, next, stored.version, [dealUpdated(ctx, next, changes)])) {
      deps.afterWrite();
      return { deal: next, diff, changed: true };
    }
  }
  throw dealConflict();
}
