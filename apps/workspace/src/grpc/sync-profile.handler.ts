import type { WorkspaceRpc } from '@wbk/contracts';
import type { RpcHandlers } from '@wbk/rpc';
import { ReportProviderHealth, SYNC_CATEGORIES } from '../app/report-provider-health.use-case';
import { requireWorkspace, type WorkspaceDeps } from '../app/workspace-deps';

/** Mailbox sync's view of the workspace's mail and calendar connections, and its reports of their health. */
export function syncProfileHandlers(deps: WorkspaceDeps): Pick<RpcHandlers<WorkspaceRpc>, 'GetSyncProfile' | 'ReportProviderHealth'> {
  const reportProviderHealth = new ReportProviderHealth(deps);
  return {
    async GetSyncProfile(request) {
      const workspace = await requireWorkspace(deps, request.workspace_id);
      const stored = await deps.providers.list(workspace.id);
      const connections = stored
        .filter((p) => p.connected && SYNC_CATEGORIES.includes(p.category))
        .map((p) => ({ category: p.category, name: p.name, account_id: p.account_id ?? '', status: p.status }));
      return { connections, timezone: workspace.timezone };
    },

    async ReportProviderHealth(request) {
      const { workspace_id, category, name, account_id, status, error_message, last_sync_at } = request;
      return reportProviderHealth.execute({ workspaceId: workspace_id, category, name, account_id, status, error_message, last_sync_at });
    },
  };
}
