import type { EventOf } from '@wbk/contracts';
import type { DealView } from '../domain/deal';
import { crmEvent, type ContactEventContext } from './contact-events';
import { chunkForEvents } from './event-chunks';

/**
 * deal.* events (the catalog's, EVENT_PAYLOADS in libs/contracts), written to
 * an outbox in the same write as the change. Single-record events carry `deal`
 * (the read shape); bulk events carry `deals` plus `count` (docs/decisions.md
 * "Typed events"); update events carry `changes` (field -> previous value; for
 * bulk, keyed by deal id).
 */
export type DealEventContext = ContactEventContext;

export function dealCreated(ctx: DealEventContext, deal: DealView): EventOf<'deal.created'> {
  return crmEvent('deal.created', ctx, { deal });
}

export function dealUpdated(ctx: DealEventContext, deal: DealView, changes: Record<string, unknown>): EventOf<'deal.updated'> {
  return crmEvent('deal.updated', ctx, { deal, changes });
}

export function dealDeleted(ctx: DealEventContext, deal: DealView): EventOf<'deal.deleted'> {
  return crmEvent('deal.deleted', ctx, { deal });
}

export function dealsBulkCreated(ctx: DealEventContext, deals: readonly DealView[]): Array<EventOf<'deal.bulk_created'>> {
  return chunkForEvents(deals).map((chunk) => crmEvent('deal.bulk_created', ctx, { deals: chunk, count: chunk.length }));
}

export interface BulkUpdatedDeal {
  deal: DealView;
  changes: Record<string, unknown>;
}

export function dealsBulkUpdated(ctx: DealEventContext, updated: readonly BulkUpdatedDeal[]): Array<EventOf<'deal.bulk_updated'>> {
  return chunkForEvents(updated).map((chunk) =>
    crmEvent('deal.bulk_updated', ctx, {
      deals: chunk.map((u) => u.deal),
      count: chunk.length,
      changes: Object.fromEntries(chunk.map((u) => [u.deal.id, u.changes])),
    }),
  );
}
