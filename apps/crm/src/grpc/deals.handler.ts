import { AppError, isUuid, newId, validationError, type Clock, type FieldIssue } from '@wbk/platform';
import { applyDealPatch, diffDeals, newDeal } from '../domain/deal';
import { parseDealListQuery } from '../domain/deal-query';
import { parseCreateDeal, parsePatchDeal, type DealInput } from '../domain/deal.schema';
import { dealCreated, dealDeleted, dealUpdated, type DealEventContext } from '../events/deal-events';
import type { DealRepository } from '../store/deal.repository';
import { decodeApiRequest, parseBodyJson, rejectUnknownQuery, reply, type ApiCall, type ApiReply, type AuditInfo } from '@wbk/rpc';

export const DEAL_RESOURCE = 'deals';

/** Attempts of a read-modify-write before answering 409 version_conflict (as for contacts). */
export const WRITE_ATTEMPTS = 3;

export const UNKNOWN_CONTACT_MESSAGE = 'must be the id of a contact in this workspace';

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

/** Spec: GET /v1/deals/{id} answers 404 deal_not_found; the other by-id deal routes say the same. */
function dealNotFound(): AppError {
  return new AppError('deal_not_found', 'Deal not found');
}

function dealId(call: ApiCall): string {
  const id = call.path['id'];
  if (id === undefined || !isUuid(id)) throw dealNotFound();
  return id.toLowerCase();
}

function conflict(): AppError {
  return new AppError('version_conflict', 'The deal was changed by another request at the same moment; retry the request');
}

/** main_contact_id, when set, must name a live contact of the workspace (docs/decisions.md). */
async function checkMainContact(deps: DealsHandlerDeps, workspaceId: string, input: DealInput): Promise<void> {
  const contactId = input.main_contact_id;
  if (contactId === undefined || contactId === null) return;
  const live = await deps.deals.liveContactIds(workspaceId, [contactId]);
  if (!live.has(contactId)) throw validationError([{ field: 'main_contact_id', message: UNKNOWN_CONTACT_MESSAGE }]);
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
      await checkMainContact(deps, call.workspaceId, input);
      const deal = newDeal(input, makeId(), deps.clock.now());
      await deps.deals.insert(call.workspaceId, deal, [dealCreated(dealEventContext(call, deps.clock), deal)]);
      deps.afterWrite();
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
      if (!(await deps.deals.findLive(call.workspaceId, id))) throw dealNotFound();
      await checkMainContact(deps, call.workspaceId, patch);
      for (let attempt = 0; attempt < WRITE_ATTEMPTS; attempt++) {
        const stored = await deps.deals.findLive(call.workspaceId, id);
        if (!stored) throw dealNotFound();
        const now = deps.clock.now();
        const next = applyDealPatch(stored.deal, patch, now);
        const { changes, diff } = diffDeals(stored.deal, next);
        // A PATCH that changes nothing succeeds without a write or an event (as for contacts).
        if (Object.keys(changes).length === 0) return reply({ deal: stored.deal }, { audit: dealAudit('update', id, {}) });
        next.updated_date = now.toISOString();
        const written = await deps.deals.update(call.workspaceId, next, stored.version, [dealUpdated(dealEventContext(call, deps.clock), next, changes)]);
        if (written) {
          deps.afterWrite();
          return reply({ deal: next }, { audit: dealAudit('update', id, diff) });
        }
      }
      throw conflict();
    },

    async DeleteDeal(request) {
      const call = decodeApiRequest(request);
      rejectUnknownQuery(call.query);
      const id = dealId(call);
      for (let attempt = 0; attempt < WRITE_ATTEMPTS; attempt++) {
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
