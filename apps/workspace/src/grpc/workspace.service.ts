import { WORKSPACE_MANIFEST } from '@wbk/contracts';
import { apiKeyHandlers } from './api-keys.handler';
import { auditLogHandlers } from './audit-logs.handler';
import { creditHandlers } from './credits.handler';
import type { HandlerDeps } from './handler-deps';
import { settingsHandlers } from './settings.handler';
import { syncProfileHandlers } from './sync-profile.handler';
import { userHandlers } from './users.handler';
import { workspaceAdminHandlers } from './workspace-admin.handler';

export const WORKSPACE_SERVICE = WORKSPACE_MANIFEST.api.name;
export const WORKSPACE_PROTO = WORKSPACE_MANIFEST.api.file;

/** Every method of WorkspaceService; @wbk/rpc refuses to start if one is missing. */
export function workspaceServiceHandlers(deps: HandlerDeps) {
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
