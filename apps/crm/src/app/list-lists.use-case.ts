import { toListView, type ListView } from '../domain/list';
import type { ListRepository } from '../store/list.repository';

/** GET /v1/lists: newest first, a page at a time. */
export class ListLists {
  constructor(private readonly deps: { lists: ListRepository }) {}

  async execute(workspaceId: string, page: { skip: number; limit: number }): Promise<{ items: ListView[]; total: number }> {
    const { items, total } = await this.deps.lists.list(workspaceId, page);
    return { items: items.map(toListView), total };
  }
}
