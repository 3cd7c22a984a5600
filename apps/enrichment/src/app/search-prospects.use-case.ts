import type { ProspectSearchInput, ProspectSearchResult } from '@wbk/contracts';
import { prospectQueryOf, searchResultOf } from '../domain/prospects';
import { requireProspector, type Prospector } from '../providers/prospector.client';

/** The search every caller shares: POST /v1/prospector/search, the legacy POST /v1/prospects/search and the assistant's automation RPC. */
export class SearchProspects {
  constructor(private readonly deps: { prospector: Prospector | null }) {}

  async execute(input: ProspectSearchInput): Promise<ProspectSearchResult> {
    const vendor = requireProspector(this.deps.prospector);
    const query = prospectQueryOf(input);
    const { results, total } = await vendor.search(query);
    return searchResultOf(query, results, total);
  }
}
