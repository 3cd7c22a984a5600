import type { CallerContext, ContactEnrichField, ContactEnrichResult, EnrichInput } from '@wbk/contracts';
import { AppError, validationError } from '@wbk/platform';
import { fieldsToFill } from '../domain/contact-fill';
import { lookupOf } from '../domain/lookup';
import { purchaseHash } from '../domain/purchase';
import type { CrmContacts } from '../peers/crm-contacts.client';
import type { ChargedLookup } from './charged-lookup';

export interface EnrichContactCommand {
  workspaceId: string;
  requestId: string;
  /** The request's Idempotency-Key, or ''. */
  idempotencyKey: string;
  contactId: string;
  include: EnrichInput['include'];
}

/** A field the enrichment filled: empty before, the value written. */
export type FilledFields = Partial<Record<ContactEnrichField, { from: string | null; to: string | undefined }>>;

export function contactNotFound(): AppError {
  return new AppError('not_found', 'Contact not found');
}

/**
 * POST /v1/contacts/{id}/enrich: the contact's email looked up for one
 * credit, and its empty fields filled from the findings.
 */
export class EnrichContact {
  constructor(private readonly deps: { lookups: ChargedLookup; crm: CrmContacts }) {}

  async execute(command: EnrichContactCommand): Promise<{ result: ContactEnrichResult; filled: FilledFields }> {
    const { workspaceId, requestId, idempotencyKey, contactId: id } = command;
    const context: CallerContext = { workspace_id: workspaceId, request_id: requestId, idempotency_key: idempotencyKey };
    const contact = await this.deps.crm.get(context, id);
    if (!contact) throw contactNotFound();
    if (contact.email === null) throw validationError([{ field: 'email', message: 'the contact has no email to look up; add one first' }], 'The contact has no email to look up; add one first');
    const lookup = lookupOf({ email: contact.email, include: command.include });
    const purchase = purchaseHash({ reason: 'contact_enrichment', contact_id: id, include: lookup.include });
    const charge = { workspaceId, requestId, idempotencyKey, reason: 'contact_enrichment' as const, purchase };
    let fill: Partial<Record<ContactEnrichField, string>> = {};
    let filled: ContactEnrichField[] = [];
    // The fill is written once the charge is final (docs/decisions.md, "Credit purchases and the contact fill"); the
    // CRM writes each field only if it is still empty then, so a value set since this read is kept.
    const enrichment = await this.deps.lookups.run(charge, lookup, async (findings) => {
      fill = fieldsToFill(contact, findings);
      if (Object.keys(fill).length > 0) filled = await this.deps.crm.fill(context, id, fill);
    });
    // The fields as the CRM's own updates record them (they were empty before).
    const changes: FilledFields = Object.fromEntries(filled.map((field) => [field, { from: contact[field], to: fill[field] }]));
    return { result: { contact_id: id, filled, enrichment }, filled: changes };
  }
}
