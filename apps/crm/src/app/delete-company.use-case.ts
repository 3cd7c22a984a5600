import { changedMeanwhile, companyNotFound } from '../domain/refusals';
import { companyDeleted } from '../events/company-events';
import { COMPANY_WRITE_ATTEMPTS, type CompanyWriteDeps } from './create-company.use-case';
import { eventContextOf, type WriteScope } from './write-scope';

/** DELETE /v1/companies/{id}: a tombstone carrying company.deleted, written over the version read. */
export class DeleteCompany {
  constructor(private readonly deps: CompanyWriteDeps) {}

  async execute(scope: WriteScope, id: string): Promise<void> {
    const { companies, clock } = this.deps;
    for (let attempt = 0; attempt < COMPANY_WRITE_ATTEMPTS; attempt++) {
      const stored = await companies.findLive(scope.workspaceId, id);
      if (!stored) throw companyNotFound();
      const deletedAt = clock.now().toISOString();
      if (await companies.tombstone(scope.workspaceId, id, stored.version, deletedAt, [companyDeleted(eventContextOf(scope, clock), stored.company)])) {
        this.deps.afterWrite();
        return;
      }
    }
    throw changedMeanwhile('company');
  }
}
