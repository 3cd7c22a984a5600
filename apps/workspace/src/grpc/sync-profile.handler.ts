import type { WorkspaceRpc } from '@wbk/contracts';
import type { RpcHandlers } from '@wbk/rpc';
import { GetSyncProfile } from '../app/get-sync-profile.use-case';
import { ReportProviderHealth } from '../app/report-provider-health.use-case';
import type { WorkspaceDeps } from '../app/workspace-deps';

/** Mailbox sync's view of the workspace's mail and calendar connections, and its reports of their health. */
export function syncProfileHandlers(deps: WorkspaceDeps): Pick<RpcHandlers<WorkspaceRpc>, 'GetSyncProfile' | 'ReportProviderHealth'> {
  const getSyncProfile = new GetSyncProfile(deps);
  const reportProviderHealth = new ReportProviderHealth(deps);
  return {
    GetSyncProfile: (request) => getSyncProfile.execute(request.workspace_id),

    async ReportProviderHealth(request) {
      const { workspace_id, category, name, account_id, status, error_message, last_sync_at } = request;
      return reportProviderHealth.execute({ workspaceId: workspace_id, category, name, account_id, status, error_message, last_sync_at });
    },
  };
}
