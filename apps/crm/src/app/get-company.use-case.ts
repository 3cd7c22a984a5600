import type { CompanyView } from '../domain/company';
import { companyNotFound } from '../domain/refusals';
import type { CompanyRepository } from '../store/company.repository';

/** GET /v1/companies/{id}: a live company of the workspace. */
export class GetCompany {
  constructor(private readonly deps: { companies: CompanyRepository }) {}

  async execute(workspaceId: string, id: string): Promise<CompanyView> {
    const stored = await this.deps.companies.findLive(workspaceId, id);
    if (!stored) throw companyNotFound();
    return stored.company;
  }
}
