import { renderWorkspaceAdmin } from '../domain/settings';
import { buildWorkspace, type NewWorkspaceInput } from '../domain/workspace';
import { recordCreditAdjustment } from './workspace-admin-changes';
import type { WorkspaceDeps } from './workspace-deps';

/** An operator's new workspace (its slug unique), its opening balance in the ledger. */
export class CreateWorkspace {
  constructor(private readonly deps: Pick<WorkspaceDeps, 'workspaces' | 'credits' | 'newId' | 'clock' | 'auditLogDays'>) {}

  async execute(input: NewWorkspaceInput): Promise<ReturnType<typeof renderWorkspaceAdmin>> {
    const { deps } = this;
    const workspace = buildWorkspace(input, deps.newId(), deps.clock.now(), deps.auditLogDays);
    const stored = await deps.workspaces.insert(workspace, () => deps.newId().slice(0, 6));
    await recordCreditAdjustment(deps, stored.id, stored.billing.credits_balance, stored.billing.credits_balance);
    return renderWorkspaceAdmin(stored);
  }
}
