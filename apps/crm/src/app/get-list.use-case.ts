import { toListView, type ListView } from '../domain/list';
import { listNotFound } from '../domain/refusals';
import type { ListRepository } from '../store/list.repository';

/** GET /v1/lists/{id} and the automation GetList: a live list of the workspace. */
export class GetList {
  constructor(private readonly deps: { lists: ListRepository }) {}

  async execute(workspaceId: string, id: string): Promise<ListView> {
    const stored = await this.deps.lists.findLive(workspaceId, id);
    if (!stored) throw listNotFound();
    return toListView(stored.state);
  }
}
