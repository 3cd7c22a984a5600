import type { EnrichInput, EnrichmentResult } from '@wbk/contracts';
import { lookupOf } from '../domain/lookup';
import { purchaseHash } from '../domain/purchase';
import type { ChargedLookup } from './charged-lookup';

export interface EnrichEmailCommand {
  workspaceId: string;
  requestId: string;
  /** The request's Idempotency-Key, or '': a keyed retry of the same lookup is not charged again. */
  idempotencyKey: string;
  input: EnrichInput;
}

/** POST /v1/email/enrich: an email or a domain looked up for one credit (cache, then the vendor waterfall). */
export class EnrichEmail {
  constructor(private readonly deps: { lookups: ChargedLookup }) {}

  execute(command: EnrichEmailCommand): Promise<EnrichmentResult> {
    const lookup = lookupOf(command.input);
    const purchase = purchaseHash({ reason: 'enrichment_lookup', lookup });
    const charge = { workspaceId: command.workspaceId, requestId: command.requestId, idempotencyKey: command.idempotencyKey, reason: 'enrichment_lookup' as const, purchase };
    return this.deps.lookups.run(charge, lookup);
  }
}
