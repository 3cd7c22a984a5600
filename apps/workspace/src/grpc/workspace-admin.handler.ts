import type { WorkspaceRpc } from '@wbk/contracts';
import type { RpcHandlers } from '@wbk/rpc';
import { renderWorkspaceAdmin } from '../domain/settings';
import { CreateWorkspace } from '../app/create-workspace.use-case';
import { SetCredits } from '../app/set-credits.use-case';
import { SetPlan } from '../app/set-plan.use-case';
import { SetProviderStatus } from '../app/set-provider-status.use-case';
import { SetRateLimits } from '../app/set-rate-limits.use-case';
import { GetWorkspace } from '../app/get-workspace.use-case';
import type { WorkspaceDeps } from '../app/workspace-deps';
import { adminActorOf, adminReply } from './replies';

type AdminHandlers = Pick<RpcHandlers<WorkspaceRpc>, 'CreateWorkspace' | 'GetWorkspace' | 'SetCredits' | 'SetPlan' | 'SetRateLimits' | 'SetProviderStatus'>;

/** Workspace lifecycle, plan, credits, limits and provider connections (dashboard / CLI). */
export function workspaceAdminHandlers(deps: WorkspaceDeps): AdminHandlers {
  const createWorkspace = new CreateWorkspace(deps);
  const setCredits = new SetCredits(deps);
  const setPlan = new SetPlan(deps);
  const setRateLimits = new SetRateLimits(deps);
  const setProviderStatus = new SetProviderStatus(deps);
  const getWorkspace = new GetWorkspace(deps);

  return {
    async CreateWorkspace(request) {
      const { name, plan, timezone, locale, currency, jurisdiction } = request;
      // proto3 cannot tell an absent number from 0: has_credits says whether credits was sent.
      return adminReply(await createWorkspace.execute({ name, plan, timezone, locale, currency, jurisdiction, ...(request.has_credits ? { credits: request.credits } : {}) }));
    },

    async GetWorkspace(request) {
      return adminReply(renderWorkspaceAdmin(await getWorkspace.execute(request.workspace_id)));
    },

    async SetCredits(request, meta) {
      return adminReply(await setCredits.execute(adminActorOf(meta), request.workspace_id, request.balance));
    },

    async SetPlan(request, meta) {
      return adminReply(await setPlan.execute(adminActorOf(meta), request.workspace_id, request.plan));
    },

    async SetRateLimits(request, meta) {
      return adminReply(await setRateLimits.execute(adminActorOf(meta), request.workspace_id, { daily: request.daily_limit, minute: request.minute_limit }));
    },

    async SetProviderStatus(request, meta) {
      const { workspace_id, category, name, connected, account_id, display_name, scopes, status, error_message } = request;
      return adminReply(await setProviderStatus.execute(adminActorOf(meta), { workspace_id, category, name, connected, account_id, display_name, scopes, status, error_message }));
    },
  };
}
