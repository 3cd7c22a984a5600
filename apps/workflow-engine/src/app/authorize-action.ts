import { toAppError } from '@wbk/platform';
import type { ActionFailure } from '../domain/action-failure';
import { permissionRefusal, WORKFLOW_ACTOR, type ActingKey, type ActorRole, type KeyGrantState } from '../domain/action-permissions';
import type { KeyGrants } from '../peers/workspace-key-grants.client';

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
