import { defineRoute } from '../http/route-contract';
import { dataEnvelope, deletedRecord, idParams, pageEnvelope } from '../http/schemas';
import { suppressionCreateBody, suppressionListQuery, suppressionRecord } from './suppression.schemas';

const suppression = { id: '4c5d6e7f-8a9b-4c0d-9e1f-2a3b4c5d6e7f', type: 'email', value: 'no.contact@example.com', reason: 'manual', created_at: '2026-11-24T09:30:00.000Z' };
const base = { tag: 'Suppressions', service: 'outreach', resourceType: 'suppressions' } as const;

export const suppressionRoutes = {
  listSuppressions: defineRoute({
    ...base,
    operationId: 'listSuppressions',
    method: 'GET',
    path: '/v1/suppressions',
    summary: 'List suppressed addresses',
    description: 'Newest first. Unsubscribes and hard bounces are added here by the service itself.',
    rpc: 'ListSuppressions',
    permission: 'read:suppressions',
    query: suppressionListQuery,
    responses: { 200: pageEnvelope(suppressionRecord) },
    errors: [],
    example: { response: { data: [suppression], meta: { page: 1, per_page: 50, total: 1 } } },
  }),
  createSuppression: defineRoute({
    ...base,
    operationId: 'createSuppression',
    method: 'POST',
    path: '/v1/suppressions',
    summary: 'Suppress an address',
    description: 'Every send path refuses the address from now on (409 `recipient_suppressed`), and campaign sequences to it stop. Suppressing an address already suppressed answers 200 with the existing entry.',
    rpc: 'CreateSuppression',
    permission: 'write:suppressions',
    body: suppressionCreateBody,
    responses: { 201: dataEnvelope(suppressionRecord), 200: dataEnvelope(suppressionRecord) },
    errors: [],
    example: { body: { type: 'email', value: 'No.Contact@example.com' }, response: { data: suppression } },
  }),
  deleteSuppression: defineRoute({
    ...base,
    operationId: 'deleteSuppression',
    method: 'DELETE',
    path: '/v1/suppressions/{id}',
    summary: 'Remove an address from the list',
    description: 'The address may be contacted again; sequences it stopped do not restart.',
    rpc: 'DeleteSuppression',
    permission: 'write:suppressions',
    params: idParams,
    responses: { 200: dataEnvelope(deletedRecord) },
    errors: ['not_found'],
    example: { response: { data: { id: suppression.id, deleted: true } } },
  }),
};
