import type { BulkCreatedResult, BulkUpdatedResult } from '@wbk/contracts';
import { newId, reusedKeyConflict } from '@wbk/platform';
import { BULK_MAX, bulkIdFactory, bulkRecordId, fieldIssuesOf, mergeItemErrors, parseBulkItems, partitionItems, type BulkItemError } from '../domain/bulk';
import { applyDealPatch, diffDeals, newDeal, type DealView } from '../domain/deal';
import { parseBulkPatchItem, parseCreateDeal } from '../domain/deal.schema';
import { dealsBulkCreated, dealsBulkUpdated, type BulkUpdatedDeal } from '../events/deal-events';
import { decodeApiRequest, keyedApiCreate, parseBodyJson, rejectUnknownQuery, reply } from '@wbk/rpc';
import { dealAudit, dealEventContext, unknownMainContacts, type DealsHandlerDeps, type Handler } from './deals.handler';

const BULK_OPTIONS = { max: BULK_MAX, key: 'deals' } as const;

/**
 * Batch-document ids of an idempotent call: derived like the record ids, at
 * indexes no record can have, so a retry finds the batch an earlier attempt wrote.
 */
const CREATE_BATCH_INDEX = -1;
const UPDATE_BATCH_INDEX = -2;

export function createDealsBulkHandlers(deps: DealsHandlerDeps): Record<'BulkCreateDeals' | 'BulkUpdateDeals', Handler> {
  const makeId = deps.newId ?? newId;

  return {
    /**
     * Creates the valid records, reports the others by index. Records are
     * written first, then the batch document carrying deal.bulk_created. With
     * an Idempotency-Key ids are derived from (workspace, key, index), so a
     * retry after a crash anywhere stores each record once and writes the batch
     * (and so the event) once (docs/decisions.md, "Bulk deals").
     */
    async BulkCreateDeals(request) {
      const call = decodeApiRequest(request);
      rejectUnknownQuery(call.query);
      const key = call.idempotencyKey;
      const items = parseBulkItems(parseBodyJson(call.bodyJson), BULK_OPTIONS);
      const parsed = partitionItems(items, (item) => parseCreateDeal(item));
      const contactErrors = await unknownMainContacts(deps.deals, call.workspaceId, parsed.accepted);
      const rejected = new Set(contactErrors.map((e) => e.index));
      const accepted = parsed.accepted.filter((a) => !rejected.has(a.index));
      const errors = mergeItemErrors(parsed.errors, contactErrors);

      const idFor = bulkIdFactory(call.workspaceId, key, makeId);
      const batchId = key ? bulkRecordId(call.workspaceId, key, CREATE_BATCH_INDEX) : makeId();
      // A key reused for a different batch (the gateway's entry gone) is refused before anything is written.
      const stamp = keyedApiCreate(call, 'BulkCreateDeals')?.stamp;
      if (stamp && (await deps.deals.storedForOtherRequest(call.workspaceId, [batchId, ...items.map((_, index) => idFor(index))], stamp))) throw reusedKeyConflict();
      const now = deps.clock.now();
      const fresh = accepted.map((a) => newDeal(a.value, idFor(a.index), now));
      let stored: DealView[] = [];
      if (fresh.length > 0) {
        stored = await deps.deals.insertOnce(call.workspaceId, fresh, stamp);
        const events = dealsBulkCreated(dealEventContext(call, deps.clock), stored);
        if (await deps.deals.insertBatch(call.workspaceId, batchId, 'create', stored.map((d) => d.id), now.toISOString(), events, stamp)) deps.afterWrite();
      }
      const created = accepted.map((a, i) => ({ index: a.index, id: stored[i]?.id ?? '' }));
      const result: BulkCreatedResult = { created, errors, count: created.length };
      // 201 only when something was stored; a call whose every record was refused answers 200 with the errors.
      return reply(result, { created: created.length > 0, audit: dealAudit('create', '') });
    },

    /**
     * Applies each valid patch with the single-deal rules, reports the others
     * by index, then writes one batch document carrying deal.bulk_updated for
     * the deals that actually changed.
     */
    async BulkUpdateDeals(request) {
      const call = decodeApiRequest(request);
      rejectUnknownQuery(call.query);
      const key = call.idempotencyKey;
      const items = parseBulkItems(parseBodyJson(call.bodyJson), BULK_OPTIONS);
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
      const live = await deps.deals.findMany(call.workspaceId, unique.map((a) => a.value.id));
      const known = unique.filter((a) => {
        if (live.has(a.value.id)) return true;
        errors.push({ index: a.index, errors: [{ field: 'id', message: 'no deal with this id in this workspace' }] });
        return false;
      });
      const contactErrors = await unknownMainContacts(deps.deals, call.workspaceId, known.map((a) => ({ index: a.index, value: a.value.patch })));
      errors.push(...contactErrors);
      const badContact = new Set(contactErrors.map((e) => e.index));

      const now = deps.clock.now();
      const batchId = key ? bulkRecordId(call.workspaceId, key, UPDATE_BATCH_INDEX) : makeId();
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
          if (!(await deps.deals.update(call.workspaceId, next, stored.version, [], { id: batchId, changes }))) {
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
        for (const earlier of await deps.deals.changedByBulk(call.workspaceId, batchId)) {
          if (!seen.has(earlier.deal.id)) changed.push(earlier);
        }
      }
      if (changed.length > 0) {
        const events = dealsBulkUpdated(dealEventContext(call, deps.clock), changed);
        await deps.deals.insertBatch(call.workspaceId, batchId, 'update', changed.map((c) => c.deal.id), now.toISOString(), events);
        deps.afterWrite();
      }
      updated.sort((x, y) => x.index - y.index);
      const result: BulkUpdatedResult = { updated, errors: mergeItemErrors(errors), count: updated.length };
      return reply(result, { audit: dealAudit('update', '', diffs) });
    },
  };
}
