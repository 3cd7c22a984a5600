import type { VerifyKeyReply__Output, WorkspaceRpc } from '@wbk/contracts';
import type { RpcHandlers } from '@wbk/rpc';
import { CreateApiKey } from '../app/create-api-key.use-case';
import { GetKeyGrant } from '../app/get-key-grant.use-case';
import { RevokeApiKey } from '../app/revoke-api-key.use-case';
import { VerifyKey } from '../app/verify-key.use-case';
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
  const verifyKey = new VerifyKey(deps);
  const getKeyGrant = new GetKeyGrant(deps);

  return {
    async CreateApiKey(request, meta) {
      const { workspace_id, name, permissions, expires_at } = request;
      return adminReply(await createApiKey.execute(adminActorOf(meta), { workspace_id, name, permissions, expires_at }));
    },

    async RevokeApiKey(request, meta) {
      return adminReply(await revokeApiKey.execute(adminActorOf(meta), request.key_id));
    },

    async VerifyKey(request) {
      const verified = await verifyKey.execute(request.key_hash);
      return verified === null ? NOT_FOUND_REPLY : { found: true, ...verified };
    },

    GetKeyGrant: (request) => getKeyGrant.execute(request.workspace_id, request.key_id),
  };
}
