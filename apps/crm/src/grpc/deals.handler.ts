import { isUuid, newId, type Clock, type FieldIssue } from '@wbk/platform';
import { newDeal } from '../domain/deal';
import { parseDealListQuery } from '../domain/deal-query';
import { parseCreateDeal, parsePatchDeal, type DealInput } from '../domain/deal.schema';
import { dealCreated, dealDeleted, type DealEventContext } from '../events/deal-events';
import type { DealRepository } from '../store/deal.repository';
import { decodeApiRequest, keyedApiCreate, parseBodyJson, rejectUnknownQuery, reply, type ApiCall, type ApiReply, type AuditInfo } from '@wbk/rpc';
import { DEAL_WRITE_ATTEMPTS, UNKNOWN_CONTACT_MESSAGE, checkMainContact, dealConflict as conflict, dealNotFound, updateDeal } from './deal-writes';

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

export function dealEventContext(call: ApiCall, clock: Clock): DealEventContext {
  return { workspaceId: call.workspaceId, clock, ...(call.cause ? { cause: call.cause } : {}) };
}

function dealId(call: ApiCall): string {
  const id = call.path['id'];
  if (id === undefined || !isUuid(id)) throw dealNotFound();
  return id.toLowerCase();
}


/** Per-record form of the same check for bulk calls: index -> issue. */
export async function unknownMainContacts(deals: DealRepository, workspaceId: string, inputs: Array<{ index: number; value: DealInput }>): Promise<Array<{ index: number; errors: FieldIssue[] }>> {
  const ids = inputs.map((i) => i.value.main_contact_id).filter((id): id is string => typeof id === 'string');
  const live = await deals.liveContactIds(workspaceId, ids);
  return inputs
    .filter((i) => typeof i.value.main_contact_id === 'string' && !live.has(i.value.main_contact_id))
    .map((i) => ({ index: i.index, errors: [{ field: 'main_contact_id', message: UNKNOWN_CONTACT_MESSAGE }] }));
}

export function createDealsHandlers(deps: DealsHandlerDeps): Record<'CreateDeal' | 'ListDeals' | 'GetDeal' | 'UpdateDeal' | 'DeleteDeal', Handler> {
  const makeId = deps.newId ?? newId;

  return {
    async CreateDeal(request) {
      const call = decodeApiRequest(request);
      rejectUnknownQuery(call.query);
      const input = parseCreateDeal(parseBodyJson(call.bodyJson));
      await checkMainContact(deps.deals, call.workspaceId, input);
      const keyed = keyedApiCreate(call, 'CreateDeal');
      const fresh = newDeal(input, keyed?.id ?? makeId(), deps.clock.now());
      const { deal, created } = await deps.deals.insert(call.workspaceId, fresh, [dealCreated(dealEventContext(call, deps.clock), fresh)], keyed?.stamp);
      if (created) deps.afterWrite();
      return reply({ deal }, { created: true, audit: dealAudit('create', deal.id) });
    },

    async ListDeals(request) {
      const call = decodeApiRequest(request);
      const query = parseDealListQuery(call.query);
      const { items, total } = await deps.deals.list(call.workspaceId, query.filter, query.skip, query.perPage);
      return reply({ deals: items }, { meta: { page: query.page, per_page: query.perPage, total }, has_meta: true, audit: dealAudit('api_access', '') });
    },

    async GetDeal(request) {
      const call = decodeApiRequest(request);
      rejectUnknownQuery(call.query);
      const id = dealId(call);
      const stored = await deps.deals.findLive(call.workspaceId, id);
      if (!stored) throw dealNotFound();
      return reply({ deal: stored.deal }, { audit: dealAudit('api_access', id) });
    },

    async UpdateDeal(request) {
      const call = decodeApiRequest(request);
      rejectUnknownQuery(call.query);
      const id = dealId(call);
      const patch = parsePatchDeal(parseBodyJson(call.bodyJson));
      const { deal, diff } = await updateDeal(deps, dealEventContext(call, deps.clock), id, patch);
      return reply({ deal }, { audit: dealAudit('update', id, diff) });
    },

    async DeleteDeal(request) {
      const call = decodeApiRequest(request);
      rejectUnknownQuery(call.query);
      const id = dealId(call);
      for (let attempt = 0; attempt < DEAL_WRITE_ATTEMPTS; attempt++) {
        const stored = await deps.deals.findLive(call.workspaceId, id);
        if (!stored) throw dealNotFound();
        const written = await deps.deals.tombstone(call.workspaceId, id, stored.version, deps.clock.now().toISOString(), [dealDeleted(dealEventContext(call, deps.clock), stored.deal)]);
        if (written) {
          deps.afterWrite();
          return reply({ id, deleted: true }, { audit: dealAudit('delete', id) });
        }
      }
      throw conflict();
    },
  };
}
