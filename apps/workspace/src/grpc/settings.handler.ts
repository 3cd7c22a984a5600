import { parseQuery, providerListQuery, settingsQuery, type ProviderStatusList, type WorkspaceRpc } from '@wbk/contracts';
import { decodeApiRequest, type RpcHandlers } from '@wbk/rpc';
import { renderProvider } from '../domain/providers';
import { GetOutreachProfile } from '../app/get-outreach-profile.use-case';
import { GetSettings } from '../app/get-settings.use-case';
import { ListProviders } from '../app/list-providers.use-case';
import type { WorkspaceDeps } from '../app/workspace-deps';
import { readReply } from './replies';

type SettingsHandlers = Pick<RpcHandlers<WorkspaceRpc>, 'GetSettings' | 'ListProviders' | 'GetOutreachProfile'>;

/** GET /v1/settings and GET /v1/settings/providers, and the outreach service's view of both. */
export function settingsHandlers(deps: WorkspaceDeps): SettingsHandlers {
  const getSettings = new GetSettings(deps);
  const listProviders = new ListProviders(deps);
  const getOutreachProfile = new GetOutreachProfile(deps);
  return {
    async GetSettings(request) {
      const call = decodeApiRequest(request);
      parseQuery(settingsQuery, call.query);
      const settings = await getSettings.execute(call.workspaceId);
      return readReply(settings, 'settings', settings.workspace_id);
    },

    async ListProviders(request) {
      const call = decodeApiRequest(request);
      const { category } = parseQuery(providerListQuery, call.query);
      const providers = await listProviders.execute(call.workspaceId, category ?? null);
      const data: ProviderStatusList = { providers: providers.map(renderProvider) };
      return readReply(data, 'providers', '');
    },

    GetOutreachProfile: (request) => getOutreachProfile.execute(request.workspace_id),
  };
}
