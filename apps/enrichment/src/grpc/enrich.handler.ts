import { contactEnrichBody, enrichBody, parseBody, type CallerContext, type ContactEnrichField, type ContactEnrichResult } from '@wbk/contracts';
import { AppError, isUuid, validationError } from '@wbk/platform';
import { decodeApiRequest, parseBodyJson, rejectUnknownQuery, reply, type ApiReply } from '@wbk/rpc';
import { fieldsToFill } from '../domain/contact-fill';
import { lookupOf } from '../domain/lookup';
import type { CrmContacts } from '../providers/crm-contacts.client';
import type { LookupService } from './lookup.service';

export interface EnrichHandlerDeps {
  lookups: LookupService;
  crm: CrmContacts;
}

function contactNotFound(): AppError {
  return new AppError('not_found', 'Contact not found');
}

/** POST /v1/email/enrich and POST /v1/contacts/{id}/enrich. */
export function createEnrichHandlers(deps: EnrichHandlerDeps): Record<'EnrichEmail' | 'EnrichContact', (request: unknown) => Promise<ApiReply>> {
  return {
    async EnrichEmail(request) {
      const call = decodeApiRequest(request);
      rejectUnknownQuery(call.query);
      const input = parseBody(enrichBody, parseBodyJson(call.bodyJson));
      const charged = { workspaceId: call.workspaceId, requestId: call.requestId, idempotencyKey: call.idempotencyKey ?? '', reason: 'enrichment_lookup' as const };
      const result = await deps.lookups.lookup(charged, lookupOf(input));
      return reply(result, { audit: { action: 'api_access', resource_type: 'enrichment', resource_id: '', diff_json: '' } });
    },

    async EnrichContact(request) {
      const call = decodeApiRequest(request);
      rejectUnknownQuery(call.query);
      const id = call.path['id'] ?? '';
      if (!isUuid(id)) throw contactNotFound();
      const input = parseBody(contactEnrichBody, parseBodyJson(call.bodyJson) ?? {});
      const context: CallerContext = { workspace_id: call.workspaceId, request_id: call.requestId, idempotency_key: call.idempotencyKey ?? '' };
      const contact = await deps.crm.get(context, id);
      if (!contact) throw contactNotFound();
      if (contact.email === null) throw validationError([{ field: 'email', message: 'the contact has no email to look up; add one first' }], 'The contact has no email to look up; add one first');
      let fill: Partial<Record<ContactEnrichField, string>> = {};
      const charged = { workspaceId: call.workspaceId, requestId: call.requestId, idempotencyKey: call.idempotencyKey ?? '', reason: 'contact_enrichment' as const };
      // The contact is written before the charge is captured: a failed write releases the credit.
      const enrichment = await deps.lookups.lookup(charged, lookupOf({ email: contact.email, include: input.include }), async (findings) => {
        fill = fieldsToFill(contact, findings);
        if (Object.keys(fill).length > 0) await deps.crm.fill(context, id, fill);
      });
      const filled = Object.keys(fill) as ContactEnrichField[];
      const data: ContactEnrichResult = { contact_id: id, filled, enrichment };
      // The audit record's diff, as the CRM's own updates write it (the fields were empty before).
      const diff = Object.fromEntries(Object.entries(fill).map(([field, value]) => [field, { from: contact[field as ContactEnrichField], to: value }]));
      return reply(data, { audit: { action: filled.length > 0 ? 'update' : 'api_access', resource_type: 'contacts', resource_id: id, diff_json: filled.length > 0 ? JSON.stringify(diff) : '' } });
    },
  };
}
