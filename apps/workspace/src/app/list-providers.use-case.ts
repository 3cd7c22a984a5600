import { providerList, type ProviderCategory, type ProviderState } from '../domain/providers';
import { contextWorkspace, type WorkspaceDeps } from './workspace-deps';

/** GET /v1/settings/providers: every provider of the catalogue (of one category if asked), connected or not. */
export class ListProviders {
  constructor(private readonly deps: Pick<WorkspaceDeps, 'workspaces' | 'providers' | 'clock'>) {}

  async execute(workspaceId: string, category: ProviderCategory | null): Promise<ProviderState[]> {
    const workspace = await contextWorkspace(this.deps, workspaceId);
    const stored = await this.deps.providers.list(workspace.id);
    return providerList(workspace.id, stored, category, this.deps.clock.now().toISOString());
  }
}
