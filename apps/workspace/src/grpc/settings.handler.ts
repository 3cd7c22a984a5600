import { parseQuery, providerListQuery, settingsQuery, type ProviderStatusList, type WorkspaceRpc } from '@wbk/contracts';
import { decodeApiRequest, type RpcHandlers } from '@wbk/rpc';
import { providerList, renderProvider } from '../domain/providers';
import { renderSettings } from '../domain/settings';
import { contextWorkspace, requireWorkspace, type WorkspaceDeps } from '../app/workspace-deps';
import { readReply } from './replies';

type SettingsHandlers = Pick<RpcHandlers<WorkspaceRpc>, 'GetSettings' | 'ListProviders' | 'GetOutreachProfile'>;

/** GET /v1/settings and GET /v1/settings/providers, and the outreach service's view of both. */
export function settingsHandlers(deps: WorkspaceDeps): SettingsHandlers {
  return {
    async GetSettings(request) {
      const call = decodeApiRequest(request);
      parseQuery(settingsQuery, call.query);
      const workspace = await contextWorkspace(deps, call.workspaceId);
      return readReply(renderSettings(workspace), 'settings', workspace.id);
    },

    async ListProviders(request) {
      const call = decodeApiRequest(request);
      const { category } = parseQuery(providerListQuery, call.query);
      const workspace = await contextWorkspace(deps, call.workspaceId);
      const stored = await deps.providers.list(workspace.id);
      const providers = providerList(workspace.id, stored, category ?? null, deps.clock.now().toISOString());
      const data: ProviderStatusList = { providers: providers.map(renderProvider) };
      return readReply(data, 'providers', '');
    },

    /** Outreach sends only through connected providers and defaults a campaign's time zone to the workspace's. */
    async GetOutreachProfile(request) {
      const workspace = await requireWorkspace(deps, request.workspace_id);
      const stored = await deps.providers.list(workspace.id);
      const providers = providerList(workspace.id, stored, null, deps.clock.now().toISOString());
      return {
        providers: providers.map((p) => ({ category: p.category, name: p.name, connected: p.connected, status: p.status })),
        timezone: workspace.timezone,
      };
    },
  };
}
