import { checkEventPayload, type AnyEvent } from '@wbk/contracts';
import { ManualClock } from '@wbk/testing';
import { applyDealPatch, diffDeals, newDeal } from '../domain/deal';
import { parseCreateDeal, parsePatchDeal } from '../domain/deal.schema';
import { dealCreated, dealDeleted, dealsBulkCreated, dealsBulkUpdated, dealUpdated } from './deal-events';

const clock = new ManualClock('2026-03-01T10:00:00.000Z');
const ctx = { workspaceId: '11111111-1111-4111-8111-111111111111', clock };

function expectCatalogPayload(event: AnyEvent): void {
  expect(checkEventPayload(event, [event.event])).toEqual({ ok: true, event });
}

describe('deal events match the catalog', () => {
  const deal = newDeal(parseCreateDeal({ name: 'Harbour Freight v. Northwind Shipping', estimated_value: 85000, tags: ['shipping'] }), '3c9a7e52-1f4d-4b8e-9a2c-6d5e4f3a2b1c', clock.now());
  const won = applyDealPatch(deal, parsePatchDeal({ status: 'won', probability: 100 }), clock.now());
  const changes = diffDeals(deal, won).changes;

  it('deal.created, deal.updated and deal.deleted carry the deal', () => {
    expectCatalogPayload(dealCreated(ctx, deal));
    const updated = dealUpdated(ctx, won, changes);
    expectCatalogPayload(updated);
    expect(updated.data.changes).toMatchObject({ status: 'open' });
    expectCatalogPayload(dealDeleted(ctx, won));
  });

  it('bulk events carry the deals and their count, and bulk updates their changes by deal id', () => {
    const [created] = dealsBulkCreated(ctx, [deal]);
    expectCatalogPayload(created!);
    expect(created!.data.count).toBe(1);
    const [updated] = dealsBulkUpdated(ctx, [{ deal: won, changes }]);
    expectCatalogPayload(updated!);
    expect(updated!.data.changes).toEqual({ [deal.id]: changes });
  });
});
