import type { BulkCreatedResult } from '@wbk/contracts';
import { newId, reusedKeyConflict } from '@wbk/platform';
import { bulkIdFactory, bulkRecordId, mergeItemErrors, partitionItems } from '../domain/bulk';
import { newDeal, type DealView } from '../domain/deal';
import { parseCreateDeal } from '../domain/deal.schema';
import { dealsBulkCreated } from '../events/deal-events';
import type { BulkKey } from './create-contacts.use-case';
import { unknownMainContacts } from './deal-main-contact';
import type { DealWriteDeps } from './update-deal.use-case';
import { eventContextOf, type WriteScope } from './write-scope';

/**
 * Batch-document id of an idempotent call: derived like the record ids, at an
 * index no record can have, so a retry finds the batch an earlier attempt wrote.
 */
const CREATE_BATCH_INDEX = -1;

/**
 * POST /v1/deals/bulk. Creates the valid records, reports the others by
 * index. Records are written first, then the batch document carrying
 * deal.bulk_created. With an Idempotency-Key ids are derived from (workspace,
 * key, index), so a retry after a crash anywhere stores each record once and
 * writes the batch (and so the event) once (docs/decisions.md, "Bulk deals").
 */
export class CreateDeals {
  constructor(private readonly deps: DealWriteDeps) {}

  async execute(scope: WriteScope, items: unknown[], { key, stamp }: BulkKey): Promise<BulkCreatedResult> {
    const { deals, clock } = this.deps;
    const makeId = this.deps.newId ?? newId;
    const parsed = partitionItems(items, (item) => parseCreateDeal(item));
    const contactErrors = await unknownMainContacts(deals, scope.workspaceId, parsed.accepted);
    const rejected = new Set(contactErrors.map((e) => e.index));
    const accepted = parsed.accepted.filter((a) => !rejected.has(a.index));
    const errors = mergeItemErrors(parsed.errors, contactErrors);

    const idFor = bulkIdFactory(scope.workspaceId, key, makeId);
    const batchId = key ? bulkRecordId(scope.workspaceId, key, CREATE_BATCH_INDEX) : makeId();
    // A key reused for a different batch (the gateway's entry gone) is refused before anything is written.
    if (stamp && (await deals.storedForOtherRequest(scope.workspaceId, [batchId, ...items.map((_, index) => idFor(index))], stamp))) throw reusedKeyConflict();
    const now = clock.now();
    const fresh = accepted.map((a) => newDeal(a.value, idFor(a.index), now));
    let stored: DealView[] = [];
    if (fresh.length > 0) {
      stored = await deals.insertOnce(scope.workspaceId, fresh, stamp);
      const events = dealsBulkCreated(eventContextOf(scope, clock), stored);
      if (await deals.insertBatch(scope.workspaceId, batchId, 'create', stored.map((d) => d.id), now.toISOString(), events, stamp)) this.deps.afterWrite();
    }
    const created = accepted.map((a, i) => ({ index: a.index, id: stored[i]?.id ?? '' }));
    return { created, errors, count: created.length };
  }
}
