import type { WorkspaceRpc } from '@wbk/contracts';
import type { RpcHandlers } from '@wbk/rpc';
import type { WorkspaceDeps } from '../app/workspace-deps';
import { apiKeyHandlers } from './api-keys.handler';
import { auditLogHandlers } from './audit-logs.handler';
import { creditHandlers } from './credits.handler';
import { settingsHandlers } from './settings.handler';
import { syncProfileHandlers } from './sync-profile.handler';
import { userHandlers } from './users.handler';
import { workspaceAdminHandlers } from './workspace-admin.handler';

/** Every method of WorkspaceService, each typed by its generated messages; the compiler refuses a missing one. */
export function workspaceServiceHandlers(deps: WorkspaceDeps): RpcHandlers<WorkspaceRpc> {
  return {
    ...settingsHandlers(deps),
    ...syncProfileHandlers(deps),
    ...userHandlers(deps),
    ...auditLogHandlers(deps),
    ...apiKeyHandlers(deps),
    ...workspaceAdminHandlers(deps),
    ...creditHandlers(deps),
  };
}
