import { validationError } from '@wbk/platform';
import { isPlan, PLANS } from '../domain/plans';
import { changeWorkspace, type AdminChangeDeps } from './workspace-admin-changes';
import { requireWorkspace, type AdminActor } from './workspace-deps';

/** An operator moves a workspace to another plan. */
export class SetPlan {
  constructor(private readonly deps: AdminChangeDeps) {}

  async execute(actor: AdminActor, workspaceId: string, plan: string) {
    const workspace = await requireWorkspace(this.deps, workspaceId);
    if (!isPlan(plan)) throw validationError([{ field: 'plan', message: `must be one of ${PLANS.join(', ')}` }]);
    // Leaving Starter ends its trial; returning to Starter does not start a new one.
    const trial = plan === 'starter' ? workspace.billing.trial_ends_at : null;
    return changeWorkspace(this.deps, actor, workspace, { plan, 'billing.trial_ends_at': trial });
  }
}
