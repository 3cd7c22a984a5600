import { suppressionNotFound } from '../domain/suppression';
import type { SuppressionRepository } from '../store/suppression.repository';

/** DELETE /v1/suppressions/{id}: the address may be contacted again; an entry that is not there is 404. */
export class DeleteSuppression {
  constructor(private readonly deps: { suppressions: SuppressionRepository }) {}

  async execute(command: { workspaceId: string; id: string }): Promise<void> {
    if (!(await this.deps.suppressions.delete(command.workspaceId, command.id))) throw suppressionNotFound();
  }
}
