import type { User } from '../domain/users';
import { contextWorkspace, type WorkspaceDeps } from './workspace-deps';

/** GET /v1/users: the workspace's members, a page at a time. */
export class ListUsers {
  constructor(private readonly deps: Pick<WorkspaceDeps, 'workspaces' | 'users'>) {}

  async execute(workspaceId: string, page: { skip: number; limit: number }): Promise<{ users: User[]; total: number }> {
    const workspace = await contextWorkspace(this.deps, workspaceId);
    return this.deps.users.list(workspace.id, page.skip, page.limit);
  }
}
