import { contactEnrichBody, enrichBody, parseBody } from '@wbk/contracts';
import { isUuid } from '@wbk/platform';
import { decodeApiRequest, parseBodyJson, rejectUnknownQuery, reply, type ApiReply } from '@wbk/rpc';
import { contactNotFound, type EnrichContact } from '../app/enrich-contact.use-case';
import type { EnrichEmail } from '../app/enrich-email.use-case';

export interface EnrichHandlerDeps {
  enrichEmail: EnrichEmail;
  enrichContact: EnrichContact;
}

/** POST /v1/email/enrich and POST /v1/contacts/{id}/enrich. */
export function createEnrichHandlers(deps: EnrichHandlerDeps): Record<'EnrichEmail' | 'EnrichContact', (request: unknown) => Promise<ApiReply>> {
  return {
    async EnrichEmail(request) {
      const call = decodeApiRequest(request);
      rejectUnknownQuery(call.query);
      const input = parseBody(enrichBody, parseBodyJson(call.bodyJson));
      const result = await deps.enrichEmail.execute({ workspaceId: call.workspaceId, requestId: call.requestId, idempotencyKey: call.idempotencyKey ?? '', input });
      return reply(result, { audit: { action: 'api_access', resource_type: 'enrichment', resource_id: '', diff_json: '' } });
    },

    async EnrichContact(request) {
      const call = decodeApiRequest(request);
      rejectUnknownQuery(call.query);
      const id = call.path['id'] ?? '';
      if (!isUuid(id)) throw contactNotFound();
      const input = parseBody(contactEnrichBody, parseBodyJson(call.bodyJson) ?? {});
      const { result, filled } = await deps.enrichContact.execute({ workspaceId: call.workspaceId, requestId: call.requestId, idempotencyKey: call.idempotencyKey ?? '', contactId: id, include: input.include });
      // The audit record's diff, as the CRM's own updates write it.
      const changed = result.filled.length > 0;
      return reply(result, { audit: { action: changed ? 'update' : 'api_access', resource_type: 'contacts', resource_id: id, diff_json: changed ? JSON.stringify(filled) : '' } });
    },
  };
}
