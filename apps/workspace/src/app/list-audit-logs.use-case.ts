import type { StoredAuditEntry } from '../domain/audit-entry';
import type { AuditQuery } from '../domain/audit-query';
import { contextWorkspace, type WorkspaceDeps } from './workspace-deps';

/** GET /v1/audit-logs: the workspace's audit entries matching the query (the gateway has required an admin key). */
export class ListAuditLogs {
  constructor(private readonly deps: Pick<WorkspaceDeps, 'workspaces' | 'auditLogs'>) {}

  async execute(workspaceId: string, query: AuditQuery): Promise<{ entries: StoredAuditEntry[]; total: number }> {
    const workspace = await contextWorkspace(this.deps, workspaceId);
    return this.deps.auditLogs.list(workspace.id, query);
  }
}
