import type { Clock } from '@wbk/platform';
import { parseDealListQuery } from '../domain/deal-query';
import { parseCreateDeal, parsePatchDeal } from '../domain/deal.schema';
import { dealNotFound } from '../domain/refusals';
import type { DealRepository } from '../store/deal.repository';
import { CreateDeal } from '../app/create-deal.use-case';
import { DeleteDeal } from '../app/delete-deal.use-case';
import { GetDeal } from '../app/get-deal.use-case';
import { ListDeals } from '../app/list-deals.use-case';
import { UpdateDeal } from '../app/update-deal.use-case';
import { decodeApiRequest, keyedApiCreate, parseBodyJson, pathId, rejectUnknownQuery, reply, type ApiReply, type AuditInfo } from '@wbk/rpc';

export const DEAL_RESOURCE = 'deals';

export interface DealsHandlerDeps {
  deals: DealRepository;
  clock: Clock;
  /** Runs after every write that carried events (OutboxRelay.kick). */
  afterWrite: () => void;
  newId?: () => string;
}

export type Handler = (request: unknown) => Promise<ApiReply>;

export function dealAudit(action: AuditInfo['action'], resourceId: string, diff?: Record<string, unknown>): AuditInfo {
  return { action, resource_type: DEAL_RESOURCE, resource_id: resourceId, diff_json: diff ? JSON.stringify(diff) : '' };
}

export function createDealsHandlers(deps: DealsHandlerDeps): Record<'CreateDeal' | 'ListDeals' | 'GetDeal' | 'UpdateDeal' | 'DeleteDeal', Handler> {
  const createDeal = new CreateDeal(deps);
  const updateDeal = new UpdateDeal(deps);
  const deleteDeal = new DeleteDeal(deps);
  const getDeal = new GetDeal(deps);
  const listDeals = new ListDeals(deps);

  return {
    async CreateDeal(request) {
      const call = decodeApiRequest(request);
      rejectUnknownQuery(call.query);
      const input = parseCreateDeal(parseBodyJson(call.bodyJson));
      const deal = await createDeal.execute(call, input, keyedApiCreate(call, 'CreateDeal'));
      return reply({ deal }, { created: true, audit: dealAudit('create', deal.id) });
    },

    async ListDeals(request) {
      const call = decodeApiRequest(request);
      const query = parseDealListQuery(call.query);
      const { items, total } = await listDeals.execute(call.workspaceId, query.filter, { skip: query.skip, limit: query.perPage });
      return reply({ deals: items }, { meta: { page: query.page, per_page: query.perPage, total }, has_meta: true, audit: dealAudit('api_access', '') });
    },

    async GetDeal(request) {
      const call = decodeApiRequest(request);
      rejectUnknownQuery(call.query);
      const id = pathId(call, 'id', dealNotFound);
      return reply({ deal: await getDeal.execute(call.workspaceId, id) }, { audit: dealAudit('api_access', id) });
    },

    async UpdateDeal(request) {
      const call = decodeApiRequest(request);
      rejectUnknownQuery(call.query);
      const id = pathId(call, 'id', dealNotFound);
      const patch = parsePatchDeal(parseBodyJson(call.bodyJson));
      const { deal, diff } = await updateDeal.execute(call, id, patch);
      return reply({ deal }, { audit: dealAudit('update', id, diff) });
    },

    async DeleteDeal(request) {
      const call = decodeApiRequest(request);
      rejectUnknownQuery(call.query);
      const id = pathId(call, 'id', dealNotFound);
      await deleteDeal.execute(call, id);
      return reply({ id, deleted: true }, { audit: dealAudit('delete', id) });
    },
  };
}
