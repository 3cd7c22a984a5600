import type { PageRequest } from '@wbk/platform';
import { toRunView, type RunView } from '../domain/workflow-run';
import type { RunRepository } from '../store/run.repository';

/** GET /v1/workflow-runs?entity_id=: the runs a record triggered, newest first, whichever workflow ran them. */
export class ListRunsByEntity {
  constructor(private readonly deps: { runs: Pick<RunRepository, 'forEntity'> }) {}

  async execute(workspaceId: string, entityId: string, page: PageRequest): Promise<{ items: RunView[]; total: number }> {
    const { items, total } = await this.deps.runs.forEntity(workspaceId, entityId, page.skip, page.perPage);
    return { items: items.map(toRunView), total };
  }
}
