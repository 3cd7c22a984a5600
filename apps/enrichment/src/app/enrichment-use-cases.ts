import type { CrmContacts } from '../peers/crm-contacts.client';
import type { Prospector } from '../providers/prospector.client';
import type { RevealRepository } from '../store/reveal.repository';
import { ChargedLookup, type ChargedLookupDeps } from './charged-lookup';
import { EnrichContact } from './enrich-contact.use-case';
import { EnrichEmail } from './enrich-email.use-case';
import { RevealProspect } from './reveal-prospect.use-case';
import { SearchProspects } from './search-prospects.use-case';

/** What the use cases of the enrichment service are built from: the charged lookup's parts, and the prospector's. */
export interface EnrichmentUseCaseDeps extends ChargedLookupDeps {
  reveals: RevealRepository;
  /** null when no prospector vendor is configured (PROSPECTOR_URL unset). */
  prospector: Prospector | null;
  crm: CrmContacts;
}

export type EnrichmentUseCases = ReturnType<typeof createEnrichmentUseCases>;

/** Every use case of the service, built once; main.ts wires them to the handlers. */
export function createEnrichmentUseCases(deps: EnrichmentUseCaseDeps) {
  const { credits, crm, clock, logger, prospector } = deps;
  const lookups = new ChargedLookup(deps);
  return {
    enrichEmail: new EnrichEmail({ lookups }),
    enrichContact: new EnrichContact({ lookups, crm }),
    searchProspects: new SearchProspects({ prospector }),
    revealProspect: new RevealProspect({ prospector, reveals: deps.reveals, credits, crm, clock, logger }),
  };
}
