import type { VerifyKeyReply__Output, WorkspaceRpc } from '@wbk/contracts';
import { isUuid, notFound, validationError } from '@wbk/platform';
import type { RpcHandlers } from '@wbk/rpc';
import { isKeyHash } from '../domain/api-key';
import { effectiveLimits } from '../domain/plans';
import { CreateApiKey } from '../app/create-api-key.use-case';
import { RevokeApiKey } from '../app/revoke-api-key.use-case';
import type { WorkspaceDeps } from '../app/workspace-deps';
import { adminActorOf, adminReply } from './replies';

const NOT_FOUND_REPLY: VerifyKeyReply__Output = {
  found: false,
  key_id: '',
  workspace_id: '',
  permissions: [],
  expires_at: '',
  revoked: false,
  plan: '',
  daily_limit: 0,
  minute_limit: 0,
  key_name: '',
};

type ApiKeyHandlers = Pick<RpcHandlers<WorkspaceRpc>, 'CreateApiKey' | 'RevokeApiKey' | 'VerifyKey' | 'GetKeyGrant'>;

/** Key lifecycle (admin) and the gateway's lookup. */
export function apiKeyHandlers(deps: WorkspaceDeps): ApiKeyHandlers {
  const createApiKey = new CreateApiKey(deps);
  const revokeApiKey = new RevokeApiKey(deps);

  return {
    async CreateApiKey(request, meta) {
      const { workspace_id, name, permissions, expires_at } = request;
      return adminReply(await createApiKey.execute(adminActorOf(meta), { workspace_id, name, permissions, expires_at }));
    },

    async RevokeApiKey(request, meta) {
      return adminReply(await revokeApiKey.execute(adminActorOf(meta), request.key_id));
    },

    async VerifyKey(request) {
      const keyHash = request.key_hash;
      if (!isKeyHash(keyHash)) return NOT_FOUND_REPLY;
      const key = await deps.apiKeys.findByHash(keyHash);
      if (!key) return NOT_FOUND_REPLY;
      const workspace = await deps.workspaces.get(key.workspace_id);
      if (!workspace) return NOT_FOUND_REPLY;
      const limits = effectiveLimits(workspace.plan, workspace.rate_limit_override);
      return {
        found: true,
        key_id: key.id,
        workspace_id: key.workspace_id,
        permissions: [...key.permissions],
        expires_at: key.expires_at ?? '',
        revoked: key.revoked_at !== null,
        plan: workspace.plan,
        daily_limit: limits.daily,
        minute_limit: limits.minute,
        key_name: key.name,
      };
    },

    async GetKeyGrant(request) {
      const { key_id: keyId, workspace_id: workspaceId } = request;
      if (!isUuid(keyId)) throw validationError([{ field: 'key_id', message: 'must be a key UUID' }]);
      const key = await deps.apiKeys.get(keyId);
      // Another workspace's key is answered as unknown, so a caller cannot probe key ids across workspaces.
      if (!key || key.workspace_id !== workspaceId) throw notFound(`API key ${keyId}`);
      return { key_id: key.id, permissions: [...key.permissions], revoked: key.revoked_at !== null, expires_at: key.expires_at ?? '' };
    },
  };
}
