import { renderSettings } from '../domain/settings';
import { contextWorkspace, type WorkspaceDeps } from './workspace-deps';

/** GET /v1/settings: the caller's workspace as its settings. */
export class GetSettings {
  constructor(private readonly deps: Pick<WorkspaceDeps, 'workspaces'>) {}

  async execute(workspaceId: string): Promise<ReturnType<typeof renderSettings>> {
    return renderSettings(await contextWorkspace(this.deps, workspaceId));
  }
}
