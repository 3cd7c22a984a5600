import { AppError, isUuid, newId, type Clock } from '@wbk/platform';
import { newDealDocument, parseDocumentListQuery, parseLinkDocument } from '../domain/document.schema';
import type { DealDocumentRepository } from '../store/deal-document.repository';
import type { DealRepository } from '../store/deal.repository';
import { decodeApiRequest, parseBodyJson, rejectUnknownQuery, reply, type ApiCall } from '@wbk/rpc';
import { dealAudit, type Handler } from './deals.handler';

export interface DealDocumentsHandlerDeps {
  deals: DealRepository;
  documents: DealDocumentRepository;
  clock: Clock;
  newId?: () => string;
}

/** Spec: GET /v1/deals/{id}/documents answers 404 not_found (not deal_not_found) for the deal. */
const DOCUMENT_RESOURCE = 'documents';

function dealNotFound(): AppError {
  return new AppError('not_found', 'Deal not found');
}

async function liveDealId(deps: DealDocumentsHandlerDeps, call: ApiCall): Promise<string> {
  const id = call.path['id'];
  if (id === undefined || !isUuid(id)) throw dealNotFound();
  const stored = await deps.deals.findLive(call.workspaceId, id.toLowerCase());
  if (!stored) throw dealNotFound();
  return stored.deal.id;
}

/**
 * Documents linked to a deal. The spec's event catalog has no document event,
 * so linking emits none (docs/decisions.md).
 */
export function createDealDocumentsHandlers(deps: DealDocumentsHandlerDeps): Record<'LinkDealDocument' | 'ListDealDocuments', Handler> {
  const makeId = deps.newId ?? newId;
  return {
    async LinkDealDocument(request) {
      const call = decodeApiRequest(request);
      rejectUnknownQuery(call.query);
      const input = parseLinkDocument(parseBodyJson(call.bodyJson));
      const id = await liveDealId(deps, call);
      const document = newDealDocument(input, makeId(), deps.clock.now());
      await deps.documents.insert(call.workspaceId, id, document);
      return reply(document, { created: true, audit: { action: 'create', resource_type: DOCUMENT_RESOURCE, resource_id: document.id, diff_json: '' } });
    },

    async ListDealDocuments(request) {
      const call = decodeApiRequest(request);
      const query = parseDocumentListQuery(call.query);
      const id = await liveDealId(deps, call);
      const { items, total } = await deps.documents.listForDeal(call.workspaceId, id, {
        ...(query.role !== undefined ? { role: query.role } : {}),
        skip: query.skip,
        limit: query.perPage,
      });
      return reply({ documents: items }, { meta: { page: query.page, per_page: query.perPage, total }, has_meta: true, audit: dealAudit('api_access', id) });
    },
  };
}
