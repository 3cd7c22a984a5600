import type { BulkCreatedResult } from '@wbk/contracts';
import { BULK_MAX, parseBulkItems } from '../domain/bulk';
import { CreateContacts, type CreateContactsDeps } from '../app/create-contacts.use-case';
import { decodeApiRequest, keyedApiCreate, parseBodyJson, rejectUnknownQuery, reply, type ApiReply } from '@wbk/rpc';

export type ContactsBulkHandlerDeps = CreateContactsDeps;

type Handler = (request: unknown) => Promise<ApiReply>;

/** 201 body (docs/decisions.md, "Bulk writes"): the contract's BulkCreated. */
export type BulkCreateResult = BulkCreatedResult;

/** POST /v1/contacts/bulk: the envelope decoded here, each record judged by CreateContacts. */
export function createContactsBulkHandlers(deps: ContactsBulkHandlerDeps): Record<'BulkCreateContacts', Handler> {
  const createContacts = new CreateContacts(deps);
  return {
    async BulkCreateContacts(request) {
      const call = decodeApiRequest(request);
      rejectUnknownQuery(call.query);
      const items = parseBulkItems(parseBodyJson(call.bodyJson), { max: BULK_MAX, key: 'contacts' });
      const result = await createContacts.execute(call, items, { key: call.idempotencyKey, stamp: keyedApiCreate(call, 'BulkCreateContacts')?.stamp });
      return reply(result, { created: true, audit: { action: 'create', resource_type: 'contacts', resource_id: '', diff_json: '' } });
    },
  };
}
