import type { EventOf } from '@wbk/contracts';
import type { DealView } from '../domain/deal';
import { crmEvent, type ContactEventContext } from './contact-events';

/**
 * deal.* events (spec catalog), written to an outbox in the same write as the
 * change. Single-record events carry `deal` (the read shape); bulk events carry
 * `deals` plus `count` (spec, webhook payload); update events carry `changes`
 * (field -> previous value; for bulk, keyed by deal id).
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

/**
 * NATS refuses messages over max_payload (1 MiB by default) and 1,000 deals
 * with long descriptions exceed it, so one bulk call may emit several bulk
 * events, each under this many bytes of deals (docs/decisions.md).
 */
export const BULK_EVENT_BUDGET_BYTES = 512 * 1024;

export function chunkForEvents<T>(items: readonly T[], budget = BULK_EVENT_BUDGET_BYTES): T[][] {
  const chunks: T[][] = [];
  let current: T[] = [];
  let size = 0;
  for (const item of items) {
    const bytes = Buffer.byteLength(JSON.stringify(item), 'utf8') + 1;
    if (current.length > 0 && size + bytes > budget) {
      chunks.push(current);
      current = [];
      size = 0;
    }
    current.push(item);
    size += bytes;
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
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
