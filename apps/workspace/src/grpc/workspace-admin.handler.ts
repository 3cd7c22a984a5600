import { notFound, validationError, type FieldIssue } from '@wbk/platform';
import type { CallMeta } from '@wbk/rpc';
import { diffFields } from '../domain/diff';
import { isPlan, PLANS, rateLimitOverride } from '../domain/plans';
import { applyProviderChange, renderProvider } from '../domain/providers';
import { renderWorkspaceAdmin } from '../domain/settings';
import { buildWorkspace, checkCredits, type Workspace } from '../domain/workspace';
import { type HandlerDeps, recordAdminAction, requireWorkspace } from './handler-deps';
import { type AdminReply, adminReply, asMessage, bool, int, list, text } from './messages';

/** The admin view of a workspace's operator-managed fields, for the diff in audit entries. */
function managed(ws: Workspace) {
  return { plan: ws.plan, credits_balance: ws.billing.credits_balance, trial_ends_at: ws.billing.trial_ends_at, rate_limit_override: ws.rate_limit_override };
}

/** Workspace lifecycle, plan, credits, limits and provider connections (dashboard / CLI). */
export function workspaceAdminHandlers(deps: HandlerDeps) {
  /** Writes, records the change and tells the gateways, which cache limits and plans with each key. */
  async function change(workspace: Workspace, set: Record<string, unknown>, meta: CallMeta | undefined): Promise<AdminReply> {
    const updated = await deps.workspaces.update(workspace.id, { ...set, updated_at: deps.clock.now().toISOString() });
    if (!updated) throw notFound(`Workspace ${workspace.id}`);
    const diff = diffFields(managed(workspace), managed(updated), ['plan', 'credits_balance', 'trial_ends_at', 'rate_limit_override']);
    if (Object.keys(diff).length > 0) {
      await recordAdminAction(deps, meta, { workspaceId: updated.id, action: 'update', resourceType: 'settings', resourceId: updated.id, details: { diff } });
    }
    deps.notifier.workspaceChanged(updated.id);
    return adminReply(renderWorkspaceAdmin(updated));
  }

  /** An operator's change of the balance, in the ledger like every charge. */
  async function recordCreditAdjustment(workspaceId: string, amount: number, balanceAfter: number): Promise<void> {
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

  return {
    async CreateWorkspace(raw: unknown): Promise<AdminReply> {
      const message = asMessage(raw);
      const workspace = buildWorkspace(
        {
          name: text(message, 'name'),
          plan: text(message, 'plan'),
          timezone: text(message, 'timezone'),
          locale: text(message, 'locale'),
          currency: text(message, 'currency'),
          jurisdiction: text(message, 'jurisdiction'),
          ...(bool(message, 'has_credits') ? { credits: int(message, 'credits') } : {}),
        },
        deps.newId(),
        deps.clock.now(),
        deps.auditLogDays,
      );
      const stored = await deps.workspaces.insert(workspace, () => deps.newId().slice(0, 6));
      await recordCreditAdjustment(stored.id, stored.billing.credits_balance, stored.billing.credits_balance);
      return adminReply(renderWorkspaceAdmin(stored));
    },

    async GetWorkspace(raw: unknown): Promise<AdminReply> {
      return adminReply(renderWorkspaceAdmin(await requireWorkspace(deps, text(asMessage(raw), 'workspace_id'))));
    },

    async SetCredits(raw: unknown, meta?: CallMeta): Promise<AdminReply> {
      const message = asMessage(raw);
      const workspace = await requireWorkspace(deps, text(message, 'workspace_id'));
      const balance = int(message, 'balance');
      const issues: FieldIssue[] = [];
      checkCredits(balance, 'balance', issues);
      if (issues.length > 0) throw validationError(issues);
      // Not a plain $set: credits held by lookups in flight must count in the new balance (CreditRepository.setBalance).
      const set = await deps.credits.setBalance(workspace.id, balance);
      if (!set) throw notFound(`Workspace ${workspace.id}`);
      await recordCreditAdjustment(workspace.id, set.after - set.before, set.after);
      return change(workspace, {}, meta);
    },

    async SetPlan(raw: unknown, meta?: CallMeta): Promise<AdminReply> {
      const message = asMessage(raw);
      const workspace = await requireWorkspace(deps, text(message, 'workspace_id'));
      const plan = text(message, 'plan');
      if (!isPlan(plan)) throw validationError([{ field: 'plan', message: `must be one of ${PLANS.join(', ')}` }]);
      // Leaving Starter ends its trial; returning to Starter does not start a new one.
      const trial = plan === 'starter' ? workspace.billing.trial_ends_at : null;
      return change(workspace, { plan, 'billing.trial_ends_at': trial }, meta);
    },

    async SetRateLimits(raw: unknown, meta?: CallMeta): Promise<AdminReply> {
      const message = asMessage(raw);
      const workspace = await requireWorkspace(deps, text(message, 'workspace_id'));
      const { override, issues } = rateLimitOverride(int(message, 'daily_limit'), int(message, 'minute_limit'));
      if (issues.length > 0) throw validationError(issues);
      return change(workspace, { rate_limit_override: override }, meta);
    },

    async SetProviderStatus(raw: unknown, meta?: CallMeta): Promise<AdminReply> {
      const message = asMessage(raw);
      const workspace = await requireWorkspace(deps, text(message, 'workspace_id'));
      const category = text(message, 'category');
      const name = text(message, 'name');
      const previous = await deps.providers.get(workspace.id, category, name);
      const state = applyProviderChange(
        {
          workspace_id: workspace.id,
          category,
          name,
          connected: bool(message, 'connected'),
          account_id: text(message, 'account_id'),
          display_name: text(message, 'display_name'),
          scopes: list(message, 'scopes'),
          status: text(message, 'status'),
          error_message: text(message, 'error_message'),
        },
        previous,
        deps.clock.now(),
      );
      await deps.providers.save(state);
      await recordAdminAction(deps, meta, {
        workspaceId: workspace.id,
        action: 'update',
        resourceType: 'providers',
        resourceId: null,
        details: {
          category: state.category,
          name: state.name,
          diff: diffFields(previous ?? { connected: false, status: 'disconnected' }, state, ['connected', 'status']),
        },
      });
      deps.notifier.workspaceChanged(workspace.id);
      return adminReply({ workspace_id: workspace.id, ...renderProvider(state) });
    },
  };
}
