import { contactEnrichBody, enrichBody, parseBody, type CallerContext, type ContactEnrichField, type ContactEnrichResult } from '@wbk/contracts';
import { AppError, isUuid, validationError } from '@wbk/platform';
import { decodeApiRequest, parseBodyJson, rejectUnknownQuery, reply, type ApiReply } from '@wbk/rpc';
import { fieldsToFill } from '../domain/contact-fill';
import { lookupOf } from '../domain/lookup';
import { purchaseHash } from '../domain/purchase';
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
      const lookup = lookupOf(input);
      const purchase = purchaseHash({ reason: 'enrichment_lookup', lookup });
      const charged = { workspaceId: call.workspaceId, requestId: call.requestId, idempotencyKey: call.idempotencyKey ?? '', reason: 'enrichment_lookup' as const, purchase };
      const result = await deps.lookups.lookup(charged, lookup);
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
      const lookup = lookupOf({ email: contact.email, include: input.include });
      const purchase = purchaseHash({ reason: 'contact_enrichment', contact_id: id, include: lookup.include });
      const charged = { workspaceId: call.workspaceId, requestId: call.requestId, idempotencyKey: call.idempotencyKey ?? '', reason: 'contact_enrichment' as const, purchase };
      let fill: Partial<Record<ContactEnrichField, string>> = {};
      let filled: ContactEnrichField[] = [];
      // The fill is written once the charge is final (docs/decisions.md, "Contact fill after the charge"); the
      // CRM writes each field only if it is still empty then, so a value set since this read is kept.
      const enrichment = await deps.lookups.lookup(charged, lookup, async (findings) => {
        fill = fieldsToFill(contact, findings);
        if (Object.keys(fill).length > 0) filled = await deps.crm.fill(context, id, fill);
      });
      const data: ContactEnrichResult = { contact_id: id, filled, enrichment };
      // The audit record's diff, as the CRM's own updates write it (the fields were empty before).
      const diff = Object.fromEntries(filled.map((field) => [field, { from: contact[field], to: fill[field] }]));
      return reply(data, { audit: { action: filled.length > 0 ? 'update' : 'api_access', resource_type: 'contacts', resource_id: id, diff_json: filled.length > 0 ? JSON.stringify(diff) : '' } });
    },
  };
}
