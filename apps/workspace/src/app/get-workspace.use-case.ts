import type { Workspace } from '../domain/workspace';
import { requireWorkspace, type WorkspaceDeps } from './workspace-deps';

/** The workspace an admin call (or the enrichment service's balance check) names: 400 for an odd id, 404 for none. */
export class GetWorkspace {
  constructor(private readonly deps: Pick<WorkspaceDeps, 'workspaces'>) {}

  execute(workspaceId: string): Promise<Workspace> {
    return requireWorkspace(this.deps, workspaceId);
  }
}
