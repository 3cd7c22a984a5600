import type { BulkUpdatedResult } from '@wbk/contracts';
import { newId } from '@wbk/platform';
import { bulkRecordId, fieldIssuesOf, mergeItemErrors, partitionItems, type BulkItemError } from '../domain/bulk';
import { applyDealPatch, diffDeals, type DealView } from '../domain/deal';
import { parseBulkPatchItem } from '../domain/deal.schema';
import { dealsBulkUpdated, type BulkUpdatedDeal } from '../events/deal-events';
import { unknownMainContacts } from './deal-main-contact';
import type { DealWriteDeps } from './update-deal.use-case';
import { eventContextOf, type WriteScope } from './write-scope';

/** As CreateDeals' batch index, one no record and no create batch can have. */
const UPDATE_BATCH_INDEX = -2;

export interface DealsUpdate {
  result: BulkUpdatedResult;
  /** deal id -> its field diff, for the audit record. */
  diffs: Record<string, unknown>;
}

/**
 * PATCH /v1/deals/bulk. Applies each valid patch with the single-deal rules,
 * reports the others by index, then writes one batch document carrying
 * deal.bulk_updated for the deals that actually changed.
 */
export class UpdateDeals {
  constructor(private readonly deps: DealWriteDeps) {}

  async execute(scope: WriteScope, items: unknown[], key: string | undefined): Promise<DealsUpdate> {
    const { deals, clock } = this.deps;
    const workspaceId = scope.workspaceId;
    const parsed = partitionItems(items, parseBulkPatchItem);
    const errors: BulkItemError[] = [...parsed.errors];

    const firstIndex = new Map<string, number>();
    const unique = parsed.accepted.filter((a) => {
      const first = firstIndex.get(a.value.id);
      if (first === undefined) {
        firstIndex.set(a.value.id, a.index);
        return true;
      }
      errors.push({ index: a.index, errors: [{ field: 'id', message: `appears more than once in this call (first at index ${first})` }] });
      return false;
    });
    const live = await deals.findMany(workspaceId, unique.map((a) => a.value.id));
    const known = unique.filter((a) => {
      if (live.has(a.value.id)) return true;
      errors.push({ index: a.index, errors: [{ field: 'id', message: 'no deal with this id in this workspace' }] });
      return false;
    });
    const contactErrors = await unknownMainContacts(deals, workspaceId, known.map((a) => ({ index: a.index, value: a.value.patch })));
    errors.push(...contactErrors);
    const badContact = new Set(contactErrors.map((e) => e.index));

    const now = clock.now();
    const batchId = key ? bulkRecordId(workspaceId, key, UPDATE_BATCH_INDEX) : (this.deps.newId ?? newId)();
    const updated: Array<{ index: number; id: string }> = [];
    const changed: BulkUpdatedDeal[] = [];
    const diffs: Record<string, unknown> = {};
    for (const a of known) {
      if (badContact.has(a.index)) continue;
      const stored = live.get(a.value.id);
      if (!stored) continue;
      let next: DealView;
      try {
        next = applyDealPatch(stored.deal, a.value.patch, now);
      } catch (err) {
        errors.push({ index: a.index, errors: fieldIssuesOf(err) });
        continue;
      }
      const { changes, diff } = diffDeals(stored.deal, next);
      if (Object.keys(changes).length > 0) {
        next.updated_date = now.toISOString();
        if (!(await deals.update(workspaceId, next, stored.version, [], { id: batchId, changes }))) {
          errors.push({ index: a.index, errors: [{ field: 'id', message: 'the deal was changed by another request at the same moment; retry this record' }] });
          continue;
        }
        changed.push({ deal: next, changes });
        diffs[next.id] = diff;
      }
      updated.push({ index: a.index, id: next.id });
    }
    // A retry of a call interrupted before its batch document (same key, same batch id)
    // finds those deals already changed: their recorded changes join this event.
    if (key) {
      const seen = new Set(changed.map((c) => c.deal.id));
      for (const earlier of await deals.changedByBulk(workspaceId, batchId)) {
        if (!seen.has(earlier.deal.id)) changed.push(earlier);
      }
    }
    if (changed.length > 0) {
      const events = dealsBulkUpdated(eventContextOf(scope, clock), changed);
      await deals.insertBatch(workspaceId, batchId, 'update', changed.map((c) => c.deal.id), now.toISOString(), events);
      this.deps.afterWrite();
    }
    updated.sort((x, y) => x.index - y.index);
    return { result: { updated, errors: mergeItemErrors(errors), count: updated.length }, diffs };
  }
}
