import { defineRoute } from '../http/route-contract';
import { dataEnvelope } from '../http/schemas';
import { MISSING_IDENTITY_MESSAGE } from './contact.schemas';
import { BULK_MAX, bulkCreatedResult, bulkUpdatedResult, contactBulkCreateBody, dealBulkCreateBody, dealBulkUpdateBody } from './bulk.schemas';

const ids = ['0b7c3d9e-5f1a-4b2c-8d3e-9f0a1b2c3d4e', '1c8d4e0f-6a2b-4c3d-9e4f-0a1b2c3d4e5f', '2d9e5f1a-7b3c-4d4e-8f5a-1b2c3d4e5f6a'];

const retryRule =
  'With an `Idempotency-Key`, record ids are derived from the workspace, the key and the index, so a retry stores each record once and emits the bulk event once.';

export const bulkRoutes = {
  bulkCreateContacts: defineRoute({
    operationId: 'bulkCreateContacts',
    method: 'POST',
    path: '/v1/contacts/bulk',
    tag: 'Contacts',
    summary: 'Create up to 1,000 contacts',
    description:
      `Each record follows the rules of POST /v1/contacts. The valid records are stored and the others reported by index (not all-or-nothing); ` +
      `when no record is valid the call is 400 \`validation_error\` with the same per-index list in \`error.details.errors\`. ` +
      `A malformed envelope (missing, empty or over ${BULK_MAX} records, unknown keys) is refused whole. ${retryRule} Emits contact.bulk_created.`,
    service: 'crm',
    rpc: 'BulkCreateContacts',
    permission: 'write:contacts',
    resourceType: 'contacts',
    body: contactBulkCreateBody,
    responses: { 201: dataEnvelope(bulkCreatedResult) },
    errors: [],
    example: {
      body: {
        contacts: [
          { first_name: 'Jane', last_name: 'Doe', email: 'jane.doe@example.com', job_title: 'General Counsel' },
          { phone: '+44 20 7946 0123', job_title: 'Paralegal' },
          { email: 'a.okafor@okafor-legal.example', tags: ['employment'] },
        ],
      },
      response: {
        data: {
          created: [
            { index: 0, id: ids[0] },
            { index: 2, id: ids[1] },
          ],
          errors: [{ index: 1, errors: [{ field: 'body', message: MISSING_IDENTITY_MESSAGE }] }],
          count: 2,
        },
      },
    },
  }),
  bulkCreateDeals: defineRoute({
    operationId: 'bulkCreateDeals',
    method: 'POST',
    path: '/v1/deals/bulk',
    tag: 'Deals',
    summary: 'Create up to 1,000 deals',
    description:
      'Each record follows the rules of POST /v1/deals. The valid records are stored and the others reported by index; ' +
      `the answer is 201 when at least one deal was created and 200 (with \`count\` 0) when none was. A malformed envelope (missing, empty or over ${BULK_MAX} records, ` +
      `unknown keys) is refused whole. ${retryRule} Emits deal.bulk_created.`,
    service: 'crm',
    rpc: 'BulkCreateDeals',
    permission: 'write:deals',
    resourceType: 'deals',
    body: dealBulkCreateBody,
    responses: { 201: dataEnvelope(bulkCreatedResult), 200: dataEnvelope(bulkCreatedResult) },
    errors: [],
    example: {
      body: {
        deals: [
          { name: 'Estate of M. Clarke: probate', pipeline: 'private-client', matter_type: 'probate', fee_model: 'fixed', estimated_value: 12000, currency: 'GBP' },
          { name: 'Acme Ltd: tribunal claim', main_contact_id: ids[2] },
        ],
      },
      response: {
        data: {
          created: [{ index: 0, id: ids[0] }],
          errors: [{ index: 1, errors: [{ field: 'main_contact_id', message: 'must be the id of a contact in this workspace' }] }],
          count: 1,
        },
      },
    },
  }),
  bulkUpdateDeals: defineRoute({
    operationId: 'bulkUpdateDeals',
    method: 'PATCH',
    path: '/v1/deals/bulk',
    tag: 'Deals',
    summary: 'Update up to 1,000 deals',
    description:
      'Each record is a deal `id` plus the fields of PATCH /v1/deals/{id}, applied with the same rules. Records with an unknown id, a repeated id or bad fields are ' +
      `reported by index and the others applied; a record that changes nothing counts as updated. A malformed envelope is refused whole. Emits one deal.bulk_updated for the deals that changed.`,
    service: 'crm',
    rpc: 'BulkUpdateDeals',
    permission: 'write:deals',
    resourceType: 'deals',
    body: dealBulkUpdateBody,
    responses: { 200: dataEnvelope(bulkUpdatedResult) },
    errors: [],
    example: {
      body: {
        deals: [
          { id: ids[0], stage: 'proposal', probability: 50 },
          { id: ids[1], status: 'won' },
          { id: ids[2], stage: 'negotiation' },
        ],
      },
      response: {
        data: {
          updated: [
            { index: 0, id: ids[0] },
            { index: 1, id: ids[1] },
          ],
          errors: [{ index: 2, errors: [{ field: 'id', message: 'no deal with this id in this workspace' }] }],
          count: 2,
        },
      },
    },
  }),
};
