import type { CompanyView } from '../domain/company';
import type { CompanyListFilter, CompanyRepository } from '../store/company.repository';

/** GET /v1/companies: newest first, by domain, tag or name words. */
export class ListCompanies {
  constructor(private readonly deps: { companies: CompanyRepository }) {}

  execute(workspaceId: string, filter: CompanyListFilter): Promise<{ items: CompanyView[]; total: number }> {
    return this.deps.companies.list(workspaceId, filter);
  }
}
