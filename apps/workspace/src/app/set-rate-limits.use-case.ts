import { validationError } from '@wbk/platform';
import { rateLimitOverride } from '../domain/plans';
import { changeWorkspace, type AdminChangeDeps } from './workspace-admin-changes';
import { requireWorkspace, type AdminActor } from './workspace-deps';

/** An operator overrides a workspace's daily and per-minute limits (0 keeps the plan's). */
export class SetRateLimits {
  constructor(private readonly deps: AdminChangeDeps) {}

  async execute(actor: AdminActor, workspaceId: string, limits: { daily: number; minute: number }) {
    const workspace = await requireWorkspace(this.deps, workspaceId);
    const { override, issues } = rateLimitOverride(limits.daily, limits.minute);
    if (issues.length > 0) throw validationError(issues);
    return changeWorkspace(this.deps, actor, workspace, { rate_limit_override: override });
  }
}
