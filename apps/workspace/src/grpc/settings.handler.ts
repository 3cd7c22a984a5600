import { parseQuery, providerListQuery, settingsQuery, type OutreachProfile__Output, type ProviderStatusList } from '@wbk/contracts';
import { decodeApiRequest, type ApiReply } from '@wbk/rpc';
import { providerList, renderProvider } from '../domain/providers';
import { renderSettings } from '../domain/settings';
import { contextWorkspace, requireWorkspace, type HandlerDeps } from './handler-deps';
import { asMessage, readReply, text } from './messages';

/** GET /v1/settings and GET /v1/settings/providers, and the outreach service's view of both. */
export function settingsHandlers(deps: HandlerDeps) {
  return {
    async GetSettings(raw: unknown): Promise<ApiReply> {
      const call = decodeApiRequest(raw);
      parseQuery(settingsQuery, call.query);
      const workspace = await contextWorkspace(deps, call.workspaceId);
      return readReply(renderSettings(workspace), 'settings', workspace.id);
    },

    async ListProviders(raw: unknown): Promise<ApiReply> {
      const call = decodeApiRequest(raw);
      const { category } = parseQuery(providerListQuery, call.query);
      const workspace = await contextWorkspace(deps, call.workspaceId);
      const stored = await deps.providers.list(workspace.id);
      const providers = providerList(workspace.id, stored, category ?? null, deps.clock.now().toISOString());
      const data: ProviderStatusList = { providers: providers.map(renderProvider) };
      return readReply(data, 'providers', '');
    },

    /** Typed (WorkspaceRef -> OutreachProfile): outreach sends only through connected providers and defaults a campaign's time zone to the workspace's. */
    async GetOutreachProfile(raw: unknown): Promise<OutreachProfile__Output> {
      const workspace = await requireWorkspace(deps, text(asMessage(raw), 'workspace_id'));
      const stored = await deps.providers.list(workspace.id);
      const providers = providerList(workspace.id, stored, null, deps.clock.now().toISOString());
      return {
        providers: providers.map((p) => ({ category: p.category, name: p.name, connected: p.connected, status: p.status })),
        timezone: workspace.timezone,
      };
    },
  };
}
