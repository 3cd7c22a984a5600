import { defineRoute } from '../http/route-contract';
import { dataEnvelope, idParams, namedPageEnvelope } from '../http/schemas';
import { dealDocumentListQuery, dealDocumentRecord, documentLinkBody } from './document.schemas';

const document = {
  id: '7d4e1a2b-3c5f-4a6b-8c9d-0e1f2a3b4c5d',
  name: 'engagement-letter-northwind.pdf',
  mime_type: 'application/pdf',
  size_bytes: 182344,
  folder: '/Matters/2026/Northwind',
  tags: ['signed'],
  role: 'engagement_letter',
  linked_at: '2026-11-24T10:15:00.000Z',
  created_at: '2026-11-24T10:15:00.000Z',
};

export const dealDocumentRoutes = {
  linkDealDocument: defineRoute({
    operationId: 'linkDealDocument',
    method: 'POST',
    path: '/v1/deals/{id}/documents',
    tag: 'Deals',
    summary: 'Link a document to a deal',
    description:
      '`name` and `mime_type` are required; `folder` defaults to `/`. A missing deal (or one of another workspace) is 404 `not_found`. Linking emits no event.',
    service: 'crm',
    rpc: 'LinkDealDocument',
    permission: 'write:documents',
    resourceType: 'documents',
    params: idParams,
    body: documentLinkBody,
    responses: { 201: dataEnvelope(dealDocumentRecord) },
    errors: ['not_found'],
    example: {
      body: { name: document.name, mime_type: 'application/pdf', size_bytes: 182344, folder: '/Matters/2026/Northwind/', tags: ['signed'], role: 'engagement_letter' },
      response: { data: document },
    },
  }),
  listDealDocuments: defineRoute({
    operationId: 'listDealDocuments',
    method: 'GET',
    path: '/v1/deals/{id}/documents',
    tag: 'Deals',
    summary: "List a deal's documents",
    description: 'Most recently linked first. A missing deal (or one of another workspace) is 404 `not_found`.',
    service: 'crm',
    rpc: 'ListDealDocuments',
    permission: 'read:documents',
    resourceType: 'documents',
    params: idParams,
    query: dealDocumentListQuery,
    responses: { 200: namedPageEnvelope('documents', dealDocumentRecord) },
    errors: ['not_found'],
    example: { response: { data: { documents: [document] }, meta: { page: 1, per_page: 25, total: 1 } } },
  }),
};
