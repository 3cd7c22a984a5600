import { type FieldIssue, validationError } from '@wbk/platform';
import { decodeApiRequest, rejectUnknownQuery, type ApiReply } from '@wbk/rpc';
import { isProviderCategory, PROVIDER_CATEGORIES, providerList, renderProvider } from '../domain/providers';
import { renderSettings } from '../domain/settings';
import { unknownParams } from '../domain/strict-query';
import { contextWorkspace, type HandlerDeps } from './handler-deps';
import { readReply } from './messages';

/** GET /v1/settings and GET /v1/settings/providers. */
export function settingsHandlers(deps: HandlerDeps) {
  return {
    async GetSettings(raw: unknown): Promise<ApiReply> {
      const call = decodeApiRequest(raw);
      rejectUnknownQuery(call.query);
      const workspace = await contextWorkspace(deps, call.workspaceId);
      return readReply(renderSettings(workspace), 'settings', workspace.id);
    },

    async ListProviders(raw: unknown): Promise<ApiReply> {
      const call = decodeApiRequest(raw);
      const issues: FieldIssue[] = unknownParams(call.query, ['category']);
      const category = call.query['category'] || null;
      if (category !== null && !isProviderCategory(category)) {
        issues.push({ field: 'category', message: `must be one of ${PROVIDER_CATEGORIES.join(', ')}` });
      }
      if (issues.length > 0) throw validationError(issues);
      const workspace = await contextWorkspace(deps, call.workspaceId);
      const stored = await deps.providers.list(workspace.id);
      const providers = providerList(workspace.id, stored, isProviderCategory(category) ? category : null, deps.clock.now().toISOString());
      return readReply({ providers: providers.map(renderProvider) }, 'providers', '');
    },
  };
}
