import { notFound } from '@wbk/platform';
import { diffFields } from '../domain/diff';
import { renderWorkspaceAdmin } from '../domain/settings';
import type { Workspace } from '../domain/workspace';
import { recordAdminAction, type AdminActor, type WorkspaceDeps } from './workspace-deps';

export type AdminChangeDeps = Pick<WorkspaceDeps, 'workspaces' | 'credits' | 'auditLogs' | 'notifier' | 'newId' | 'clock'>;

/** The admin view of a workspace's operator-managed fields, for the diff in audit entries. */
function managed(ws: Workspace) {
  return { plan: ws.plan, credits_balance: ws.billing.credits_balance, trial_ends_at: ws.billing.trial_ends_at, rate_limit_override: ws.rate_limit_override };
}

/**
 * An operator's change of a workspace's plan, credits or limits: written,
 * recorded when something changed, and told to the gateways, which cache
 * limits and plans with each key. Answers the admin view after it.
 */
export async function changeWorkspace(deps: AdminChangeDeps, actor: AdminActor, workspace: Workspace, set: Record<string, unknown>): Promise<ReturnType<typeof renderWorkspaceAdmin>> {
  const updated = await deps.workspaces.update(workspace.id, { ...set, updated_at: deps.clock.now().toISOString() });
  if (!updated) throw notFound(`Workspace ${workspace.id}`);
  const diff = diffFields(managed(workspace), managed(updated), ['plan', 'credits_balance', 'trial_ends_at', 'rate_limit_override']);
  if (Object.keys(diff).length > 0) {
    await recordAdminAction(deps, actor, { workspaceId: updated.id, action: 'update', resourceType: 'settings', resourceId: updated.id, details: { diff } });
  }
  deps.notifier.workspaceChanged(updated.id);
  return renderWorkspaceAdmin(updated);
}

/** An operator's change of the balance, in the ledger like every charge. */
export async function recordCreditAdjustment(deps: Pick<WorkspaceDeps, 'credits' | 'newId' | 'clock'>, workspaceId: string, amount: number, balanceAfter: number): Promise<void> {
  if (amount === 0) return;
  await deps.credits.recordAdjustment({
    id: deps.newId(),
    workspace_id: workspaceId,
    amount,
    reason: 'adjustment',
    request_id: null,
    balance_after: balanceAfter,
    created_at: deps.clock.now().toISOString(),
  });
}
