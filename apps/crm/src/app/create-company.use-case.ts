import { newId, type KeyedCreate } from '@wbk/platform';
import { newCompany, type CompanyView } from '../domain/company';
import type { CompanyInput } from '../domain/company.schema';
import { companyCreated } from '../events/company-events';
import type { CompanyRepository } from '../store/company.repository';
import { eventContextOf, type WriteDeps, type WriteScope } from './write-scope';

/** Attempts of a read-modify-write before 409 version_conflict (same policy as contacts). */
export const COMPANY_WRITE_ATTEMPTS = 3;

export interface CompanyWriteDeps extends WriteDeps {
  companies: CompanyRepository;
}

/** POST /v1/companies: a create made under a key gets the same company id on every retry. */
export class CreateCompany {
  constructor(private readonly deps: CompanyWriteDeps) {}

  async execute(scope: WriteScope, input: CompanyInput, keyed: KeyedCreate | undefined): Promise<CompanyView> {
    const { companies, clock } = this.deps;
    const fresh = newCompany(input, keyed?.id ?? (this.deps.newId ?? newId)(), clock.now());
    const { company, created } = await companies.insert(scope.workspaceId, fresh, [companyCreated(eventContextOf(scope, clock), fresh)], keyed?.stamp);
    if (created) this.deps.afterWrite();
    return company;
  }
}
