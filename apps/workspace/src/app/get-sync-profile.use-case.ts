import { SYNC_CATEGORIES } from './report-provider-health.use-case';
import { requireWorkspace, type WorkspaceDeps } from './workspace-deps';

export interface SyncProfile {
  connections: Array<{ category: string; name: string; account_id: string; status: string }>;
  timezone: string;
}

/** Mailbox sync's view of the workspace: its connected mail and calendar accounts and its time zone. */
export class GetSyncProfile {
  constructor(private readonly deps: Pick<WorkspaceDeps, 'workspaces' | 'providers'>) {}

  async execute(workspaceId: string): Promise<SyncProfile> {
    const workspace = await requireWorkspace(this.deps, workspaceId);
    const stored = await this.deps.providers.list(workspace.id);
    const connections = stored
      .filter((p) => p.connected && SYNC_CATEGORIES.includes(p.category))
      .map((p) => ({ category: p.category, name: p.name, account_id: p.account_id ?? '', status: p.status }));
    return { connections, timezone: workspace.timezone };
  }
}
