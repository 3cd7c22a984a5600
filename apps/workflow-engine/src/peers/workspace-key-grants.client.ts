import type { WorkspaceRpc } from '@wbk/contracts';
import { toAppError } from '@wbk/platform';
import type { TypedRpcClient } from '@wbk/rpc';
import type { KeyGrantState } from '../domain/action-permissions';

/** What a key may do now, asked of the workspace service, which owns the keys. */
export interface KeyGrants {
  /** null when the workspace has no such key; rejects when the answer is not known (workspace unreachable). */
  current(workspaceId: string, keyId: string): Promise<KeyGrantState | null>;
}

export function workspaceKeyGrants(workspace: TypedRpcClient<WorkspaceRpc>): KeyGrants {
  return {
    async current(workspaceId, keyId) {
      try {
        const grant = await workspace.call('GetKeyGrant', { workspace_id: workspaceId, key_id: keyId }, { idempotent: true });
        return { permissions: [...grant.permissions], revoked: grant.revoked, expires_at: grant.expires_at };
      } catch (err) {
        const code = toAppError(err).code;
        if (code === 'not_found' || code === 'validation_error') return null;
        throw err;
      }
    },
  };
}
