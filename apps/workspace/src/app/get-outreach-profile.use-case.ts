import { providerList } from '../domain/providers';
import { requireWorkspace, type WorkspaceDeps } from './workspace-deps';

export interface OutreachProfile {
  providers: Array<{ category: string; name: string; connected: boolean; status: string }>;
  timezone: string;
}

/** Outreach sends only through connected providers and defaults a campaign's time zone to the workspace's. */
export class GetOutreachProfile {
  constructor(private readonly deps: Pick<WorkspaceDeps, 'workspaces' | 'providers' | 'clock'>) {}

  async execute(workspaceId: string): Promise<OutreachProfile> {
    const workspace = await requireWorkspace(this.deps, workspaceId);
    const stored = await this.deps.providers.list(workspace.id);
    const providers = providerList(workspace.id, stored, null, this.deps.clock.now().toISOString());
    return {
      providers: providers.map((p) => ({ category: p.category, name: p.name, connected: p.connected, status: p.status })),
      timezone: workspace.timezone,
    };
  }
}
