import { notFound, validationError, type FieldIssue } from '@wbk/platform';
import { checkCredits } from '../domain/workspace';
import { changeWorkspace, recordCreditAdjustment, type AdminChangeDeps } from './workspace-admin-changes';
import { requireWorkspace, type AdminActor } from './workspace-deps';

/** An operator sets a workspace's balance; the difference is a ledger adjustment. */
export class SetCredits {
  constructor(private readonly deps: AdminChangeDeps) {}

  async execute(actor: AdminActor, workspaceId: string, balance: number) {
    const workspace = await requireWorkspace(this.deps, workspaceId);
    const issues: FieldIssue[] = [];
    checkCredits(balance, 'balance', issues);
    if (issues.length > 0) throw validationError(issues);
    // Not a plain $set: credits held by lookups in flight must count in the new balance (CreditRepository.setBalance).
    const set = await this.deps.credits.setBalance(workspace.id, balance);
    if (!set) throw notFound(`Workspace ${workspace.id}`);
    await recordCreditAdjustment(this.deps, workspace.id, set.after - set.before, set.after);
    return changeWorkspace(this.deps, actor, workspace, {});
  }
}
