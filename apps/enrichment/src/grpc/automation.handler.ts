import { parseBody, prospectSearchBody, type EnrichmentAutomationRpc } from '@wbk/contracts';
import { decodeCallerContext, type RpcHandlers } from '@wbk/rpc';
import type { SearchProspects } from '../app/search-prospects.use-case';

/** The assistant's prospect_search: the public search's rules, typed messages. */
export function createAutomationHandlers(deps: { searchProspects: SearchProspects }): RpcHandlers<EnrichmentAutomationRpc> {
  return {
    async SearchProspects(request) {
      decodeCallerContext(request.context);
      const filters = Object.fromEntries(
        (['titles', 'location', 'industry', 'headcount', 'seniority', 'departments', 'company_domains'] as const)
          .filter((name) => request[name].length > 0)
          .map((name) => [name, request[name]]),
      );
      const input = parseBody(prospectSearchBody, { ...filters, ...(request.page > 0 ? { page: request.page } : {}), ...(request.per_page > 0 ? { per_page: request.per_page } : {}) });
      const { results, pagination } = await deps.searchProspects.execute(input);
      return {
        prospects: results.map((p) => ({
          member_id: p.member_id,
          full_name: p.full_name,
          first_name: p.first_name,
          last_name: p.last_name,
          job_title: p.job_title ?? '',
          company: p.company ?? '',
          company_domain: p.company_domain ?? '',
          linkedin_url: p.linkedin_url ?? '',
          email_available: p.email_available,
        })),
        total: pagination.total,
      };
    },
  };
}
