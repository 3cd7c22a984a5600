import { defineRoute } from '../http/route-contract';
import { pageEnvelope } from '../http/schemas';
import { creditLedgerEntry, creditLedgerQuery } from './credit-ledger.schemas';

export const creditRoutes = {
  listCreditLedger: defineRoute({
    operationId: 'listCreditLedger',
    method: 'GET',
    path: '/v1/credits/ledger',
    tag: 'Enrichment',
    summary: 'List credit charges',
    description:
      'Every change of the credit balance, newest first: each charged lookup, contact enrichment and reveal with the request it charged, and operator adjustments. ' +
      'Misses, errors and idempotent replays are never charged and so never appear.',
    service: 'workspace',
    rpc: 'ListCreditLedger',
    permission: 'read:credits',
    resourceType: 'enrichment',
    query: creditLedgerQuery,
    responses: { 200: pageEnvelope(creditLedgerEntry) },
    errors: [],
    example: {
      response: {
        data: [
          { id: '6b1f0f3e-2a4d-4c5e-8f7a-9b0c1d2e3f40', amount: -1, reason: 'enrichment_lookup', request_id: 'req_8c1d2e3f4a5b', balance_after: 249, created_at: '2026-11-24T09:30:00.000Z' },
        ],
        meta: { page: 1, per_page: 25, total: 1 },
      },
    },
  }),
};
