import { BULK_MAX, parseBulkItems } from '../domain/bulk';
import { CreateDeals } from '../app/create-deals.use-case';
import { UpdateDeals } from '../app/update-deals.use-case';
import { decodeApiRequest, keyedApiCreate, parseBodyJson, rejectUnknownQuery, reply, type ApiCall } from '@wbk/rpc';
import { dealAudit, type DealsHandlerDeps, type Handler } from './deals.handler';

const BULK_OPTIONS = { max: BULK_MAX, key: 'deals' } as const;

function bulkItems(call: ApiCall): unknown[] {
  rejectUnknownQuery(call.query);
  return parseBulkItems(parseBodyJson(call.bodyJson), BULK_OPTIONS);
}

export function createDealsBulkHandlers(deps: DealsHandlerDeps): Record<'BulkCreateDeals' | 'BulkUpdateDeals', Handler> {
  const createDeals = new CreateDeals(deps);
  const updateDeals = new UpdateDeals(deps);

  return {
    async BulkCreateDeals(request) {
      const call = decodeApiRequest(request);
      const items = bulkItems(call);
      const result = await createDeals.execute(call, items, { key: call.idempotencyKey, stamp: keyedApiCreate(call, 'BulkCreateDeals')?.stamp });
      // 201 only when something was stored; a call whose every record was refused answers 200 with the errors.
      return reply(result, { created: result.created.length > 0, audit: dealAudit('create', '') });
    },

    async BulkUpdateDeals(request) {
      const call = decodeApiRequest(request);
      const items = bulkItems(call);
      const { result, diffs } = await updateDeals.execute(call, items, call.idempotencyKey);
      return reply(result, { audit: dealAudit('update', '', diffs) });
    },
  };
}
