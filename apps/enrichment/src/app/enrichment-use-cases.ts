import type { EnrichVendor } from '@wbk/contracts';
import type { Clock, Logger } from '@wbk/platform';
import type { CrmContacts } from '../peers/crm-contacts.client';
import type { Credits } from '../peers/workspace-credits.client';
import type { EnrichmentVendors } from '../providers/enrichment-vendors.client';
import type { Prospector } from '../providers/prospector.client';
import type { LookupCacheRepository } from '../store/lookup-cache.repository';
import type { RevealRepository } from '../store/reveal.repository';
import { ChargedLookup } from './charged-lookup';
import { EnrichContact } from './enrich-contact.use-case';
import { EnrichEmail } from './enrich-email.use-case';
import { RevealProspect } from './reveal-prospect.use-case';
import { SearchProspects } from './search-prospects.use-case';

/** What the use cases of the enrichment service are built from. */
export interface EnrichmentUseCaseDeps {
  cache: LookupCacheRepository;
  reveals: RevealRepository;
  vendors: EnrichmentVendors;
  /** null when no prospector vendor is configured (PROSPECTOR_URL unset). */
  prospector: Prospector | null;
  credits: Credits;
  crm: CrmContacts;
  clock: Clock;
  logger: Logger;
  /** ENRICH_VENDOR_ORDER. */
  order: readonly EnrichVendor[];
  /** ENRICH_CONFIDENCE_FLOOR. */
  floor: number;
  /** ENRICH_CACHE_HIT_TTL_SECONDS and ENRICH_CACHE_MISS_TTL_SECONDS. */
  hitTtlSeconds: number;
  missTtlSeconds: number;
}

export type EnrichmentUseCases = ReturnType<typeof createEnrichmentUseCases>;

/** Every use case of the service, built once; main.ts wires them to the handlers. */
export function createEnrichmentUseCases(deps: EnrichmentUseCaseDeps) {
  const { credits, crm, clock, logger, prospector } = deps;
  const lookups = new ChargedLookup({
    vendors: deps.vendors,
    cache: deps.cache,
    credits,
    clock,
    logger,
    order: deps.order,
    floor: deps.floor,
    hitTtlSeconds: deps.hitTtlSeconds,
    missTtlSeconds: deps.missTtlSeconds,
  });
  return {
    enrichEmail: new EnrichEmail({ lookups }),
    enrichContact: new EnrichContact({ lookups, crm }),
    searchProspects: new SearchProspects({ prospector }),
    revealProspect: new RevealProspect({ prospector, reveals: deps.reveals, credits, crm, clock, logger }),
  };
}
