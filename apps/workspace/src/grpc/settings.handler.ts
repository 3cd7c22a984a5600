import { parseQuery, providerListQuery, settingsQuery, type ProviderStatusList } from '@wbk/contracts';
import { decodeApiRequest, type ApiReply } from '@wbk/rpc';
import { providerList, renderProvider } from '../domain/providers';
import { renderSettings } from '../domain/settings';
import { contextWorkspace, type HandlerDeps } from './handler-deps';
import { readReply } from './messages';

/** GET /v1/settings and GET /v1/settings/providers. */
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
  };
}
