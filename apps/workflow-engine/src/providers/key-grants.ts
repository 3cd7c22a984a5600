import type { WorkspaceRpc } from '@wbk/contracts';
import { toAppError } from '@wbk/platform';
import type { TypedRpcClient } from '@wbk/rpc';
import { permissionRefusal, WORKFLOW_ACTOR, type ActingKey, type ActorRole, type KeyGrantState } from '../domain/action-permissions';
import type { ActionFailure } from './action-failure';

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

/**
 * Checks, just before an action runs, that the key it acts for still holds
 * `required`: a refusal is final (the run fails with the reason); not knowing
 * (the workspace service is unreachable) is a retryable failure, never a pass.
 */
export async function authorizeAction(
  grants: KeyGrants,
  workspaceId: string,
  actor: ActingKey | null | undefined,
  required: readonly string[],
  now: Date,
  what: string,
  role: ActorRole = WORKFLOW_ACTOR,
): Promise<ActionFailure | null> {
  let grant: KeyGrantState | null = null;
  if (actor) {
    try {
      grant = await grants.current(workspaceId, actor.key_id);
    } catch (err) {
      const appError = toAppError(err);
      return { ok: false, error: `${what}: the permissions of the key could not be checked (${appError.code}): ${appError.message}`, retryable: true };
    }
  }
  const refusal = permissionRefusal(actor, grant, required, now, role);
  return refusal === null ? null : { ok: false, error: `${what}: ${refusal}`, retryable: false };
}
