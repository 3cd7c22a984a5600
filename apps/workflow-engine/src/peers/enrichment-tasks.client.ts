import type { EnrichmentAutomationRpc, EnrichmentProspect__Output } from '@wbk/contracts';
import type { TypedRpcClient } from '@wbk/rpc';
import type { CrmScope } from './crm-tasks.client';

export type EnrichmentCaller = Pick<TypedRpcClient<EnrichmentAutomationRpc>, 'call'>;

export interface ProspectCriteria {
  titles: string[];
  location: string[];
  industry: string[];
  headcount: string[];
}

/** What the assistant asks of the enrichment service: an approved prospect_search's search (free, safe to repeat). */
export class EnrichmentTasksClient {
  constructor(private readonly rpc: EnrichmentCaller) {}

  async search(scope: CrmScope, criteria: ProspectCriteria, page: number, perPage: number): Promise<{ prospects: EnrichmentProspect__Output[]; total: number }> {
    const context = { workspace_id: scope.workspaceId, request_id: scope.taskId, idempotency_key: '' };
    const reply = await this.rpc.call(
      'SearchProspects',
      { context, ...criteria, seniority: [], departments: [], company_domains: [], page, per_page: perPage },
      { idempotent: true },
    );
    return { prospects: reply.prospects, total: Number(reply.total) };
  }
}
