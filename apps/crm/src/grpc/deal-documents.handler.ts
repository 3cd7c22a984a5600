import { parseDocumentListQuery, parseLinkDocument } from '../domain/document.schema';
import { dealRecordNotFound } from '../domain/refusals';
import { LinkDealDocument, type DealDocumentsDeps } from '../app/link-deal-document.use-case';
import { ListDealDocuments } from '../app/list-deal-documents.use-case';
import { decodeApiRequest, parseBodyJson, pathId, rejectUnknownQuery, reply } from '@wbk/rpc';
import { dealAudit, type Handler } from './deals.handler';

export type DealDocumentsHandlerDeps = DealDocumentsDeps;

/** Audit-log resource type of a linked document. */
const DOCUMENT_RESOURCE = 'documents';

/** Documents linked to a deal. */
export function createDealDocumentsHandlers(deps: DealDocumentsHandlerDeps): Record<'LinkDealDocument' | 'ListDealDocuments', Handler> {
  const linkDealDocument = new LinkDealDocument(deps);
  const listDealDocuments = new ListDealDocuments(deps);
  return {
    async LinkDealDocument(request) {
      const call = decodeApiRequest(request);
      rejectUnknownQuery(call.query);
      const input = parseLinkDocument(parseBodyJson(call.bodyJson));
      const document = await linkDealDocument.execute(call.workspaceId, pathId(call, 'id', dealRecordNotFound), input);
      return reply(document, { created: true, audit: { action: 'create', resource_type: DOCUMENT_RESOURCE, resource_id: document.id, diff_json: '' } });
    },

    async ListDealDocuments(request) {
      const call = decodeApiRequest(request);
      const query = parseDocumentListQuery(call.query);
      const { dealId: id, items, total } = await listDealDocuments.execute(call.workspaceId, pathId(call, 'id', dealRecordNotFound), {
        ...(query.role !== undefined ? { role: query.role } : {}),
        skip: query.skip,
        limit: query.perPage,
      });
      return reply({ documents: items }, { meta: { page: query.page, per_page: query.perPage, total }, has_meta: true, audit: dealAudit('api_access', id) });
    },
  };
}
