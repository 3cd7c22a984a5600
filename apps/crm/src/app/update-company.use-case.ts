import { applyCompanyPatch, diffCompanies, type CompanyView } from '../domain/company';
import type { CompanyPatch } from '../domain/company.schema';
import { changedMeanwhile, companyNotFound } from '../domain/refusals';
import { companyUpdated } from '../events/company-events';
import { COMPANY_WRITE_ATTEMPTS, type CompanyWriteDeps } from './create-company.use-case';
import { eventContextOf, type WriteScope } from './write-scope';

export interface CompanyUpdate {
  company: CompanyView;
  /** field -> {from, to} for the audit record; {} when nothing changed. */
  diff: Record<string, unknown>;
}

/** PATCH /v1/companies/{id}, written over the version read. */
export class UpdateCompany {
  constructor(private readonly deps: CompanyWriteDeps) {}

  async execute(scope: WriteScope, id: string, patch: CompanyPatch): Promise<CompanyUpdate> {
    const { companies, clock } = this.deps;
    for (let attempt = 0; attempt < COMPANY_WRITE_ATTEMPTS; attempt++) {
      const stored = await companies.findLive(scope.workspaceId, id);
      if (!stored) throw companyNotFound();
      const next = applyCompanyPatch(stored.company, patch);
      const { changes, diff } = diffCompanies(stored.company, next);
      // A PATCH that changes nothing succeeds without a write or an event (same policy as contacts).
      if (Object.keys(changes).length === 0) return { company: stored.company, diff: {} };
      next.updated_date = clock.now().toISOString();
      if (await companies.update(scope.workspaceId, next, stored.version, [companyUpdated(eventContextOf(scope, clock), next, changes)])) {
        this.deps.afterWrite();
        return { company: next, diff };
      }
    }
    throw changedMeanwhile('company');
  }
}
